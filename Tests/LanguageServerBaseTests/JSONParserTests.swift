import LanguageServerBase
import Testing

@Suite("Parsing JSON")
struct JSONParserTests {
    @Test("Every kind of value parses, objects keeping their keys' order")
    func everyKindOfValue() throws {
        let value = try json(#" { "z": null, "a": [true, false, 1, -2.5, "x"], "m": {} } "#)
        #expect(value.object?.keys == ["z", "a", "m"])
        #expect(value["z"] == .null)
        #expect(value["a"] == [true, false, 1, -2.5, "x"])
        #expect(value["m"] == .object(JSONObject()))
    }

    @Test("Integers keep their exact value, including ids past 32 bits")
    func exactIntegers() throws {
        #expect(try json("1") == .integer(1))
        #expect(try json("2147483648") == .integer(2_147_483_648))
        #expect(try json("-9223372036854775808") == .integer(Int.min))
        #expect(try json("9223372036854775807") == .integer(Int.max))
        #expect(try json("9223372036854775808") == .number(9_223_372_036_854_775_808))
    }

    @Test("Numbers with a fraction or an exponent are doubles")
    func doubles() throws {
        #expect(try json("0.1") == .number(0.1))
        #expect(try json("1e3") == .number(1000))
        #expect(try json("-1.5E-3") == .number(-0.0015))
        #expect(try json("2.0") == .number(2))
        #expect(try json("1e400") == .number(.infinity))
    }

    @Test("Every escape decodes")
    func escapes() throws {
        #expect(try json(#""\" \\ \/ \b \f \n \r \t \u0041 \u00e9 \u20AC""#) == "\" \\ / \u{8} \u{C} \n \r \t A é €")
    }

    @Test("A surrogate pair escape is one scalar; an unpaired surrogate becomes U+FFFD")
    func surrogates() throws {
        #expect(try json(#""\ud83d\ude00""#) == "😀")
        #expect(try json(#""\ud83d""#) == "\u{FFFD}")
        #expect(try json(#""\ude00x""#) == "\u{FFFD}x")
        #expect(try json(#""\ud83d\u0041""#) == "\u{FFFD}A")
        #expect(try json(#""\ud83d\ud83d\ude00""#) == "\u{FFFD}😀")
    }

    @Test("Non-ASCII UTF-8 in strings is kept")
    func nonASCII() throws {
        #expect(try json(#"{"κλειδί": "日本語 😀"}"#)["κλειδί"] == "日本語 😀")
    }

    @Test("A repeated key keeps its first place and its last value")
    func duplicateKeys() throws {
        let value = try json(#"{"a": 1, "b": 2, "a": 3}"#)
        #expect(value.object?.keys == ["a", "b"])
        #expect(value["a"] == 3)
    }

    @Test(
        "Text outside JSON's grammar is refused",
        arguments: [
            "", " ", "01", "1.", ".5", "-", "+1", "1e", "1e+", "0x10", "NaN", "Infinity", "tru", "nul", "[1,]", "[1 2]",
            "{\"a\" 1}", "{\"a\":}", "{a:1}", "{\"a\":1,}", "[", "{", "\"abc", "'a'", "\"\\x\"", "\"\\u12\"",
            "\"\\u12G4\"",
            "[1]]", "1 2", "\u{FEFF}1", "[\"a\"", "{\"a\":1",
        ])
    func grammar(text: String) {
        #expect(throws: JSONParseError.self) { try JSONValue(parsing: text) }
    }

    @Test("A control character inside a string is refused at its offset")
    func controlCharacters() {
        #expect(throws: JSONParseError(.controlCharacterInString, at: 3)) { try JSONValue(parsing: "\"ab\ncd\"") }
        #expect(throws: JSONParseError(.controlCharacterInString, at: 1)) { try JSONValue(parsing: "\"\u{0}\"") }
    }

    @Test(
        "Bytes that are not well-formed UTF-8 are refused at their offset",
        arguments: [
            [0xFF], [0xC0, 0x80], [0xC3], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
            [0xF0, 0x9F, 0x98], [0x80], [0xF8, 0x88, 0x80, 0x80, 0x80],
        ] as [[UInt8]])
    func invalidUTF8(sequence: [UInt8]) {
        let text: [UInt8] = [UInt8(ascii: "\""), UInt8(ascii: "a")] + sequence + [UInt8(ascii: "\"")]
        #expect(throws: JSONParseError(.invalidUTF8, at: 2)) { try JSONParser().parse(text) }
    }

    @Test("Errors give the offset of the byte at fault")
    func errorOffsets() {
        #expect(throws: JSONParseError(.unexpectedByte(UInt8(ascii: "]")), at: 4)) { try JSONValue(parsing: "[1, ]") }
        #expect(throws: JSONParseError(.trailingContent, at: 3)) { try JSONValue(parsing: "{} x") }
        #expect(throws: JSONParseError(.unexpectedEnd, at: 2)) { try JSONValue(parsing: "[1") }
        #expect(throws: JSONParseError(.invalidNumber, at: 2)) { try JSONValue(parsing: "1.e5") }
    }

    @Test("Nesting up to the limit parses; one level deeper is an error")
    func nestingLimit() throws {
        let parser = JSONParser(maximumDepth: 512)
        let deepest = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(try parser.parse(deepest).array != nil)
        let tooDeep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        #expect(throws: JSONParseError(.nestingTooDeep(limit: 512), at: 512)) { try parser.parse(tooDeep) }
    }

    @Test("A million opening brackets are an error, not a stack overflow")
    func hostileNesting() {
        let text = [UInt8](repeating: UInt8(ascii: "["), count: 1_000_000)
        #expect(throws: JSONParseError.self) { try JSONParser(maximumDepth: .max).parse(text) }
        let objects = Array(String(repeating: "{\"a\":", count: 100_000).utf8)
        #expect(throws: JSONParseError.self) { try JSONParser().parse(objects) }
    }

    @Test("A buffer pointer parses like an array")
    func bufferPointer() throws {
        let bytes = Array(#"{"id": 7}"#.utf8)
        let value = try bytes.withUnsafeBufferPointer { buffer in try JSONParser().parse(buffer) }
        #expect(value["id"]?.int == 7)
    }
}
