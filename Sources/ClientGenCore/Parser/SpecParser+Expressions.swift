/// Expressions the generator copies verbatim: attribute and directive arguments, default values. What is copied must
/// stay one expression in the output, wherever it lands: brackets match by kind, no `;` ends it, and a directive's
/// argument (printed after `return`, `throw` or `=`) does not go on to a new line outside brackets, where Swift would
/// start a new statement or declaration.
extension SpecParser {
    /// Captures the source text of an expression up to a terminator outside brackets, a closing bracket that belongs
    /// to an enclosing construct, or a line that starts a new member. `onOneLine` refuses a line break outside
    /// brackets; `isCopied` (all but the names and keywords a directive such as `@style(struct)` reads) refuses a
    /// declaration or statement outside braces. `nil` when the expression is empty.
    mutating func captureExpression(
        until terminators: Set<TokenKind>,
        onOneLine: Bool = false,
        isCopied: Bool = true
    ) -> Expression? {
        let start = current.range.start
        var end = start
        var openers: [Token] = []
        var progress = LoopProgress()
        scan: while !isAtEnd, progress.advanced(to: index) {
            if onOneLine, openers.isEmpty, current.isAtStartOfLine, end > start {
                diagnostics.report(.lineBreakInDirectiveArgument, at: current.range)
            }
            switch current.kind {
            case let kind where openers.isEmpty && terminators.contains(kind):
                break scan
            case .leftParen, .leftSquare, .leftBrace:
                openers.append(current)
            case .rightParen, .rightSquare, .rightBrace:
                guard let opener = openers.popLast() else { break scan }
                checkClosing(opener: opener)
            case .identifier
            where openers.isEmpty && current.isAtStartOfLine && [.func, .var].contains(current.keyword):
                break scan
            case let kind where isCopied && Self.operatorKinds.contains(kind):
                checkOperatorSpacing()
            case .stringLiteral where isCopied:
                checkInterpolationSpacing()
            case .semicolon where openers.isEmpty:
                diagnostics.report(.semicolonInExpression, at: current.range)
            case .identifier
            where isCopied && Self.statementKeywords.contains(current.keyword) && isStatementWord(after: end):
                if !openers.contains(where: { $0.kind == .leftBrace }) {
                    diagnostics.report(.declarationInExpression(current.keyword.text), at: current.range)
                }
            default:
                break
            }
            end = advance().range.end
        }
        guard end > start else { return nil }
        let range = SourceRange(start: start, end: end)
        return Expression(text: source.text(range), range: range)
    }

    /// Reserved words that start a declaration or a statement, which no expression holds outside a closure's braces.
    /// Copied into generated code, one would end the expression and start code of the spec's own.
    static let statementKeywords: Set<Keyword> = [
        .associatedtype, .class, .deinit, .enum, .extension, .func, .import, .`init`, .let, .operator,
        .precedencegroup, .protocol, .static, .struct, .subscript, .typealias, .var, .break, .continue, .defer,
        .fallthrough, .for, .guard, .repeat, .return, .throw, .while,
    ]

    /// Whether the current word is used as such: not a member (`.init`, `.class`) nor an argument label (`for:`).
    private func isStatementWord(after previousEnd: Int) -> Bool {
        let followsPeriod = index > 0 && tokens[index - 1].kind == .period && tokens[index - 1].range.end == previousEnd
        return !followsPeriod && peek().kind != .colon
    }

    /// Reports a closing bracket of another kind than the one it closes: Swift would not read the copy as written.
    private mutating func checkClosing(opener: Token) {
        let pairs: [TokenKind: TokenKind] = [
            .leftParen: .rightParen, .leftSquare: .rightSquare, .leftBrace: .rightBrace,
        ]
        guard pairs[opener.kind] != current.kind else { return }
        diagnostics.report(
            .mismatchedBracket(source.text(current.range), opener: source.text(opener.range)), at: current.range,
            notes: [diagnostics.note(.matchingOpener(source.text(opener.range)), at: opener.range)])
    }
}
