import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `clientgen lsp`, the executable, fed hostile bytes on its standard input (attack round 10): every message gets an
/// answer or a logged line, the server goes on serving the documents it holds, and its exit code is the protocol's.
@Suite("Attacks on clientgen lsp")
struct LanguageServerAttackTests {
    struct Session {
        var status: Int32
        /// The messages the server wrote, decoded.
        var messages: [[String: Any]]
        var stderr: String

        /// The response to request `id`.
        func response(_ id: Int) -> [String: Any]? {
            messages.first { ($0["id"] as? Int) == id && $0["method"] == nil }
        }

        /// The error code of the response to request `id`.
        func errorCode(_ id: Int) -> Int? {
            (response(id)?["error"] as? [String: Any])?["code"] as? Int
        }

        /// The error codes of the responses with id `null`, in order.
        var nullIDErrorCodes: [Int] {
            messages.filter { $0.keys.contains("id") && $0["id"] is NSNull }.compactMap {
                ($0["error"] as? [String: Any])?["code"] as? Int
            }
        }
    }

    static func frame(_ body: [UInt8]) -> [UInt8] { Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body }
    static func frame(_ body: String) -> [UInt8] { frame(Array(body.utf8)) }

    /// Runs `clientgen lsp` on `input` (from a file, so that a large input cannot fill a pipe; standard error to a file) and reads it all.
    static func serve(_ input: [UInt8], in workspace: Workspace) throws -> Session {
        let executable = try #require(ExecutableTests.executable(), "the clientgen executable was not built")
        #expect(FileManager.default.createFile(atPath: workspace.path("input"), contents: Data(input)))
        let process = Process()
        process.executableURL = executable
        process.arguments = ["lsp"]
        process.environment = ["XDG_CACHE_HOME": workspace.path("cache"), "PATH": "/usr/bin:/bin"]
        process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: workspace.path("input")))
        let output = Pipe()
        #expect(FileManager.default.createFile(atPath: workspace.path("stderr"), contents: nil))
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: workspace.path("stderr")))
        try process.run()
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let stderr = try Data(contentsOf: URL(fileURLWithPath: workspace.path("stderr")))
        return Session(
            status: process.terminationStatus, messages: try messages(in: Array(stdout)),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// Splits the server's output into its messages.
    static func messages(in bytes: [UInt8]) throws -> [[String: Any]] {
        var messages: [[String: Any]] = []
        var rest = bytes[...]
        let separator = Array("\r\n\r\n".utf8)
        while let headerEnd = rest.firstRange(of: separator) {
            let header = String(decoding: rest[..<headerEnd.lowerBound], as: UTF8.self)
            let length = try #require(Int(header.replacingOccurrences(of: "Content-Length: ", with: "")))
            let body = rest[headerEnd.upperBound..<headerEnd.upperBound + length]
            messages.append(try #require(try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any]))
            rest = rest[(headerEnd.upperBound + length)...]
        }
        return messages
    }

    static func initialize(_ workspace: Workspace) -> [UInt8] {
        frame(
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"rootUri":"\#(workspace.root.absoluteString)","capabilities":{}}}"#
        ) + frame(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
    }

    static func open(_ uri: String, _ text: String) -> [UInt8] {
        frame(
            #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"client","version":1,"text":\#(String(reflecting: text))}}}"#
        )
    }

    static func hover(_ id: Int, _ uri: String, line: Int, character: Int) -> [UInt8] {
        frame(
            #"{"jsonrpc":"2.0","id":\#(id),"method":"textDocument/hover","params":{"textDocument":{"uri":"\#(uri)"},"position":{"line":\#(line),"character":\#(character)}}}"#
        )
    }

    static let shutdownAndExit =
        frame(#"{"jsonrpc":"2.0","id":90,"method":"shutdown"}"#) + frame(#"{"jsonrpc":"2.0","method":"exit"}"#)
    static let spec = "public client Trails {\n    func all() async throws -> [String]\n}\n"

    /// Whether a hover answered with the member's text (the server still serves the document).
    static func hoverShowsMember(_ session: Session, _ id: Int) -> Bool {
        guard let result = session.response(id)?["result"] as? [String: Any] else { return false }
        return "\(result)".contains("all()")
    }

    @Test("Nesting 100,000 deep, bad Content-Lengths and invalid UTF-8 get errors or log lines; serving goes on")
    func hostileFramesAndBodies() throws {
        let workspace = try Workspace("lsp-attack-bodies")
        defer { workspace.remove() }
        let uri = URL(fileURLWithPath: workspace.path("Specs/Trails.client")).absoluteString
        var input = Self.initialize(workspace) + Self.open(uri, Self.spec)
        input += Self.frame(String(repeating: "[", count: 100_000))
        input += Self.frame(String(repeating: #"{"a":"#, count: 100_000))
        input += Self.frame(
            #"{"jsonrpc":"2.0","id":2,"method":"textDocument/hover","params":"#
                + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}")
        input += Array("Content-Length: -5\r\n\r\n{}".utf8)
        input += Array("Content-Length: 99999999999999999999\r\n\r\n{}".utf8)
        input += Array("Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}".utf8)
        input += Array("Content-Length: 2\r\nContent-Length: 2\r\n\r\n{}".utf8)
        input += Self.frame(
            Array(#"{"jsonrpc":"2.0","id":3,"method":"textDocument/hover"#.utf8) + [0xFF] + Array(#""}"#.utf8))
        input += Self.frame(
            Array(
                #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"client","version":2,"text":"client "#
                    .utf8) + [0xC3, 0x28] + Array(#" {}"}}}"#.utf8))
        input += Self.hover(4, uri, line: 1, character: 10) + Self.shutdownAndExit
        let session = try Self.serve(input, in: workspace)
        #expect(session.status == 0, "\(session.stderr)")
        // Parse errors for both nestings, the nested params and both invalid UTF-8 bodies; an invalid request for
        // the empty object the duplicated (equal) Content-Lengths frame.
        #expect(session.nullIDErrorCodes == [-32700, -32700, -32700, -32600, -32700, -32700])
        for logged in [
            "nested deeper than 512", "invalid Content-Length '-5'", "invalid Content-Length '99999999999999999999'",
            "invalid Content-Length '3'", "invalid UTF-8",
        ] {
            #expect(session.stderr.contains(logged), "\(session.stderr)")
        }
        #expect(Self.hoverShowsMember(session, 4), "the document kept its text: \(session.messages)")
        #expect(session.response(90)?["result"] is NSNull)
    }

    @Test("Requests before initialize and after shutdown are refused; exit without shutdown ends with 1")
    func lifecycle() throws {
        let workspace = try Workspace("lsp-attack-lifecycle")
        defer { workspace.remove() }
        let uri = URL(fileURLWithPath: workspace.path("Specs/Trails.client")).absoluteString
        let early = Self.hover(7, uri, line: 0, character: 0) + Self.open(uri, Self.spec)
        var session = try Self.serve(
            early + Self.initialize(workspace) + Self.hover(8, uri, line: 1, character: 10)
                + Self.shutdownAndExit, in: workspace)
        #expect(session.status == 0)
        #expect(session.errorCode(7) == -32002)
        #expect(session.stderr.contains("dropped 'textDocument/didOpen' (uninitialized)"))
        #expect(session.response(8)?["result"] is NSNull, "the document opened too early was dropped")
        let late =
            Self.frame(#"{"jsonrpc":"2.0","id":5,"method":"shutdown"}"#) + Self.hover(6, uri, line: 0, character: 0)
            + Self.frame(#"{"jsonrpc":"2.0","id":7,"method":"shutdown"}"#)
            + Self.frame(#"{"jsonrpc":"2.0","method":"exit"}"#)
        session = try Self.serve(Self.initialize(workspace) + late, in: workspace)
        #expect(session.status == 0)
        #expect(session.errorCode(6) == -32600 && session.errorCode(7) == -32600)
        session = try Self.serve(
            Self.initialize(workspace) + Self.frame(#"{"jsonrpc":"2.0","method":"exit"}"#), in: workspace)
        #expect(session.status == 1)
        session = try Self.serve(Self.frame(#"{"jsonrpc":"2.0","method":"exit"}"#), in: workspace)
        #expect(session.status == 1)
    }

    @Test("Input ending inside a message's body or headers ends the server with 1, saying so")
    func inputEndingMidMessage() throws {
        let workspace = try Workspace("lsp-attack-truncated")
        defer { workspace.remove() }
        var session = try Self.serve(
            Self.initialize(workspace) + Array("Content-Length: 100\r\n\r\n{\"jsonrpc\"".utf8), in: workspace)
        #expect(session.status == 1)
        #expect(session.stderr.contains("lsp: input ended after 10 of the message's 100 bytes"))
        #expect(session.response(1) != nil)
        session = try Self.serve(
            Self.initialize(workspace) + Array("Content-Length: 999999999999999999\r\n\r\n{}".utf8), in: workspace)
        #expect(session.status == 1)
        #expect(session.stderr.contains("of the message's 999999999999999999 bytes"))
        session = try Self.serve(Self.initialize(workspace) + Array("Content-Len".utf8), in: workspace)
        #expect(session.status == 1)
        #expect(session.stderr.hasSuffix("lsp: input ended\n"))
    }

    @Test("Changes with ranges out of the document, reversed, or inside a character keep a document that serves")
    func hostileChanges() throws {
        let workspace = try Workspace("lsp-attack-changes")
        defer { workspace.remove() }
        let uri = URL(fileURLWithPath: workspace.path("Specs/Trails.client")).absoluteString
        let text = "public client Trails {\n    func all() async throws -> [String] // 🥾\n}\n"
        var input = Self.initialize(workspace) + Self.open(uri, text)
        // Past the end of an ASCII line first, while it is one (such a line takes a shorter path).
        let ranges = [
            (0, 10_000, 0, 20_000), (1, 1 << 40, 1, 1 << 62), (1, 43, 1, 44), (1, 44, 1, 42), (100, 0, 200, 0),
            (-1, -1, -5, -5), (2, 0, 0, 0),
        ]
        for (version, range) in ranges.enumerated() {
            let (startLine, startCharacter, endLine, endCharacter) = range
            input += Self.frame(
                #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":\#(version + 2)},"contentChanges":[{"range":{"start":{"line":\#(startLine),"character":\#(startCharacter)},"end":{"line":\#(endLine),"character":\#(endCharacter)}},"text":"é"}]}}"#
            )
        }
        for (id, character) in [(10, 1 << 31), (11, -(1 << 53)), (12, 44)] {
            input += Self.hover(id, uri, line: 1, character: character)
        }
        input += Self.frame(
            #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":20},"contentChanges":[{"text":\#(String(reflecting: text))}]}}"#
        )
        input += Self.hover(13, uri, line: 1, character: 10) + Self.shutdownAndExit
        let session = try Self.serve(input, in: workspace)
        #expect(session.status == 0, "\(session.stderr)")
        for id in 10...12 { #expect(session.response(id) != nil && session.errorCode(id) == nil, "\(id)") }
        #expect(Self.hoverShowsMember(session, 13), "\(session.messages)")
    }

    @Test(
        "Documents whose URI is not a file's, or names a device, a folder or nothing, are served without touching them")
    func documentsThatAreNotFiles() throws {
        let workspace = try Workspace("lsp-attack-uris")
        defer { workspace.remove() }
        try workspace.write("", to: "Folder.client/.keep")
        let uri = URL(fileURLWithPath: workspace.path("Specs/Trails.client")).absoluteString
        let odd = [
            "untitled:Untitled-1", "http://example.com/A.client", "file:///dev/zero", "file:///proc/self/mem",
            URL(fileURLWithPath: workspace.path("Folder.client")).absoluteString, "file:///nonexistent/%ZZ.client",
            "file://host/share/A.client", "",
        ]
        var input = Self.initialize(workspace) + Self.open(uri, Self.spec)
        for (index, other) in odd.enumerated() {
            input += Self.open(other, "public client Odd\(index): Trails {\n    func odd() async throws -> Int\n}\n")
            input += Self.hover(100 + index, other, line: 1, character: 10)
            input += Self.frame(
                #"{"jsonrpc":"2.0","id":\#(200 + index),"method":"workspace/executeCommand","params":{"command":"clientgen.showGeneratedSwift","arguments":["\#(other)"]}}"#
            )
        }
        input += Self.hover(4, uri, line: 1, character: 10) + Self.shutdownAndExit
        let session = try Self.serve(input, in: workspace)
        #expect(session.status == 0, "\(session.stderr)")
        for index in odd.indices {
            #expect(session.response(100 + index) != nil && session.response(200 + index) != nil, "\(odd[index])")
        }
        #expect(Self.hoverShowsMember(session, 4))
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.path("Folder.client")) == [".keep"])
    }

    @Test("Standard input and output that a parent set non-blocking make the server wait, not end (attack 10)")
    func nonBlockingStreams() throws {
        let workspace = try Workspace("lsp-attack-nonblocking")
        defer { workspace.remove() }
        let executable = try #require(ExecutableTests.executable(), "the clientgen executable was not built")
        let uri = URL(fileURLWithPath: workspace.path("Specs/Big.client")).absoluteString
        let members = (0..<2_000).map { "    func member\($0)(value: Int) async throws -> [String]\n" }.joined()
        let input = Pipe()
        let output = Pipe()
        for descriptor in [input.fileHandleForReading.fileDescriptor, output.fileHandleForWriting.fileDescriptor] {
            #expect(fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK) == 0)
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["lsp"]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Nothing to read yet: a read fails with EAGAIN until the client writes.
        Thread.sleep(forTimeInterval: 0.3)
        let symbols =
            #"{"jsonrpc":"2.0","id":2,"method":"textDocument/documentSymbol","params":{"textDocument":{"uri":"\#(uri)"}}}"#
        // A server that ended early closes the pipe: a failed write, not the end of the test process.
        signal(SIGPIPE, SIG_IGN)
        try? input.fileHandleForWriting.write(
            contentsOf: Data(
                Self.initialize(workspace) + Self.open(uri, "public client Big {\n\(members)}\n")
                    + Self.frame(symbols) + Self.shutdownAndExit))
        try input.fileHandleForWriting.close()
        // The symbols fill the pipe (64 KB) long before they are read: a write fails with EAGAIN until then.
        Thread.sleep(forTimeInterval: 0.5)
        let written = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let session = Session(status: 0, messages: try Self.messages(in: Array(written)), stderr: "")
        #expect((session.response(2)?["result"] as? [Any])?.count == 2_001)
        #expect(written.count > 65_536)
        #expect(session.response(90)?["result"] is NSNull)
    }
}
