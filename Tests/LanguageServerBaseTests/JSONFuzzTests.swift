import LanguageServerBase
import Testing

@Suite("Parsing hostile JSON")
struct JSONFuzzTests {
    static let seeds: [String] = [
        #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#,
        #"[1,-2.5e10,"a\u00e9\ud83d\ude00\n",true,false,null,{"k":[[[]]]}]"#,
        #"{"text":"line\r\nnext\ttab \"quoted\" \\ back","n":0.000001,"big":12345678901234567890}"#,
        #""日本語""#,
    ]

    /// Parses `bytes`; when they parse, checks that writing and reading again gives the same value and text.
    private func checkRoundTrip(_ bytes: [UInt8]) throws {
        guard let value = try? JSONParser().parse(bytes) else { return }
        let written = value.serialized()
        let reparsed = try JSONParser().parse(written)
        #expect(reparsed == value || reparsed.description == value.description)
        #expect(reparsed.serialized() == written)
    }

    @Test("Thousands of random byte strings parse or fail, never crash, and round-trip when they parse")
    func randomBytes() throws {
        var generator = SeededGenerator(seed: 0x5EED)
        let alphabet =
            Array(#"{}[]:,"\ u0123456789abcdefABCDEF.eE+-tnfrl"#.utf8) + [
                0x00, 0x1F, 0x7F, 0x80, 0xC3, 0xE2, 0xF0, 0xFF,
            ]
        var parsed = 0
        for _ in 0..<5_000 {
            let count = Int.random(in: 0...40, using: &generator)
            let bytes = (0..<count).map { _ in alphabet.randomElement(using: &generator)! }
            if (try? JSONParser().parse(bytes)) != nil { parsed += 1 }
            try checkRoundTrip(bytes)
        }
        #expect(parsed < 5_000)
    }

    @Test("Thousands of mutations of valid messages parse or fail, never crash, and round-trip when they parse")
    func mutatedMessages() throws {
        var generator = SeededGenerator(seed: 42)
        var parsed = 0
        for round in 0..<8_000 {
            var bytes = Array(Self.seeds[round % Self.seeds.count].utf8)
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                mutate(&bytes, using: &generator)
            }
            if (try? JSONParser().parse(bytes)) != nil { parsed += 1 }
            try checkRoundTrip(bytes)
        }
        #expect(parsed > 0)
        #expect(parsed < 8_000)
    }

    @Test("Every seed round-trips unchanged in value")
    func seedsRoundTrip() throws {
        for seed in Self.seeds {
            let value = try json(seed)
            #expect(try JSONParser().parse(value.serialized()) == value)
        }
    }

    private func mutate(_ bytes: inout [UInt8], using generator: inout SeededGenerator) {
        let position = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &generator)
        switch Int.random(in: 0..<4, using: &generator) {
        case 0 where !bytes.isEmpty: bytes.remove(at: position)
        case 1: bytes.insert(UInt8.random(in: 0...255, using: &generator), at: position)
        case 2 where !bytes.isEmpty: bytes[position] = UInt8.random(in: 0...255, using: &generator)
        default:
            let length = Int.random(in: 0...min(8, bytes.count - position), using: &generator)
            bytes.insert(contentsOf: bytes[position..<position + length], at: position)
        }
    }
}
