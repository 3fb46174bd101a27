import ClientGenCore
import LanguageServerBase
import Testing

@testable import ClientGenLanguageServer

@Suite("Completion")
struct CompletionTests {
    /// The labels of the completion items at a position of a spec opened in the fixtures' workspace.
    static func labels(
        _ spec: String,
        line: Int,
        character: Int,
        capabilities: JSONValue = TestClient.richCapabilities
    ) throws -> [String] {
        try items(spec, line: line, character: character, capabilities: capabilities).compactMap { $0["label"]?.string }
    }

    /// The labels of the keyword items (no snippets) at a position of a spec opened in the fixtures' workspace.
    static func keywords(_ spec: String, line: Int, character: Int) throws -> [String] {
        try items(spec, line: line, character: character).filter { $0["kind"] != 15 }.compactMap { $0["label"]?.string }
    }

    static func items(
        _ spec: String,
        line: Int,
        character: Int,
        capabilities: JSONValue = TestClient.richCapabilities
    ) throws -> [JSONValue] {
        let client = try TestClient(files: Fixtures.workspace, capabilities: capabilities)
        defer { client.stop() }
        client.open("Specs/New.client", spec)
        let result = try client.request("textDocument/completion", "Specs/New.client", line: line, character: character)
        return try #require(result["items"]?.array)
    }

    @Test("After '@' before a client, the client's directives")
    func clientDirectives() throws {
        let labels = try Self.labels("@\npublic client A {}\n", line: 0, character: 1)
        #expect(labels == Directive.allCases.filter(\.appliesToClients).map(\.rawValue))
    }

