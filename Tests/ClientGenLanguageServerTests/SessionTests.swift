import Foundation
import LanguageServerBase
import Testing

@testable import ClientGenLanguageServer

/// The whole server, framing and lifecycle included, driven through pipes as an editor drives `clientgen lsp`.
@Suite("A session through pipes")
struct SessionTests {
    /// The server running on a thread of its own, reading and writing pipes.
    final class RunningServer: @unchecked Sendable {
        let input: (read: Int32, write: Int32)
        let output: (read: Int32, write: Int32)
        private let condition = NSCondition()
        private var exitCode: Int32?
        private var reader: MessageReader

        init(files: [String: String]) throws {
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else { throw POSIXError(.EIO) }
            input = (ends[0], ends[1])
            guard pipe(&ends) == 0 else { throw POSIXError(.EIO) }
            output = (ends[0], ends[1])
            reader = MessageReader(fileDescriptor: output.read)
            let disk = FakeDisk(files)
            Thread { [self] in
                let code = SpecLanguageServer.run(
                    input: input.read, output: output.write, files: disk.files, log: .silent, delay: .milliseconds(5))
                condition.lock()
                exitCode = code
                condition.broadcast()
                condition.unlock()
                _ = Foundation.close(output.write)
            }.start()
        }

        /// Writes raw bytes to the server's input.
        func write(_ bytes: [UInt8]) {
            var offset = 0
            while offset < bytes.count {
                let written = bytes[offset...].withUnsafeBytes {
                    Foundation.write(input.write, $0.baseAddress, $0.count)
                }
                guard written > 0 else { return }
                offset += written
            }
        }

        /// Sends one message, framed.
        func send(_ message: JSONValue) {
            let body = message.serialized()
            write(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
        }

        /// The next message the server writes.
        func next() throws -> JSONValue {
            guard case .message(let body) = reader.next() else { throw POSIXError(.EIO) }
            return try JSONValue(parsing: body)
        }

        /// The next message matching `predicate`, skipping the others.
        func next(where predicate: (JSONValue) -> Bool) throws -> JSONValue {
            while true {
                let message = try next()
                if predicate(message) { return message }
            }
        }

        /// Closes the input and waits for the server's exit code.
        func finish() -> Int32 {
            _ = Foundation.close(input.write)
            condition.lock()
            while exitCode == nil { condition.wait() }
            condition.unlock()
            _ = Foundation.close(input.read)
            _ = Foundation.close(output.read)
            return exitCode!
        }
    }

    @Test("Initialize, diagnostics on open and on change, a bogus message, a request, shutdown and exit")
    func session() throws {
        let server = try RunningServer(files: Fixtures.workspace)
        let uri = JSONValue.string(TestClient.uri("Badges.client"))
        server.send([
            "jsonrpc": "2.0", "id": 1, "method": "initialize",
            "params": ["rootUri": .string(FileURI.uri(fromPath: TestClient.root)), "capabilities": [:]],
        ])
        let initialized = try server.next()
        #expect(initialized["id"] == 1)
        #expect(initialized["result"]?["capabilities"]?["positionEncoding"] == "utf-16")
        #expect(initialized["result"]?["capabilities"]?["textDocumentSync"]?["change"] == 2)
        server.send(["jsonrpc": "2.0", "method": "initialized", "params": [:]])
        server.send([
            "jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": [
                "textDocument": ["uri": uri, "languageId": "client", "version": 1, "text": .string(Fixtures.emoji)]
            ],
        ])
        let opened = try server.next()
        #expect(opened["method"] == "textDocument/publishDiagnostics")
        #expect(opened["params"]?["diagnostics"]?[0]?["range"] == range(2, 40, 2, 49))

        server.write(Array("Content-Length: 9\r\n\r\n{\"bad\": }".utf8))
        #expect(try server.next()["error"]?["code"] == -32700)
        server.send(["jsonrpc": "2.0", "id": 2, "method": "textDocument/hover", "params": [:]])
        #expect(try server.next()["error"]?["code"] == -32602)
        server.send([
            "jsonrpc": "2.0", "method": "textDocument/didChange",
            "params": [
                "textDocument": ["uri": uri, "version": 2],
                "contentChanges": [["range": range(2, 40, 2, 49), "text": "[String]"]],
            ],
        ])
        let changed = try server.next { $0["method"] == "textDocument/publishDiagnostics" }
        #expect(changed["params"]?["version"] == 2)
        #expect(changed["params"]?["diagnostics"] == [])

        server.send(["jsonrpc": "2.0", "id": 3, "method": "shutdown"])
        #expect(try server.next { $0["id"] == 3 } == ["jsonrpc": "2.0", "id": 3, "result": nil])
        server.send(["jsonrpc": "2.0", "id": 4, "method": "textDocument/hover", "params": [:]])
        #expect(try server.next()["error"]?["code"] == -32600)
        server.send(["jsonrpc": "2.0", "method": "exit"])
        #expect(server.finish() == 0)
    }

    @Test("Exit without shutdown ends with 1")
    func exitWithoutShutdown() throws {
        let server = try RunningServer(files: [:])
        server.send(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]])
        _ = try server.next()
        server.send(["jsonrpc": "2.0", "method": "exit"])
        #expect(server.finish() == 1)
    }

    @Test("Initialize is answered before a slow workspace is read; requests and diagnostics wait for it")
    func slowWorkspace() throws {
        let start = Date()
        let client = try TestClient(files: Fixtures.workspace, listingDelay: .seconds(1))
        defer { client.stop() }
        #expect(Date().timeIntervalSince(start) < 0.5)
        client.open("Specs/Trails.client", Fixtures.trails)
        #expect(client.handler.workspace.state.withLock { $0.looseGroups.isEmpty }, "it is in the workspace")
        let definition = try client.request("textDocument/definition", "Specs/Trails.client", line: 0, character: 35)
        #expect(Date().timeIntervalSince(start) >= 1)
        #expect(definition["uri"] == .string(TestClient.uri("Specs/Base.client")))
        #expect(try client.diagnostics("Specs/Trails.client", version: 1).isEmpty)
    }
}
