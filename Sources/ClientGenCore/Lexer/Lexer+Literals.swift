/// Literals and names: identifiers (including Unicode and backticked ones), numbers and string literals.
extension Lexer {
    /// Lexes `` `name` ``. A name in backticks ends at the line's end, and may hold only identifier characters and
    /// spaces (a name with spaces is reported where it is declared): names are printed without their backticks, so a
    /// `;`, a brace or a quote in one would become code in the output.
    mutating func lexBacktickedIdentifier(start: Int, flags: inout Token.Flags) -> TokenKind {
        advanceWhile { $0 != UInt8(ascii: "`") && !LineBreak.isLineBreak($0) }
        if peek(0) == UInt8(ascii: "`"), offset > start + 1 {
            if let invalid = (start + 1..<offset).first(where: { !Self.isBacktickedNameByte(buffer[$0]) }) {
                let end = invalid + scalarLength(at: invalid)
                let character = Self.describe(buffer[invalid..<end])
                diagnostics.report(.invalidBacktickedCharacter(character), at: SourceRange(start: invalid, end: end))
            }
            offset += 1
            flags.insert(.backticked)
        } else {
            diagnostics.report(.unterminatedBacktick, at: .empty(at: start))
        }
        return .identifier
    }

    mutating func lexNumber() -> TokenKind {
        let start = offset
        var isFloating = false
        while offset < buffer.count {
            let byte = buffer[offset]
            // Digits, letters of hexadecimal digits and exponents, `_`: ASCII only, so a separator such as U+2028
            // right after a number is the invalid character it is, not part of the literal.
            if byte < 0x80, Self.isIdentifierContinuation(byte) {
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
        if !Self.isValidNumber(ArraySlice(buffer[start..<offset])) {
            let text = String(decoding: buffer[start..<offset], as: UTF8.self)
            diagnostics.report(.invalidNumber(text), at: SourceRange(start: start, end: offset))
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

    /// Whether the scalar at `offset` is a combining mark that Swift lets continue an identifier but not begin one
    /// (`U+0301`): an invalid character there, as in Swift.
    func startsWithCombiningMark() -> Bool {
        let length = scalarLength(at: offset)
        guard length == 2 || length == 3 else { return false }
        var value = UInt32(buffer[offset] & (length == 2 ? 0x1F : 0x0F))
        for index in (offset + 1)..<(offset + length) { value = value << 6 | UInt32(buffer[index] & 0x3F) }
        switch value {
        case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: return true
        default: return false
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

    /// Whether a byte may appear between backticks: an identifier character (any non-ASCII byte, checked as part of
    /// a name later) or a space.
    private static func isBacktickedNameByte(_ byte: UInt8) -> Bool {
        isIdentifierContinuation(byte) || byte == UInt8(ascii: " ")
    }

    /// Whether a non-ASCII scalar may be part of an identifier: a letter, digit, mark or connector, or an emoji,
    /// but none of the characters Swift lexes as an operator's, emoji among them (`✅`, `⌚`, `‼`).
    static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "\u{FFFD}" || isOperatorScalar(scalar.value) { return false }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .letterNumber,
            .decimalNumber, .nonspacingMark, .spacingMark, .connectorPunctuation:
            return true
        default:
            return properties.isEmoji && scalar.value > 0xFF
        }
    }

    /// Whether Swift's grammar makes a scalar above U+2000 an operator character (`operator-head`), which no
    /// identifier may hold.
    private static func isOperatorScalar(_ value: UInt32) -> Bool {
        switch value {
        case 0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E, 0x2190...0x23FF,
            0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003, 0x3008...0x3020, 0x3030:
            return true
        default:
            return false
        }
    }
}
