/// Splits a spec into tokens in one pass over its bytes.
///
/// The lexer never fails: a problem (an unterminated comment or string, a stray character) becomes a diagnostic and
/// lexing goes on, so the parser sees the whole file. Comments and whitespace are not tokens; each token remembers
/// where its leading trivia starts so the parser can read doc comments later.
package struct Lexer {
    /// The deepest string interpolation nesting the lexer follows before giving up on a literal.
    static let maximumInterpolationDepth = 32

    let buffer: UnsafeBufferPointer<UInt8>
    var offset = 0
    var tokens: [Token] = []
    var diagnostics: DiagnosticSink
    /// The expressions of the interpolations (`\(…)`) in each string literal, nested ones' too, by its token's index.
    var interpolations: [Int: [Range<Int>]] = [:]

    private init(buffer: UnsafeBufferPointer<UInt8>, path: String) {
        self.buffer = buffer
        self.diagnostics = DiagnosticSink(path: path)
    }

    /// Tokenizes a file, or the bytes of `range` (an interpolation's expression). The tokens always end with an
    /// `endOfFile` token; the interpolations' expressions, which a string literal's token holds, come apart.
    package static func tokenize(
        _ file: SourceFile, in range: Range<Int>? = nil
    ) -> (tokens: [Token], diagnostics: [Diagnostic], interpolations: [Int: [Range<Int>]]) {
        file.bytes.withUnsafeBufferPointer { whole in
            var lexer = Lexer(
                buffer: UnsafeBufferPointer(rebasing: whole[..<(range?.upperBound ?? whole.count)]), path: file.path)
            lexer.offset = range?.lowerBound ?? 0
            lexer.tokens.reserveCapacity((lexer.buffer.count - lexer.offset) / 4 + 1)
            lexer.run()
            return (lexer.tokens, lexer.diagnostics.diagnostics, lexer.interpolations)
        }
    }

    private mutating func run() {
        var atStartOfLine = true
        var reportedErrors = 0
        if offset == 0, buffer.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
        while true {
            let triviaStart = offset
            skipTrivia(atStartOfLine: &atStartOfLine)
            var flags: Token.Flags = atStartOfLine ? .atStartOfLine : []
            if offset > triviaStart { flags.insert(.hasLeadingTrivia) }
            defer {
                // Flag the token an error was reported in (or, for a skipped character, the token before it), so the
                // parser knows which declaration is malformed.
                if diagnostics.reportedCount > reportedErrors, !tokens.isEmpty {
                    tokens[tokens.count - 1].flags.insert(.hasLexerError)
                    reportedErrors = diagnostics.reportedCount
                }
            }
            let start = offset
            guard start < buffer.count else {
                tokens.append(
                    Token(
                        kind: .endOfFile, keyword: .none, flags: flags, triviaStart: triviaStart,
                        range: .empty(at: start)))
                return
            }
            var keyword = Keyword.none
            guard let kind = lexToken(keyword: &keyword, flags: &flags) else {
                continue  // An invalid character was reported and skipped; it counts as trivia of the next token.
            }
            atStartOfLine = false
            tokens.append(
                Token(
                    kind: kind, keyword: keyword, flags: flags, triviaStart: triviaStart,
                    range: SourceRange(start: start, end: offset)))
        }
    }

    /// Lexes the token at `offset`, advancing past it; `nil` when the character is not part of the language.
    private mutating func lexToken(keyword: inout Keyword, flags: inout Token.Flags) -> TokenKind? {
        let start = offset
        let byte = buffer[offset]
        if Self.isIdentifierStart(byte) {
            if byte < 0x80 || !startsWithCombiningMark() { lexIdentifierCharacters() }
            keyword = byte < 0x80 ? Keyword.matching(buffer, from: start, to: offset) : .none
            guard offset > start else {
                offset = start + scalarLength(at: start)
                let character = Self.describe(buffer[start..<offset])
                diagnostics.report(.invalidCharacter(character), at: SourceRange(start: start, end: offset))
                return nil
            }
            return .identifier
        }
        if Self.isDigit(byte) {
            return lexNumber()
        }
        offset += 1
        switch byte {
        case UInt8(ascii: "`"): return lexBacktickedIdentifier(start: start, flags: &flags)
        case UInt8(ascii: "\""):
            offset = start
            lexString(depth: 0)
            return .stringLiteral
        case UInt8(ascii: "#"):
            offset = start
            if isStringStart() {
                lexString(depth: 0)
                return .stringLiteral
            }
            return lexPound(start: start)
        default:
            return lexPunctuation(byte, start: start)
        }
    }

    /// An editor placeholder, `<#Int#>` (what a fix-it inserts for the user to fill in), as Swift reads one: an
    /// identifier, reported, so that a spec holding one never generates; a `<` when no `#>` closes it on its line.
    private mutating func lexEditorPlaceholder(start: Int) -> TokenKind {
        var end = offset + 1
        while end + 1 < buffer.count, buffer[end] != UInt8(ascii: "\n") {
            if buffer[end] == UInt8(ascii: "#"), buffer[end + 1] == UInt8(ascii: ">") {
                offset = end + 2
                let range = SourceRange(start: start, end: offset)
                diagnostics.report(
                    .editorPlaceholder(String(decoding: buffer[start..<offset], as: UTF8.self)), at: range)
                return .identifier
            }
            end += 1
        }
        return .leftAngle
    }

    /// Lexes punctuation and operators after their first byte; `nil` for a character the language does not have.
    private mutating func lexPunctuation(_ byte: UInt8, start: Int) -> TokenKind? {
        switch byte {
        case UInt8(ascii: "@"): return .atSign
        case UInt8(ascii: "("): return .leftParen
        case UInt8(ascii: ")"): return .rightParen
        case UInt8(ascii: "{"): return .leftBrace
        case UInt8(ascii: "}"): return .rightBrace
        case UInt8(ascii: "["): return .leftSquare
        case UInt8(ascii: "]"): return .rightSquare
        case UInt8(ascii: "<"): return peek(0) == UInt8(ascii: "#") ? lexEditorPlaceholder(start: start) : .leftAngle
        case UInt8(ascii: ">"): return .rightAngle
        case UInt8(ascii: ","): return .comma
        case UInt8(ascii: ":"): return .colon
        case UInt8(ascii: ";"): return .semicolon
        case UInt8(ascii: "="): return .equal
        case UInt8(ascii: "?"): return .question
        case UInt8(ascii: "!"): return .exclamation
        case UInt8(ascii: "&"): return .ampersand
        case UInt8(ascii: "\\"): return .backslash
        case UInt8(ascii: "."):
            if peek(0) == UInt8(ascii: "."), peek(1) == UInt8(ascii: ".") {
                offset += 2
                return .ellipsis
            }
            return .period
        case UInt8(ascii: "-"):
            if peek(0) == UInt8(ascii: ">") {
                offset += 1
                return .arrow
            }
            return .otherOperator
        case UInt8(ascii: "/"):
            if couldStartRegexLiteral(at: start) {
                diagnostics.report(.regexLiteral, at: SourceRange(start: start, end: offset))
            }
            return .otherOperator
        case UInt8(ascii: "+"), UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "|"), UInt8(ascii: "^"),
            UInt8(ascii: "~"):
            return .otherOperator
        default:
            diagnostics.report(
                .invalidCharacter(Self.describe(buffer[start..<offset])), at: SourceRange(start: start, end: offset))
            return nil
        }
    }

    func peek(_ distance: Int) -> UInt8? {
        offset + distance < buffer.count ? buffer[offset + distance] : nil
    }

    mutating func advanceWhile(_ predicate: (UInt8) -> Bool) {
        while offset < buffer.count, predicate(buffer[offset]) { offset += 1 }
    }
}

