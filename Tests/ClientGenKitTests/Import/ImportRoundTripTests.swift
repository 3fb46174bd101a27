import ClientGenKit
import Foundation
import Testing

/// Importing the code clientgen generated gives back specs that generate that code again, byte for byte: whatever a
/// spec says survives its own output (members, defaults, directives, registration, mock names, recording).
@Suite("Import round trip")
struct ImportRoundTripTests {
    /// The specs one Swift file imports into, merged back into one spec: every client's spec is its file's imports
    /// and one client, so the merged spec is the first one's imports and every client, in order.
    static func mergedSpec(_ clients: [ImportedClient]) -> String {
        var imports: String?
        var bodies: [String] = []
        for client in clients {
            let text = client.spec.text
            let afterHeader = text.drop { $0 != "\n" }.dropFirst()
            let split = afterHeader.split(separator: "\n\n", maxSplits: 1, omittingEmptySubsequences: false)
            let (head, body) = split.count == 2 ? (String(split[0]), String(split[1])) : ("", String(afterHeader))
            imports = imports ?? head
            bodies.append(body)
        }
        return (imports.map { $0.isEmpty ? "" : $0 + "\n" } ?? "") + "\n" + bodies.joined(separator: "\n")
    }

    @Test(
        "Importing a spec's generated file gives back a spec that generates the same file",
        arguments: SpecFixtures.specNames(in: SpecFixtures.specsDirectory))
    func generatedCodeRoundTrips(name: String) throws {
        let specs = try SpecFixtures.specs()
        let original = ClientGenerator().generate(specs)
        let generated = try #require(original.files.first { $0.sourcePath == "Specs/" + name })
        let swift = SourceFile(path: generated.path, text: generated.contents)

        let imported = ClientImporter().importClients(from: [swift])
        #expect(imported.diagnostics.isEmpty, "\(imported.diagnostics.map(\.message))")
        #expect(!imported.clients.isEmpty)
        let merged = SourceFile(path: "Specs/" + name, text: Self.mergedSpec(imported.clients))
        let context = specs.filter { $0.path != "Specs/" + name }
        let regenerated = ClientGenerator().generate([merged], context: context)
        #expect(regenerated.diagnostics.isEmpty, "\(regenerated.diagnostics.map(\.message))")
        let file = try #require(regenerated.files.first)
        #expect(
            file.contents == generated.contents,
            "\(LineDiff.render(expected: generated.contents, actual: file.contents))")
    }
}
