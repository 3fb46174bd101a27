import ClientGenFormat
import ClientGenKit
import Foundation
import Testing

/// Every message clientgen reports is declared once, with an id, in the catalog: the `…Catalog.swift` files of the
/// modules' Diagnostics/ folders.
@Suite("Diagnostic catalog")
struct DiagnosticCatalogTests {
    static let sources = Golden.repositoryRoot.appendingPathComponent("Sources")
    /// The catalog's files, relative to `Sources`: one catalog, kept with the module whose messages it words.
    static let catalogFiles = [
        "ClientGenCore/Diagnostics/DiagnosticMessage+Catalog.swift",
        "ClientGenCore/Diagnostics/DiagnosticMessage+SemanticCatalog.swift",
        "ClientGenCore/Diagnostics/DiagnosticMessage+RunCatalog.swift",
        "ClientGenCore/Diagnostics/DiagnosticMessage+SwiftRulesCatalog.swift",
        "ClientGenCore/Diagnostics/DiagnosticMessage+StyleCatalog.swift",
        "ClientGenCore/Diagnostics/NoteMessage+Catalog.swift",
        "ClientGenCore/Diagnostics/FixItMessage+Catalog.swift",
        "ClientGenCore/Diagnostics/ToolMessage+Catalog.swift",
        "ClientGenImport/Diagnostics/DiagnosticMessage+ImportCatalog.swift",
        "ClientGenCLI/ToolMessage+CommandLineCatalog.swift",
        "ClientGenFormat/Diagnostics/DiagnosticMessage+FormatCatalog.swift",
        "ClientGenOutput/Diagnostics/ToolMessage+OutputCatalog.swift",
    ]
    /// The modules whose sources may use the catalog's messages but never spell one.
    static let catalogModules = ["ClientGenCore", "ClientGenImport", "ClientGenFormat", "ClientGenOutput"]

    /// The files that declare each module's typed identifiers.
    static let idFiles = [
        "ClientGenCore/Diagnostics/DiagnosticID+Catalog.swift",
        "ClientGenImport/Diagnostics/DiagnosticID+ImportCatalog.swift",
        "ClientGenCLI/DiagnosticID+CommandLineCatalog.swift",
        "ClientGenFormat/Diagnostics/DiagnosticID+FormatCatalog.swift",
        "ClientGenOutput/Diagnostics/DiagnosticID+OutputCatalog.swift",
    ]

