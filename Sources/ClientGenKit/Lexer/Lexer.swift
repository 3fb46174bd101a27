/// Splits a spec into tokens in one pass over its bytes.
///
/// The lexer never fails: a problem (an unterminated comment or string, a stray character) becomes a diagnostic and
/// lexing goes on, so the parser sees the whole file. Comments and whitespace are not tokens; each token remembers
/// where its leading trivia starts so the parser can read doc comments later.
struct Lexer {
    /// The deepest string interpolation nesting the lexer follows before giving up on a literal.
    static let maximumInterpolationDepth = 32

    private let buffer: UnsafeBufferPointer<UInt8>
    private var offset = 0
    private var tokens: [Token] = []
    private var diagnostics: DiagnosticSink

    private init(buffer: UnsafeBufferPointer<UInt8>, path: String) {
        self.buffer = buffer
        self.diagnostics = DiagnosticSink(path: path)
    }

    /// Tokenizes a file. The result always ends with an `endOfFile` token.
    static func tokenize(_ file: SourceFile) -> (tokens: [Token], diagnostics: [Diagnostic]) {
        file.bytes.withUnsafeBufferPointer { buffer in
            var lexer = Lexer(buffer: buffer, path: file.path)
            lexer.tokens.reserveCapacity(buffer.count / 4 + 1)
            lexer.run()
            return (lexer.tokens, lexer.diagnostics.diagnostics)
        }
    }

    private mutating func run() {
        var atStartOfLine = true
        var reportedErrors = 0
        if buffer.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
        while true {
            let triviaStart = offset
            skipTrivia(atStartOfLine: &atStartOfLine)
            var flags: Token.Flags = atStartOfLine ? .atStartOfLine : []
            if offset > triviaStart { flags.insert(.hasLeadingTrivia) }
            defer {
                // Flag the token an error was reported in (or, for a skipped character, the token before it), so the
                // parser knows which declaration is malformed.
                if diagnostics.diagnostics.count > reportedErrors, !tokens.isEmpty {
                    tokens[tokens.count - 1].flags.insert(.hasLexerError)
                    reportedErrors = diagnostics.diagnostics.count
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
            lexIdentifierCharacters()
            keyword = byte < 0x80 ? Keyword.matching(buffer, from: start, to: offset) : .none
            guard offset > start else {
                offset = start + scalarLength(at: start)
                let character = String(decoding: buffer[start..<offset], as: UTF8.self)
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
            offset += 1
            if offset < buffer.count, Self.isIdentifierStart(buffer[offset]) {
                advanceWhile(Self.isIdentifierContinuation)
                return .poundIdentifier
            }
            return .otherOperator
        case UInt8(ascii: "@"): return .atSign
        case UInt8(ascii: "("): return .leftParen
        case UInt8(ascii: ")"): return .rightParen
        case UInt8(ascii: "{"): return .leftBrace
        case UInt8(ascii: "}"): return .rightBrace
        case UInt8(ascii: "["): return .leftSquare
        case UInt8(ascii: "]"): return .rightSquare
        case UInt8(ascii: "<"): return .leftAngle
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
        case UInt8(ascii: "+"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"), UInt8(ascii: "|"),
            UInt8(ascii: "^"), UInt8(ascii: "~"):
            return .otherOperator
        default:
            diagnostics.report(.invalidCharacter(Self.describe(byte)), at: SourceRange(start: start, end: offset))
            return nil
        }
    }

    private mutating func lexBacktickedIdentifier(start: Int, flags: inout Token.Flags) -> TokenKind {
        advanceWhile { $0 != UInt8(ascii: "`") && $0 != UInt8(ascii: "\n") }
        if peek(0) == UInt8(ascii: "`"), offset > start + 1 {
            offset += 1
            flags.insert(.backticked)
        } else {
            diagnostics.report(.unterminatedBacktick, at: .empty(at: start))
        }
        return .identifier
    }

    private mutating func lexNumber() -> TokenKind {
        var isFloating = false
        while offset < buffer.count {
            let byte = buffer[offset]
            if Self.isIdentifierContinuation(byte) {
                offset += 1
            } else if byte == UInt8(ascii: "."), !isFloating, let next = peek(1), Self.isDigit(next) {
                isFloating = true
                offset += 1
            } else if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-"),
                let previous = offset > 0 ? buffer[offset - 1] : nil,
                [UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "p"), UInt8(ascii: "P")].contains(previous)
            {
                isFloating = true
                offset += 1
            } else {
                break
            }
        }
        return isFloating ? .floatingLiteral : .integerLiteral
    }

    /// Advances over identifier characters: ASCII letters, digits, `_` and `$`, and non-ASCII scalars that are
    /// letters, digits, marks or emoji, as Swift allows.
    private mutating func lexIdentifierCharacters() {
        while offset < buffer.count {
            let byte = buffer[offset]
            if byte < 0x80 {
                guard Self.isIdentifierContinuation(byte) else { return }
                offset += 1
                continue
            }
            let length = scalarLength(at: offset)
            guard length > 1,
                let scalar = String(decoding: buffer[offset..<offset + length], as: UTF8.self)
                    .unicodeScalars.first, Self.isIdentifierScalar(scalar)
            else { return }
            offset += length
        }
    }

    /// The byte length of the UTF-8 scalar starting at `position` (1 for an invalid or truncated sequence).
    private func scalarLength(at position: Int) -> Int {
        let byte = buffer[position]
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
        guard position + length <= buffer.count else { return 1 }
        for index in (position + 1)..<(position + length) where buffer[index] & 0xC0 != 0x80 { return 1 }
        return length
    }

    private static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        if scalar == "\u{FFFD}" { return false }
        switch properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .letterNumber,
            .decimalNumber, .nonspacingMark, .spacingMark, .connectorPunctuation:
            return true
        default:
            return properties.isEmoji && scalar.value > 0xFF
        }
    }

    private func peek(_ distance: Int) -> UInt8? {
        offset + distance < buffer.count ? buffer[offset + distance] : nil
    }

    private mutating func advanceWhile(_ predicate: (UInt8) -> Bool) {
        while offset < buffer.count, predicate(buffer[offset]) { offset += 1 }
    }
}

extension Lexer {
    /// Skips whitespace and comments, noting line breaks.
    fileprivate mutating func skipTrivia(atStartOfLine: inout Bool) {
        while offset < buffer.count {
            switch buffer[offset] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                offset += 1
            case UInt8(ascii: "\n"):
                offset += 1
                atStartOfLine = true
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                advanceWhile { $0 != UInt8(ascii: "\n") }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                skipBlockComment(atStartOfLine: &atStartOfLine)
            default:
                return
            }
        }
    }

