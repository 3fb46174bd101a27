/// The number literals Swift reads: a spec's numbers are copied into the generated code, where Swift would reject
/// `0x_10`, `0b12`, `1e` or `12abc`.
extension Lexer {
    /// Whether `bytes`, as ``lexNumber()`` takes them (ASCII digits, letters, `_`, one `.` before a digit, and a sign
    /// after `e`, `E`, `p` or `P`), are a number Swift reads: decimal with an optional fraction and exponent, or
    /// `0x` (with a `p` exponent after a fraction), `0o` or `0b` followed by a digit of that base and more, or `_`.
    static func isValidNumber(_ bytes: ArraySlice<UInt8>) -> Bool {
        var rest = bytes
        guard rest.count > 1, rest.first == UInt8(ascii: "0"), let digit = baseDigit(rest[rest.startIndex + 1]) else {
            guard skipDigits(&rest, isDigit) else { return false }
            if rest.first == UInt8(ascii: "."), !(rest.dropFirst().first.map(isDigit) ?? false) { return false }
            if rest.first == UInt8(ascii: ".") {
                rest = rest.dropFirst()
                guard skipDigits(&rest, isDigit) else { return false }
            }
            return rest.isEmpty || skipExponent(&rest, markers: [UInt8(ascii: "e"), UInt8(ascii: "E")])
        }
        let isHex = rest[rest.startIndex + 1] == UInt8(ascii: "x")
        rest = rest.dropFirst(2)
        guard skipDigits(&rest, digit) else { return false }
        var needsExponent = false
        if isHex, rest.first == UInt8(ascii: ".") {
            rest = rest.dropFirst()
            guard skipDigits(&rest, digit) else { return false }
            needsExponent = true
        }
        // A sign not after `p` ends the number: `0xe+1` is `0xe + 1`.
        if let next = rest.first, next == UInt8(ascii: "+") || next == UInt8(ascii: "-") { return !needsExponent }
        if rest.isEmpty { return !needsExponent }
        return isHex && skipExponent(&rest, markers: [UInt8(ascii: "p"), UInt8(ascii: "P")])
    }

    /// Skips a digit and then digits and `_`; whether there was a digit first.
    private static func skipDigits(_ rest: inout ArraySlice<UInt8>, _ isDigit: (UInt8) -> Bool) -> Bool {
        guard let first = rest.first, isDigit(first) else { return false }
        rest = rest.drop { isDigit($0) || $0 == UInt8(ascii: "_") }
        return true
    }

    /// Whether the rest is an exponent: a marker, an optional sign, and decimal digits.
    private static func skipExponent(_ rest: inout ArraySlice<UInt8>, markers: Set<UInt8>) -> Bool {
        guard let marker = rest.first, markers.contains(marker) else { return false }
        rest = rest.dropFirst()
        if let sign = rest.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { rest = rest.dropFirst() }
        return skipDigits(&rest, isDigit) && rest.isEmpty
    }

    /// The digits of the base a `0x`, `0o` or `0b` prefix names, by the prefix's letter.
    private static func baseDigit(_ letter: UInt8) -> ((UInt8) -> Bool)? {
        switch letter {
        case UInt8(ascii: "x"): isHexDigit
        case UInt8(ascii: "o"): isOctalDigit
        case UInt8(ascii: "b"): isBinaryDigit
        default: nil
        }
    }

    static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
    }

    private static func isOctalDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(byte)
    }

    private static func isBinaryDigit(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "0") || byte == UInt8(ascii: "1")
    }
}
