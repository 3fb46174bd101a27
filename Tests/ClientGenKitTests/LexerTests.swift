import Testing

@testable import ClientGenCore
@testable import ClientGenImport

@Suite("Lexer")
struct LexerTests {
    private func lex(_ text: String) -> (kinds: [TokenKind], texts: [String], diagnostics: [Diagnostic]) {
        let source = SourceFile(path: "t.client", text: text)
        let (tokens, diagnostics, _) = Lexer.tokenize(source)
        return (tokens.map(\.kind), tokens.map { source.text($0.range) }, diagnostics)
    }

    @Test("Punctuation and operators become single tokens, with '->' and '...' kept whole")
    func punctuation() {
        let result = lex("(){}[]<>,:;.=?!&@\\ -> ... + >>")
        #expect(
            result.kinds == [
                .leftParen, .rightParen, .leftBrace, .rightBrace, .leftSquare, .rightSquare, .leftAngle, .rightAngle,
                .comma, .colon, .semicolon, .period, .equal, .question, .exclamation, .ampersand, .atSign, .backslash,
                .arrow, .ellipsis, .otherOperator, .rightAngle, .rightAngle, .endOfFile,
            ])
        #expect(result.diagnostics.isEmpty)
    }

    @Test("Words are identifiers that know the keyword they spell, unless backticked")
    func keywordsAndBackticks() throws {
        let source = SourceFile(path: "t.client", text: "client func `func` Type clientele")
        let (tokens, _, _) = Lexer.tokenize(source)
        #expect(tokens.map(\.keyword) == [.client, .func, .none, .metatypeType, .none, .none])
        #expect(tokens[2].isBackticked)
        #expect(source.text(tokens[2].nameRange) == "func")
    }

    @Test(
        "String literals, including raw, multiline and interpolated ones, are one token",
        arguments: [
            #""plain""#, #""esc\"aped""#, ##"#"raw "quoted""#"##, "\"\"\"\nmulti\n\"line\"\n\"\"\"",
            #""a\(b("c\(d)"))e""#, ##"#"raw\#(x)"#"##,
        ])
    func stringLiterals(literal: String) {
        let result = lex(literal + " next")
        #expect(result.kinds == [.stringLiteral, .identifier, .endOfFile])
        #expect(result.texts.first == literal)
        #expect(result.diagnostics.isEmpty)
    }

    @Test("Numbers, '#' identifiers and '$' identifiers lex as in Swift")
    func literals() {
        let result = lex("42 0x1F 3.14 1e-3 #fileID $0")
        #expect(
            result.kinds == [
                .integerLiteral, .integerLiteral, .floatingLiteral, .floatingLiteral, .poundIdentifier, .identifier,
                .endOfFile,
            ])
    }

    @Test("An editor placeholder is one identifier, reported, so a spec holding one never generates")
    func editorPlaceholders() {
        let result = lex("@placeholder(<#Bool#>) Array<#T>\n<#open")
        #expect(
            result.kinds == [
                .atSign, .identifier, .leftParen, .identifier, .rightParen, .identifier, .leftAngle,
                .poundIdentifier, .rightAngle, .leftAngle, .poundIdentifier, .endOfFile,
            ])
        #expect(result.texts[3] == "<#Bool#>")
        #expect(result.diagnostics.map(\.id) == [.lexerEditorPlaceholder])
        #expect(result.diagnostics.first?.range == SourceRange(start: 13, end: 21))
    }

    @Test("Comments and whitespace are trivia; nested block comments close where Swift's do")
    func comments() {
        let result = lex("a // line\n/* outer /* inner */ still */ b")
        #expect(result.texts == ["a", "b", ""])
        #expect(result.diagnostics.isEmpty)
    }

    @Test("A token after a line break is at the start of a line")
    func startOfLine() {
        let (tokens, _, _) = Lexer.tokenize(SourceFile(path: "t", text: "a b\n  c"))
        #expect(tokens.map(\.isAtStartOfLine) == [true, false, true, false])
    }

    @Test(
        "Lexing problems are reported and lexing continues",
        arguments: [
            ("a \"open\nb", "lexer.unterminated-string"),
            ("a /* open", "lexer.unterminated-comment"),
            ("a `open\nb", "lexer.unterminated-backtick"),
            ("a \u{7} b", "lexer.invalid-character"),
            ("a ✓ b", "lexer.invalid-character"),
        ])
    func problemsAreReported(text: String, id: String) {
        let result = lex(text)
        #expect(result.diagnostics.map(\.id.rawValue) == [id])
        #expect(result.texts.first == "a")
        #expect(result.kinds.last == .endOfFile)
    }

    @Test("Unicode letters and emoji are identifier characters; a byte-order mark is skipped")
    func unicode() {
        let result = lex("\u{FEFF}café 🌦 x")
        #expect(result.texts == ["café", "🌦", "x", ""])
        #expect(result.diagnostics.isEmpty)
    }

    /// Specs holding one character Swift rejects in a comment or literal, and where it is.
    static let rejectedCharacters: [(bytes: [UInt8], offset: Int)] = [
        (Array("/// a \u{0} b\nx".utf8), 6), (Array("// a ".utf8) + [0xFF, 0x0A, 0x78], 5),
        (Array("/* \u{0} */ x".utf8), 3), (Array("\"a\u{7}b\"".utf8), 2), (Array("\"a\tb\"".utf8), 2),
        (Array("\"a\u{7F}b\"".utf8), 2), (Array("\"a".utf8) + [0xC3, 0x22], 2),
    ]

    @Test(
        "What Swift rejects in a comment or literal clientgen copies is reported: NUL, invalid UTF-8, control characters",
        arguments: rejectedCharacters)
    func rejectedCharactersInCommentsAndLiterals(bytes: [UInt8], offset: Int) {
        let (_, diagnostics, _) = Lexer.tokenize(SourceFile(path: "t", bytes: bytes))
        #expect(diagnostics.map(\.id.rawValue) == ["lexer.invalid-character"])
        #expect(diagnostics.first?.range.start == offset)
    }

    @Test("A multiline literal's tabs and line breaks, and a comment's control characters but NUL, are Swift's")
    func acceptedCharactersInCommentsAndLiterals() {
        let result = lex("\"\"\"\n\ta\r\n\"\"\" // a \u{7}\u{B}\u{C}é\n/// \u{1B}\nx")
        #expect(result.diagnostics.isEmpty)
        #expect(result.texts == ["\"\"\"\n\ta\r\n\"\"\"", "x", ""])
    }

    @Test("Doc comments are the last run of '///' lines, or a '/** */' block, before a declaration")
    func docComments() throws {
        let text = """
            /// Detached by the plain comment.
            // plain
            /// First line.
            ///   Indented line.
            func a()
            /**
             * Block doc.
             */
            func b()
            """
        let source = SourceFile(path: "t", text: text)
        let (tokens, _, _) = Lexer.tokenize(source)
        let funcs = tokens.filter { $0.keyword == .func }
        func doc(_ token: Token) -> [String] {
            DocComment.lines(in: source.bytes, trivia: SourceRange(start: token.triviaStart, end: token.range.start))
        }
        #expect(doc(funcs[0]) == ["/// First line.", "///   Indented line."])
        #expect(doc(funcs[1]) == ["/// Block doc."])
    }
}
