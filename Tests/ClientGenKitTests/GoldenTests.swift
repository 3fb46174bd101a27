import ClientGenKit
import Foundation
import Testing

/// Whole specs against committed output. The same golden files are compiled and exercised by the
/// GeneratedClientsTests target, so there is no second copy to drift.
@Suite("Golden outputs")
struct GoldenTests {
    @Test(
        "Every spec under Specs/ generates its golden file",
        arguments: SpecFixtures.specNames(in: SpecFixtures.specsDirectory))
    func specGeneratesItsGolden(name: String) throws {
        let result = ClientGenerator().generate(try SpecFixtures.specs())
        #expect(result.diagnostics.isEmpty, "\(result.formattedDiagnostics)")
        let file = try #require(result.files.first { $0.sourcePath == "Specs/" + name })
        let golden = SpecFixtures.goldenDirectory.appendingPathComponent(ClientGenerator.outputPath(forSpecAt: name))
        try Golden.assertMatches(file.contents, golden: golden)
    }

    @Test("Every golden file belongs to a spec, so none is left behind when a spec is removed")
    func everyGoldenHasASpec() {
        let goldens = (try? FileManager.default.contentsOfDirectory(atPath: SpecFixtures.goldenDirectory.path)) ?? []
        let expected = SpecFixtures.specNames(in: SpecFixtures.specsDirectory).map {
            ClientGenerator.outputPath(forSpecAt: $0)
        }
        #expect(goldens.sorted() == expected.sorted())
    }

    @Test("Specs/ covers every construct of the language")
    func specsCoverTheLanguage() throws {
        let text = try SpecFixtures.specs().map { String(decoding: $0.bytes, as: UTF8.self) }.joined()
        let constructs = [
            "public client", "package client", "\nclient ", "@key(", "@placeholder(", "@throwing(", "throws(",
            "async throws", "<T: ", "where ", "= ", "inout ", "...", "@escaping @Sendable", "some ", "any ",
            ".Type", " & ", "[String: ", "(name: String, age: Int)", "`default`", "{ get async throws }",
            "@MainActor", "@available", "@preconcurrency", "@discardableResult", "nonisolated func", "///",
            "@autoclosure",
        ]
        for construct in constructs {
            #expect(text.contains(construct), "No spec under Specs/ uses '\(construct)'")
        }
        #expect(
            try SpecFixtures.specs().contains { spec in
                String(decoding: spec.bytes, as: UTF8.self).components(separatedBy: "client ").count > 2
            }, "No spec declares several clients")
    }

    @Test("Generation is byte-identical across runs and input orders")
    func generationIsDeterministic() throws {
        let specs = try SpecFixtures.specs()
        let first = ClientGenerator().generate(specs).files
        let second = ClientGenerator().generate(specs.reversed()).files
        let third = ClientGenerator().generate(specs.shuffled()).files
        #expect(first == second)
        #expect(first == third)
        #expect(first.map(\.path) == first.map(\.path).sorted())
    }
}

/// Malformed specs against their exact expected diagnostics.
@Suite("Diagnostic goldens")
struct DiagnosticGoldenTests {
    @Test(
        "A malformed spec reports every error, as clientgen prints them, and generates nothing",
        arguments: SpecFixtures.specNames(in: SpecFixtures.diagnosticsDirectory))
    func malformedSpecReportsItsDiagnostics(name: String) throws {
        let url = SpecFixtures.diagnosticsDirectory.appendingPathComponent(name)
        let source = SourceFile(path: name, bytes: [UInt8](try Data(contentsOf: url)))
        let result = ClientGenerator().generate([source])
        #expect(result.diagnostics.containsErrors)
        #expect(result.files.isEmpty)
        let golden = url.deletingPathExtension().appendingPathExtension("diagnostics")
        try Golden.assertMatches(result.formattedDiagnostics, golden: golden)
    }
}
