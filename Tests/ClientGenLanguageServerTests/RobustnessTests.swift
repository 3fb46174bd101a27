import Foundation
import LanguageServerBase
import Testing

@testable import ClientGenLanguageServer

@Suite("Robustness")
struct RobustnessTests {
    static let methods = [
        "textDocument/codeAction", "textDocument/hover", "textDocument/completion", "textDocument/definition",
        "textDocument/documentSymbol", "textDocument/formatting", "textDocument/references",
        "textDocument/prepareRename", "textDocument/rename", "textDocument/rangeFormatting",
        "textDocument/semanticTokens/full", "textDocument/semanticTokens/range", "textDocument/foldingRange",
        "textDocument/documentHighlight", "textDocument/codeLens", "textDocument/selectionRange",
        "textDocument/signatureHelp",
    ]

    @Test("A request without the params it needs gets InvalidParams; an unknown one MethodNotFound", arguments: methods)
    func missingParams(method: String) throws {
        let client = try TestClient()
        defer { client.stop() }
        for params in [nil, .null, [], [:], ["textDocument": 3], ["textDocument": ["uri": 1]]] as [JSONValue?] {
            #expect(throws: ResponseError.self) {
                _ = try client.handler.handle(request: RequestMessage(id: .integer(1), method: method, params: params))
            }
            do {
                _ = try client.handler.handle(request: RequestMessage(id: .integer(1), method: method, params: params))
            } catch let error as ResponseError {
                #expect(error.code == .invalidParams)
            }
        }
        #expect {
            _ = try client.request("textDocument/linkedEditingRange", [:])
        } throws: { error in
            (error as? ResponseError)?.code == .methodNotFound
        }
    }

    @Test("Positions and ranges out of the document, reversed or negative, are clamped", arguments: methods)
    func outOfRangePositions(method: String) throws {
        let client = try TestClient(files: Fixtures.workspace)
        defer { client.stop() }
        client.open("Specs/Trails.client", Fixtures.trails)
        let positions: [JSONValue] = [position(-1, -1), position(0, 10_000), position(10_000, 0), position(3, 2)]
        for start in positions {
            for end in positions {
                let params: JSONValue = [
                    "textDocument": ["uri": .string(TestClient.uri("Specs/Trails.client"))], "position": start,
                    "range": ["start": start, "end": end], "context": ["diagnostics": []], "newName": "Renamed",
                    "positions": [start, end],
                ]
                _ = try client.request(method, params)
            }
        }
    }

    @Test("Malformed notifications change nothing and stop nothing")
    func malformedNotifications() throws {
        let client = try TestClient(files: Fixtures.workspace)
        defer { client.stop() }
        let malformed: [(String, JSONValue)] = [
            ("textDocument/didOpen", [:]), ("textDocument/didOpen", ["textDocument": ["uri": "file:///x.client"]]),
            (
                "textDocument/didChange",
                [
                    "textDocument": ["uri": .string(TestClient.uri("Nope.client")), "version": 2],
                    "contentChanges": [["text": "x"]],
                ]
            ),
            ("textDocument/didChange", ["textDocument": 1]), ("textDocument/didClose", [:]),
            ("textDocument/didClose", ["textDocument": ["uri": "file:///never-opened.client"]]),
            ("workspace/didChangeWatchedFiles", ["changes": [["uri": 3], "x"]]),
            ("workspace/didChangeWatchedFiles", ["changes": [["uri": "untitled:1", "type": 2]]]),
            ("workspace/didChangeWorkspaceFolders", ["event": ["added": [["uri": 3]], "removed": "x"]]),
            ("$/setTrace", [:]), ("made/up", [1, 2]),
        ]
        for (method, params) in malformed { client.notify(method, params) }
        client.settle()
        #expect(client.handler.workspace.count == Fixtures.workspace.count)
        client.open("Specs/Trails.client", Fixtures.trails)
        #expect(try client.diagnostics("Specs/Trails.client", version: 1).isEmpty)
    }

    @Test("Thousands of open, change and close cycles leave nothing behind")
    func longSession() throws {
        let client = try TestClient(files: Fixtures.workspace, delay: .zero)
        defer { client.stop() }
        for cycle in 0..<3_000 {
            let file = "Scratch/Doc\(cycle % 7).client"
            client.open(file, Fixtures.emoji)
            client.change(file, version: 2, changes: [["range": range(2, 40, 2, 49), "text": "[String]"]])
            _ = try client.request("textDocument/hover", file, line: 2, character: 10)
            client.close(file)
            client.open("Specs/Trails.client", Fixtures.trails + "// \(cycle)\n")
            client.close("Specs/Trails.client")
        }
        #expect(client.handler.documents.openURIs.isEmpty)
        #expect(client.handler.workspace.count == Fixtures.workspace.count)
        #expect(client.handler.workspace.openKeys.isEmpty)
        #expect(
            client.handler.workspace.spec(TestClient.path("Specs/Trails.client"))?.lines.bytes
                == Array(Fixtures.trails.utf8))
        _ = try client.publication("Scratch/Doc6.client", number: 1)
        let deadline = ContinuousClock.now + .seconds(10)
        while !client.handler.publisher.pendingKeys.isEmpty, ContinuousClock.now < deadline {
            Thread.sleep(forTimeInterval: 0.005)
        }
        #expect(client.handler.publisher.pendingKeys.isEmpty)
        #expect(client.handler.workspace.indexedCount == Fixtures.workspace.count)
    }
}

