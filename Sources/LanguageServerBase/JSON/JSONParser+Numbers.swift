extension JSONScanner {
    /// Reads a number by JSON's grammar, `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    ///
    /// One without a fraction or an exponent that fits in `Int` is an exact `integer`; any other is the `Double`
    /// nearest to it (too large a magnitude becomes an infinity, which the serializer writes as `null`).
    mutating func readNumber() throws(JSONParseError) -> JSONValue {
        let start = position
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        guard position < bytes.count else { throw JSONParseError(.invalidNumber, at: position) }
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
        } else {
            try readDigits()
        }
        var isInteger = true
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            isInteger = false
            position += 1
            try readDigits()
        }
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            isInteger = false
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            try readDigits()
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        if isInteger, let integer = Int(text) { return .integer(integer) }
        guard let number = Double(text) else { throw JSONParseError(.invalidNumber, at: start) }
        return .number(number)
    }

    /// Reads one or more decimal digits.
    private mutating func readDigits() throws(JSONParseError) {
        let start = position
        while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
            position += 1
        }
        guard position > start else { throw JSONParseError(.invalidNumber, at: position) }
    }
}
