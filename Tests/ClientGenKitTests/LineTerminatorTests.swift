import Testing

@testable import ClientGenCore
@testable import ClientGenImport

/// Swift ends lines at LF, CR and CRLF alike. Every reader of a spec must too, or text the generator copies verbatim
/// (doc comments, default values) would end where Swift does not think it ends.
@Suite("Line terminators")
struct LineTerminatorTests {
    private func lex(_ text: String) -> (texts: [String], tokens: [Token], ids: [String]) {
        let source = SourceFile(path: "t.client", text: text)
        let (tokens, diagnostics, _) = Lexer.tokenize(source)
        return (tokens.map { source.text($0.range) }, tokens, diagnostics.map(\.id.rawValue))
    }

    @Test(
        "A '//' comment ends at a lone CR, a LF or CRLF, and the next token starts a line",
        arguments: ["\r", "\n", "\r\n"])
    func lineCommentsEndAtEveryLineBreak(lineBreak: String) {
        let result = lex("a // comment" + lineBreak + "b")
        #expect(result.texts == ["a", "b", ""])
        #expect(result.tokens[1].isAtStartOfLine)
        #expect(result.ids.isEmpty)
    }

    @Test("A lone CR is a line break between tokens, in a block comment too")
    func carriageReturnStartsALine() {
        let result = lex("a\rb /* x\r */ c")
        #expect(result.tokens.map(\.isAtStartOfLine) == [true, true, true, false])
    }

    @Test(
        "A single-line string ends at a CR, also right after a backslash",
        arguments: ["\"a\rb\"", "\"a\\\rb\"", "\"a\\\nb\"", "#\"a\r\"#", "\"\\(x\r)\""])
    func singleLineStringsEndAtLineBreaks(text: String) {
        #expect(lex(text).ids.first == "lexer.unterminated-string")
    }

    @Test("A name in backticks ends at a CR")
    func backticksEndAtCarriageReturn() {
        #expect(lex("`a\rb`").ids.first == "lexer.unterminated-backtick")
    }

    @Test("Doc comment lines split at CR and CRLF; a blank CRLF line still ends a run", arguments: ["\r", "\r\n"])
    func docCommentLinesSplitAtEveryLineBreak(lineBreak: String) {
        let text = "/// a" + lineBreak + "/// b" + lineBreak + "/** c" + lineBreak + " d */" + lineBreak + "func f()"
        #expect(docLines(of: text) == ["/// c", "/// d"])
        #expect(docLines(of: "/// a" + lineBreak + "/// b" + lineBreak + "func f()") == ["/// a", "/// b"])
        let detached = "/// a" + lineBreak + lineBreak + "/// b" + lineBreak + "func f()"
        #expect(docLines(of: detached) == ["/// b"])
    }

    private func docLines(of text: String) -> [String] {
        let source = SourceFile(path: "t", text: text)
        let token = Lexer.tokenize(source).tokens.first { $0.keyword == .func }!
        return DocComment.lines(in: source.bytes, trivia: SourceRange(start: token.triviaStart, end: token.range.start))
    }

    @Test("Code after a lone CR in a doc comment is code to the spec, as to Swift")
    func codeAfterCarriageReturnIsParsed() {
        let spec = "client C {\n    /// Hidden?\rstruct Evil {}\n    func ping() async\n}\n"
        let result = ClientGenerator().generate([SourceFile(path: "t.client", text: spec)])
        #expect(result.diagnostics.map(\.id.rawValue) == ["parser.nested-declaration"])
        #expect(result.files.isEmpty)
    }

    @Test("Lines and columns count LF, CR and CRLF as one line break each")
    func locationsCountEveryLineBreak() {
        let source = SourceFile(path: "t", text: "a\rbb\r\nccc\nd")
        let converter = SourceLocationConverter(source)
        #expect(converter.location(of: 2) == SourceLocation(line: 2, column: 1))
        #expect(converter.location(of: 6) == SourceLocation(line: 3, column: 1))
        #expect(converter.location(of: 10) == SourceLocation(line: 4, column: 1))
        #expect(String(decoding: converter.lineBytes(containing: 3), as: UTF8.self) == "bb")
        #expect(String(decoding: converter.lineBytes(containing: 7), as: UTF8.self) == "ccc")
    }

    @Test("A diagnostic after a lone CR shows its own line and caret")
    func caretLineAfterCarriageReturn() {
        let source = SourceFile(path: "t.client", text: "client C {\r    func a(x Int)\r}\r")
        let result = ClientGenerator().generate([source])
        let text = DiagnosticFormatter(sources: result.sources).format(result.diagnostics)
        #expect(text.hasPrefix("t.client:2:13: error: expected ':' after parameter name\n    func a(x Int)\n"))
    }
}
