/// What a language server does with the client's messages; the server loop handles the protocol's lifecycle around
/// it (`initialize` once, `shutdown`, `exit`) and calls these on the thread that reads the input, one at a time.
///
/// A method that throws answers its request with an error: a `ResponseError` as it is, any other error as an
/// InternalError carrying its description. Throw `ResponseError.methodNotFound(request.method)` for requests the
/// server does not know.
public protocol LanguageServerHandler {
    /// Answers `initialize` with the `InitializeResult` (at least `capabilities`). Called once: until it returns a
    /// result, requests are answered with ServerNotInitialized, and a second `initialize` is refused.
    func initialize(params: JSONValue?) throws -> JSONValue

    /// Answers a request (other than `initialize` and `shutdown`) after initialization and before shutdown.
    func handle(request: RequestMessage) throws -> JSONValue

    /// Receives a notification (other than `exit` and `$/` ones) after initialization and before shutdown,
    /// `initialized` included.
    func handle(notification: NotificationMessage)

    /// Receives the client's response to a request sent with `Connection.sendRequest`. Does nothing by default.
    func handle(response: ResponseMessage)

    /// Learns that the client no longer needs the answer to request `id` (`$/cancelRequest`). A handler that answers
    /// on the reading thread has already answered it; one that answers later may answer RequestCancelled. Does
    /// nothing by default.
    func cancelRequest(id: RequestID)

    /// Prepares to exit on `shutdown`: stops background work. The server answers `null` after it. Does nothing by
    /// default.
    func shutdown()
}

extension LanguageServerHandler {
    /// Ignores the response.
    public func handle(response: ResponseMessage) {}

    /// Ignores the cancellation.
    public func cancelRequest(id: RequestID) {}

    /// Does nothing.
    public func shutdown() {}
}

/// Where the server is in the protocol's lifecycle.
public enum LifecycleState: Sendable, Equatable {
    /// Waiting for `initialize`: requests get ServerNotInitialized, notifications other than `exit` are dropped.
    case uninitialized
    /// Initialized: messages go to the handler.
    case running
    /// `shutdown` received: requests get InvalidRequest, notifications other than `exit` are dropped.
    case shutDown
}
