import LanguageServerBase
import Synchronization

/// A handler that records what it receives and answers a few methods: `echo` with its params, `fail` by throwing
/// InvalidParams, `crash` by throwing an error of its own, anything else with MethodNotFound.
final class RecordingHandler: LanguageServerHandler, Sendable {
    struct Failure: Error {}

    private let log = Mutex<[String]>([])

    /// What the handler received, in order: `initialize`, `request:<method>`, `notification:<method>`,
    /// `response:<id>`, `cancel:<id>`, `shutdown`.
    var received: [String] { log.withLock { $0 } }

    private func record(_ entry: String) {
        log.withLock { $0.append(entry) }
    }

    func initialize(params: JSONValue?) throws -> JSONValue {
        record("initialize")
        let encoding = PositionEncoding.negotiated(initializeParams: params)
        return ["capabilities": ["positionEncoding": encoding.serverCapability, "textDocumentSync": 2]]
    }

    func handle(request: RequestMessage) throws -> JSONValue {
        record("request:\(request.method)")
        switch request.method {
        case "echo": return request.params ?? .null
        case "fail": throw ResponseError.invalidParams("no")
        case "crash": throw Failure()
        default: throw ResponseError.methodNotFound(request.method)
        }
    }

    func handle(notification: NotificationMessage) {
        record("notification:\(notification.method)")
    }

    func handle(response: ResponseMessage) {
        record("response:\(response.id?.description ?? "null")")
    }

    func cancelRequest(id: RequestID) {
        record("cancel:\(id)")
    }

    func shutdown() {
        record("shutdown")
    }
}
