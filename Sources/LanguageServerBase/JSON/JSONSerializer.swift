extension JSONValue {
    /// The value as compact JSON text in UTF-8: no whitespace, object members in their order.
    ///
    /// Strings escape `"`, `\` and control characters (the common ones by letter, the rest as `\u00XX`) and keep
    /// everything else, non-ASCII included, as UTF-8. Integers are written without a fraction; other numbers with the
    /// shortest digits that read back as the same `Double`; infinities and NaN, which JSON cannot express, as `null`.
    public func serialized() -> [UInt8] {
        var bytes: [UInt8] = []
        write(to: &bytes)
        return bytes
    }

    /// Appends the value's compact JSON text to `bytes`.
    public func write(to bytes: inout [UInt8]) {
        switch self {
        case .null: bytes.append(contentsOf: "null".utf8)
        case .bool(let value): bytes.append(contentsOf: (value ? "true" : "false").utf8)
        case .integer(let value): bytes.append(contentsOf: String(value).utf8)
        case .number(let value): JSONSerialization.write(number: value, to: &bytes)
        case .string(let text): JSONSerialization.write(string: text, to: &bytes)
        case .array(let elements):
            bytes.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                element.write(to: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let object):
            bytes.append(UInt8(ascii: "{"))
            for (index, member) in object.members.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                JSONSerialization.write(string: member.key, to: &bytes)
                bytes.append(UInt8(ascii: ":"))
                member.value.write(to: &bytes)
            }
            bytes.append(UInt8(ascii: "}"))
        }
    }
}

/// The serializer's writing of the scalars that need more than their text.
enum JSONSerialization {
    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// A finite number by Swift's shortest round-tripping description (`0.1`, `1e-07`, `2.0`); otherwise `null`.
    static func write(number: Double, to bytes: inout [UInt8]) {
        guard number.isFinite else {
            bytes.append(contentsOf: "null".utf8)
            return
        }
        bytes.append(contentsOf: number.description.utf8)
    }

    /// A string literal with JSON's escapes.
    static func write(string: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                bytes.append(UInt8(ascii: "\\"))
                bytes.append(byte)
            case 0x0A: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0D: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0x09: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0x08: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
            case 0x0C: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
            case 0..<0x20:
                bytes.append(contentsOf: "\\u00".utf8)
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0x0F)])
            default:
                bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
