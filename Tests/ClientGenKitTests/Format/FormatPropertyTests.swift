import ClientGenCore
import ClientGenFormat
import Foundation
import Testing

/// Formatting never changes meaning, on every spec of the repository, on random specs, and on both with their layout
/// scrambled: the generated Swift is byte-identical before and after, every comment is kept, and formatting twice
/// changes nothing.
@Suite("Formatter properties")
struct FormatPropertyTests {
    /// The repository's specs, by folder: in the first two each folder is one run (its specs inherit each other's
    /// clients), in the others each spec stands alone (fixtures, which may declare the same clients).
    static let corpusFolders = [
        "Specs", "Tests/Fixtures/RealWorld/Specs", "Tests/ClientGenKitTests/Fixtures/Diagnostics",
        "Tests/ClientGenKitTests/Fixtures/Fuzz", "Editors/Tests",
    ]

    /// The specs of a folder that lint without errors (in the folder's run, or on their own), read as the CLI reads
    /// them.
    static func cleanSpecs(in folder: String) throws -> [SourceFile] {
        let directory = Golden.repositoryRoot.appendingPathComponent(folder)
        let specs = try SpecFixtures.specNames(in: directory).map { name in
            SourceFile(
                path: folder + "/" + name, bytes: [UInt8](try Data(contentsOf: directory.appendingPathComponent(name))))
        }
        let failing = Set(ClientGenerator().lint(specs).filter { $0.severity == .error }.map(\.path))
        return specs.filter { !failing.contains($0.path) || !ClientGenerator().lint([$0]).containsErrors }
    }

    @Test(
        "Every spec of the repository that lints clean formats without changing what it generates",
        arguments: corpusFolders)
    func repositorySpecs(folder: String) throws {
        let specs = try Self.cleanSpecs(in: folder)
        #expect(specs.count >= ["Specs": 10, "Tests/Fixtures/RealWorld/Specs": 40, "Editors/Tests": 1][folder] ?? 1)
        if ["Specs", "Tests/Fixtures/RealWorld/Specs"].contains(folder) {
            try Self.expectMeaningKept(specs)
        } else {
            for spec in specs { try Self.expectMeaningKept([spec]) }
        }
    }

    @Test(
        "A repository spec with its layout scrambled formats back without changing what it generates", arguments: 0..<8)
    func scrambledRepositorySpecs(seed: UInt64) throws {
        var scrambler = LayoutScrambler(seed: seed)
        let specs = try Self.cleanSpecs(in: "Specs") + Self.cleanSpecs(in: "Tests/Fixtures/RealWorld/Specs")
        let scrambled = specs.map {
            SourceFile(path: $0.path, text: scrambler.scramble(String(decoding: $0.bytes, as: UTF8.self)))
        }
        try Self.expectMeaningKept(scrambled)
    }

    @Test(
        "A random valid spec, as generated and with its layout scrambled, formats without changing what it generates",
        arguments: 0..<60)
    func randomSpecs(seed: UInt64) throws {
        var generator = RandomSpecGenerator(seed: seed)
        let spec = generator.spec(prefix: "F\(seed)", clientCount: 3)
        var scrambler = LayoutScrambler(seed: seed)
        try Self.expectMeaningKept([SourceFile(path: "F\(seed).client", text: spec)])
        try Self.expectMeaningKept([SourceFile(path: "F\(seed).client", text: scrambler.scramble(spec))])
    }

    /// Formats each spec and expects: it was formatted, formatting the result changes nothing, its comments are all
    /// there, and the specs generate the same files (or, when they do not generate, report the same diagnostics).
    static func expectMeaningKept(_ specs: [SourceFile], sourceLocation: Testing.SourceLocation = #_sourceLocation)
        throws
    {
        var formatted: [SourceFile] = []
        for spec in specs {
            guard case .formatted(let bytes) = SpecFormatter.format(spec) else {
                Issue.record("\(spec.path) was not formatted", sourceLocation: sourceLocation)
                return
            }
            let again = SpecFormatter.format(SourceFile(path: spec.path, bytes: bytes))
            #expect(
                again == .formatted(bytes), "\(spec.path) formats differently twice", sourceLocation: sourceLocation)
            #expect(
                FormatAssertions.comments(of: bytes) == FormatAssertions.comments(of: spec.bytes),
                "\(spec.path) lost or changed a comment", sourceLocation: sourceLocation)
            formatted.append(SourceFile(path: spec.path, bytes: bytes))
        }
        let before = ClientGenerator().generate(specs)
        let after = ClientGenerator().generate(formatted)
        #expect(after.files == before.files, "the generated Swift changed", sourceLocation: sourceLocation)
        #expect(
            after.diagnostics.map(\.id) == before.diagnostics.map(\.id), "the diagnostics changed",
            sourceLocation: sourceLocation)
        if before.files.isEmpty, !specs.isEmpty {
            // Nothing to compare the Swift of: each spec on its own must still lint the same.
            for (spec, result) in zip(specs, formatted) {
                #expect(
                    ClientGenerator().lint([result]).map(\.id) == ClientGenerator().lint([spec]).map(\.id),
                    sourceLocation: sourceLocation)
            }
        }
    }
}

/// The formatter on malformed and mutated specs: it never crashes, leaves a spec with syntax errors as it is, and
/// what it does format is formatted for good.
@Suite("Formatter robustness")
struct FormatRobustnessTests {
    @Test("Every fuzz finding and malformed fixture is left as it is or formatted for good, without a crash")
    func fixtures() throws {
        for folder in ["Tests/ClientGenKitTests/Fixtures/Fuzz", "Tests/ClientGenKitTests/Fixtures/Diagnostics"] {
            let directory = Golden.repositoryRoot.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() {
                let bytes = [UInt8](try Data(contentsOf: directory.appendingPathComponent(name)))
                Self.expectFormattedForGood(SourceFile(path: name, bytes: bytes))
            }
        }
    }

    @Test(
        "A spec with bytes deleted, repeated or swapped at random is left as it is or formatted for good",
        arguments: 0..<40)
    func mutatedSpecs(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let specs = try FormatPropertyTests.cleanSpecs(in: "Specs")
        var bytes = specs[Int(random.next() % UInt64(specs.count))].bytes
        for _ in 0..<(1 + random.next() % 4) where bytes.count > 2 {
            let at = Int(random.next() % UInt64(bytes.count - 1))
            switch random.next() % 3 {
            case 0: bytes.remove(at: at)
            case 1: bytes.insert(bytes[at], at: at)
            default: bytes.swapAt(at, at + 1)
            }
        }
        Self.expectFormattedForGood(SourceFile(path: "Mutated.client", bytes: bytes))
    }

    /// Formats a spec: one with syntax errors must be refused with them, any other formatted so that formatting
    /// again changes nothing.
    static func expectFormattedForGood(_ source: SourceFile, sourceLocation: Testing.SourceLocation = #_sourceLocation)
    {
        let hasSyntaxErrors = SpecParser.parse(source).diagnostics.containsErrors
        switch SpecFormatter.format(source) {
        case .formatted(let bytes):
            #expect(
                !hasSyntaxErrors, "\(source.path) has syntax errors but was formatted", sourceLocation: sourceLocation)
            #expect(
                SpecFormatter.format(SourceFile(path: source.path, bytes: bytes)) == .formatted(bytes),
                "\(source.path) formats differently twice", sourceLocation: sourceLocation)
        case .notFormatted(let diagnostics):
            #expect(
                hasSyntaxErrors, "\(source.path) parses but was not formatted: \(diagnostics.map(\.message))",
                sourceLocation: sourceLocation)
        }
    }
}
