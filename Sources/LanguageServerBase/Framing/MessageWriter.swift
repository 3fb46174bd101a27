import SystemCalls

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes LSP base-protocol messages (`Content-Length: N\r\n\r\n` and the body) to a file descriptor, normally
/// standard output.
///
/// Safe to share between threads: each message is written whole under a lock, so responses from the reader's thread
/// and notifications from background threads never interleave. Writes go on after partial writes and interruptions.
/// The caller ignores SIGPIPE (`signal(SIGPIPE, SIG_IGN)`) so that a client that has gone away is a failed write
/// (`EPIPE`, reported as `connectionClosed`) instead of the end of the process. After any failure the stream may
/// hold part of a message, so the writer counts as closed and writes nothing more.
public final class MessageWriter: @unchecked Sendable {
    /// The descriptor written to; the writer does not close it.
    public let fileDescriptor: Int32
    private let lock = Lock()
    /// Whether writing has failed; read and written under `lock` only.
    private var failed = false

    /// A writer to `fileDescriptor`.
    public init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
    }

    /// Whether a write has failed, so that nothing more will be written.
    public var isClosed: Bool {
        lock.withLock { failed }
    }

    /// Writes one message with `body`, whole, before any other thread's.
    public func write(_ body: [UInt8]) throws(MessageWriteError) {
        var message = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
        message.append(contentsOf: body)
        let descriptor = fileDescriptor
        let failure: Int32? = lock.withLock {
            guard !failed else { return EPIPE }
            let failure = message.withUnsafeBytes { Posix.writeAll(descriptor, $0) }
            if failure != nil { failed = true }
            return failure
        }
        guard let failure else { return }
        throw failure == EPIPE ? .connectionClosed : .writeFailed(errno: failure)
    }
}

/// Why a message could not be written.
public enum MessageWriteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The reading end has gone away (`EPIPE`), or an earlier write failed: the client cannot be reached.
    case connectionClosed
    /// `write(2)` failed with this `errno`.
    case writeFailed(errno: Int32)

    /// A sentence for the log.
    public var description: String {
        switch self {
        case .connectionClosed: return "the client's end of the connection is closed"
        case .writeFailed(let code): return "writing to the client failed: \(Posix.message(code))"
        }
    }
}
