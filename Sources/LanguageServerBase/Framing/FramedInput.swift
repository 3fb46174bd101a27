import SystemCalls

/// What the message reader read next.
public enum FramedInput: Sendable, Equatable {
    /// A complete message's body (normally a JSON-RPC message in UTF-8).
    case message([UInt8])
    /// Input that is not a well-framed message within the limits. The reader has already skipped past it as far as
    /// it could, and reading can go on.
    case invalid(FramingError)
    /// The input ended (or reading it failed, which was reported once as `invalid(.readFailed)` before this).
    case endOfInput
}

/// Why input could not be read as a message.
public enum FramingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The `Content-Length` was over the reader's limit; the body was read and thrown away.
    case messageTooLarge(length: Int, limit: Int)
    /// A header block without a `Content-Length`; input up to the next `Content-Length` header is skipped.
    case missingContentLength
    /// A `Content-Length` that is not a decimal count of bytes; input up to the next `Content-Length` is skipped.
    case invalidContentLength(String)
    /// A header line without a colon. When the block still had a valid `Content-Length`, the body was skipped.
    case malformedHeader(String)
    /// A header line longer than the reader's buffer; the rest of the line was skipped.
    case headerLineTooLong(limit: Int)
    /// The input ended before the body's `Content-Length` bytes.
    case truncatedMessage(expected: Int, received: Int)
    /// `read(2)` failed with this `errno`; the reader reads no further.
    case readFailed(errno: Int32)

    /// A sentence for the log.
    public var description: String {
        switch self {
        case .messageTooLarge(let length, let limit):
            return "message of \(length) bytes is over the limit of \(limit) bytes; skipped it"
        case .missingContentLength: return "header block without Content-Length"
        case .invalidContentLength(let value): return "invalid Content-Length '\(value)'"
        case .malformedHeader(let line): return "malformed header line '\(line)'"
        case .headerLineTooLong(let limit): return "header line longer than \(limit) bytes"
        case .truncatedMessage(let expected, let received):
            return "input ended after \(received) of the message's \(expected) bytes"
        case .readFailed(let code): return "reading input failed: \(Posix.message(code))"
        }
    }
}
