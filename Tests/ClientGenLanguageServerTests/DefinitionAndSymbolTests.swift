import LanguageServerBase
import Testing

@testable import ClientGenLanguageServer

@Suite("Definition and symbols")
struct DefinitionAndSymbolTests {
    @Test("On an inherited client's name, its declaration in the spec that declares it")
    func inheritedClient() throws {
        let client = try TestClient(files: Fixtures.workspace)
        defer { client.stop() }
        client.open("Specs/Trails.client", Fixtures.trails)
        let location = try client.request("textDocument/definition", "Specs/Trails.client", line: 0, character: 40)
        #expect(location == ["uri": .string(TestClient.uri("Specs/Base.client")), "range": range(0, 14, 0, 27)])
    }

    @Test("On a stored client's type, its declaration; elsewhere, nothing")
    func storedClient() throws {
        let client = try TestClient(files: Fixtures.workspace)
        defer { client.stop() }
        client.open("Specs/App.client", Fixtures.app)
        let location = try client.request("textDocument/definition", "Specs/App.client", line: 2, character: 20)
        #expect(location == ["uri": .string(TestClient.uri("Specs/Trails.client")), "range": range(0, 14, 0, 30)])
        #expect(try client.request("textDocument/definition", "Specs/App.client", line: 3, character: 24) == .null)
        #expect(try client.request("textDocument/definition", "Specs/App.client", line: 0, character: 2) == .null)
    }

    @Test("A name declared by several specs goes to the one nearest to the spec it is used in")
    func nearestDeclaration() throws {
        var files = Fixtures.workspace
        files["Other/Base.client"] = Fixtures.base
        files["Other/Trails.client"] = Fixtures.trails
        let client = try TestClient(files: files)
        defer { client.stop() }
        client.open("Other/Trails.client", Fixtures.trails)
        #expect(try client.diagnostics("Other/Trails.client", version: 1).isEmpty)
        let location = try client.request("textDocument/definition", "Other/Trails.client", line: 0, character: 40)
        #expect(location["uri"] == .string(TestClient.uri("Other/Base.client")))
        client.open("Specs/Trails.client", Fixtures.trails)
        let other = try client.request("textDocument/definition", "Specs/Trails.client", line: 0, character: 40)
        #expect(other["uri"] == .string(TestClient.uri("Specs/Base.client")))
    }

    @Test("A spec's own declaration wins over a sibling spec's, and on a declaration definition stays there")
    func ownDeclaration() throws {
        let client = try TestClient(files: [
            "A.client": "client Foo {}\n", "Z.client": "client Foo {}\nclient Bar: Foo {}\n",
        ])
        defer { client.stop() }
        client.open("Z.client", "client Foo {}\nclient Bar: Foo {}\n")
        let own: JSONValue = ["uri": .string(TestClient.uri("Z.client")), "range": range(0, 7, 0, 10)]
        #expect(try client.request("textDocument/definition", "Z.client", line: 1, character: 13) == own)
        #expect(try client.request("textDocument/definition", "Z.client", line: 0, character: 8) == own)
    }

    @Test("On a client declared in an '#else' branch, definition goes to that declaration, not the '#if' one")
    func conditionalDeclaration() throws {
        let client = try TestClient()
        defer { client.stop() }
        client.open("A.client", "#if DEBUG\nclient A {}\n#else\nclient A {}\n#endif\n")
        let location = try client.request("textDocument/definition", "A.client", line: 3, character: 7)
        #expect(location["range"] == range(3, 7, 3, 8))
    }

