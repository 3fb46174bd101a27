extension CodeText {
    /// `\(literal: text)`: a Swift string literal whose value is `text`, escaping quotes, backslashes and control
    /// characters. Text is copied in runs between the bytes that need an escape, which most messages have none of.
    mutating func appendInterpolation(literal text: String) {
        append("\"")
        appendEscaped(text)
        append("\"")
    }

    /// `\(literal: value)`: a Swift string literal whose value is what `value` spells, escaped as it is written, with
    /// no intermediate string.
    mutating func appendInterpolation(literal value: some TextWritable) {
        append("\"")
        var literal = LiteralOutput(code: self)
        self = CodeText()
        value.write(to: &literal)
        self = literal.code
        append("\"")
    }

    /// Appends text as the inside of a string literal.
    mutating func appendEscaped(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            var runStart = 0
            for index in utf8.indices {
                guard let escape = Self.escape(utf8[index]) else { continue }
                appendBytes(UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                append(escape)
                runStart = index + 1
            }
            appendBytes(UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
    }

    /// How a byte is written inside a string literal when it cannot be written as itself. Bytes of multi-byte UTF-8
    /// sequences are all 0x80 or above, so they are copied as they are.
    private static func escape(_ byte: UInt8) -> String? {
        switch byte {
        case UInt8(ascii: "\""): "\\\""
        case UInt8(ascii: "\\"): "\\\\"
        case UInt8(ascii: "\n"): "\\n"
        case UInt8(ascii: "\t"): "\\t"
        case UInt8(ascii: "\r"): "\\r"
        case ..<0x20, 0x7F: "\\u{" + String(byte, radix: 16) + "}"
        default: nil
        }
    }
}

/// Writes text into code as the inside of a string literal.
private struct LiteralOutput: TextOutput {
    var code: CodeText

    mutating func append(_ text: String) {
        code.appendEscaped(text)
    }
}
