/// The kinds of token the spec language has. Words (identifiers and keywords alike) are ``identifier``; the parser
/// asks a token for its ``Token/keyword`` where a keyword matters.
package enum TokenKind: UInt8, Sendable {
    case identifier
    case integerLiteral
    case floatingLiteral
    case stringLiteral
    /// `#` followed by a word: `#fileID`, `#isolation`.
    case poundIdentifier
    case atSign
    case leftParen
    case rightParen
    case leftBrace
    case rightBrace
    case leftSquare
    case rightSquare
    case leftAngle
    case rightAngle
    case comma
    case colon
    case semicolon
    case period
    case ellipsis
    case arrow
    case equal
    case question
    case exclamation
    case ampersand
    case backslash
    /// Any other operator character, kept so expressions such as default values can be copied verbatim.
    case otherOperator
    case endOfFile
}

/// One token: its kind, the keyword it spells (if any), and byte offsets of its text and of the trivia before it.
///
/// Tokens carry no strings: text is sliced from the source only when the parser needs it.
package struct Token: Sendable {
    package var kind: TokenKind
    /// The keyword an unescaped word spells, or `.none`.
    package var keyword: Keyword
    var flags: Flags
    /// Where the whitespace and comments before this token start (the end of the previous token).
    package var triviaStart: Int
    /// The token's text range; for a backticked identifier it includes the backticks.
    package var range: SourceRange

    struct Flags: OptionSet, Sendable {
        let rawValue: UInt8
        /// A line break occurs in the trivia before the token (or it is the file's first token).
        static let atStartOfLine = Flags(rawValue: 1 << 0)
        /// The identifier was written in backticks.
        static let backticked = Flags(rawValue: 1 << 1)
        /// Some trivia (space, line break, comment) precedes the token.
        static let hasLeadingTrivia = Flags(rawValue: 1 << 2)
        /// The lexer reported an error in the token or just before it.
        static let hasLexerError = Flags(rawValue: 1 << 3)
    }

    package var isAtStartOfLine: Bool { flags.contains(.atStartOfLine) }
    package var isBackticked: Bool { flags.contains(.backticked) }
    package var hasLeadingTrivia: Bool { flags.contains(.hasLeadingTrivia) }
    var hasLexerError: Bool { flags.contains(.hasLexerError) }

    /// Whether this is the given keyword written without backticks.
    package func isKeyword(_ keyword: Keyword) -> Bool {
        self.keyword == keyword
    }

    /// The range of an identifier's name, without backticks.
    package var nameRange: SourceRange {
        isBackticked ? SourceRange(start: range.start + 1, end: range.end - 1) : range
    }
}
