import ClientGenKit
import Foundation
import Testing

/// Property tests of lint's soundness over random specs (see ``RandomSpecGenerator``): a spec lint rejects is rejected
/// with located errors; one it accepts generates, the same output every time, and (with `CLIENTGEN_RANDOM_SPECS`)
/// compiles against swift-dependencies without a warning.
@Suite("Random specs")
struct RandomSpecTests {
    @Test(
        "A random spec is rejected with located errors, or generates the same output every time", arguments: 0..<60)
    func randomSpecGenerates(seed: UInt64) throws {
        var generator = RandomSpecGenerator(seed: seed)
        let spec = generator.spec(prefix: "R\(seed)", clientCount: 3)
        let result = ClientGenerator().generate(spec, path: "R\(seed).client")
        let size = spec.utf8.count
        for error in result.diagnostics where error.severity == .error {
            #expect(error.path == "R\(seed).client" && error.range.end <= size, "seed \(seed): \(error.message)")
        }
        guard !result.diagnostics.containsErrors else { return }
        #expect(!result.output.isEmpty, "seed \(seed):\n\(spec)")
        #expect(ClientGenerator().generate(spec, path: "R\(seed).client").output == result.output)
    }

    @Test("Most random specs are valid, so the soundness checks have something to check")
    func mostRandomSpecsAreValid() {
        let accepted = (UInt64(0)..<60).filter { seed in
            var generator = RandomSpecGenerator(seed: seed)
            let spec = generator.spec(prefix: "R\(seed)", clientCount: 3)
            return !ClientGenerator().lint([SourceFile(path: "R\(seed).client", text: spec)]).containsErrors
        }
        #expect(accepted.count >= 30, "only \(accepted.count) of 60 random specs are valid")
    }

    /// How many random specs the compile check builds, from `CLIENTGEN_RANDOM_SPECS` (unset: the check is skipped).
    static let compiledCount = ProcessInfo.processInfo.environment["CLIENTGEN_RANDOM_SPECS"].flatMap { Int($0) }
    /// The first seed, from `CLIENTGEN_RANDOM_SEED` (default 1, so CI builds the same cases every run).
    static let firstSeed = ProcessInfo.processInfo.environment["CLIENTGEN_RANDOM_SEED"].flatMap { UInt64($0) } ?? 1

    @Test(
        "Every random valid spec's output compiles against swift-dependencies with zero warnings",
        .enabled(if: compiledCount != nil, "set CLIENTGEN_RANDOM_SPECS=<count> to build random specs"),
        .timeLimit(.minutes(10)))
    func randomSpecsCompile() throws {
        let count = Self.compiledCount ?? 0
        let package = Golden.repositoryRoot.appendingPathComponent(".build-random-specs")
        let sources = package.appendingPathComponent("Sources/RandomSpecs")
        try? FileManager.default.removeItem(at: sources)
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try Self.manifest.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try RandomSpecGenerator.supportCode.write(
            to: sources.appendingPathComponent("Support.swift"), atomically: true, encoding: .utf8)
        var specs: [String: String] = [:]
        for seed in Self.firstSeed..<(Self.firstSeed + UInt64(count)) {
            var generator = RandomSpecGenerator(seed: seed)
            let name = "R\(seed)"
            let spec = generator.spec(prefix: name, clientCount: 3)
            let result = ClientGenerator().generate(spec, path: "\(name).client")
            // What lint rejects is left out: the check is that whatever it accepts compiles.
            guard !result.diagnostics.containsErrors else { continue }
            try result.output.write(
                to: sources.appendingPathComponent("\(name).swift"), atomically: true, encoding: .utf8)
            specs[name] = spec
        }
        #expect(specs.count * 2 >= count, "only \(specs.count) of \(count) random specs are valid")
        let (status, output) = try Self.swiftBuild(package)
        guard status != 0 else { return }
        let failing = Set(
            output.components(separatedBy: "\n").compactMap { line -> String? in
                guard line.contains(": error:") || line.contains(": warning:"),
                    let file = line.components(separatedBy: ".swift:").first?.components(separatedBy: "/").last
                else { return nil }
                return file
            })
        let report = failing.sorted().prefix(5).map { "--- \($0).client:\n\(specs[$0] ?? "?")" }
        let problems = output.components(separatedBy: "\n").filter { $0.contains("error:") || $0.contains("warning:") }
        let header =
            "Generated code for \(failing.count) random spec(s) does not compile cleanly (first seed "
            + "\(Self.firstSeed)):"
        Issue.record(Comment(rawValue: ([header] + problems.prefix(30) + report).joined(separator: "\n")))
    }

    private static let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(
            name: "RandomSpecs",
            dependencies: [.package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1")],
            targets: [
                .target(
                    name: "RandomSpecs",
                    dependencies: [.product(name: "Dependencies", package: "swift-dependencies")],
                    swiftSettings: [.unsafeFlags(["-warnings-as-errors"])])
            ],
            swiftLanguageModes: [.v6]
        )

        """

    private static func swiftBuild(_ package: URL) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "build", "--package-path", package.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
