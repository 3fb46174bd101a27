import LanguageServerBase
import Testing

@Suite("Writing JSON")
struct JSONSerializerTests {
    @Test("Output is compact and keeps the members' order")
    func compact() {
        let value: JSONValue = ["b": [1, true, nil], "a": ["x": "y"]]
        #expect(value.description == #"{"b":[1,true,null],"a":{"x":"y"}}"#)
    }

    @Test("Quotes, backslashes and control characters are escaped; other text stays UTF-8")
    func escaping() {
        let value = JSONValue.string("\"\\\n\r\t\u{8}\u{C}\u{0}\u{1F}\u{7F}/é😀")
        #expect(value.description == #""\"\\\n\r\t\b\f\u0000\u001f"# + "\u{7F}/é😀\"")
    }

    @Test("Integers are written without a fraction; doubles with one or an exponent")
    func numbers() {
        #expect(JSONValue.integer(2_147_483_648).description == "2147483648")
        #expect(JSONValue.integer(-3).description == "-3")
        #expect(JSONValue.number(2).description == "2.0")
        #expect(JSONValue.number(0.1).description == "0.1")
        #expect(JSONValue.number(1e-7).description == "1e-07")
    }

    @Test("Infinities and NaN are written as null")
    func nonFinite() {
        #expect(JSONValue.number(.infinity).description == "null")
        #expect(JSONValue.number(-.infinity).description == "null")
        #expect(JSONValue.number(.nan).description == "null")
    }

    @Test(
        "Doubles read back exactly as written",
        arguments: [
            0.1, 1.0 / 3, -2.5e-300, .greatestFiniteMagnitude, .leastNonzeroMagnitude, 123_456_789.123_456_78, -0.0,
            1e21,
        ])
    func doublesRoundTrip(number: Double) throws {
        let text = JSONValue.number(number).serialized()
        let parsed = try JSONParser().parse(text)
        #expect(parsed.double?.bitPattern == number.bitPattern)
        #expect(parsed == .number(number))
    }

    @Test("A parsed document is written back to the same compact text")
    func documentRoundTrip() throws {
        let text = #"{"jsonrpc":"2.0","id":2147483648,"params":{"f":1.5,"s":"\u0001é","a":[null,false,{}]}}"#
        #expect(try json(text).description == text)
    }

    @Test("Control characters written escaped read back as the same string")
    func controlCharactersRoundTrip() throws {
        let all = String(String.UnicodeScalarView((0..<0x20).compactMap(Unicode.Scalar.init)))
        let written = JSONValue.string(all).serialized()
        #expect(written.allSatisfy { $0 >= 0x20 })
        #expect(try JSONParser().parse(written) == .string(all))
    }
}
