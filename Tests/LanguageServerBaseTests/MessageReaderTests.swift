import Foundation
import LanguageServerBase
import Testing

@Suite("Reading framed messages")
struct MessageReaderTests {
    private func events(_ text: String, limit: Int = MessageReader.defaultMaximumMessageSize) throws -> [FramedInput] {
        let input = try InputFile(text)
        defer { input.close() }
        return input.readAll(maximumMessageSize: limit)
    }

    private func message(_ text: String) -> FramedInput {
        .message(Array(text.utf8))
    }

    @Test("Consecutive messages are read in order, then the end of input")
    func consecutiveMessages() throws {
        let input = try InputFile(framed(#"{"a":1}"#) + framed("[]") + framed(""))
        defer { input.close() }
        #expect(input.readAll() == [message(#"{"a":1}"#), message("[]"), message(""), .endOfInput])
    }

    @Test("Header names ignore case, Content-Type is accepted, and bare line feeds end lines")
    func tolerantHeaders() throws {
        let text =
            "content-LENGTH: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}"
            + "Content-Length:3\n\n[1]" + "X-Other: yes\r\nContent-Length: 4 \r\n\r\nnull"
        #expect(try events(text) == [message("{}"), message("[1]"), message("null"), .endOfInput])
    }

    @Test("Blank lines between messages are skipped")
    func blankLinesBetweenMessages() throws {
        #expect(try events("\r\n\r\nContent-Length: 2\r\n\r\n{}\r\n") == [message("{}"), .endOfInput])
    }

    @Test("A body larger than the limit is skipped and the reader resynchronises")
    func oversizedBody() throws {
        let large = String(repeating: "x", count: 200_000)
        let text = "Content-Length: \(large.utf8.count)\r\n\r\n\(large)" + "Content-Length: 2\r\n\r\n{}"
        #expect(
            try events(text, limit: 1024) == [
                .invalid(.messageTooLarge(length: 200_000, limit: 1024)), message("{}"), .endOfInput,
            ])
    }

    @Test("A body larger than the reader's buffer is read whole")
    func bodyLargerThanBuffer() throws {
        let body = "[" + String(repeating: "1,", count: 150_000) + "1]"
        #expect(try events(String(decoding: framed(body), as: UTF8.self)) == [message(body), .endOfInput])
    }

    @Test("A header block without Content-Length is reported and input is skipped to the next Content-Length")
    func missingContentLength() throws {
        let text = "Content-Type: x\r\n\r\n{\"lost\":1}" + "Content-Length: 2\r\n\r\n{}"
        #expect(try events(text) == [.invalid(.missingContentLength), message("{}"), .endOfInput])
    }

    @Test("An unreadable Content-Length is reported and the next message is still read")
    func invalidContentLength() throws {
        for value in ["-1", "abc", "1e3", "99999999999999999999", ""] {
            let text = "Content-Length: \(value)\r\n\r\n{}\r\nContent-Length: 2\r\n\r\n[]"
            #expect(try events(text) == [.invalid(.invalidContentLength(value)), message("[]"), .endOfInput])
        }
    }

    @Test("Two different Content-Lengths in one block are refused")
    func conflictingContentLengths() throws {
        let text = "Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}\nContent-Length: 2\r\n\r\n[]"
        #expect(try events(text) == [.invalid(.invalidContentLength("3")), message("[]"), .endOfInput])
    }

    @Test("A header line without a colon is reported, and the body its Content-Length gives is skipped")
    func malformedHeaderLine() throws {
        let text = "Content-Length: 2\r\nnonsense\r\n\r\n{}" + "Content-Length: 2\r\n\r\n[]"
        #expect(try events(text) == [.invalid(.malformedHeader("nonsense")), message("[]"), .endOfInput])
    }

    @Test("A header line longer than the buffer is reported without growing the reader")
    func headerLineTooLong() throws {
        let text = "X: " + String(repeating: "y", count: 200_000) + "\r\n\r\n" + "Content-Length: 2\r\n\r\n{}"
        #expect(
            try events(text) == [
                .invalid(.headerLineTooLong(limit: 65_536)), message("{}"), .endOfInput,
            ])
    }

    @Test("Input ending inside a body is reported as a truncated message")
    func truncatedBody() throws {
        #expect(
            try events("Content-Length: 10\r\n\r\n{\"a\"") == [
                .invalid(.truncatedMessage(expected: 10, received: 4)), .endOfInput,
            ])
    }

    @Test("Empty input, or input ending inside headers, is the end of input")
    func endInsideHeaders() throws {
        #expect(try events("") == [.endOfInput])
        #expect(try events("Content-Length: 2\r\n") == [.endOfInput])
    }

    @Test("A failed read is reported once, then the input ends")
    func failedRead() {
        var reader = MessageReader(fileDescriptor: -1)
        #expect(reader.next() == .invalid(.readFailed(errno: EBADF)))
        #expect(reader.next() == .endOfInput)
    }

    @Test("Mutated streams of messages never crash the reader, which always reaches the end of input")
    func mutatedStreams() throws {
        var generator = SeededGenerator(seed: 7)
        let stream = framed(#"{"jsonrpc":"2.0","id":1,"method":"m"}"#) + Array("content-length: 3\n\n[1]".utf8)
        for _ in 0..<400 {
            var bytes = stream
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                let position = Int.random(in: 0..<bytes.count, using: &generator)
                if Bool.random(using: &generator) {
                    bytes[position] = UInt8.random(in: 0...255, using: &generator)
                } else {
                    bytes.insert(contentsOf: [0x0D, 0x0A, UInt8(ascii: "9")], at: position)
                }
            }
            let input = try InputFile(bytes)
            defer { input.close() }
            let events = input.readAll(maximumMessageSize: 64)
            #expect(events.last == .endOfInput)
            for case .message(let body) in events {
                #expect(body.count <= 64)
                _ = IncomingMessage.decode(body)
            }
        }
    }
}
