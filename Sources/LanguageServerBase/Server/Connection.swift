/// The server's side of the conversation with the client, as handlers and background work use it: sending
/// notifications and requests, and the responses the server loop sends. Safe to use from any thread.
///
/// Sending never throws: once the client's end is closed the connection logs it once and drops what follows, and
/// the server loop stops at its next message (`isClosed`).
public final class Connection: @unchecked Sendable {
    /// Where messages are written.
    public let writer: MessageWriter
    /// The server's log.
    public let log: ServerLog
    private let lock = Lock()
    /// The id of the next request the server sends; under `lock` only.
    private var nextRequestID = 1
    /// Whether a failed send has been logged; under `lock` only.
    private var reportedFailure = false

    /// A connection writing with `writer` and logging to `log`.
    public init(writer: MessageWriter, log: ServerLog = .standardError) {
        self.writer = writer
        self.log = log
    }

    /// Whether the client's end is closed, so nothing more can be sent.
    public var isClosed: Bool { writer.isClosed }

    /// Sends a response.
    public func send(_ response: ResponseMessage) {
        send(response.json)
    }

    /// Sends the notification `method` with `params`.
    public func sendNotification(_ method: String, params: JSONValue? = nil) {
        send(NotificationMessage(method: method, params: params).json)
    }

    /// Sends the request `method` with `params` to the client; its id, which the client's response will carry (the
    /// handler receives responses through `handle(response:)`).
    @discardableResult
    public func sendRequest(_ method: String, params: JSONValue? = nil) -> RequestID {
        let id = lock.withLock {
            defer { nextRequestID += 1 }
            return RequestID.integer(nextRequestID)
        }
        send(RequestMessage(id: id, method: method, params: params).json)
        return id
    }

    /// Sends `window/logMessage`, which the client shows in its log for the server.
    public func logMessage(_ message: String, type: MessageType = .log) {
        sendNotification("window/logMessage", params: ["type": .integer(type.rawValue), "message": .string(message)])
    }

    private func send(_ message: JSONValue) {
        do {
            try writer.write(message.serialized())
        } catch {
            let firstFailure = lock.withLock {
                defer { reportedFailure = true }
                return !reportedFailure
            }
            if firstFailure { log("lsp: \(error); dropping further messages") }
        }
    }
}

/// The kinds of `window/logMessage` and `window/showMessage` messages.
public enum MessageType: Int, Sendable {
    /// An error.
    case error = 1
    /// A warning.
    case warning = 2
    /// Information.
    case info = 3
    /// A log entry.
    case log = 4
}
