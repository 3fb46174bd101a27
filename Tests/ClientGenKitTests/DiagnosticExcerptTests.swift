import ClientGenKit
import Testing

/// A diagnostic in a huge line (minified or garbage input) shows a window of the line around its column, not the
/// whole line.
@Suite("Diagnostic excerpts")
struct DiagnosticExcerptTests {
    private func format(_ text: String) -> String {
        let result = ClientGenerator().generate([SourceFile(path: "t.client", text: text)])
        return DiagnosticFormatter(sources: result.sources).format(result.diagnostics)
    }

    @Test("A long line is cut to a window around the caret, which still points at the column")
    func longLinesAreCut() throws {
        let text = String(repeating: "x ", count: 100_000) + "✓" + String(repeating: " y", count: 100_000)
        let output = format(text)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        let error = try #require(lines.firstIndex { $0.contains("invalid character '✓'") })
        let source = lines[error + 1]
        let caret = lines[error + 2]
        #expect(source.utf8.count <= 210)
        #expect(source.hasPrefix("...") && source.hasSuffix("..."))
        let caretColumn = try #require(caret.firstIndex(of: "^"))
        #expect(source.dropFirst(caret.distance(from: caret.startIndex, to: caretColumn)).hasPrefix("✓"))
        #expect(output.utf8.count < 5_000)
    }

    @Test("A short line is shown whole, without markers")
    func shortLinesAreWhole() {
        #expect(format("client C {\n    func a(x Int)\n}\n").contains("\n    func a(x Int)\n            ^\n"))
    }

    @Test("A message quoting a huge name is shortened")
    func longMessagesAreCut() {
        let name = String(repeating: "a", count: 50_000) + " b"
        let output = format("client C {\n    func `\(name)`() async\n}\n")
        #expect(output.hasPrefix("t.client:2:11: error: 'aaaa"))
        #expect(output.contains("aaa...\n"))
        #expect(output.utf8.count < 2_000)
    }
}
