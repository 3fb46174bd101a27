/// Reads LSP base-protocol messages from a file descriptor (normally standard input): header fields, a blank line,
/// then `Content-Length` bytes of body.
///
/// Line breaks may be `\r\n` (as the protocol says) or a bare `\n`; header names ignore case; blank lines between
/// messages are skipped. A message longer than `maximumMessageSize` is read and thrown away and reported, so one
/// oversized message costs no memory and the next is read normally. Input that cannot be framed at all (no valid
/// `Content-Length`) is reported once, and input up to the next `Content-Length` header is skipped. Reading blocks
/// in `read(2)`: give it a blocking descriptor and call it from one thread.
public struct MessageReader {
    /// The default limit on a message's body: 64 MiB, far more than any document a client sends.
    public static let defaultMaximumMessageSize = 64 * 1024 * 1024

    /// The largest body the reader accepts.
    public let maximumMessageSize: Int
    /// The bytes read ahead of the message being read.
    var inputBuffer: InputBuffer
    /// Whether the reader is skipping input until a line with a `Content-Length` header.
    private var resynchronising = false

    /// A reader of `fileDescriptor` (which it does not close) accepting bodies of up to `maximumMessageSize` bytes.
    public init(fileDescriptor: Int32, maximumMessageSize: Int = MessageReader.defaultMaximumMessageSize) {
        inputBuffer = InputBuffer(descriptor: fileDescriptor)
        self.maximumMessageSize = maximumMessageSize
    }

    /// Reads the next message, a problem the reader has skipped past, or the end of input.
    public mutating func next() -> FramedInput {
        guard let block = readHeaderBlock() else { return endOfInput() }
        guard let length = block.contentLength, !block.contentLengthIsInvalid else {
            resynchronising = true
            return .invalid(block.problem ?? .missingContentLength)
        }
        guard length <= maximumMessageSize else {
            let skipped = skip(length)
            return skipped < length
                ? .invalid(.truncatedMessage(expected: length, received: skipped))
                : .invalid(.messageTooLarge(length: length, limit: maximumMessageSize))
        }
        var body: [UInt8] = []
        body.reserveCapacity(length)
        while body.count < length {
            guard inputBuffer.count > 0 || inputBuffer.fill() else {
                return .invalid(.truncatedMessage(expected: length, received: body.count))
            }
            _ = inputBuffer.take(upTo: length - body.count, into: &body)
        }
        if let problem = block.problem { return .invalid(problem) }
        return .message(body)
    }

    /// The end of input, after a failed read has been reported once.
    private mutating func endOfInput() -> FramedInput {
        guard let failure = inputBuffer.readFailure else { return .endOfInput }
        inputBuffer.readFailure = nil
        return .invalid(.readFailed(errno: failure))
    }

    /// Reads and discards `count` bytes; the count there were before the input ended.
    private mutating func skip(_ count: Int) -> Int {
        var skipped = 0
        while skipped < count {
            guard inputBuffer.count > 0 || inputBuffer.fill() else { break }
            let step = min(count - skipped, inputBuffer.count)
            inputBuffer.skip(step)
            skipped += step
        }
        return skipped
    }

    /// Reads header lines through the blank line that ends them; `nil` when the input ends first.
    private mutating func readHeaderBlock() -> HeaderBlock? {
        var block = HeaderBlock()
        var sawHeader = false
        while true {
            switch readLine() {
            case .end:
                return nil
            case .tooLong:
                guard !resynchronising else { continue }
                sawHeader = true
                block.recordLongLine()
            case .line(let line) where line.isEmpty:
                if sawHeader { return block }
            case .line(var line):
                if resynchronising {
                    guard let start = HeaderBlock.contentLengthStart(in: line) else { continue }
                    line = line[start...]
                    resynchronising = false
                }
                sawHeader = true
                block.add(line: line)
            }
        }
    }
}
