/// The id of a request: an integer or a string, answered with exactly what was sent.
public enum RequestID: Sendable, Hashable, CustomStringConvertible {
    /// An integer id.
    case integer(Int)
    /// A string id.
    case string(String)

    /// Reads an id; `nil` unless it is an integer (written without fraction or exponent) or a string.
    public init?(json: JSONValue) {
        switch json {
        case .integer(let value): self = .integer(value)
        case .string(let value): self = .string(value)
        default: return nil
        }
    }

    /// The id as JSON.
    public var json: JSONValue {
        switch self {
        case .integer(let value): return .integer(value)
        case .string(let value): return .string(value)
        }
    }

    /// The id as written in JSON, for logs.
    public var description: String { json.description }
}

/// A request: a method call that must be answered with a response carrying its id.
public struct RequestMessage: Sendable, Equatable {
    /// The id the response must carry.
    public var id: RequestID
    /// The method called.
    public var method: String
    /// The parameters (an object or an array), if any.
    public var params: JSONValue?

    /// A request with `id`, `method` and optional `params`.
    public init(id: RequestID, method: String, params: JSONValue? = nil) {
        self.id = id
        self.method = method
        self.params = params
    }

    /// The request as a JSON-RPC 2.0 message.
    public var json: JSONValue {
        var object: JSONObject = ["jsonrpc": "2.0", "id": id.json, "method": .string(method)]
        if let params { object["params"] = params }
        return .object(object)
    }
}

/// A notification: a method call that is never answered.
public struct NotificationMessage: Sendable, Equatable {
    /// The method called.
    public var method: String
    /// The parameters (an object or an array), if any.
    public var params: JSONValue?

    /// A notification of `method` with optional `params`.
    public init(method: String, params: JSONValue? = nil) {
        self.method = method
        self.params = params
    }

    /// The notification as a JSON-RPC 2.0 message.
    public var json: JSONValue {
        var object: JSONObject = ["jsonrpc": "2.0", "method": .string(method)]
        if let params { object["params"] = params }
        return .object(object)
    }
}

/// A response: the result of a request, or its error.
public struct ResponseMessage: Sendable, Equatable {
    /// The request's id; `nil` (JSON `null`) when the request's id could not be read.
    public var id: RequestID?
    /// The result (JSON `null` when the method has none), or the error.
    public var result: Result<JSONValue, ResponseError>

    /// A response to the request `id`.
    public init(id: RequestID?, result: Result<JSONValue, ResponseError>) {
        self.id = id
        self.result = result
    }

    /// The response as a JSON-RPC 2.0 message (`result` is always written on success, `null` included).
    public var json: JSONValue {
        var object: JSONObject = ["jsonrpc": "2.0", "id": id?.json ?? .null]
        switch result {
        case .success(let value): object["result"] = value
        case .failure(let error): object["error"] = error.json
        }
        return .object(object)
    }
}