extension RobustnessTests {
    /// Documents an editor may hold mid-edit or a hostile file may be: deep nesting, unclosed comments and strings,
    /// lone carriage returns, a client of a thousand generic methods.
    static let hostileDocuments: [String] = [
        String(repeating: "(", count: 5_000) + String(repeating: "{", count: 5_000),
        String(repeating: "/* ", count: 2_000) + "client A {}",
        "client A {\r    func a(x: \"unterminated\r\n    /// 🥾\r}\r",
        "client A {\n" + (0..<1_000).map { "    func m\($0)<T\($0): P>(x: T\($0)) -> T\($0)\n" }.joined() + "}\n",
        "@@@@ #if #else #endif #if\n client client client : : -> -> ```\u{FEFF}\u{0}",
    ]

    @Test("Every request on hostile documents answers, and semantic tokens stay inside the document's lines")
    func hostileDocuments() throws {
        let client = try TestClient()
        defer { client.stop() }
        for (number, text) in Self.hostileDocuments.enumerated() {
            let file = "Hostile\(number).client"
            client.open(file, text)
            for method in Self.methods {
                for place in [position(0, 0), position(1, 8), position(3, 30), position(10_000, 0)] {
                    let params: JSONValue = [
                        "textDocument": ["uri": .string(TestClient.uri(file))], "position": place,
                        "range": ["start": position(0, 0), "end": place], "context": ["diagnostics": []],
                        "newName": "Renamed", "positions": [place],
                    ]
                    _ = try client.request(method, params)
                }
            }
            let tokens = try client.request(
                "textDocument/semanticTokens/full", ["textDocument": ["uri": .string(TestClient.uri(file))]])
            let data = try #require(tokens["data"]?.array).compactMap(\.int)
            let lines = LineIndex(text)
            var line = 0
            var character = 0
            for token in stride(from: 0, to: data.count, by: 5) {
                line += data[token]
                character = data[token] == 0 ? character + data[token + 1] : data[token + 1]
                let bounds = lines.lineBounds(line)
                let end = lines.position(of: bounds.upperBound, in: .utf16).character
                #expect(line < lines.lineCount && data[token + 2] > 0 && character + data[token + 2] <= end, "\(file)")
            }
            client.close(file)
        }
    }
}