extension Lexer {
    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    static func isIdentifierContinuation(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte)
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// A character as a message shows it: itself when printable, else its code point (`U+000B`).
    static func describe(_ bytes: some Collection<UInt8>) -> String {
        if bytes.count == 1, let byte = bytes.first {
            return byte >= 0x21 && byte < 0x7F ? String(UnicodeScalar(byte)) : codePoint(UInt32(byte))
        }
        let scalar = String(decoding: bytes, as: UTF8.self).unicodeScalars.first ?? "\u{FFFD}"
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .unassigned, .privateUse:
            return codePoint(scalar.value)
        default:
            return String(scalar)
        }
    }

    private static func codePoint(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}

/// What Swift reads differently from a plain operator or name: `#` words (of which compiler directives are
/// refused) and regex literals (refused). A spec copies expressions into generated code verbatim, so anything Swift
/// would lex as something else than the spec does could hide code from whoever reads the spec.
extension Lexer {
    /// `#sourceLocation` would misplace the generated code's diagnostics. The `#if` family is lexed as words: the parser
    /// accepts it around top-level imports only and refuses it anywhere else (``SpecParser/conditionalDirectives``),
    /// where it could make Swift skip generated code.
    private static let compilerDirectives: Set<String> = ["sourceLocation"]

    /// Lexes what starts with `#` when it is not a string literal: `#word`, an (unsupported) extended regex literal
    /// `#/…/#`, or a lone `#`.
    mutating func lexPound(start: Int) -> TokenKind {
        var slash = start
        while slash < buffer.count, buffer[slash] == UInt8(ascii: "#") { slash += 1 }
        if slash < buffer.count, buffer[slash] == UInt8(ascii: "/") {
            diagnostics.report(.regexLiteral, at: SourceRange(start: start, end: slash + 1))
        }
        offset = start + 1
        guard offset < buffer.count, Self.isIdentifierStart(buffer[offset]) else { return .otherOperator }
        advanceWhile(Self.isIdentifierContinuation)
        let word = String(decoding: buffer[(start + 1)..<offset], as: UTF8.self)
        if Self.compilerDirectives.contains(word) {
            diagnostics.report(.compilerDirective("#" + word), at: SourceRange(start: start, end: offset))
        }
        return .poundIdentifier
    }

    /// Whether the `/` at `start` could begin a bare `/…/` regex literal, which Swift (6 and later) lexes wherever an
    /// expression may start and the `/` is not followed by whitespace. A `/` right after the end of an operand
    /// (`a/b`, `f()/2`) or with whitespace after it (`a / b`) is an operator; anything else is refused, erring on the
    /// side of Swift's regex heuristics.
    func couldStartRegexLiteral(at start: Int) -> Bool {
        guard start + 1 < buffer.count else { return false }
        let next = buffer[start + 1]
        if next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") || LineBreak.isLineBreak(next) { return false }
        guard let previous = tokens.last, previous.range.end == start else { return true }
        switch previous.kind {
        case .identifier:
            return previous.keyword != .none && !previous.isBackticked
        case .integerLiteral, .floatingLiteral, .stringLiteral, .rightParen, .rightSquare, .rightBrace:
            return false
        default:
            return true
        }
    }
}