    /// Each typed identifier the catalog declares, in order: `static var name: Self { Self(rawValue: "id") }`.
    static func declarations() throws -> [(name: String, id: String)] {
        let text = try idFiles.map {
            try String(contentsOf: sources.appendingPathComponent($0), encoding: .utf8)
        }.joined(separator: "\n")
        let pattern = try Regex(#"static var ([A-Za-z0-9]+): Self \{\s*Self\(rawValue: "([^"]+)"\)\s*\}"#)
        return text.matches(of: pattern).compactMap { match in
            guard let name = match.output[1].substring, let id = match.output[2].substring else { return nil }
            return (String(name), String(id))
        }
    }

    /// The ids the catalog declares, in order.
    static func declaredIDs() throws -> [String] {
        try declarations().map(\.id)
    }

    @Test("Each typed identifier is named after its id, and every catalog entry is built with one, used once")
    func typedIDsMatchTheirText() throws {
        let declarations = try Self.declarations()
        for declaration in declarations {
            let parts = declaration.id.split(whereSeparator: { $0 == "." || $0 == "-" }).map(String.init)
            let name = parts[0] + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
            #expect(name == declaration.name)
        }
        let catalog = try Self.catalogFiles.map {
            try String(contentsOf: Self.sources.appendingPathComponent($0), encoding: .utf8)
        }.joined(separator: "\n")
        let used = catalog.matches(of: try Regex(#"Self\(\s*\.([A-Za-z0-9]+)"#)).compactMap {
            $0.output[1].substring.map(String.init)
        }
        #expect(used.sorted() == declarations.map(\.name).sorted())
    }

    @Test("Every diagnostic, note and fix-it id is declared once, as stage.kebab-case")
    func idsAreUnique() throws {
        let ids = try Self.declaredIDs()
        #expect(ids.count > 80)
        let repeated = Dictionary(grouping: ids, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
        #expect(repeated.isEmpty, "ids declared more than once: \(repeated)")
        let form = try Regex(
            #"^(lexer|parser|sema|generator|import|format|note|fixit|cli|usage)\.[a-z0-9]+(-[a-z0-9]+)*$"#)
        for id in ids {
            #expect(id.wholeMatch(of: form) != nil, "'\(id)' is not of the form stage.kebab-case")
        }
    }

    @Test("No message, note or fix-it text is written outside the catalog")
    func noMessagesOutsideTheCatalog() throws {
        let files = try Self.catalogModules.flatMap { module in
            try FileManager.default.subpathsOfDirectory(atPath: Self.sources.appendingPathComponent(module).path)
                .map { module + "/" + $0 }
        }
        .filter { $0.hasSuffix(".swift") && !Self.catalogFiles.contains($0) }
        #expect(files.count > 40)
        // Where a message would be spelt out: building one from text, or a note, fix-it or diagnostic from a literal.
        let forbidden = try Regex(
            #"(DiagnosticMessage|NoteMessage|FixItMessage|CatalogText)\s*\(\s*""#
                + #"|FixIt\(\s*(id|message):|DiagnosticNote\(\s*(id|message):|\.note\(\s*"|\.report\(\s*""#)
        for file in files where file != "ClientGenCore/Diagnostics/Diagnostic.swift" {
            let text = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
            for match in text.matches(of: forbidden) {
                Issue.record("\(file) spells a message outside the catalog: \(text[match.range])")
            }
        }
    }

    @Test("The command lines word their errors and warnings with the catalog's messages, never their own text")
    func commandLineMessagesComeFromTheCatalog() throws {
        // A failure or usage error built from text, a message type built outside the catalog, a severity spelt out.
        let forbidden = try Regex(
            #"(CommandFailure|UsageError|BuildToolFailure)\(\s*(message:|")|ToolMessage\(\s*"|operation:\s*"|"#
                + #""clientgen: (warning|note)"#
        )
        var checked = 0
        for module in ["ClientGenCLI", "clientgen-build"] {
            let folder = Self.sources.appendingPathComponent(module)
            let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
                .filter { $0.hasSuffix(".swift") && !Self.catalogFiles.contains(module + "/" + $0) }
            for file in files {
                checked += 1
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                for match in text.matches(of: forbidden) {
                    Issue.record("\(module)/\(file) spells a message outside the catalog: \(text[match.range])")
                }
            }
        }
        #expect(checked > 24)
    }

    @Test("lint --fix --only accepts exactly the ids of the catalog's spec diagnostics and fix-its")
    func fixItSelectionKnowsTheCatalog() throws {
        let specIDs = try Self.declaredIDs().filter { id in
            ["lexer", "parser", "sema", "generator", "fixit"].contains(id.split(separator: ".").first.map(String.init))
        }
        #expect(FixItSelection.catalogIDs.sorted() == specIDs.sorted())
    }

    @Test("Every id the diagnostic fixtures report is declared in the catalog")
    func reportedIDsAreDeclared() throws {
        let declared = Set(try Self.declaredIDs())
        for name in SpecFixtures.diagnosticFixtureNames() {
            for diagnostic in ClientGenerator().lint([try SpecFixtures.diagnosticFixture(named: name)]) {
                let ids = [diagnostic.id] + diagnostic.notes.map(\.id) + diagnostic.fixIts.map(\.id)
                for id in ids.map(\.rawValue) where !declared.contains(id) {
                    Issue.record("\(name) reports '\(id)', which the catalog does not declare")
                }
            }
        }
    }
}
