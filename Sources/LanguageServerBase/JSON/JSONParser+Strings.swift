extension JSONScanner {
    /// Reads a string's contents after its opening quote, through its closing quote.
    ///
    /// Runs without escapes are validated as UTF-8 and copied whole; escapes are decoded into a scratch buffer only
    /// when a string has any. `\uXXXX` pairs of surrogates become one scalar, and a surrogate without its partner
    /// becomes U+FFFD, since a Swift string cannot hold it.
    mutating func readString() throws(JSONParseError) -> String {
        var decoded: [UInt8] = []
        var hasEscapes = false
        var runStart = position
        while true {
            guard position < bytes.count else { throw JSONParseError(.unexpectedEnd, at: position) }
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                let run = UnsafeBufferPointer(rebasing: bytes[runStart..<position])
                position += 1
                guard hasEscapes else { return String(decoding: run, as: UTF8.self) }
                decoded.append(contentsOf: run)
                return String(decoding: decoded, as: UTF8.self)
            case UInt8(ascii: "\\"):
                hasEscapes = true
                decoded.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<position]))
                position += 1
                try readEscape(into: &decoded)
                runStart = position
            case 0..<0x20:
                throw JSONParseError(.controlCharacterInString, at: position)
            case 0x20..<0x80:
                position += 1
            default:
                guard let length = UTF8Bytes.wellFormedLength(in: bytes, at: position) else {
                    throw JSONParseError(.invalidUTF8, at: position)
                }
                position += length
            }
        }
    }

    /// Decodes the escape after a backslash.
    private mutating func readEscape(into buffer: inout [UInt8]) throws(JSONParseError) {
        let escapeStart = position - 1
        let byte = try nextByte()
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(byte)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"): UTF8Bytes.append(scalar: try readUnicodeEscape(), to: &buffer)
        default: throw JSONParseError(.invalidEscape, at: escapeStart)
        }
    }

    /// Reads the four digits after `\u`, and a low surrogate's escape right after a high surrogate's: the scalar,
    /// or U+FFFD for a surrogate without its partner (whatever follows is then read on its own).
    private mutating func readUnicodeEscape() throws(JSONParseError) -> UInt32 {
        let unit = try readHexQuad()
        switch unit {
        case 0xD800...0xDBFF:
            guard let low = peekLowSurrogateEscape() else { return 0xFFFD }
            position += 6
            return 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
        case 0xDC00...0xDFFF:
            return 0xFFFD
        default:
            return unit
        }
    }

    /// The low surrogate of a `\uDC00`…`\uDFFF` escape at the position, without consuming it.
    private func peekLowSurrogateEscape() -> UInt32? {
        guard position + 6 <= bytes.count, bytes[position] == UInt8(ascii: "\\"),
            bytes[position + 1] == UInt8(ascii: "u")
        else { return nil }
        var unit: UInt32 = 0
        for offset in 2..<6 {
            guard let digit = Self.hexDigit(bytes[position + offset]) else { return nil }
            unit = unit << 4 | digit
        }
        return (0xDC00...0xDFFF).contains(unit) ? unit : nil
    }

    private mutating func readHexQuad() throws(JSONParseError) -> UInt32 {
        var unit: UInt32 = 0
        for _ in 0..<4 {
            guard position < bytes.count else { throw JSONParseError(.unexpectedEnd, at: position) }
            guard let digit = Self.hexDigit(bytes[position]) else { throw JSONParseError(.invalidEscape, at: position) }
            unit = unit << 4 | digit
            position += 1
        }
        return unit
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}
