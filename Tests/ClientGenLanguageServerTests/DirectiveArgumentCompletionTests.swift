import ClientGenCore
import LanguageServerBase
import Testing

@testable import ClientGenLanguageServer

@Suite("Completion of directives' arguments")
struct DirectiveArgumentCompletionTests {
    static func labels(_ spec: String, line: Int, character: Int) throws -> [String] {
        try CompletionTests.labels(spec, line: line, character: character)
    }

    @Test("'@style(' offers both styles, '@noop(' its one argument, '@key(' the name the dependency would have")
    func clientDirectives() throws {
        #expect(try Self.labels("@style()\npublic client A {}\n", line: 0, character: 7) == ["struct", "protocol"])
        #expect(try Self.labels("@noop()\n@style(struct)\nclient A {}\n", line: 0, character: 6) == ["none"])
        #expect(try Self.labels("@key(\nclient URLSessionClient {}\n", line: 0, character: 5) == ["urlSessionClient"])
        let spec = "client First {}\n\n@key()\nclient WeatherClient {}\n"
        #expect(try Self.labels(spec, line: 2, character: 5) == ["weatherClient"])
    }

    @Test("'@unrecorded(' offers the member's parameters not listed yet, by the names the method uses")
    func parameters() throws {
        let spec = """
            client Tokens {
                @unrecorded(token, )
                func refresh(_ token: String, for account: Int, force: Bool) async throws
            }

            """
        #expect(try Self.labels(spec, line: 1, character: 23) == ["account", "force"])
        let sendable = spec.replacingOccurrences(of: "@unrecorded(token, )", with: "@uncheckedSendable(fo)")
        let items = try CompletionTests.items(sendable, line: 1, character: 25)
        #expect(items.compactMap { $0["label"]?.string } == ["token", "account", "force"])  // The editor filters.
        #expect(items.first?["textEdit"] == ["range": range(1, 23, 1, 25), "newText": "token"])
        #expect(items.first?["kind"] == 6)
    }

    @Test("'@placeholder(' offers values of the member's result type, or of the property's type")
    func placeholders() throws {
        let cases: [(type: String, values: [String])] = [
            ("Bool", ["false", "true"]), ("Int", ["0"]), ("Swift.String", ["\"\""]), ("[Trail]", ["[]"]),
            ("[String: Int]", ["[:]"]), ("Trail?", ["nil"]), ("AsyncStream<Int>", [".finished"]), ("Data", ["Data()"]),
            ("Trail", []), ("some View", []),
        ]
        for (type, values) in cases {
            let method = "client A {\n    @placeholder()\n    func a(_ id: Int) -> \(type)\n}\n"
            #expect(try Self.labels(method, line: 1, character: 17) == values, "\(type)")
            let property = "client A {\n    @noopValue()\n    var a: \(type) { get }\n}\n"
            #expect(try Self.labels(property, line: 1, character: 15) == values, "\(type)")
        }
    }

    @Test("A directive being typed, before its ')', is completed for the member after it")
    func unclosed() throws {
        let spec = "client A {\n    func a() -> Int\n    @placeholder(\n    func b() -> Bool\n}\n"
        #expect(try Self.labels(spec, line: 2, character: 17) == ["false", "true"])
    }

    @Test("Other attributes' parentheses, and a directive's nested parentheses, get no arguments from the directive")
    func elsewhere() throws {
        let available = try Self.labels(
            "client A {\n    @available()\n    func a() -> Bool\n}\n", line: 1, character: 15)
        #expect(!available.contains("false"))
        let nested = try Self.labels(
            "client A {\n    @placeholder(.some())\n    func a() -> Bool?\n}\n", line: 1, character: 23)
        #expect(!nested.contains("nil"))
        #expect(try Self.labels("client A {\n    @mockName()\n    func a() -> Bool\n}\n", line: 1, character: 14) == [])
    }
}
