/// The spaces around an operator in a copied expression, which decide, for Swift, whether it is binary, prefix or
/// postfix: `1 +2` and `1 \u{0C}+ 2` (a form feed is no space to Swift) put a prefix or postfix operator between two
/// operands, which Swift rejects where the copy lands.
extension SpecParser {
    /// The kinds of token an operator is made of.
    static let operatorKinds: Set<TokenKind> = [.otherOperator, .equal, .question, .exclamation, .ampersand]

    /// Reports the operator starting at the current token when Swift reads it as prefix or postfix between two
    /// operands on one line. The fix-it puts a space on each side.
    mutating func checkOperatorSpacing() {
        guard index > 0, !current.isAtStartOfLine, !isJoinedOperator(at: index) else { return }
        var last = index
        while last + 1 < tokens.count, isJoinedOperator(at: last + 1) { last += 1 }
        let (start, end) = (current.range.start, tokens[last].range.end)
        let leftBound = isLeftBound(start), rightBound = isRightBound(end, leftBound: leftBound)
        guard leftBound != rightBound, Self.endsOperand(tokens[index - 1]) else { return }
        if leftBound {  // Postfix: an operand must not follow.
            let next = last + 1 < tokens.count ? tokens[last + 1] : nil
            guard let next, !next.isAtStartOfLine, Self.startsOperand(next) else { return }
        }
        let range = SourceRange(start: start, end: end)
        let spelling = source.text(range)
        let fixIt: FixIt =
            leftBound
            ? FixIt(
                .spaceOperator(spelling), range: SourceRange(start: current.triviaStart, end: start), replacement: " ")
            : FixIt(.spaceOperator(spelling), range: SourceRange(start: end, end: end), replacement: " ")
        diagnostics.report(.operatorSpacing(spelling, leftBound ? "postfix" : "prefix"), at: range, fixIts: [fixIt])
    }

    /// Checks the operators in the interpolations (`\(…)`) of the string literal at the current token, which its
    /// token hides: each expression is lexed on its own and checked as a copied expression is.
    mutating func checkInterpolationSpacing() {
        for expression in interpolations[index] ?? [] {
            var parser = SpecParser(source: source, tokens: Lexer.tokenize(source, in: expression).tokens)
            swap(&parser.diagnostics, &diagnostics)  // It reports into this parser's diagnostics.
            while !parser.isAtEnd {
                if Self.operatorKinds.contains(parser.current.kind) { parser.checkOperatorSpacing() }
                parser.advance()
            }
            swap(&parser.diagnostics, &diagnostics)
        }
    }

    /// Whether the token at `position` continues the operator before it: an operator character with no trivia between.
    private func isJoinedOperator(at position: Int) -> Bool {
        let token = tokens[position]
        return Self.operatorKinds.contains(token.kind) && position > 0
            && Self.operatorKinds.contains(tokens[position - 1].kind) && token.triviaStart == token.range.start
    }

    /// Swift's rule: what precedes an operator binds it on the left unless it is whitespace (a space, tab or line
    /// break, not a form feed), an opening bracket, a separator, or the end of a comment.
    private func isLeftBound(_ start: Int) -> Bool {
        guard start > 0 else { return false }
        let bytes = source.bytes
        switch bytes[start - 1] {
        case 0x20, 0x0D, 0x0A, 0x09, 0x00, UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","),
            UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        case UInt8(ascii: "/"): return !(start > 1 && bytes[start - 2] == UInt8(ascii: "*"))
        default: return true
        }
    }

    /// Swift's rule: what follows an operator binds it on the right unless it is whitespace, a closing bracket, a
    /// separator or a comment; a period binds it only when the operator is not bound on the left.
    private func isRightBound(_ end: Int, leftBound: Bool) -> Bool {
        let bytes = source.bytes
        guard end < bytes.count else { return false }
        switch bytes[end] {
        case 0x20, 0x0D, 0x0A, 0x09, 0x00, UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","),
            UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        case UInt8(ascii: "."): return !leftBound
        case UInt8(ascii: "/"):
            return !(end + 1 < bytes.count && [UInt8(ascii: "/"), UInt8(ascii: "*")].contains(bytes[end + 1]))
        default: return true
        }
    }

    /// Whether a token ends an operand: a name that is no keyword, a literal, or a closing bracket.
    private static func endsOperand(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier: token.keyword == .none
        case .integerLiteral, .floatingLiteral, .stringLiteral, .rightParen, .rightSquare: true
        default: false
        }
    }

    /// Whether a token starts an operand: a name that is no keyword, a literal, or an opening bracket.
    private static func startsOperand(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier: token.keyword == .none
        case .integerLiteral, .floatingLiteral, .stringLiteral, .leftParen, .leftSquare: true
        default: false
        }
    }
}
