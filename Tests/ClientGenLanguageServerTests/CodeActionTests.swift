import ClientGenCore
import LanguageServerBase
import Testing

@testable import ClientGenLanguageServer

@Suite("Quick fixes")
struct CodeActionTests {
    /// A spec whose member needs `@placeholder`, with an emoji before the member on its line.
    static let spec = """
        public client Flags {
            /* 🥾 */ func isOn(_ name: String) -> Bool
        }

        """

    /// The params of a code action request for the spec's member line.
    static func params(only: [String]? = nil) -> JSONValue {
        var context: JSONObject = ["diagnostics": []]
        if let only { context["only"] = .array(only.map(JSONValue.string)) }
        return [
            "textDocument": ["uri": .string(TestClient.uri("Flags.client"))], "range": range(1, 0, 1, 40),
            "context": .object(context),
        ]
    }

    @Test("A fix-it is a quick fix with its diagnostic and a versioned edit, in UTF-16")
    func quickFix() throws {
        let client = try TestClient()
        defer { client.stop() }
        client.open("Flags.client", Self.spec, version: 7)
        _ = try client.diagnostics("Flags.client", version: 7)
        let actions = try #require(try client.request("textDocument/codeAction", Self.params()).array)
        let action = try #require(actions.first)
        #expect(actions.count == 1)
        #expect(action["kind"] == "quickfix")
        #expect(action["title"] == "insert '@placeholder(<#Bool#>)'")
        #expect(action["diagnostics"]?[0]?["code"] == "sema.missing-placeholder")
        let change = try #require(action["edit"]?["documentChanges"]?[0])
        #expect(change["textDocument"] == ["uri": .string(TestClient.uri("Flags.client")), "version": 7])
        // The member starts after `/* 🥾 */ ` (4 + 9 UTF-16 units).
        #expect(change["edits"] == [["range": range(1, 13, 1, 13), "newText": "@placeholder(<#Bool#>)\n    "]])
    }

    @Test("Applying the quick fix's edit leaves the spec without that diagnostic")
    func applyingTheFix() throws {
        let client = try TestClient()
        defer { client.stop() }
        client.open("Flags.client", Self.spec)
        _ = try client.diagnostics("Flags.client", version: 1)
        let action = try #require(try client.request("textDocument/codeAction", Self.params())[0])
        let edits = try #require(action["edit"]?["documentChanges"]?[0]?["edits"]?.array)
        let changes = edits.map { edit in JSONValue.object(["range": edit["range"]!, "text": edit["newText"]!]) }
        client.change(
            "Flags.client", version: 2,
            changes: changes.map { change in
                // `<#Bool#>` is an editor placeholder: the user writes the value.
                var change = change.object!
                change["text"] = .string(change["text"]!.string!.replacingOccurrences(of: "<#Bool#>", with: "false"))
                return .object(change)
            })
        #expect(try client.diagnostics("Flags.client", version: 2).isEmpty)
        let text = try #require(client.handler.documents.document(TestClient.uri("Flags.client"))?.text)
        #expect(text.contains("    /* 🥾 */ @placeholder(false)\n    func isOn"))
    }

    @Test("Without document changes, the edit is 'changes' by URI")
    func plainChanges() throws {
        let client = try TestClient(capabilities: [:])
        defer { client.stop() }
        client.open("Flags.client", Self.spec)
        let action = try #require(try client.request("textDocument/codeAction", Self.params())[0])
        #expect(action["edit"]?["changes"]?[TestClient.uri("Flags.client")]?[0]?["newText"] != nil)
        #expect(action["edit"]?["documentChanges"] == nil)
    }

