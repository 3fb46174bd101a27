/// Expressions the generator copies verbatim: attribute and directive arguments, default values. What is copied must
/// stay one expression in the output, wherever it lands: brackets match by kind, no `;` ends it, and a directive's
/// argument (printed after `return`, `throw` or `=`) does not go on to a new line outside brackets, where Swift would
/// start a new statement or declaration.
extension SpecParser {
    /// Captures the source text of an expression up to a terminator outside brackets, a closing bracket that belongs
    /// to an enclosing construct, or a line that starts a new member. `onOneLine` refuses a line break outside
    /// brackets. `nil` when the expression is empty.
    mutating func captureExpression(until terminators: Set<TokenKind>, onOneLine: Bool = false) -> Expression? {
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
            case .semicolon where openers.isEmpty:
                diagnostics.report(.semicolonInExpression, at: current.range)
            default:
                break
            }
            end = advance().range.end
        }
        guard end > start else { return nil }
        let range = SourceRange(start: start, end: end)
        return Expression(text: source.text(range), range: range)
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
