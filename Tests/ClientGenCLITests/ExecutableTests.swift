import Foundation
import Testing

/// Runs the built `clientgen` executable as users do, checking exit codes and streams end to end.
@Suite("clientgen executable")
struct ExecutableTests {
    /// The `clientgen` binary in the build directory that holds the test bundle.
    static func executable() -> URL? {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("clientgen")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        return nil
    }

    private func run(_ arguments: [String], in directory: URL? = nil) throws -> (
        status: Int32, stdout: String, stderr: String
    ) {
        let process = Process()
        let executable = try #require(Self.executable(), "the clientgen executable was not built next to the tests")
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    @Test("--version prints the version and exits 0")
    func version() throws {
        let result = try run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == "clientgen 0.1.0\n")
    }

    @Test("A usage error exits 64 on standard error")
    func usageError() throws {
        let result = try run(["frobnicate"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("clientgen: error: unknown command 'frobnicate'"))
    }

    @Test("The repository's Specs generate exactly the committed goldens")
    func specsMatchGoldens() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("clientgen-e2e-\(UUID().uuidString)")
        let result = try run(["generate", "Specs", "--output", output.path], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        let goldens = root.appendingPathComponent("Tests/GeneratedClientsTests/Golden")
        let names = try FileManager.default.contentsOfDirectory(atPath: goldens.path).sorted()
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).sorted() == names)
        for name in names {
            let generated = try Data(contentsOf: output.appendingPathComponent(name))
            #expect(generated == (try Data(contentsOf: goldens.appendingPathComponent(name))), "\(name)")
        }
    }
}
