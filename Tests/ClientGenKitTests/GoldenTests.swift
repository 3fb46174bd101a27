import ClientGenFormat
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
            "@autoclosure", "@trapping", "@mockName(", "@unrecorded(", "@uncheckedSendable(", "@test(", ": AnyObject",
            "optional func", "{ get }\n    optional", "client FavoriteTrailsAPI: TrailAPI", "sending ", "typealias ",
            "@noop(none)", ": Actor", "= #fileID", "= #isolation", "-> Never", "@escaping(", "internal func",
            "static func", "static var", "init(", "init?(", "nonisolated static func", "subscript(", "{ get set }\n",
            "#if !os(", "#else", "@marker ",
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
    @Test("The malformed specs are found, so the tests below run on every one of them")
    func fixturesAreFound() {
        // The parameterized tests take their cases from the folder: an empty listing would pass them vacuously.
        #expect(SpecFixtures.diagnosticFixtureNames().count >= 17)
    }

    @Test(
        "A malformed spec reports every error, as clientgen prints them, and generates nothing",
        arguments: SpecFixtures.diagnosticFixtureNames())
    func malformedSpecReportsItsDiagnostics(name: String) throws {
        let result = ClientGenerator().generate([try SpecFixtures.diagnosticFixture(named: name)])
        #expect(result.diagnostics.containsErrors)
        #expect(result.files.isEmpty)
        let golden = SpecFixtures.diagnosticsDirectory.appendingPathComponent(name)
            .deletingPathExtension().appendingPathExtension("diagnostics")
        try Golden.assertMatches(result.formattedDiagnostics, golden: golden)
    }

    @Test(
        "Applying every fix-it of a malformed spec fixes what those diagnostics reported",
        arguments: SpecFixtures.diagnosticFixtureNames())
    func fixItsFixTheirDiagnostics(name: String) throws {
        let source = try SpecFixtures.diagnosticFixture(named: name)
        let diagnostics = ClientGenerator().lint([source])
        let fixed = diagnostics.filter { !$0.fixIts.isEmpty }
        let fixedURL = SpecFixtures.diagnosticsDirectory.appendingPathComponent(
            name.replacingOccurrences(of: ".client", with: SpecFixtures.fixedSuffix))
        guard !fixed.isEmpty else {
            #expect(!FileManager.default.fileExists(atPath: fixedURL.path), "\(name) has no fix-it to apply")
            return
        }
        let application = FixItApplier.apply(diagnostics.flatMap(\.fixIts), to: source)
        let fixedText = String(decoding: application.bytes, as: UTF8.self)
        try Golden.assertMatches(fixedText, golden: fixedURL)
        let after = ClientGenerator().lint([SourceFile(path: name, text: fixedText)])
        for diagnostic in fixed {
            let remaining = after.filter { $0.id == diagnostic.id }
            #expect(remaining.isEmpty, "\(name): the fix-it for '\(diagnostic.id)' left \(remaining.map(\.message))")
        }
    }
}
