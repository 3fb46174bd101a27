import LanguageServerBase
import Testing

/// What one run of the server loop did.
struct ServerRun {
    var exitCode: Int32
    /// The messages the server wrote.
    var output: [JSONValue]
    /// What the handler received.
    var received: [String]

    /// Runs the server over `messages` (JSON texts, framed here) through files standing in for stdin and stdout.
    init(_ messages: [String]) throws {
        let input = try InputFile(messages.flatMap(framed))
        let outputFile = try OutputFile()
        defer {
            input.close()
            outputFile.close()
        }
        let handler = RecordingHandler()
        let connection = Connection(writer: MessageWriter(fileDescriptor: outputFile.descriptor), log: .silent)
        let server = LanguageServer(
            reader: MessageReader(fileDescriptor: input.descriptor), connection: connection, handler: handler)
        exitCode = server.run()
        output = try outputFile.messages()
        received = handler.received
    }

    /// The error code of each response, or 0 for a result.
    var codes: [Int] {
        output.map { $0["error"]?["code"]?.int ?? 0 }
    }
}

@Suite("The server's lifecycle")
struct LanguageServerTests {
    static let initialize = #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#
    static let initialized = #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#
    static let shutdown = #"{"jsonrpc":"2.0","id":99,"method":"shutdown"}"#
    static let exit = #"{"jsonrpc":"2.0","method":"exit"}"#

    static func request(_ id: Int, _ method: String, params: String = "{}") -> String {
        #"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":\#(params)}"#
    }

    static func notification(_ method: String, params: String = "{}") -> String {
        #"{"jsonrpc":"2.0","method":"\#(method)","params":\#(params)}"#
    }

    @Test("Before initialize, requests get ServerNotInitialized and notifications are dropped")
    func beforeInitialize() throws {
        let run = try ServerRun([Self.request(1, "echo"), Self.notification("initialized"), Self.exit])
        #expect(run.codes == [-32002])
        #expect(run.received.isEmpty)
        #expect(run.exitCode == 1)
    }

    @Test("Initialize answers with the handler's capabilities, and requests then reach the handler")
    func initializeThenRequests() throws {
        let run = try ServerRun([
            Self.initialize, Self.initialized, Self.request(2, "echo", params: #"{"x":[1]}"#), Self.shutdown,
            Self.exit,
        ])
        #expect(run.output[0]["result"]?["capabilities"]?["positionEncoding"] == "utf-16")
        #expect(run.output[1] == ["jsonrpc": "2.0", "id": 2, "result": ["x": [1]]])
        #expect(run.received == ["initialize", "notification:initialized", "request:echo", "shutdown"])
        #expect(run.exitCode == 0)
    }

    @Test("A second initialize is refused with InvalidRequest")
    func secondInitialize() throws {
        let run = try ServerRun([Self.initialize, Self.initialize, Self.exit])
        #expect(run.codes == [0, -32600])
        #expect(run.received == ["initialize"])
    }

    @Test("Shutdown answers null; afterwards requests get InvalidRequest and exit ends with 0")
    func shutdownThenExit() throws {
        let run = try ServerRun([
            Self.initialize, Self.shutdown, Self.request(3, "echo"), Self.notification("initialized"), Self.exit,
            Self.request(4, "echo"),
        ])
        #expect(run.output[1] == ["jsonrpc": "2.0", "id": 99, "result": nil])
        #expect(run.codes == [0, 0, -32600])
        #expect(run.received == ["initialize", "shutdown"])
        #expect(run.exitCode == 0)
    }

    @Test("Exit without shutdown ends with 1, and so does the end of input")
    func exitWithoutShutdown() throws {
        #expect(try ServerRun([Self.initialize, Self.exit]).exitCode == 1)
        #expect(try ServerRun([Self.initialize]).exitCode == 1)
        #expect(try ServerRun([Self.initialize, Self.shutdown]).exitCode == 0)
    }

    @Test("Unknown requests get MethodNotFound; handler errors become error responses without stopping the server")
    func handlerErrors() throws {
        let run = try ServerRun([
            Self.initialize, Self.request(2, "nope"), Self.request(3, "fail"), Self.request(4, "crash"),
            Self.request(5, "$/unknown"), Self.request(6, "echo", params: "[7]"), Self.shutdown, Self.exit,
        ])
        #expect(run.codes == [0, -32601, -32602, -32603, -32601, 0, 0])
        #expect(run.output[5]["result"] == [7])
        #expect(run.exitCode == 0)
    }

    @Test("$/cancelRequest reaches the handler as a cancellation; other $/ notifications are ignored")
    func dollarNotifications() throws {
        let run = try ServerRun([
            Self.initialize, Self.notification("$/cancelRequest", params: #"{"id":"r7"}"#),
            Self.notification("$/setTrace", params: #"{"value":"off"}"#), Self.notification("$/progress"),
            Self.notification("textDocument/didSave"), Self.exit,
        ])
        #expect(run.received == ["initialize", "cancel:\"r7\"", "notification:textDocument/didSave"])
        #expect(run.output.count == 1)
    }

    @Test("Malformed bodies get ParseError or InvalidRequest with id null, and the server goes on")
    func malformedBodies() throws {
        let run = try ServerRun([Self.initialize, "{bad}", "[1]", Self.request(2, "echo"), Self.exit])
        #expect(run.codes == [0, -32700, -32600, 0])
        #expect(run.output[1]["id"] == .null)
        #expect(run.output[2]["id"] == .null)
    }

    @Test("Responses from the client reach the handler")
    func clientResponses() throws {
        let run = try ServerRun([Self.initialize, #"{"jsonrpc":"2.0","id":5,"result":{}}"#, Self.exit])
        #expect(run.received == ["initialize", "response:5"])
    }

    @Test("The position encoding is the client's first supported choice, else UTF-16")
    func positionEncodingNegotiation() throws {
        func negotiated(_ encodings: String) throws -> PositionEncoding {
            PositionEncoding.negotiated(
                initializeParams: try json(#"{"capabilities":{"general":{"positionEncodings":\#(encodings)}}}"#))
        }
        #expect(try negotiated(#"["utf-32","utf-8"]"#) == .utf32)
        #expect(try negotiated(#"["utf-7","utf-8","utf-16"]"#) == .utf8)
        #expect(try negotiated(#"["utf-7"]"#) == .utf16)
        #expect(try negotiated("[]") == .utf16)
        #expect(PositionEncoding.negotiated(initializeParams: nil) == .utf16)
    }
}
