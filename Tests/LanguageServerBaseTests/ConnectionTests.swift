import Foundation
import LanguageServerBase
import Synchronization
import Testing

@Suite("The connection to the client")
struct ConnectionTests {
    @Test("Requests to the client get increasing ids; notifications and log messages have LSP's shape")
    func outgoingMessages() throws {
        let output = try OutputFile()
        defer { output.close() }
        let connection = Connection(writer: MessageWriter(fileDescriptor: output.descriptor), log: .silent)
        let first = connection.sendRequest("workspace/configuration", params: ["items": []])
        let second = connection.sendRequest("client/registerCapability")
        connection.sendNotification("textDocument/publishDiagnostics", params: ["uri": "u", "diagnostics": []])
        connection.logMessage("hello", type: .warning)
        #expect(first == .integer(1))
        #expect(second == .integer(2))
        let messages = try output.messages()
        #expect(
            messages.map { $0["method"]?.string } == [
                "workspace/configuration", "client/registerCapability", "textDocument/publishDiagnostics",
                "window/logMessage",
            ])
        #expect(messages[3]["params"] == ["type": 2, "message": "hello"])
    }

    @Test("A closed client is logged once and later sends are dropped")
    func closedClient() throws {
        signal(SIGPIPE, SIG_IGN)
        let pipe = try Pipe()
        close(pipe.readEnd)
        defer { close(pipe.writeEnd) }
        let lines = Mutex<[String]>([])
        let connection = Connection(
            writer: MessageWriter(fileDescriptor: pipe.writeEnd),
            log: ServerLog { line in lines.withLock { $0.append(line) } })
        connection.sendNotification("a")
        connection.sendNotification("b")
        #expect(connection.isClosed)
        #expect(lines.withLock { $0.count } == 1)
    }

    @Test("A message larger than the pipe's buffer arrives whole while the other end reads")
    func largeMessageThroughPipe() throws {
        let pipe = try Pipe()
        let body = String(repeating: "0123456789", count: 200_000)
        let received = Mutex<[FramedInput]>([])
        let reader = Thread {
            var messageReader = MessageReader(fileDescriptor: pipe.readEnd)
            let first = messageReader.next()
            let second = messageReader.next()
            received.withLock { $0 = [first, second] }
        }
        reader.start()
        let writer = MessageWriter(fileDescriptor: pipe.writeEnd)
        try writer.write(Array(body.utf8))
        close(pipe.writeEnd)
        let deadline = Date().addingTimeInterval(10)
        while received.withLock({ $0.isEmpty }), Date() < deadline { usleep(5_000) }
        close(pipe.readEnd)
        #expect(received.withLock { $0 } == [.message(Array(body.utf8)), .endOfInput])
    }
}
