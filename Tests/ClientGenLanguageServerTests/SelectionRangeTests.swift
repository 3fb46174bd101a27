import LanguageServerBase
import Testing

@testable import ClientGenLanguageServer

@Suite("Selection ranges")
struct SelectionRangeTests {
    static let spec = """
        import Foundation

        /// Trails near places.
        public client TrailsClient {
            /// Trails near a place.
            @placeholder([])
            func trails(near place: String, limit: Int) async -> [String: Int]
        }

        """

    /// The text of each range "expand selection" steps through from a position, innermost first.
    static func steps(_ spec: String, line: Int, character: Int) throws -> [String] {
        let client = try TestClient()
        defer { client.stop() }
        client.open("Trails.client", spec)
        let answer = try client.request(
            "textDocument/selectionRange",
            [
                "textDocument": ["uri": .string(TestClient.uri("Trails.client"))],
                "positions": [position(line, character)],
            ])
        let lines = spec.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf16) }
        func offset(_ position: JSONValue?) -> Int {
            let line = position?["line"]?.int ?? 0
            return lines[..<line].reduce(0) { $0 + $1.count + 1 } + (position?["character"]?.int ?? 0)
        }
        let utf16 = Array(spec.utf16)
        var steps: [String] = []
        var node = try #require(answer.array?.first)
        while true {
            let range = try #require(node["range"])
            steps.append(String(decoding: utf16[offset(range["start"])..<offset(range["end"])], as: UTF16.self))
            guard let parent = node["parent"] else { break }
            node = parent
        }
        return steps
    }

    @Test("From a parameter's type: the word, the parameter, the list, the member, with its doc, the body, the client")
    func fromAParameter() throws {
        let steps = try Self.steps(Self.spec, line: 6, character: 30)
        let member = "func trails(near place: String, limit: Int) async -> [String: Int]"
        let attributed = "@placeholder([])\n    " + member  // A member's range holds its attributes.
        let documented = "/// Trails near a place.\n    " + attributed
        let body = "{\n    " + documented + "\n}"
        let client = "public client TrailsClient " + body
        let expected: [String] = [
            "String", "near place: String", "near place: String, limit: Int", "(near place: String, limit: Int)",
            attributed, documented, body, client, "/// Trails near places.\n" + client, Self.spec,
        ]
        #expect(steps == expected)
    }

    @Test("Inside a directive's argument and a dictionary type, the brackets' inside comes before the brackets")
    func brackets() throws {
        let inDirective = try Self.steps(Self.spec, line: 5, character: 18)
        #expect(Array(inDirective.prefix(4)) == ["[", "[]", "([])", "@placeholder([])"])
        let inType = try Self.steps(Self.spec, line: 6, character: 67)
        #expect(Array(inType.prefix(3)) == ["Int", "String: Int", "[String: Int]"])
    }

    @Test("A spec in the middle of an edit, and a '>' that closes nothing, still expand")
    func brokenSpec() throws {
        let spec = "client A {\n    func a(x: Int) -> Bool\n    @placeholder(1 > 0\n"
        let steps = try Self.steps(spec, line: 1, character: 14)
        #expect(Array(steps.prefix(3)) == ["Int", "x: Int", "(x: Int)"])
        #expect(steps.last == spec)
    }
}
