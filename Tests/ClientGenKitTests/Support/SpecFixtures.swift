import ClientGenKit
import Foundation

/// The repository's specs and test fixtures, read as the CLI reads them.
enum SpecFixtures {
    static let specsDirectory = Golden.repositoryRoot.appendingPathComponent("Specs")
    static let goldenDirectory = Golden.repositoryRoot.appendingPathComponent("Tests/GeneratedClientsTests/Golden")
    static let diagnosticsDirectory = Golden.repositoryRoot
        .appendingPathComponent("Tests/ClientGenKitTests/Fixtures/Diagnostics")

    /// The names of the `.client` files in a directory, sorted.
    static func specNames(in directory: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".client") }.sorted()
    }

    /// The malformed specs of `Fixtures/Diagnostics`, without the fixed copies recorded next to them.
    static func diagnosticFixtureNames() -> [String] {
        specNames(in: diagnosticsDirectory).filter { !$0.hasSuffix(fixedSuffix) }
    }

    /// A malformed spec of `Fixtures/Diagnostics`, read as the CLI reads it, with its name as its path.
    static func diagnosticFixture(named name: String) throws -> SourceFile {
        SourceFile(path: name, bytes: [UInt8](try Data(contentsOf: diagnosticsDirectory.appendingPathComponent(name))))
    }

    /// How the copy of a malformed spec with every fix-it applied is named: `Defaults.client` → `Defaults.fixed.client`.
    static let fixedSuffix = ".fixed.client"

    /// Every spec under `Specs/`, with the display paths `clientgen generate Specs` uses.
    static func specs() throws -> [SourceFile] {
        try specNames(in: specsDirectory).map { name in
            let data = try Data(contentsOf: specsDirectory.appendingPathComponent(name))
            return SourceFile(path: "Specs/" + name, bytes: [UInt8](data))
        }
    }
}

extension ClientGenerator {
    /// Generates a single in-memory spec, for tests that look at one output.
    func generate(_ text: String, path: String = "Test.client") -> GenerationResult {
        generate([SourceFile(path: path, text: text)])
    }
}

extension GenerationResult {
    /// The diagnostics as `clientgen` prints them.
    var formattedDiagnostics: String {
        DiagnosticFormatter(sources: sources).format(diagnostics)
    }

    /// The single generated file's contents, or "" when generation failed.
    var output: String {
        files.first?.contents ?? ""
    }
}
