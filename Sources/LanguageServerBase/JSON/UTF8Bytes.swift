/// Byte-level UTF-8 facts shared by the JSON parser and the serializer: strict validation (Unicode's table of
/// well-formed byte sequences, so no overlong forms, no encoded surrogates, nothing past U+10FFFF) and encoding.
enum UTF8Bytes {
    /// The length of the well-formed sequence starting at `index`, or `nil` when the bytes there are not one.
    static func wellFormedLength(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        let lead = bytes[index]
        if lead < 0x80 { return 1 }
        let (length, secondRange): (Int, ClosedRange<UInt8>)
        switch lead {
        case 0xC2...0xDF: (length, secondRange) = (2, 0x80...0xBF)
        case 0xE0: (length, secondRange) = (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (length, secondRange) = (3, 0x80...0xBF)
        case 0xED: (length, secondRange) = (3, 0x80...0x9F)
        case 0xF0: (length, secondRange) = (4, 0x90...0xBF)
        case 0xF1...0xF3: (length, secondRange) = (4, 0x80...0xBF)
        case 0xF4: (length, secondRange) = (4, 0x80...0x8F)
        default: return nil
        }
        guard index + length <= bytes.count, secondRange.contains(bytes[index + 1]) else { return nil }
        for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) { return nil }
        return length
    }

    /// Appends the UTF-8 encoding of `scalar` (a Unicode scalar value, not a surrogate) to `bytes`.
    static func append(scalar: UInt32, to bytes: inout [UInt8]) {
        switch scalar {
        case 0..<0x80:
            bytes.append(UInt8(scalar))
        case 0x80..<0x800:
            bytes.append(UInt8(0xC0 | scalar >> 6))
            bytes.append(UInt8(0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            bytes.append(UInt8(0xE0 | scalar >> 12))
            bytes.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            bytes.append(UInt8(0x80 | scalar & 0x3F))
        default:
            bytes.append(UInt8(0xF0 | scalar >> 18))
            bytes.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            bytes.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            bytes.append(UInt8(0x80 | scalar & 0x3F))
        }
    }
}