    /// Skips a `/* */` comment, which nests as in Swift.
    private mutating func skipBlockComment(atStartOfLine: inout Bool) {
        let start = offset
        var depth = 0
        while offset < buffer.count {
            if buffer[offset] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                offset += 2
            } else if buffer[offset] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                offset += 2
                if depth == 0 { return }
            } else {
                if buffer[offset] == UInt8(ascii: "\n") { atStartOfLine = true }
                offset += 1
            }
        }
        diagnostics.report(.unterminatedBlockComment, at: SourceRange(start: start, end: start + 2))
    }

    /// Lexes a string literal at `offset` (`"…"`, `"""…"""`, `#"…"#`), following interpolations. Call only where
    /// ``isStringStart()`` holds.
    fileprivate mutating func lexString(depth: Int) {
        let start = offset
        var pounds = 0
        while buffer[offset] == UInt8(ascii: "#") {
            pounds += 1
            offset += 1
        }
        let isMultiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        offset += isMultiline ? 3 : 1
        while offset < buffer.count {
            let byte = buffer[offset]
            if byte == UInt8(ascii: "\\"), hasPounds(pounds, at: offset + 1) {
                offset += 1 + pounds
                if peek(0) == UInt8(ascii: "(") {
                    offset += 1
                    guard depth < Self.maximumInterpolationDepth else { break }
                    skipInterpolation(depth: depth + 1)
                } else if offset < buffer.count {
                    offset += 1
                }
            } else if byte == UInt8(ascii: "\"") {
                let quotes = isMultiline ? 3 : 1
                if (!isMultiline || (peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")))
                    && hasPounds(pounds, at: offset + quotes)
                {
                    offset += quotes + pounds
                    return
                }
                offset += 1
            } else if byte == UInt8(ascii: "\n"), !isMultiline {
                break
            } else {
                offset += 1
            }
        }
        diagnostics.report(.unterminatedString, at: SourceRange(start: start, end: start + pounds + 1))
    }

    /// Skips the expression of a `\( … )` interpolation, up to and including its closing parenthesis.
    private mutating func skipInterpolation(depth: Int) {
        var parentheses = 1
        while offset < buffer.count {
            switch buffer[offset] {
            case UInt8(ascii: "("):
                parentheses += 1
                offset += 1
            case UInt8(ascii: ")"):
                parentheses -= 1
                offset += 1
                if parentheses == 0 { return }
            case UInt8(ascii: "\"") where isStringStart(), UInt8(ascii: "#") where isStringStart():
                lexString(depth: depth)
            case UInt8(ascii: "\n"):
                return  // Let the enclosing literal decide whether a line break ends it.
            default:
                offset += 1
            }
        }
    }

    /// Whether a string literal starts at `offset`: a quote, possibly after `#` delimiters.
    private func isStringStart() -> Bool {
        var position = offset
        while position < buffer.count, buffer[position] == UInt8(ascii: "#") { position += 1 }
        return position < buffer.count && buffer[position] == UInt8(ascii: "\"")
    }

    private func hasPounds(_ count: Int, at position: Int) -> Bool {
        guard position + count <= buffer.count else { return false }
        for index in position..<(position + count) where buffer[index] != UInt8(ascii: "#") { return false }
        return true
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
    private static func describe(_ byte: UInt8) -> String {
        if byte >= 0x21 && byte < 0x7F { return String(UnicodeScalar(byte)) }
        let hex = String(byte, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}
