import ClientGenCore
import ClientGenFormat
import LanguageServerBase
import Testing

@testable import ClientGenLanguageServer

@Suite("Formatting")
struct FormattingTests {
    /// A spec out of the canonical layout, with an emoji before what moves on its line.
    static let unformatted = """
        public   client Badges{
        /// 🥾
          func badge(label:String="🥾")->[String]
            @placeholder(false) func isOn( _ name:String )->Bool
        }

        """

    /// `edits` (LSP `TextEdit`s, positions in `encoding`) applied to `text`, as an editor applies them.
    static func apply(_ edits: [JSONValue], to text: String, encoding: PositionEncoding) throws -> String {
        let lines = LineIndex(text)
        var bytes = Array(text.utf8)
        let ranges = try edits.map { edit in
            (try #require(edit["range"].flatMap(TextRange.init(json:))), try #require(edit["newText"]?.string))
        }
        for (range, newText) in ranges.sorted(by: { $0.0.start > $1.0.start }) {
            bytes.replaceSubrange(lines.offsets(of: range, in: encoding), with: Array(newText.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func formatting(_ client: TestClient, _ file: String) throws -> [JSONValue] {
        let result = try client.request(
            "textDocument/formatting",
            ["textDocument": ["uri": .string(TestClient.uri(file))], "options": ["tabSize": 2, "insertSpaces": true]])
        return try #require(result.array)
    }

    @Test(
        "The edits turn the document into what clientgen format writes, in the negotiated encoding",
        arguments: ["utf-16", "utf-8", "utf-32"])
    func formatsLikeTheFormatter(encoding: String) throws {
        var capabilities = TestClient.richCapabilities.object!
        capabilities["general"] = ["positionEncodings": [.string(encoding)]]
        let client = try TestClient(capabilities: .object(capabilities))
        defer { client.stop() }
        client.open("Badges.client", Self.unformatted)
        let edits = try Self.formatting(client, "Badges.client")
        guard case .formatted(let expected) = SpecFormatter.format(SourceFile(path: "x", text: Self.unformatted)) else {
            Issue.record("the formatter did not format the fixture")
            return
        }
        #expect(!edits.isEmpty)
        let formatted = try Self.apply(edits, to: Self.unformatted, encoding: PositionEncoding(rawValue: encoding)!)
        #expect(formatted == String(decoding: expected, as: UTF8.self))
        #expect(formatted.contains("    func badge(label: String = \"🥾\") -> [String]\n"))
    }

    @Test("A formatted spec gets no edit")
    func formattedSpec() throws {
        let client = try TestClient()
        defer { client.stop() }
        client.open("Trails.client", Fixtures.trails)
        #expect(try Self.formatting(client, "Trails.client").isEmpty)
    }

    @Test("A spec with syntax errors is left as it is, and the client's log says why")
    func brokenSpec() throws {
        let client = try TestClient()
        defer { client.stop() }
        client.open("Broken.client", "public client A {\n    func a(\n")
        #expect(try Self.formatting(client, "Broken.client").isEmpty)
        let logged = try client.waitFor { $0["method"] == "window/logMessage" }
        #expect(logged["params"]?["message"]?.string?.contains("was not formatted: ") == true)
        #expect(
            try client.request("textDocument/formatting", ["textDocument": ["uri": "file:///nowhere.client"]]) == [])
    }

    @Test("Every spec of the repository formats to what the formatter writes")
    func repositorySpecs() throws {
        let specs = try RepositorySpecs.all()
        let client = try TestClient(files: specs)
        defer { client.stop() }
        for (path, text) in specs.sorted(by: { $0.key < $1.key }) {
            client.open(path, text)
            let edits = try Self.formatting(client, path)
            guard case .formatted(let expected) = SpecFormatter.format(SourceFile(path: path, text: text)) else {
                #expect(edits.isEmpty, "\(path)")
                continue
            }
            #expect(
                try Self.apply(edits, to: text, encoding: .utf16) == String(decoding: expected, as: UTF8.self),
                "\(path)")
            client.close(path)
        }
    }
}

extension FormattingTests {
    static func rangeFormatting(_ client: TestClient, _ file: String, _ selection: JSONValue) throws -> [JSONValue] {
        let result = try client.request(
            "textDocument/rangeFormatting",
            [
                "textDocument": ["uri": .string(TestClient.uri(file))], "range": selection,
                "options": ["tabSize": 4, "insertSpaces": true],
            ])
        return try #require(result.array)
    }

    @Test("Range formatting changes the lines the range touches and leaves the others as they are")
    func rangeFormatting() throws {
        let client = try TestClient()
        defer { client.stop() }
        client.open("Badges.client", Self.unformatted)
        let edits = try Self.rangeFormatting(client, "Badges.client", range(3, 4, 3, 10))
        #expect(
            try Self.apply(edits, to: Self.unformatted, encoding: .utf16) == """
                public   client Badges{
                /// 🥾
                  func badge(label:String="🥾")->[String]
                    @placeholder(false)
                    func isOn(_ name: String) -> Bool
                }

                """)
        // A range ending at the start of a line leaves that line alone: only the closing brace, laid out already.
        #expect(try Self.rangeFormatting(client, "Badges.client", range(4, 0, 5, 0)).isEmpty)
        let all = try Self.rangeFormatting(client, "Badges.client", range(0, 0, 5, 0))
        #expect(
            try Self.apply(all, to: Self.unformatted, encoding: .utf16)
                == Self.apply(
                    Self.formatting(client, "Badges.client"), to: Self.unformatted, encoding: .utf16))
    }
}
