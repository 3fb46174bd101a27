/// Literals and names: identifiers (including Unicode and backticked ones), numbers and string literals.
extension Lexer {
    mutating func lexBacktickedIdentifier(start: Int, flags: inout Token.Flags) -> TokenKind {
        advanceWhile { $0 != UInt8(ascii: "`") && $0 != UInt8(ascii: "\n") }
        if peek(0) == UInt8(ascii: "`"), offset > start + 1 {
            offset += 1
            flags.insert(.backticked)
        } else {
            diagnostics.report(.unterminatedBacktick, at: .empty(at: start))
        }
        return .identifier
    }

    mutating func lexNumber() -> TokenKind {
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
    mutating func lexIdentifierCharacters() {
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
    func scalarLength(at position: Int) -> Int {
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

}

extension Lexer {
    /// Lexes a string literal at `offset` (`"…"`, `"""…"""`, `#"…"#`), following interpolations. Call only where
    /// ``isStringStart()`` holds.
    mutating func lexString(depth: Int) {
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
    func isStringStart() -> Bool {
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
