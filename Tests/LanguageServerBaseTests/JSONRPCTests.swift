import LanguageServerBase
import Testing

@Suite("Decoding and encoding JSON-RPC")
struct JSONRPCTests {
    private func decode(_ text: String) -> Result<IncomingMessage, InvalidMessage> {
        IncomingMessage.decode(Array(text.utf8))
    }

    @Test("A message with a method and an id is a request; its integer or string id is kept exactly")
    func requests() {
        #expect(
            decode(#"{"jsonrpc":"2.0","id":2147483648,"method":"m","params":{"a":1}}"#)
                == .success(.request(RequestMessage(id: .integer(2_147_483_648), method: "m", params: ["a": 1]))))
        #expect(
            decode(#"{"jsonrpc":"2.0","id":"x-1","method":"m"}"#)
                == .success(.request(RequestMessage(id: .string("x-1"), method: "m"))))
    }

    @Test("A message with a method and no id is a notification")
    func notifications() {
        #expect(
            decode(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
                == .success(.notification(NotificationMessage(method: "initialized", params: [:]))))
    }

    @Test("Null params, as some clients send for shutdown and exit, are no params")
    func nullParams() {
        #expect(
            decode(#"{"jsonrpc":"2.0","id":3,"method":"shutdown","params":null}"#)
                == .success(.request(RequestMessage(id: .integer(3), method: "shutdown"))))
        #expect(
            decode(#"{"jsonrpc":"2.0","method":"exit","params":null}"#)
                == .success(.notification(NotificationMessage(method: "exit"))))
    }

    @Test("A message with a result or an error is a response")
    func responses() {
        #expect(
            decode(#"{"jsonrpc":"2.0","id":1,"result":null}"#)
                == .success(.response(ResponseMessage(id: .integer(1), result: .success(.null)))))
        let error = ResponseError(code: .requestCancelled, message: "gone", data: [1])
        #expect(
            decode(#"{"jsonrpc":"2.0","id":"a","error":{"code":-32800,"message":"gone","data":[1]}}"#)
                == .success(.response(ResponseMessage(id: .string("a"), result: .failure(error)))))
    }

    @Test("A body that is not JSON is answered with ParseError and id null")
    func parseError() throws {
        let failure = try #require(decode("{bad}").failure)
        #expect(failure.error.code == .parseError)
        #expect(failure.response?.id == nil)
        #expect(failure.needsResponse)
    }

    @Test("A batch is answered with InvalidRequest")
    func batch() throws {
        let failure = try #require(decode(#"[{"jsonrpc":"2.0","id":1,"method":"m"}]"#).failure)
        #expect(failure.error.code == .invalidRequest)
        #expect(failure.needsResponse)
    }

    @Test(
        "Invalid requests are answered with InvalidRequest and the id when it could be read",
        arguments: [
            (#"{"id":1,"method":"m"}"#, RequestID?.some(.integer(1))),
            (#"{"jsonrpc":"1.0","id":"s","method":"m"}"#, .string("s")),
            (#"{"jsonrpc":"2.0","id":1,"method":7}"#, .integer(1)),
            (#"{"jsonrpc":"2.0","id":1,"method":"m","params":3}"#, .integer(1)),
            (#"{"jsonrpc":"2.0","id":1.5,"method":"m"}"#, nil),
            (#"{"jsonrpc":"2.0","id":null,"method":"m"}"#, nil),
            (#"{"jsonrpc":"2.0","id":4}"#, .integer(4)),
            ("42", nil),
        ])
    func invalidRequests(text: String, id: RequestID?) throws {
        let failure = try #require(decode(text).failure)
        #expect(failure.error.code == .invalidRequest)
        #expect(failure.response == ResponseMessage(id: id, result: .failure(failure.error)))
    }

    @Test("A broken notification or response is never answered")
    func unansweredFailures() throws {
        for text in [
            #"{"jsonrpc":"2.0","method":"n","params":"x"}"#, #"{"method":"n"}"#,
            #"{"jsonrpc":"2.0","id":1,"result":1,"error":{"code":1,"message":"m"}}"#,
            #"{"jsonrpc":"2.0","id":1,"error":{"code":"x"}}"#, #"{"jsonrpc":"2.0","id":true,"result":1}"#,
        ] {
            let failure = try #require(decode(text).failure)
            #expect(failure.response == nil, "\(text)")
        }
    }

    @Test("Responses, notifications and requests encode as JSON-RPC 2.0")
    func encoding() {
        #expect(
            ResponseMessage(id: .integer(2_147_483_648), result: .success(.null)).json.description
                == #"{"jsonrpc":"2.0","id":2147483648,"result":null}"#)
        #expect(
            ResponseMessage(id: nil, result: .failure(ResponseError(code: .parseError, message: "bad"))).json
                .description == #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"bad"}}"#)
        #expect(
            NotificationMessage(method: "window/logMessage", params: ["type": 4]).json.description
                == #"{"jsonrpc":"2.0","method":"window/logMessage","params":{"type":4}}"#)
        #expect(
            RequestMessage(id: .string("r"), method: "client/registerCapability").json.description
                == #"{"jsonrpc":"2.0","id":"r","method":"client/registerCapability"}"#)
    }

    @Test("The standard and LSP error codes have their numbers")
    func errorCodes() {
        let codes: [ErrorCode] = [
            .parseError, .invalidRequest, .methodNotFound, .invalidParams, .internalError, .serverNotInitialized,
            .requestCancelled, .contentModified,
        ]
        #expect(codes.map(\.rawValue) == [-32700, -32600, -32601, -32602, -32603, -32002, -32800, -32801])
    }
}

extension Result {
    /// The error, when this is a failure.
    var failure: Failure? {
        guard case .failure(let error) = self else { return nil }
        return error
    }
}
