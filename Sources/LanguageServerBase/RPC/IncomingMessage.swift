/// A JSON-RPC 2.0 message read from the client: a request, a notification, or a response to a request the server
/// sent.
public enum IncomingMessage: Sendable, Equatable {
    /// A method call to answer.
    case request(RequestMessage)
    /// A method call not to answer.
    case notification(NotificationMessage)
    /// The answer to a request the server sent.
    case response(ResponseMessage)

    /// A decoded message, or what is wrong with the body.
    public typealias DecodingResult = Result<IncomingMessage, InvalidMessage>

    /// Decodes a message's body, or says what to answer (if anything) when it is not a valid message.
    ///
    /// A body that is not JSON is a ParseError with id `null`; a batch (a JSON array, which LSP does not use) or
    /// anything else that is not a message is an InvalidRequest, answered with the message's id when it could be
    /// read and `null` otherwise. A broken notification or response is never answered.
    public static func decode(_ body: [UInt8], parser: JSONParser = JSONParser()) -> DecodingResult {
        let json: JSONValue
        do {
            json = try parser.parse(body)
        } catch {
            return .failure(InvalidMessage(ResponseError(code: .parseError, message: "Parse error: \(error)")))
        }
        guard case .object(let object) = json else {
            let reason = json.array == nil ? "a message must be a JSON object" : "batches are not supported"
            return .failure(InvalidMessage(.invalidRequest(reason)))
        }
        return decode(object)
    }

    private static func decode(_ object: JSONObject) -> DecodingResult {
        let id = object["id"].flatMap(RequestID.init(json:))
        guard object["jsonrpc"] == "2.0" else {
            let isNotification = object["method"] != nil && object["id"] == nil
            return .failure(
                InvalidMessage(
                    .invalidRequest("'jsonrpc' must be \"2.0\""), id: id, needsResponse: !isNotification))
        }
        if let method = object["method"] {
            return decodeCall(object, method: method, id: id)
        }
        if object["result"] != nil || object["error"] != nil {
            return decodeResponse(object, id: id)
        }
        return .failure(InvalidMessage(.invalidRequest("a message needs a 'method', a 'result' or an 'error'"), id: id))
    }

    /// A request (with an id) or a notification (without).
    private static func decodeCall(_ object: JSONObject, method: JSONValue, id: RequestID?) -> DecodingResult {
        let isNotification = object["id"] == nil
        let invalid = { (reason: String) in
            DecodingResult.failure(
                InvalidMessage(.invalidRequest(reason), id: id, needsResponse: !isNotification))
        }
        guard let method = method.string else { return invalid("'method' must be a string") }
        // `"params": null` is how some clients (Helix, Emacs) send `shutdown` and `exit`, whose params are void: read
        // as no params, rather than leaving the server running after `exit`.
        let params: JSONValue? = object["params"]?.isNull == true ? Optional.none : object["params"]
        if let params, params.object == nil, params.array == nil {
            return invalid("'params' must be an object or an array")
        }
        if isNotification {
            return .success(.notification(NotificationMessage(method: method, params: params)))
        }
        guard let id else { return invalid("'id' must be an integer or a string") }
        return .success(.request(RequestMessage(id: id, method: method, params: params)))
    }

    /// A response: an id (`null` allowed) and exactly one of `result` and `error`.
    private static func decodeResponse(_ object: JSONObject, id: RequestID?) -> DecodingResult {
        let invalid = { (reason: String) in
            DecodingResult.failure(
                InvalidMessage(.invalidRequest(reason), id: id, needsResponse: false))
        }
        guard let idValue = object["id"], id != nil || idValue.isNull else {
            return invalid("a response needs an integer, string or null 'id'")
        }
        switch (object["result"], object["error"]) {
        case (let result?, nil):
            return .success(.response(ResponseMessage(id: id, result: .success(result))))
        case (nil, let error?):
            guard let error = ResponseError(json: error) else { return invalid("a response's 'error' is malformed") }
            return .success(.response(ResponseMessage(id: id, result: .failure(error))))
        default:
            return invalid("a response has both 'result' and 'error'")
        }
    }
}

/// A body that is not a valid JSON-RPC message, and the error response it gets, if any.
public struct InvalidMessage: Error, Sendable, Equatable {
    /// What is wrong, as the error to answer with.
    public var error: ResponseError
    /// The id to answer with: the message's, when it had a readable one.
    public var id: RequestID?
    /// Whether the message gets an error response (not when it was a notification or a response).
    public var needsResponse: Bool

    /// An invalid message answered with `error` and `id` when `needsResponse`.
    public init(_ error: ResponseError, id: RequestID? = nil, needsResponse: Bool = true) {
        self.error = error
        self.id = id
        self.needsResponse = needsResponse
    }

    /// The error response to send, if any.
    public var response: ResponseMessage? {
        needsResponse ? ResponseMessage(id: id, result: .failure(error)) : nil
    }
}
