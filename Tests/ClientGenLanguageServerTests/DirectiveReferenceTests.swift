import ClientGenCore
import ClientGenLanguageServer
import Foundation
import Testing

/// The docs' table of directives and what `clientgen lsp` shows on hover are one text, `Directive.reference`: the
/// docs must say exactly that. `CLIENTGEN_RECORD=1 swift test` rewrites the docs' table from it.
@Suite("The directives' reference")
struct DirectiveReferenceTests {
    static let docs = RepositorySpecs.root.appendingPathComponent("Docs/SpecLanguage.md")

    /// The lines of the table under the `## Directives` heading: from its header row to the last row.
    static func tableLines(in lines: [String]) throws -> Range<Int> {
        let heading = try #require(lines.firstIndex(of: "## Directives"), "no '## Directives' heading")
        let start = try #require(lines[heading...].firstIndex { $0.hasPrefix("|") }, "no table under the heading")
        let end = lines[start...].firstIndex { !$0.hasPrefix("|") } ?? lines.endIndex
        return start..<end
    }

    @Test("The docs' table of directives is the generator's, row for row")
    func docsTableMatchesTheReference() throws {
        let text = try String(contentsOf: Self.docs, encoding: .utf8)
        var lines = text.components(separatedBy: "\n")
        let table = try Self.tableLines(in: lines)
        let expected = Directive.referenceTable.components(separatedBy: "\n")
        if ProcessInfo.processInfo.environment["CLIENTGEN_RECORD"] == "1" {
            lines.replaceSubrange(table, with: expected)
            try lines.joined(separator: "\n").write(to: Self.docs, atomically: true, encoding: .utf8)
            return
        }
        #expect(
            Array(lines[table]) == expected,
            "Docs/SpecLanguage.md's table of directives differs; run CLIENTGEN_RECORD=1 swift test and review it")
    }

    @Test("The docs' table of '@marker' is what editors show for it")
    func docsTableOfMarker() throws {
        let text = try String(contentsOf: Self.docs, encoding: .utf8)
        #expect(
            text.contains("\n" + InheritanceAttribute.referenceTable + "\n"),
            "Docs/SpecLanguage.md's table of '@marker' differs from InheritanceAttribute.marker")
    }

    @Test("Every directive has a reference: its forms name it, and it says what it is written on")
    func everyDirectiveHasAReference() {
        for directive in Directive.allCases {
            let reference = directive.reference
            #expect(reference.forms.allSatisfy { $0.hasPrefix("@" + directive.rawValue) }, "\(directive)")
            #expect(reference.target.hasSuffix(directive.appliesToClients ? "client" : "member"), "\(directive)")
            #expect(!reference.meaning.isEmpty && !reference.meaning.contains("\n"), "\(directive)")
        }
    }
}
