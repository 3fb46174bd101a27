import ClientGenCore

extension SpecTokens {
    /// Whether the token at `index` is inside an expression rather than where a type or a declaration is written: in
    /// an attribute's arguments (`@available(iOS 15, message: "…")`, `@placeholder(…)`), or after the `=` of a
    /// default value (`= flag ? 1 : 2`, `= [1: 2]`), or right after a literal. Scans back to the start of the
    /// parameter or declaration it is in.
    func isInExpression(_ index: Int) -> Bool {
        if index > 0, [.integerLiteral, .floatingLiteral, .stringLiteral].contains(tokens[index - 1].kind) {
            return true
        }
        var depth = 0
        var passedComma = false  // Once past a `,`, an `=` is an earlier parameter's; only the enclosing `(` tells.
        for position in stride(from: index - 1, through: 0, by: -1) {
            switch tokens[position].kind {
            case .rightParen, .rightSquare:
                depth += 1
            case .leftSquare:
                depth -= 1
            case .leftParen:
                if depth == 0 { return position > 0 && isAttributeName(position - 1) }
                depth -= 1
            case .equal where depth <= 0 && !passedComma:
                return true
            case .comma where depth == 0:
                passedComma = true
            case .leftBrace, .rightBrace, .semicolon:
                return false
            default:
                continue
            }
        }
        return false
    }

    /// Whether the `@` at `index` starts an attribute or directive of a declaration (at the start of a line, after
    /// `{`, `;`, a modifier or another attribute), not one inside a parameter's or a result's type (`@escaping`,
    /// `@Sendable`) or an expression, where the directives mean nothing.
    func startsDeclarationAttribute(_ index: Int) -> Bool {
        guard index > 0 else { return true }
        if isInExpression(index) || isInParentheses(index) { return false }
        let previous = tokens[index - 1]
        switch previous.kind {
        case .leftBrace, .rightBrace, .semicolon: return true
        case .colon, .arrow, .comma, .leftAngle, .leftSquare: return false
        default:
            return tokens[index].isAtStartOfLine || isAttributeName(index - 1) || closesAttribute(index - 1)
                || CompletionContext.modifiers.contains(text(index - 1))
        }
    }

    /// Whether the token at `index` is inside a `(` not yet closed: a parameter list, or an attribute's arguments.
    func isInParentheses(_ index: Int) -> Bool {
        var depth = 0
        for position in stride(from: index - 1, through: 0, by: -1) {
            switch tokens[position].kind {
            case .rightParen: depth += 1
            case .leftParen:
                if depth == 0 { return true }
                depth -= 1
            case .leftBrace, .rightBrace: return false
            default: continue
            }
        }
        return false
    }
}
