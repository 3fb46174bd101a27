/// Swift literals for text the generator puts into code.
enum SwiftLiteral {
    /// A string literal whose value is `text`, escaping quotes, backslashes and control characters.
    static func string(_ text: String) -> String {
        // Almost every message needs no escape: copy it whole instead of scalar by scalar.
        guard text.utf8.contains(where: needsEscape) else { return "\"" + text + "\"" }
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\t": literal += "\\t"
            case "\r": literal += "\\r"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                literal += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }

    /// Whether a UTF-8 code unit starts something `string(_:)` escapes (every other scalar is copied as it is).
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || byte == 0x7F
    }
}
