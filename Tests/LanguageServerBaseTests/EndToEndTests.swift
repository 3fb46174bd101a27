import Foundation
import LanguageServerBase
import Testing

@Suite("The server end to end")
struct EndToEndTests {
    @Test("A session through pipes: initialize, a bogus message, an unknown request, shutdown and exit")
    func sessionThroughPipes() throws {
        let input = try Pipe()
        let output = try Pipe()
        var session = framed(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
        session += framed(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
        session += Array("Content-Length: 5\r\n\r\n{bad}".utf8)
        session += framed(#"{"jsonrpc":"2.0","id":2,"method":"textDocument/unknown","params":{}}"#)
        session += framed(#"{"jsonrpc":"2.0","id":3,"method":"shutdown"}"#)
        session += framed(#"{"jsonrpc":"2.0","method":"exit"}"#)
        input.write(session)
        close(input.writeEnd)

        let connection = Connection(writer: MessageWriter(fileDescriptor: output.writeEnd), log: .silent)
        let server = LanguageServer(
            reader: MessageReader(fileDescriptor: input.readEnd), connection: connection, handler: RecordingHandler())
        let exitCode = server.run()
        close(output.writeEnd)
        close(input.readEnd)
        let written = output.readToEnd()
        close(output.readEnd)

        let responses = try splitMessages(written)
        #expect(exitCode == 0)
        #expect(responses.count == 4)
        #expect(responses[0]["id"] == 1)
        #expect(responses[0]["result"]?["capabilities"] != nil)
        #expect(responses[1]["id"] == .null)
        #expect(responses[1]["error"]?["code"] == -32700)
        #expect(responses[2]["id"] == 2)
        #expect(responses[2]["error"]?["code"] == -32601)
        #expect(responses[3] == ["jsonrpc": "2.0", "id": 3, "result": nil])
    }

    /// Splits the server's output at its Content-Length headers, checking each header as it goes.
    private func splitMessages(_ bytes: [UInt8]) throws -> [JSONValue] {
        var messages: [JSONValue] = []
        var rest = bytes[...]
        while !rest.isEmpty {
            let separator = Array("\r\n\r\n".utf8)
            let headerEnd = try #require(rest.indices.first { rest[$0...].starts(with: separator) })
            let header = String(decoding: rest[..<headerEnd], as: UTF8.self)
            #expect(header.hasPrefix("Content-Length: "))
            let length = try #require(Int(header.dropFirst("Content-Length: ".count)))
            let bodyStart = headerEnd + separator.count
            messages.append(try JSONParser().parse(Array(rest[bodyStart..<bodyStart + length])))
            rest = rest[(bodyStart + length)...]
        }
        return messages
    }
}
