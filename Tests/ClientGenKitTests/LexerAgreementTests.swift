import Testing

@testable import ClientGenCore
@testable import ClientGenImport

/// Where Swift would lex copied text differently from the spec's lexer (regex literals, compiler directives, names in
/// backticks, raw strings, interpolations), the spec lexer either agrees with Swift or refuses the input.
@Suite("Lexing as Swift does")
struct LexerAgreementTests {
    private func lex(_ text: String) -> (texts: [String], ids: [String]) {
        let source = SourceFile(path: "t.client", text: text)
        let (tokens, diagnostics, _) = Lexer.tokenize(source)
        return (tokens.map { source.text($0.range) }, diagnostics.map(\.id.rawValue))
    }

    @Test(
        "A raw string whose closing delimiter follows on its line is a one-line literal, as in Swift",
        arguments: [##"#"""#"##, ###"##"""##"###, ##"#"" x ""#"##])
    func rawOneLineLiterals(literal: String) {
        let result = lex(literal + " + b\n\"\"\"#")
        #expect(result.texts.first == literal)
        #expect(result.texts.dropFirst().first == "+")
    }

    @Test(
        "Interpolations skip comments as Swift does; a '//' or a multi-line comment ends a one-line literal",
        arguments: [
            (#""\( 1 /* ) " */ )" next"#, [#""\( 1 /* ) " */ )""#, "next", ""], []),
            (#""\( 1 // )" "#, nil, ["lexer.unterminated-string"]),
            ("\"\\( 1 /* \n */ )\"", nil, ["lexer.unterminated-string"]),
            ("\"\"\"\n\\( 1 // )\n )\n\"\"\" next", ["\"\"\"\n\\( 1 // )\n )\n\"\"\"", "next", ""], []),
        ])
    func interpolationsSkipComments(text: String, texts: [String]?, ids: [String]) {
        let result = lex(text)
        if let texts { #expect(result.texts == texts) }
        #expect(Array(result.ids.prefix(ids.count)) == ids)
        #expect(ids.isEmpty == result.ids.isEmpty)
    }

    @Test(
        "A '/' that could start a regex literal, and '#/', are refused; a division is not",
        arguments: [
            ("f(/\"/)", true), ("#/ // /#", true), ("x = /a/", true), ("a /b", true), ("return/a/", true),
            ("a/b", false), ("a / b", false), ("f()/2", false), ("1/2", false), ("x[0]/y", false),
        ])
    func regexLiterals(text: String, refused: Bool) {
        #expect(lex(text).ids.contains("lexer.regex-literal") == refused)
    }

    @Test(
        "#sourceLocation is refused by the lexer; the #if family is left to the parser, other '#' words are words",
        arguments: [("#if", false), ("#endif", false), ("#else", false), ("#sourceLocation", true), ("#fileID", false)])
    func compilerDirectives(text: String, refused: Bool) {
        #expect(lex(text).ids.contains("lexer.compiler-directive") == refused)
    }

    @Test(
        "A name in backticks holds only identifier characters and spaces",
        arguments: [
            ("`a b`", []), ("`café`", []), ("`$0`", []),
            ("`Foo; struct Evil {}`", ["lexer.invalid-backticked-character"]),
            ("`a\"b`", ["lexer.invalid-backticked-character"]), ("`a\u{0}b`", ["lexer.invalid-backticked-character"]),
        ])
    func backtickedNames(text: String, ids: [String]) {
        #expect(lex(text).ids == ids)
    }

    @Test(
        "Emoji Swift reads as operator characters end a name, and a combining mark cannot begin one, as in Swift",
        arguments: [
            ("a\u{2705}", ["a", ""]), ("\u{231A}b", ["b", ""]), ("a\u{203C}", ["a", ""]), ("\u{2E2F}", [""]),
            ("\u{0301}a", ["a", ""]), ("\u{20D7}a", ["a", ""]),
        ])
    func operatorCharactersAreNotNames(text: String, texts: [String]) {
        let result = lex(text)
        #expect(result.texts == texts)
        #expect(result.ids == ["lexer.invalid-character"])
    }

    @Test(
        "Emoji, letters and marks Swift accepts in names stay one identifier",
        arguments: ["a\u{1F600}", "\u{1F600}", "x\u{2122}", "e\u{0301}", "\u{24C2}x", "\u{303D}"])
    func identifierCharactersAreNames(text: String) {
        let result = lex(text)
        #expect(result.texts == [text, ""])
        #expect(result.ids.isEmpty)
    }
}