    @Test("References: every spec naming the client, and its declaration when the context asks for it")
    func references() throws {
        var files = Fixtures.workspace
        files["Other/Base.client"] = Fixtures.base
        files["Other/Uses.client"] = "client Reader: WebRepository {}\n"
        let client = try TestClient(files: files)
        defer { client.stop() }
        client.open("Specs/Trails.client", Fixtures.trails)
        let params: (Bool) -> JSONValue = { includeDeclaration in
            [
                "textDocument": ["uri": .string(TestClient.uri("Specs/Trails.client"))],
                "position": position(0, 40), "context": ["includeDeclaration": .bool(includeDeclaration)],
            ]
        }
        let all = try client.request("textDocument/references", params(true))
        #expect(
            all == [
                ["uri": .string(TestClient.uri("Specs/Base.client")), "range": range(0, 14, 0, 27)],
                ["uri": .string(TestClient.uri("Specs/Trails.client")), "range": range(0, 32, 0, 45)],
            ])
        let uses = try client.request("textDocument/references", params(false))
        #expect(uses == [["uri": .string(TestClient.uri("Specs/Trails.client")), "range": range(0, 32, 0, 45)]])
        let onMember = try client.request("textDocument/references", "Specs/Trails.client", line: 2, character: 10)
        #expect(onMember == [])
    }

    @Test("Rename: a client's name changes where every spec names it, and a name Swift reserves is refused")
    func rename() throws {
        let client = try TestClient(files: Fixtures.workspace)
        defer { client.stop() }
        client.open("Specs/Trails.client", Fixtures.trails)
        let at: JSONValue = [
            "textDocument": ["uri": .string(TestClient.uri("Specs/Trails.client"))], "position": position(0, 40),
        ]
        let prepared = try client.request("textDocument/prepareRename", at)
        #expect(prepared == ["range": range(0, 32, 0, 45), "placeholder": "WebRepository"])
        let renaming = { (name: String) -> JSONValue in
            [
                "textDocument": ["uri": .string(TestClient.uri("Specs/Trails.client"))], "position": position(0, 40),
                "newName": .string(name),
            ]
        }
        let edit = try client.request("textDocument/rename", renaming("HTTPRepository"))
        #expect(
            edit == [
                "changes": [
                    TestClient.uri("Specs/Base.client"): [["range": range(0, 14, 0, 27), "newText": "HTTPRepository"]],
                    TestClient.uri("Specs/Trails.client"): [
                        ["range": range(0, 32, 0, 45), "newText": "HTTPRepository"]
                    ],
                ]
            ])
        #expect(throws: ResponseError.self) { try client.request("textDocument/rename", renaming("protocol")) }
        #expect(throws: ResponseError.self) { try client.request("textDocument/rename", renaming("Two Words")) }
        #expect(throws: ResponseError.self) { try client.request("textDocument/rename", renaming("")) }
        let onMember = try client.request("textDocument/prepareRename", "Specs/Trails.client", line: 2, character: 10)
        #expect(onMember == .null)
    }

    @Test("Workspace symbols: the clients of every spec whose names hold the query's letters in order, any case")
    func workspaceSymbols() throws {
        let client = try TestClient(files: Fixtures.workspace)
        defer { client.stop() }
        client.open("Specs/Draft.client", "client WeatherClient {}\n")
        let found = try client.request("workspace/symbol", ["query": "wc"])
        #expect(
            found == [
                [
                    "name": "WeatherClient", "kind": 11,
                    "location": ["uri": .string(TestClient.uri("Specs/Draft.client")), "range": range(0, 7, 0, 20)],
                ]
            ])
        let all = try client.request("workspace/symbol", ["query": ""])
        #expect(
            all.array?.compactMap { $0["name"]?.string } == [
                "AppClient", "WebRepository", "WeatherClient", "TrailsRepository",
            ])
        #expect(all.array?.first?["kind"] == 23)
        #expect(try client.request("workspace/symbol", ["query": "zz"]) == [])
    }

    @Test("A name matches a query whose letters it holds in order, ignoring case")
    func symbolQueryMatching() {
        #expect(SpecLanguageHandler.matches("TrailsRepository", query: "trepo"))
        #expect(SpecLanguageHandler.matches("TrailsRepository", query: ""))
        #expect(!SpecLanguageHandler.matches("TrailsRepository", query: "repoz"))
        #expect(!SpecLanguageHandler.matches("Trails", query: "trailsx"))
    }

    @Test("Document symbols: clients with their type aliases and members, nested, with names as Swift spells them")
    func hierarchicalSymbols() throws {
        let client = try TestClient()
        defer { client.stop() }
        let spec = """
            @style(struct)
            public client Store {
                typealias Key = String
                func load(_ key: Key, from path: String) async throws -> [UInt8]
                var isReady: Bool { get }
            }
            public client Connector {
                init?(port: Int)
            }

            """
        client.open("Store.client", spec)
        let symbols = try client.request(
            "textDocument/documentSymbol", ["textDocument": ["uri": .string(TestClient.uri("Store.client"))]])
        #expect(symbols.array?.map { $0["name"] } == ["Store", "Connector"])
        #expect(symbols[0]?["kind"] == 23)
        #expect(symbols[0]?["selectionRange"] == range(1, 14, 1, 19))
        #expect(symbols[0]?["range"] == range(0, 0, 5, 1))
        let children = try #require(symbols[0]?["children"]?.array)
        #expect(children.map { $0["name"] } == ["Key", "load(_:from:)", "isReady"])
        #expect(children.map { $0["kind"] } == [26, 6, 7])
        #expect(children[1]["selectionRange"] == range(3, 9, 3, 13))
        #expect(symbols[1]?["kind"] == 11)
        #expect(symbols[1]?["children"]?[0]?["name"] == "init?(port:)")
        #expect(symbols[1]?["children"]?[0]?["kind"] == 9)
    }

    @Test("Clients and members under '#if' are symbols too, with their condition as the detail; a subscript a method")
    func conditionalSymbols() throws {
        let client = try TestClient()
        defer { client.stop() }
        let spec = """
            public client Files {
                subscript(path: String) -> Int? { get }
                #if os(Linux)
                    func root() -> String
                    #if DEBUG
                        func debug()
                    #endif
                #else
                    func root() -> String
                #endif
            }
            #if !os(watchOS)
                public client Indicator {
                    func start()
                }
            #endif

            """
        client.open("Files.client", spec)
        let symbols = try client.request(
            "textDocument/documentSymbol", ["textDocument": ["uri": .string(TestClient.uri("Files.client"))]])
        #expect(symbols.array?.map { $0["name"] } == ["Files", "Indicator"])
        #expect(symbols[0]?["detail"] == nil)
        #expect(symbols[1]?["detail"] == "#if !os(watchOS)")
        #expect(symbols[1]?["children"]?[0]?["name"] == "start()")
        let children = try #require(symbols[0]?["children"]?.array)
        #expect(children.map { $0["name"] } == ["subscript(_:)", "root()", "debug()", "root()"])
        #expect(children.map { $0["kind"] } == [6, 6, 6, 6])
        #expect(children.map { $0["detail"] } == [nil, "#if os(Linux)", "#if os(Linux) && DEBUG", "#if !os(Linux)"])
        #expect(children[3]["selectionRange"] == range(8, 13, 8, 17))
    }

    @Test("Without nested symbols, a flat list naming each member's client")
    func flatSymbols() throws {
        let client = try TestClient(capabilities: [:])
        defer { client.stop() }
        client.open("Trails.client", Fixtures.trails)
        let symbols = try client.request(
            "textDocument/documentSymbol", ["textDocument": ["uri": .string(TestClient.uri("Trails.client"))]])
        #expect(symbols.array?.map { $0["name"] } == ["TrailsRepository", "trails(near:)", "isCached(_:)"])
        #expect(symbols[1]?["containerName"] == "TrailsRepository")
        #expect(symbols[1]?["location"]?["uri"] == .string(TestClient.uri("Trails.client")))
    }

    @Test("A spec in the middle of an edit still has symbols for what parses")
    func brokenSpecSymbols() throws {
        let client = try TestClient()
        defer { client.stop() }
        client.open("Broken.client", "public client A {\n    func a(\n    var b: Int { get }\n")
        let symbols = try client.request(
            "textDocument/documentSymbol", ["textDocument": ["uri": .string(TestClient.uri("Broken.client"))]])
        #expect(symbols[0]?["name"] == "A")
    }

    @Test("A client or member being typed without a name yet is no symbol: LSP forbids an empty name")
    func namelessSymbols() throws {
        let client = try TestClient()
        defer { client.stop() }
        let texts = [
            "public client ", "client {\n}", "client 1 {}", "client A {\n    var : Int\n}\nclient {\n    func a()\n}\n",
        ]
        for (version, text) in texts.enumerated() {
            client.open("Typing.client", text, version: version)
            let symbols = try client.request(
                "textDocument/documentSymbol", ["textDocument": ["uri": .string(TestClient.uri("Typing.client"))]])
            let names = (symbols.array ?? []).flatMap { [$0] + ($0["children"]?.array ?? []) }.compactMap {
                $0["name"]?.string
            }
            #expect(!names.contains { $0.allSatisfy(\.isWhitespace) }, "\(text): \(names)")
            client.close("Typing.client")
        }
    }
}
