/// A JSON-RPC error code: the standard ones and LSP's are named; any other integer is allowed.
public struct ErrorCode: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// The integer sent in an error's `code`.
    public let rawValue: Int

    /// The code `rawValue`.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The message's body is not JSON.
    public static let parseError = ErrorCode(rawValue: -32700)
    /// The JSON is not a valid JSON-RPC message (or is a batch, which LSP does not use).
    public static let invalidRequest = ErrorCode(rawValue: -32600)
    /// No such method.
    public static let methodNotFound = ErrorCode(rawValue: -32601)
    /// The method's parameters are wrong.
    public static let invalidParams = ErrorCode(rawValue: -32602)
    /// The server failed while handling the request.
    public static let internalError = ErrorCode(rawValue: -32603)
    /// A request came before `initialize`.
    public static let serverNotInitialized = ErrorCode(rawValue: -32002)
    /// The request was cancelled (`$/cancelRequest`) before the server finished it.
    public static let requestCancelled = ErrorCode(rawValue: -32800)
    /// The document changed while the server worked on the request, so the result would be stale.
    public static let contentModified = ErrorCode(rawValue: -32801)

    /// The number, for logs.
    public var description: String { String(rawValue) }
}

/// A JSON-RPC error: what a request handler throws to answer with an error, and what an error response carries.
public struct ResponseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The kind of error.
    public var code: ErrorCode
    /// A sentence for people.
    public var message: String
    /// More about the error, sent as `data` when there is any.
    public var data: JSONValue?

    /// An error with `code`, `message` and, optionally, `data`.
    public init(code: ErrorCode, message: String, data: JSONValue? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    /// The answer to a request whose method the server does not have.
    public static func methodNotFound(_ method: String) -> ResponseError {
        ResponseError(code: .methodNotFound, message: "Unknown method '\(method)'")
    }

    /// The answer to a request whose parameters are wrong, saying how.
    public static func invalidParams(_ message: String) -> ResponseError {
        ResponseError(code: .invalidParams, message: message)
    }

    /// The answer to a request that is not a valid JSON-RPC request, saying why.
    public static func invalidRequest(_ message: String) -> ResponseError {
        ResponseError(code: .invalidRequest, message: message)
    }

    /// The answer to a request the server failed on, saying how.
    public static func internalError(_ message: String) -> ResponseError {
        ResponseError(code: .internalError, message: message)
    }

    /// The error as JSON-RPC's error object.
    public var json: JSONValue {
        var object: JSONObject = ["code": .integer(code.rawValue), "message": .string(message)]
        if let data { object["data"] = data }
        return .object(object)
    }

    /// Reads an error object; `nil` unless it has an integer `code` and a string `message`.
    public init?(json: JSONValue) {
        guard let code = json["code"]?.int, let message = json["message"]?.string else { return nil }
        self.init(code: ErrorCode(rawValue: code), message: message, data: json["data"])
    }

    /// The code and message, for logs.
    public var description: String { "\(message) (\(code))" }
}
