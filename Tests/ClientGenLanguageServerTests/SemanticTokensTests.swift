import LanguageServerBase
import Testing

@testable import ClientGenLanguageServer

@Suite("Semantic tokens")
struct SemanticTokensTests {
    static let spec = """
        import Foundation

        /// Looks up trails.
        @key(trails)
        public client TrailsClient: Sendable, BaseClient {
            @available(*, deprecated, message: "Use search")
            func find(near place: String, limit: Int = 10) async throws -> [Trail]
            static var shared: Bool { get }
            func first<T: Decodable>(as type: T.Type) -> T?
            @placeholder(.empty) @MainActor
            func names(_ get: Int) -> Set<String>
        }

        """

    /// The tokens of `result` decoded against `text` (positions in `encoding`): each as its text, its type and its
    /// modifiers, `text type modifier…`.
    static func decode(_ result: JSONValue, in text: String, encoding: PositionEncoding = .utf16) throws -> [String] {
        let data = try #require(result["data"]?.array).map { try #require($0.int) }
        #expect(data.count % 5 == 0)
        let lines = LineIndex(text)
        let types = SemanticTokenType.allCases.map(\.name)
        var decoded: [String] = []
        var line = 0
        var character = 0
        for token in stride(from: 0, to: data.count, by: 5) {
            line += data[token]
            character = data[token] == 0 ? character + data[token + 1] : data[token + 1]
            let start = lines.offset(of: Position(line: line, character: character), in: encoding)
            let end = lines.offset(of: Position(line: line, character: character + data[token + 2]), in: encoding)
            let modifiers = SemanticTokenModifiers.names.indices.filter { data[token + 4] & (1 << $0) != 0 }
            let words = [String(decoding: Array(text.utf8)[start..<end], as: UTF8.self), types[data[token + 3]]]
            decoded.append((words + modifiers.map { SemanticTokenModifiers.names[$0] }).joined(separator: " "))
        }
        return decoded
    }

    static func request(_ client: TestClient, _ file: String, range: JSONValue? = nil) throws -> JSONValue {
        var params: JSONObject = ["textDocument": ["uri": .string(TestClient.uri(file))]]
        if let range { params["range"] = range }
        let method = range == nil ? "textDocument/semanticTokens/full" : "textDocument/semanticTokens/range"
        return try client.request(method, .object(params))
    }

    @Test("Each word is coloured by what it means: declarations, directives apart from attributes, clients, types")
    func classifiesASpec() throws {
        let client = try TestClient(files: ["Base.client": "client BaseClient {}\n"])
        defer { client.stop() }
        client.open("Trails.client", Self.spec)
        let tokens = try Self.decode(Self.request(client, "Trails.client"), in: Self.spec)
        #expect(
            tokens == [
                "import keyword", "Foundation namespace", "/// Looks up trails. comment documentation",
                "@key macro", "public keyword", "client keyword", "TrailsClient class declaration",
                "Sendable type", "BaseClient class", "@available decorator", "* operator", "\"Use search\" string",
                "func keyword", "find method declaration deprecated", "near parameter declaration",
                "place parameter declaration", "String type", "limit parameter declaration", "Int type", "= operator",
                "10 number", "async keyword", "throws keyword", "-> operator", "Trail type", "static keyword",
                "var keyword", "shared property declaration static", "Bool type", "get keyword", "func keyword",
                "first method declaration", "T typeParameter declaration", "Decodable type",
                "as parameter declaration", "type parameter declaration", "T typeParameter", "Type keyword",
                "-> operator", "T typeParameter", "@placeholder macro", "empty enumMember", "@MainActor decorator",
                "func keyword", "names method declaration", "_ keyword", "get parameter declaration", "Int type",
                "-> operator", "Set type", "String type",
            ])
    }
}

extension SemanticTokensTests {
    @Test("A parameter a member's directive reads is coloured as the parameter, a call's label of its name is not")
    func parameterReads() throws {
        let spec = """
            public client Search {
                @unrecorded(query) @placeholder(Page(query: query))
                func search(for query: String) -> Page
            }

            """
        let client = try TestClient(files: [:])
        defer { client.stop() }
        client.open("Search.client", spec)
        let tokens = try Self.decode(Self.request(client, "Search.client"), in: spec)
        #expect(
            tokens.filter { $0.hasPrefix("query") || $0.hasPrefix("@") } == [
                "@unrecorded macro", "query parameter", "@placeholder macro", "query parameter",
                "query parameter declaration",
            ])
    }

    @Test("Positions and lengths are in the negotiated encoding", arguments: ["utf-16", "utf-8", "utf-32"])
    func encodings(encoding: String) throws {
        var capabilities = TestClient.richCapabilities.object!
        capabilities["general"] = ["positionEncodings": [.string(encoding)]]
        let client = try TestClient(capabilities: .object(capabilities))
        defer { client.stop() }
        let text = "client Badges {\n    func badge(label: String = \"🥾\", size: Int) -> Bool\n}\n"
        client.open("Badges.client", text)
        let tokens = try Self.decode(
            Self.request(client, "Badges.client"), in: text, encoding: PositionEncoding(rawValue: encoding)!)
        #expect(tokens.contains("\"🥾\" string"))
        #expect(Array(tokens.suffix(4)) == ["size parameter declaration", "Int type", "-> operator", "Bool type"])
    }

    @Test("A comment over several lines is one token a line, and a range gets only the tokens it overlaps")
    func multilineAndRange() throws {
        let client = try TestClient()
        defer { client.stop() }
        let text = "/* One\n   two */\nclient A {\n    func a() -> Int\n    func b() -> Bool\n}\n"
        client.open("A.client", text)
        let all = try Self.decode(Self.request(client, "A.client"), in: text)
        #expect(Array(all.prefix(2)) == ["/* One comment", "   two */ comment"])
        let line = try Self.decode(Self.request(client, "A.client", range: range(4, 0, 4, 20)), in: text)
        #expect(line == ["func keyword", "b method declaration", "-> operator", "Bool type"])
    }

    @Test("A spec in the middle of an edit is classified as far as it goes")
    func brokenSpec() throws {
        let client = try TestClient()
        defer { client.stop() }
        let text = "client A {\n    func a(x: Int\n    @placeholder("
        client.open("A.client", text)
        let tokens = try Self.decode(Self.request(client, "A.client"), in: text)
        #expect(
            tokens == [
                "client keyword", "A class declaration", "func keyword", "a method declaration",
                "x parameter declaration", "Int type", "@placeholder macro",
            ])
        #expect(try Self.request(client, "Unknown.client") == .null)
    }

    @Test("The legend initialize announces names every type and modifier the tokens use")
    func legend() throws {
        let capabilities = SpecLanguageHandler.capabilities(encoding: .utf16)
        let legend = capabilities["semanticTokensProvider"]?["legend"]
        #expect(legend?["tokenTypes"]?.array?.count == SemanticTokenType.allCases.count)
        #expect(legend?["tokenTypes"]?.array?[SemanticTokenType.class.rawValue] == "class")
        #expect(legend?["tokenModifiers"]?.array == ["declaration", "documentation", "static", "deprecated"])
    }
}
