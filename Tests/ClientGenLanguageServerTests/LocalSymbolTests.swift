import LanguageServerBase
import Testing

@testable import ClientGenLanguageServer

/// Rename and go to definition on the names a member declares for itself: its parameters, their labels and its
/// generic parameters.
@Suite("Names a member declares")
struct LocalSymbolTests {
    static let spec = """
        public client Search {
            @unrecorded(query)
            @placeholder(Page(query: query, items: []))
            func search(for query: String, limit: Int) async -> Page
            // query
            func first<Element: Sendable>(of kind: Element.Type, where match: @Sendable (Element) -> Bool) -> Element?
        }

        """

    static func at(_ line: Int, _ character: Int, renamingTo name: String? = nil) -> JSONValue {
        var params: JSONObject = [
            "textDocument": ["uri": .string(TestClient.uri("Specs/Search.client"))],
            "position": position(line, character),
        ]
        if let name { params["newName"] = .string(name) }
        return .object(params)
    }

    static func edits(_ ranges: [JSONValue], _ name: String) -> JSONValue {
        [
            "changes": [
                TestClient.uri("Specs/Search.client"): .array(ranges.map { ["range": $0, "newText": .string(name)] })
            ]
        ]
    }

    @Test("A parameter's local name is renamed where the member's directives read it, not where a call labels it")
    func parameter() throws {
        let client = try TestClient(files: [:])
        defer { client.stop() }
        client.open("Specs/Search.client", Self.spec)
        let prepared = try client.request("textDocument/prepareRename", Self.at(3, 22))
        #expect(prepared == ["range": range(3, 20, 3, 25), "placeholder": "query"])
        // From the directive's argument too: the same symbol, and the place under the cursor to prepare.
        let fromDirective = try client.request("textDocument/prepareRename", Self.at(1, 18))
        #expect(fromDirective == ["range": range(1, 16, 1, 21), "placeholder": "query"])
        let edit = try client.request("textDocument/rename", Self.at(1, 18, renamingTo: "text"))
        #expect(edit == Self.edits([range(3, 20, 3, 25), range(1, 16, 1, 21), range(2, 29, 2, 34)], "text"))
        #expect(throws: ResponseError.self) {
            try client.request("textDocument/rename", Self.at(3, 22, renamingTo: "in"))
        }
    }

    @Test("A label before a local name, and a single name, are renamed where they are written")
    func labels() throws {
        let client = try TestClient(files: [:])
        defer { client.stop() }
        client.open("Specs/Search.client", Self.spec)
        let label = try client.request("textDocument/rename", Self.at(3, 17, renamingTo: "matching"))
        #expect(label == Self.edits([range(3, 16, 3, 19)], "matching"))
        let single = try client.request("textDocument/rename", Self.at(3, 36, renamingTo: "count"))
        #expect(single == Self.edits([range(3, 35, 3, 40)], "count"))
    }

    @Test("A generic parameter is renamed wherever the member writes it")
    func genericParameter() throws {
        let client = try TestClient(files: [:])
        defer { client.stop() }
        client.open("Specs/Search.client", Self.spec)
        let edit = try client.request("textDocument/rename", Self.at(5, 45, renamingTo: "Item"))
        let places = [range(5, 15, 5, 22), range(5, 43, 5, 50), range(5, 81, 5, 88), range(5, 102, 5, 109)]
        #expect(edit == Self.edits(places, "Item"))
    }

    @Test("Go to definition takes a directive's parameter and a generic parameter to where the member declares them")
    func definition() throws {
        let client = try TestClient(files: [:])
        defer { client.stop() }
        client.open("Specs/Search.client", Self.spec)
        let uri = JSONValue.string(TestClient.uri("Specs/Search.client"))
        let parameter = try client.request("textDocument/definition", "Specs/Search.client", line: 2, character: 30)
        #expect(parameter == ["uri": uri, "range": range(3, 20, 3, 25)])
        let generic = try client.request("textDocument/definition", "Specs/Search.client", line: 5, character: 104)
        #expect(generic == ["uri": uri, "range": range(5, 15, 5, 22)])
    }

    @Test("Highlights on a parameter mark its declaration as a write and the directives' reads, not a call's label")
    func highlights() throws {
        let client = try TestClient(files: [:])
        defer { client.stop() }
        client.open("Specs/Search.client", Self.spec)
        let found = try FoldingAndHighlightTests.highlights(client, "Specs/Search.client", 1, 18)
        #expect(found == ["3:20 3", "1:16 2", "2:29 2"])
    }

    @Test("Nothing to rename on a call's label, a member's name, a type or a comment")
    func nothing() throws {
        let client = try TestClient(files: [:])
        defer { client.stop() }
        client.open("Specs/Search.client", Self.spec)
        for (line, character) in [(2, 24), (3, 11), (3, 29), (4, 9), (1, 8)] {
            let prepared = try client.request("textDocument/prepareRename", Self.at(line, character))
            #expect(prepared == .null, "\(line):\(character)")
        }
    }
}