    @Test("After '@' before a member, the members' directives, and a partial name is replaced")
    func memberDirectives() throws {
        let spec = "public client A {\n    @pla\n    func a() -> Int\n}\n"
        let items = try Self.items(spec, line: 1, character: 8)
        #expect(
            items.compactMap { $0["label"]?.string }
                == Directive.allCases.filter { !$0.appliesToClients }.map(\.rawValue))
        let placeholder = try #require(items.first { $0["label"] == "placeholder" })
        #expect(placeholder["textEdit"] == ["range": range(1, 5, 1, 8), "newText": "placeholder($1)"])
        #expect(placeholder["insertTextFormat"] == 2)
        #expect(placeholder["documentation"]?["value"] == .string(Directive.placeholder.reference.meaning))
        let trapping = try #require(items.first { $0["label"] == "trapping" })
        #expect(trapping["textEdit"]?["newText"] == "trapping")
    }

    @Test("Without snippets, a directive is its name alone")
    func withoutSnippets() throws {
        let items = try Self.items("@\npublic client A {}\n", line: 0, character: 1, capabilities: [:])
        let key = try #require(items.first { $0["label"] == "key" })
        #expect(key["textEdit"]?["newText"] == "key")
        #expect(key["insertTextFormat"] == 1)
        #expect(key["documentation"]?["kind"] == "plaintext")
    }

    @Test("After ':' in a client's header, the workspace's other clients and the protocols a client may refine")
    func inheritance() throws {
        let labels = try Self.labels("public client TrailsRepository: \n", line: 0, character: 32)
        #expect(labels == ["AppClient", "WebRepository", "AnyObject", "Actor", "Sendable", "@marker"])
        let afterComma = try Self.labels("public client A: AnyObject, W {}\n", line: 0, character: 29)
        #expect(afterComma.contains("WebRepository") && afterComma.contains("TrailsRepository"))
    }

    @Test("In a client's inheritance list, '@marker' (after '@' only it), written with its space and the docs' words")
    func marker() throws {
        let items = try Self.items("public client A: \n", line: 0, character: 17)
        let marker = try #require(items.first { $0["label"] == "@marker" })
        #expect(marker["textEdit"]?["newText"] == "@marker ")
        #expect(marker["filterText"] == "marker")
        #expect(marker["documentation"] == .string(InheritanceAttribute.marker.meaning))
        let afterAt = try Self.items("public client A: AnyObject, @ma {}\n", line: 0, character: 31)
        #expect(afterAt.map { $0["label"] } == ["@marker"])
        #expect(afterAt.first?["textEdit"] == ["range": range(0, 29, 0, 31), "newText": "marker"])
        #expect(try Self.labels("public client A: @\n", line: 0, character: 18) == ["@marker"])
        // Before a client, and in its body, '@' still offers the directives.
        #expect(try Self.labels("@\npublic client A: B {}\n", line: 0, character: 1).contains("key"))
    }

    @Test(
        "Where a type is written, the workspace's clients, then the member's generic parameters, the spec's types, Swift's"
    )
    func types() throws {
        let spec = "public client A {\n    var web: \n    func b() -> [Tr]\n    func c<T: Decodable>(x: Trail) -> \n}\n"
        let clients = ["A", "AppClient", "TrailsRepository", "WebRepository"]
        let property = try Self.labels(spec, line: 1, character: 13)
        #expect(property == clients + ["Decodable", "Tr", "Trail"] + SpecLanguageHandler.standardTypes)
        #expect(try Self.labels(spec, line: 2, character: 18).contains("TrailsRepository"))
        // In `c`, its generic parameter comes after the clients; the word being typed is not offered.
        let result = try Self.labels(spec, line: 3, character: 38)
        #expect(Array(result.prefix(6)) == clients + ["T", "Decodable"])
        #expect(!(try Self.labels(spec, line: 2, character: 18)).contains("Tr"))
    }

    @Test("Where a declaration starts, a snippet of each declaration after the keywords, for a client that takes them")
    func declarationSnippets() throws {
        let items = try Self.items("\n", line: 0, character: 0)
        let snippets = items.filter { $0["kind"] == 15 }
        #expect(snippets.compactMap { $0["filterText"]?.string } == ["client", "import"])
        let client = try #require(snippets.first)
        #expect(client["label"] == "client Name { … }")
        #expect(client["insertTextFormat"] == 2)
        #expect(client["textEdit"] == ["range": range(0, 0, 0, 0), "newText": "client ${1:Name} {\n    $0\n}"])
        let body = "public client A {\n    fu\n}\n"
        let member = try Self.items(body, line: 1, character: 6).filter { $0["kind"] == 15 }
        #expect(
            member.compactMap { $0["filterText"]?.string } == ["func", "var", "init", "subscript", "typealias"])
        #expect(member.first?["textEdit"]?["range"] == range(1, 4, 1, 6))
        let plain = try Self.items(body, line: 1, character: 6, capabilities: [:])
        #expect(plain.allSatisfy { $0["kind"] == 14 })
    }

    @Test("Where a declaration starts, the keywords that start one there; after a method's parameters, its effects")
    func keywords() throws {
        #expect(try Self.keywords("\n", line: 0, character: 0) == CompletionContext.topLevelKeywords)
        #expect(try Self.keywords("public \n", line: 0, character: 7) == ["client"])
        let spec =
            "public client A {\n    fu\n    func a(x: Int) \n    @available(iOS 15, *) \n    var b: Int { g }\n}\n"
        #expect(try Self.keywords(spec, line: 1, character: 6) == CompletionContext.memberKeywords)
        #expect(try Self.keywords(spec, line: 2, character: 19) == CompletionContext.effectKeywords)
        #expect(try Self.keywords(spec, line: 3, character: 26) == CompletionContext.memberKeywords)
        #expect(try Self.keywords(spec, line: 4, character: 18).isEmpty)
    }

    @Test("In a comment, nothing: not after ':' or '@', in a line, doc or block comment, nor at the end of the spec")
    func inComments() throws {
        let spec = "client A {\n    /// Note:\n    // TODO: email me@\n    /* @ */\n}\n// @"
        #expect(try Self.keywords(spec, line: 1, character: 13).isEmpty)
        #expect(try Self.keywords(spec, line: 2, character: 12).isEmpty)
        #expect(try Self.keywords(spec, line: 2, character: 22).isEmpty)
        #expect(try Self.keywords(spec, line: 3, character: 8).isEmpty)
        #expect(try Self.keywords(spec, line: 5, character: 4).isEmpty)
        #expect(try Self.keywords("/* @\n", line: 0, character: 4).isEmpty)
        // After a comment, completion is back.
        #expect(try Self.keywords(spec, line: 3, character: 11) == CompletionContext.memberKeywords)
    }

    @Test("'@' in a parameter's or result's type, or in a directive's argument, offers no directives")
    func atInTypesAndArguments() throws {
        let body = { (line: String) in "public client A {\n\(line)\n    func g() -> Int\n}\n" }
        #expect(try Self.labels(body("    func f(x: @"), line: 1, character: 15).isEmpty)
        #expect(try Self.labels(body("    func f() -> @"), line: 1, character: 17).isEmpty)
        #expect(try Self.labels(body("    func f(x: @escaping @"), line: 1, character: 25).isEmpty)
        #expect(try Self.labels(body("    @placeholder(@)"), line: 1, character: 18).isEmpty)
        #expect(try Self.labels(body("    @available(iOS 15, *) @"), line: 1, character: 27).contains("placeholder"))
        #expect(try Self.labels(body("    public @"), line: 1, character: 12).contains("placeholder"))
    }

    @Test("After a modifier, only the keywords that may still follow it; after 'async', 'throws'")
    func afterModifiersAndAsync() throws {
        #expect(try Self.keywords("public \n", line: 0, character: 7) == ["client"])
        let afterStatic = try Self.keywords("public client A {\n    static \n}\n", line: 1, character: 11)
        #expect(afterStatic.contains("func") && !afterStatic.contains("static") && !afterStatic.contains("init"))
        #expect(try Self.labels("public client A {\n    func f() async \n}\n", line: 1, character: 19) == ["throws"])
    }

    @Test("':' in an expression (a ternary, a dictionary literal, an attribute's argument) offers no clients")
    func colonInExpressions() throws {
        let body = { (line: String) in "public client A {\n\(line)\n    func g() -> Int\n}\n" }
        #expect(try Self.labels(body("    @placeholder(true ? 1 :)"), line: 1, character: 27).isEmpty)
        #expect(try Self.labels(body("    func f(x: [Int: Int] = [1:])"), line: 1, character: 30).isEmpty)
        #expect(try Self.labels(body("    @available(iOS, deprecated, message:)"), line: 1, character: 40).isEmpty)
        #expect(try Self.labels(body("    func f(x: [String: ])"), line: 1, character: 23).contains("A"))
    }

    @Test("In the middle of a word, the whole word is replaced")
    func middleOfWord() throws {
        let items = try Self.items(
            "public client A {\n    @placeholder(1)\n    func a() -> Int\n}\n", line: 1, character: 9)
        let placeholder = try #require(items.first { $0["label"] == "placeholder" })
        #expect(placeholder["textEdit"]?["range"] == range(1, 5, 1, 16))
    }
}
