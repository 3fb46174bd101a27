/// The server loop: reads messages on the calling thread, keeps the protocol's lifecycle, and hands the rest to a
/// `LanguageServerHandler`.
///
/// `run()` returns the process's exit code: 0 after `shutdown` then `exit` (or the end of input after `shutdown`),
/// 1 after `exit` without `shutdown`, the end of input without `shutdown`, or a closed output. Input that cannot be
/// framed is logged and skipped; a body that is not JSON gets a ParseError response with id `null`.
public final class LanguageServer {
    /// Where the server is in the lifecycle.
    public private(set) var state = LifecycleState.uninitialized
    private var reader: MessageReader
    private let connection: Connection
    private let handler: any LanguageServerHandler
    private let parser: JSONParser

    /// A server reading with `reader`, answering through `connection`, and handing messages to `handler`.
    public init(
        reader: MessageReader, connection: Connection, handler: any LanguageServerHandler,
        parser: JSONParser = JSONParser()
    ) {
        self.reader = reader
        self.connection = connection
        self.handler = handler
        self.parser = parser
    }

    /// Reads and handles messages until `exit`, the end of input or a closed output; the exit code.
    public func run() -> Int32 {
        while true {
            switch reader.next() {
            case .endOfInput:
                connection.log("lsp: input ended")
                return state == .shutDown ? 0 : 1
            case .invalid(let error):
                connection.log("lsp: \(error)")
            case .message(let body):
                if let exitCode = receive(body) { return exitCode }
                if connection.isClosed { return 1 }
            }
        }
    }

    /// Handles one message; the exit code when it was `exit`.
    private func receive(_ body: [UInt8]) -> Int32? {
        switch IncomingMessage.decode(body, parser: parser) {
        case .failure(let invalid):
            connection.log("lsp: invalid message: \(invalid.error.message)")
            if let response = invalid.response { connection.send(response) }
        case .success(.request(let request)):
            connection.send(ResponseMessage(id: request.id, result: answer(request)))
        case .success(.notification(let notification)):
            return receive(notification)
        case .success(.response(let response)):
            if state == .running { handler.handle(response: response) }
        }
        return nil
    }

    /// The result of a request, as the lifecycle allows.
    private func answer(_ request: RequestMessage) -> Result<JSONValue, ResponseError> {
        switch (state, request.method) {
        case (.uninitialized, "initialize"):
            let result = calling { try handler.initialize(params: request.params) }
            if case .success = result { state = .running }
            return result
        case (.uninitialized, _):
            return .failure(ResponseError(code: .serverNotInitialized, message: "The server is not initialized"))
        case (.running, "initialize"):
            return .failure(.invalidRequest("The server is already initialized"))
        case (.shutDown, _):
            return .failure(.invalidRequest("The server is shut down"))
        case (.running, "shutdown"):
            handler.shutdown()
            state = .shutDown
            return .success(.null)
        case (.running, _):
            return calling { try handler.handle(request: request) }
        }
    }

    /// Handles a notification; the exit code when it was `exit`.
    private func receive(_ notification: NotificationMessage) -> Int32? {
        if notification.method == "exit" { return state == .shutDown ? 0 : 1 }
        guard state == .running else {
            connection.log("lsp: dropped '\(notification.method)' (\(state))")
            return nil
        }
        if notification.method == "$/cancelRequest" {
            if let id = notification.params?["id"].flatMap(RequestID.init(json:)) { handler.cancelRequest(id: id) }
        } else if !notification.method.hasPrefix("$/") {
            handler.handle(notification: notification)
        }
        return nil
    }

    /// The result of a handler's call, its errors turned into error responses.
    private func calling(_ body: () throws -> JSONValue) -> Result<JSONValue, ResponseError> {
        do {
            return .success(try body())
        } catch let error as ResponseError {
            return .failure(error)
        } catch {
            return .failure(.internalError("Internal error: \(error)"))
        }
    }
}
