/// Swift literals for text the generator puts into code.
enum SwiftLiteral {
    /// A string literal whose value is `text`, escaping quotes, backslashes and control characters.
    static func string(_ text: String) -> String {
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
}
