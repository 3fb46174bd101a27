import ClientGenCore

/// The space between two tokens on one line: Swift's usual spacing (`a: Int`, `-> T`, `a, b`, `{ get }`), or, where
/// the parser reads a space differently from none, whatever was written.
enum Spacing {
    case none
    case space
    /// A space if any whitespace or comment was written between the tokens, else none.
    case asWritten

    /// The spacing between the tokens at `previous` and `next`.
    ///
    /// Written spacing is kept wherever it changes what the parser reads: a parenthesis after a word (an attribute's
    /// argument only when touching, `private(set)`, typed `throws(E)`), a postfix `?` or `!`, the two `=` of `==`,
    /// and the whole condition of an `#if` line, which the generated file spells as the spec does.
    static func between(_ previous: Int, _ next: Int, in tokens: [Token], outline: SpecOutline) -> Spacing {
        let before = tokens[previous].kind
        let after = tokens[next].kind
        if outline.keepsSpacing.contains(next) { return .asWritten }
        if before == .atSign || outline.gluedToName.contains(next) { return .none }
        switch after {
        case .leftParen: return parenthesis(after: before)
        case .rightParen, .rightSquare, .rightAngle, .comma, .ellipsis, .period, .colon: return .none
        case .leftAngle: return before == .identifier ? .none : .asWritten
        case .question, .exclamation: return .asWritten
        case .equal where before == .equal: return .asWritten
        default: break
        }
        switch before {
        case .leftParen, .leftSquare, .leftAngle, .period: return .none
        case .leftBrace: return after == .rightBrace ? .none : .space
        default: break
        }
        return isSpaced(before) || isSpaced(after) || (isWord(before) && isWord(after))
            || (isClosing(before) && isWord(after)) || after == .atSign
            ? .space : .asWritten
    }

    /// After a word, a parenthesis means something else touching than spaced; after a separator it starts a type.
    private static func parenthesis(after before: TokenKind) -> Spacing {
        switch before {
        case .arrow, .comma, .colon, .equal, .ampersand: return .space
        case .leftParen, .leftSquare, .leftAngle: return .none
        default: return .asWritten
        }
    }

    /// Tokens with a space on either side: `->`, `=`, `&`, braces, and after `,`, `:` and `...`.
    private static func isSpaced(_ kind: TokenKind) -> Bool {
        [.arrow, .equal, .ampersand, .leftBrace, .rightBrace, .comma, .colon, .ellipsis].contains(kind)
    }

    private static func isWord(_ kind: TokenKind) -> Bool {
        [.identifier, .integerLiteral, .floatingLiteral, .stringLiteral, .poundIdentifier].contains(kind)
    }

    private static func isClosing(_ kind: TokenKind) -> Bool {
        [.rightParen, .rightSquare, .rightAngle].contains(kind)
    }
}