    @Test("Only diagnostics in the requested range, and only when quick fixes are among the kinds asked for")
    func rangeAndKinds() throws {
        let client = try TestClient()
        defer { client.stop() }
        client.open("Flags.client", Self.spec)
        var elsewhere = Self.params().object!
        elsewhere["range"] = range(0, 0, 0, 5)
        #expect(try client.request("textDocument/codeAction", .object(elsewhere)) == [])
        #expect(try client.request("textDocument/codeAction", Self.params(only: ["refactor"])) == [])
        #expect(try client.request("textDocument/codeAction", Self.params(only: ["quickfix"])).array?.count == 1)
    }

    @Test("Asked for source.fixAll, one action makes every fix-it of the spec, wherever the range is")
    func fixAll() throws {
        let client = try TestClient()
        defer { client.stop() }
        let spec = "protocol Flags {\n    func isOn(_ name: String) -> Bool\n    func count() -> Int\n}\n"
        client.open("Flags.client", spec, version: 3)
        _ = try client.diagnostics("Flags.client", version: 3)
        var params = Self.params(only: ["source.fixAll"]).object!
        params["range"] = range(0, 0, 0, 0)
        let actions = try #require(try client.request("textDocument/codeAction", .object(params)).array)
        #expect(actions.map { $0["kind"] } == ["source.fixAll.clientgen"])
        let edits = try #require(actions.first?["edit"]?["documentChanges"]?[0]?["edits"]?.array)
        #expect(
            edits.map { $0["newText"] } == ["client", "@placeholder(<#Bool#>)\n    ", "@placeholder(<#Int#>)\n    "])
        // Quick fixes alone do not bring it, nor does a kind of another family.
        let quickFixes = try client.request("textDocument/codeAction", Self.params(only: ["quickfix"])).array ?? []
        #expect(quickFixes.map { $0["kind"] } == ["quickfix"])
        #expect(try client.request("textDocument/codeAction", Self.params(only: ["refactor"])) == [])
        #expect(SpecLanguageHandler.asks(["source"], for: SpecLanguageHandler.fixAllKind))
        #expect(!SpecLanguageHandler.asks(["sourcery"], for: SpecLanguageHandler.fixAllKind))
    }

    @Test("A diagnostic with several fix-its is one quick fix that makes them all, named by each title once")
    func severalFixIts() throws {
        let fixIts = [
            FixIt(
                id: DiagnosticID(rawValue: "fixit.a"), message: "write 'x'", range: .init(start: 0, end: 1),
                replacement: "x"),
            FixIt(
                id: DiagnosticID(rawValue: "fixit.a"), message: "write 'x'", range: .init(start: 2, end: 3),
                replacement: "x"),
            FixIt(
                id: DiagnosticID(rawValue: "fixit.b"), message: "insert ';'", range: .init(start: 4, end: 4),
                replacement: ";"),
        ]
        #expect(SpecLanguageHandler.title(of: fixIts) == "write 'x'; insert ';'")
        let spec = WorkspaceSpec(uri: "file:///a.client", lines: LineIndex("a b c d"), version: 3)
        let edit = SpecLanguageHandler.workspaceEdit(fixIts, in: spec, encoding: .utf16, documentChanges: false)
        #expect(
            edit == [
                "changes": [
                    "file:///a.client": [
                        ["range": range(0, 0, 0, 1), "newText": "x"], ["range": range(0, 2, 0, 3), "newText": "x"],
                        ["range": range(0, 4, 0, 4), "newText": ";"],
                    ]
                ]
            ])
    }

    @Test("In a spec whose lines end in CRLF (or CR), a quick fix breaks its lines the same way")
    func lineBreaksOfTheSpec() throws {
        for lineBreak in ["\r\n", "\r"] {
            let client = try TestClient()
            defer { client.stop() }
            client.open("Flags.client", Self.spec.replacing("\n", with: lineBreak))
            _ = try client.diagnostics("Flags.client", version: 1)
            let action = try #require(try client.request("textDocument/codeAction", Self.params())[0])
            let edits = action["edit"]?["documentChanges"]?[0]?["edits"]
            #expect(edits?[0]?["newText"] == .string("@placeholder(<#Bool#>)\(lineBreak)    "))
        }
    }
}
