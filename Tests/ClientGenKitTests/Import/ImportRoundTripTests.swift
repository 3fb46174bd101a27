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

    /// Specs whose output import cannot read back yet.
    static let notImportable: Set<String> = []

    @Test(
        "Importing a spec's generated file gives back a spec that generates the same file",
        arguments: SpecFixtures.specNames(in: SpecFixtures.specsDirectory).filter { !notImportable.contains($0) })
    func generatedCodeRoundTrips(name: String) throws {
        let specs = try SpecFixtures.specs().filter {
            !Self.notImportable.contains($0.path.split(separator: "/").last.map(String.init) ?? "")
        }
        let original = ClientGenerator().generate(specs)
        let generated = try #require(original.files.first { $0.sourcePath == "Specs/" + name })
        // The whole app's generated code is imported, as an app migrating its generated code would: a client's
        // parents are then among the clients imported, not re-declared.
        let swift = original.files.map { SourceFile(path: $0.path, text: $0.contents) }

        let imported = ClientImporter().importClients(from: swift)
        #expect(imported.diagnostics.isEmpty, "\(imported.diagnostics.map(\.message))")
        let own = imported.clients.filter { $0.sourcePath == generated.path }
        #expect(!own.isEmpty)
        let merged = SourceFile(path: "Specs/" + name, text: Self.mergedSpec(own))
        let context = specs.filter { $0.path != "Specs/" + name }
        let regenerated = ClientGenerator().generate([merged], context: context)
        #expect(regenerated.diagnostics.isEmpty, "\(regenerated.diagnostics.map(\.message))")
        let file = try #require(regenerated.files.first)
        #expect(
            file.contents == generated.contents,
            "\(LineDiff.render(expected: generated.contents, actual: file.contents))")
    }
}

/// The same round trip for the real-world corpus's hand-written specs (Tests/Fixtures/RealWorld/Specs).
@Suite("Import round trip of the real-world corpus")
struct RealWorldRoundTripTests {
    static let directory = Golden.repositoryRoot.appendingPathComponent("Tests/Fixtures/RealWorld/Specs")

    static var specNames: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasSuffix(".client") }.sorted()
    }

    static func specs() throws -> [SourceFile] {
        try specNames.map { name in
            SourceFile(
                path: "Specs/" + name,
                text: try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8))
        }
    }

    @Test(
        "Importing each real-world spec's generated file gives back a spec that generates the same file",
        arguments: specNames)
    func generatedCodeRoundTrips(name: String) throws {
        let specs = try Self.specs()
        let spec = try #require(specs.first { $0.path == "Specs/" + name })
        let context = specs.filter { $0.path != spec.path }
        let original = ClientGenerator().generate(specs)
        #expect(original.diagnostics.filter { $0.severity == .error }.isEmpty)
        let generated = try #require(original.files.first { $0.sourcePath == spec.path })
        let imported = ClientImporter().importClients(
            from: original.files.map { SourceFile(path: $0.path, text: $0.contents) })
        let own = imported.clients.filter { $0.sourcePath == generated.path }
        let merged = SourceFile(path: spec.path, text: ImportRoundTripTests.mergedSpec(own))
        let regenerated = ClientGenerator().generate([merged], context: context)
        let file = try #require(regenerated.files.first, "\(regenerated.diagnostics.map(\.message))")
        #expect(
            file.contents == generated.contents,
            "\(LineDiff.render(expected: generated.contents, actual: file.contents))")
    }
}
