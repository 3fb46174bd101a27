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
