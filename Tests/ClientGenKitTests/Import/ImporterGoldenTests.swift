import ClientGenKit
import Foundation
import Testing

/// Small Swift sources in the shapes apps have, and exactly what import makes of them: each file under
/// `Fixtures/Import` has its transcript (the specs, extras files, replaced declarations and diagnostics) in a
/// `.imported` golden next to it, rewritten by `CLIENTGEN_RECORD=1 swift test` and reviewed line by line.
@Suite("Import goldens")
struct ImporterGoldenTests {
    static let directory = Golden.repositoryRoot.appendingPathComponent("Tests/ClientGenKitTests/Fixtures/Import")

    static var inputNames: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
    }

    /// Everything an import produced, as one text to compare.
    static func transcript(of result: ImportResult) -> String {
        var text = ""
        for client in result.clients {
            text += "=== \(client.spec.path)\n\(client.spec.text)"
            if let extras = client.extras { text += "=== \(extras.path)\n\(extras.text)" }
            text += "=== replaced by \(client.name)\n"
            for declaration in client.replaced {
                let converter = SourceLocationConverter(result.sources.first { $0.path == declaration.path }!)
                let start = converter.location(of: declaration.range.start)
                let end = converter.location(of: declaration.range.end)
                text +=
                    "\(declaration.path):\(start.line):\(start.column)-\(end.line):\(end.column) "
                    + "\(declaration.description), by \(declaration.replacement)\n"
            }
        }
        text += "=== diagnostics\n" + DiagnosticFormatter(sources: result.sources).format(result.diagnostics)
        return text
    }

    @Test("Each Swift fixture imports into its golden transcript", arguments: inputNames)
    func importsItsGolden(name: String) throws {
        let url = Self.directory.appendingPathComponent(name)
        let source = SourceFile(path: name, text: try String(contentsOf: url, encoding: .utf8))
        let result = ClientImporter().importClients(from: [source])
        let golden = url.deletingPathExtension().appendingPathExtension("imported")
        try Golden.assertMatches(Self.transcript(of: result), golden: golden)
    }

    @Test("Every imported spec checks without an error, and every extras file is named after its client")
    func importedSpecsCheck() throws {
        for name in Self.inputNames {
            let url = Self.directory.appendingPathComponent(name)
            let source = SourceFile(path: name, text: try String(contentsOf: url, encoding: .utf8))
            let result = ClientImporter().importClients(from: [source])
            let specs = result.clients.map { SourceFile(path: $0.spec.path, text: $0.spec.text) }
            let diagnostics = ClientGenerator().lint(specs)
            #expect(!diagnostics.containsErrors, "\(name): \(diagnostics.map(\.message))")
            for client in result.clients {
                #expect(client.spec.path == client.name + ".client")
                #expect(client.extras.map { $0.path == client.name + "+Extras.swift" } ?? true)
            }
        }
    }
}
