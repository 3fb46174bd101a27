import Foundation
import LanguageServerBase
import Testing

@Suite("Writing framed messages")
struct MessageWriterTests {
    @Test("A message is written as its Content-Length header, a blank line and the body")
    func framing() throws {
        let output = try OutputFile()
        defer { output.close() }
        let writer = MessageWriter(fileDescriptor: output.descriptor)
        try writer.write(Array(#"{"é":1}"#.utf8))
        #expect(try output.contents() == Array("Content-Length: 8\r\n\r\n{\"é\":1}".utf8))
    }

    @Test("Messages written from many threads at once never interleave")
    func concurrentWriters() async throws {
        let output = try OutputFile()
        defer { output.close() }
        let writer = MessageWriter(fileDescriptor: output.descriptor)
        let body = String(repeating: "z", count: 10_000)
        await withTaskGroup(of: Void.self) { group in
            for thread in 0..<8 {
                group.addTask {
                    for index in 0..<25 {
                        try? writer.write(
                            JSONValue.array([.integer(thread), .integer(index), .string(body)]).serialized())
                    }
                }
            }
        }
        let messages = try output.messages()
        #expect(messages.count == 200)
        #expect(messages.allSatisfy { $0[2]?.string == body })
    }

    @Test("Writing to a pipe whose reader has gone is a closed connection, and stays one")
    func closedPipe() throws {
        signal(SIGPIPE, SIG_IGN)
        let pipe = try Pipe()
        close(pipe.readEnd)
        defer { close(pipe.writeEnd) }
        let writer = MessageWriter(fileDescriptor: pipe.writeEnd)
        #expect(throws: MessageWriteError.connectionClosed) { try writer.write(Array("{}".utf8)) }
        #expect(writer.isClosed)
        #expect(throws: MessageWriteError.connectionClosed) { try writer.write(Array("{}".utf8)) }
    }

    @Test("A write to a descriptor that cannot be written reports its errno")
    func failedWrite() {
        let writer = MessageWriter(fileDescriptor: -1)
        #expect(throws: MessageWriteError.writeFailed(errno: EBADF)) { try writer.write([]) }
    }
}
