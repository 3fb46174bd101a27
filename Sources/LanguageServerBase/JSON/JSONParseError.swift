/// Why JSON text could not be parsed, and the byte offset where that was found.
public struct JSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was wrong.
    public enum Reason: Sendable, Equatable {
        /// The text ended inside a value (or held no value at all).
        case unexpectedEnd
        /// A byte that cannot start or continue a value here.
        case unexpectedByte(UInt8)
        /// A number that breaks JSON's grammar (`01`, `1.`, `-`, `1e`).
        case invalidNumber
        /// A backslash escape JSON does not have, or a `\u` without four hexadecimal digits.
        case invalidEscape
        /// Bytes that are not well-formed UTF-8.
        case invalidUTF8
        /// A control character (below U+0020) written unescaped inside a string.
        case controlCharacterInString
        /// Arrays and objects nested deeper than the parser's limit.
        case nestingTooDeep(limit: Int)
        /// More than whitespace after the value.
        case trailingContent
    }

    /// What was wrong.
    public var reason: Reason
    /// The offset, in bytes from the start of the text, where it was found.
    public var offset: Int

    /// An error for `reason` at `offset`.
    public init(_ reason: Reason, at offset: Int) {
        self.reason = reason
        self.offset = offset
    }

    /// The error as a sentence with its offset, for logs and the `message` of a ParseError response.
    public var description: String {
        "\(reasonText) at byte offset \(offset)"
    }

    private var reasonText: String {
        switch reason {
        case .unexpectedEnd: return "unexpected end of JSON text"
        case .unexpectedByte(let byte): return "unexpected byte 0x\(String(byte, radix: 16, uppercase: true))"
        case .invalidNumber: return "invalid number"
        case .invalidEscape: return "invalid escape sequence"
        case .invalidUTF8: return "invalid UTF-8"
        case .controlCharacterInString: return "unescaped control character in string"
        case .nestingTooDeep(let limit): return "arrays and objects nested deeper than \(limit)"
        case .trailingContent: return "unexpected content after the JSON value"
        }
    }
}
