import Foundation

/// `clientgen lsp` at scale: the release binary serving a workspace of `specs` synthetic specs (the generation
/// corpus, plus one client that inherits a client of another spec), driven through its standard streams as an editor
/// drives it. It measures the time `initialize` takes (the server reads every spec of the workspace), the time from
/// opening the edited spec to its first diagnostics, and, for each of `edits` edits, the time from sending
/// `didChange` to receiving the `publishDiagnostics` of that version. Edits alternate between breaking a member (its
/// `@placeholder` removed: one error) and fixing it again (none), so each answer is checked, and are sent one after
/// the other's diagnostics, 30 ms apart, as typing pauses do, so none is merged into the next by the debounce.
enum LanguageServerBenchmark {
    /// The edited spec: a client inheriting `Client0` of another spec, so its diagnostics need the workspace.
    static let edited = """
        import Foundation

        public client Dashboard: Client0 {
            func refresh(force: Bool) async throws
            @placeholder(false)
            func isStale(id: Int) -> Bool
            func summary(for id: Int) async throws -> [Item]
        }

        """

    static func run(clientgen: String, specs: Int, edits: Int, work: String) throws {
        let files = FileManager.default
        let root = "\(work)/lsp-workspace"
        try? files.removeItem(atPath: root)
        try files.createDirectory(atPath: "\(root)/Specs", withIntermediateDirectories: true)
        for index in 0..<(specs - 1) {
            try Corpus.spec(index).write(
                toFile: "\(root)/Specs/Client\(index).client", atomically: false, encoding: .utf8)
        }
        let editedPath = "\(root)/Specs/Dashboard.client"
        try edited.write(toFile: editedPath, atomically: false, encoding: .utf8)
        let uri = URL(fileURLWithPath: editedPath).absoluteString

        let server = try ServerProcess(clientgen: clientgen)
        defer { server.stop() }
        let initialize = try server.time(
            [
                "jsonrpc": "2.0", "id": 1, "method": "initialize",
                "params": ["rootUri": URL(fileURLWithPath: root).absoluteString, "capabilities": [String: Any]()],
            ]
        ) { $0["id"] as? Int == 1 }
        server.send(["jsonrpc": "2.0", "method": "initialized", "params": [String: Any]()])
        let open = try server.time(
            [
                "jsonrpc": "2.0", "method": "textDocument/didOpen",
                "params": ["textDocument": ["uri": uri, "languageId": "client", "version": 1, "text": edited]],
            ]
        ) { Self.diagnostics($0, uri: uri, version: 1) != nil }

        var latencies: [Double] = []
        for edit in 1...edits {
            let version = edit + 1
            let breaks = edit % 2 == 1
            // Line 4 is `    @placeholder(false)`: replaced by nothing (an error), or put back (none).
            let change: [String: Any] =
                breaks
                ? ["range": ["start": ["line": 4, "character": 0], "end": ["line": 5, "character": 0]], "text": ""]
                : [
                    "range": ["start": ["line": 4, "character": 0], "end": ["line": 4, "character": 0]],
                    "text": "    @placeholder(false)\n",
                ]
            var diagnostics: [Any] = []
            let seconds = try server.time(
                [
                    "jsonrpc": "2.0", "method": "textDocument/didChange",
                    "params": ["textDocument": ["uri": uri, "version": version], "contentChanges": [change]],
                ]
            ) { message in
                guard let found = Self.diagnostics(message, uri: uri, version: version) else { return false }
                diagnostics = found
                return true
            }
            guard diagnostics.count == (breaks ? 1 : 0) else {
                print("clientgen lsp answered edit \(edit) with \(diagnostics.count) diagnostics")
                exit(1)
            }
            latencies.append(seconds)
            Thread.sleep(forTimeInterval: 0.03)
        }
        let peak = server.peakMegabytes()
        report(specs: specs, initialize: initialize, open: open, latencies: latencies, peak: peak)
    }

    /// The diagnostics of a `publishDiagnostics` for `uri` at `version`, if `message` is one.
    private static func diagnostics(_ message: [String: Any], uri: String, version: Int) -> [Any]? {
        guard message["method"] as? String == "textDocument/publishDiagnostics",
            let params = message["params"] as? [String: Any], params["uri"] as? String == uri,
            params["version"] as? Int == version
        else { return nil }
        return params["diagnostics"] as? [Any]
    }

    private static func report(specs: Int, initialize: Double, open: Double, latencies: [Double], peak: Double?) {
        let sorted = latencies.sorted()
        let median = sorted[sorted.count / 2]
        print("clientgen lsp on a workspace of \(specs) specs, \(ProcessInfo.processInfo.activeProcessorCount) cores")
        print(String(format: "  initialize (reads every spec):       %7.1f ms", initialize * 1000))
        print(String(format: "  didOpen to its diagnostics:          %7.1f ms", open * 1000))
        print(
            String(
                format:
                    "  didChange to its diagnostics (%d edits): median %.1f ms, p90 %.1f ms, max %.1f ms, min %.1f ms",
                latencies.count, median * 1000, sorted[sorted.count * 9 / 10] * 1000, sorted.last! * 1000,
                sorted[0] * 1000))
        if let peak { print(String(format: "  server's resident memory at the end: %7.1f MB", peak)) }
        print(
            String(format: "  target: diagnostics within 100 ms of an edit: %@", sorted.last! < 0.1 ? "met" : "NOT met")
        )
    }
}

/// `clientgen lsp` as a child process: framed JSON written to its input, its output read on a thread of its own.
final class ServerProcess: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let condition = NSCondition()
    private var received: [[String: Any]] = []

    init(clientgen: String) throws {
        process.executableURL = URL(fileURLWithPath: clientgen)
        process.arguments = ["lsp"]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        Thread { [self] in readMessages() }.start()
    }

    /// Sends one message.
    func send(_ message: [String: Any]) {
        let body = try! JSONSerialization.data(withJSONObject: message)
        input.fileHandleForWriting.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    /// Sends `message` and waits for the first message from then on matching `answer`; the seconds in between.
    func time(_ message: [String: Any], until answer: ([String: Any]) -> Bool) throws -> Double {
        condition.lock()
        let seen = received.count
        condition.unlock()
        let start = DispatchTime.now().uptimeNanoseconds
        send(message)
        condition.lock()
        defer { condition.unlock() }
        var checked = seen
        while true {
            while checked < received.count {
                if answer(received[checked]) {
                    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                }
                checked += 1
            }
            guard condition.wait(until: Date().addingTimeInterval(30)) else {
                throw NSError(domain: "clientgen-bench", code: 1, userInfo: [NSLocalizedDescriptionKey: "no answer"])
            }
        }
    }

    /// The server's peak resident memory so far (Linux), from /proc.
    func peakMegabytes() -> Double? {
        guard let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
        else { return nil }
        return kilobytes / 1024
    }

    /// Shuts the server down as the protocol says and waits for it to exit.
    func stop() {
        send(["jsonrpc": "2.0", "id": 999_999, "method": "shutdown"])
        send(["jsonrpc": "2.0", "method": "exit"])
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    private func readMessages() {
        let handle = output.fileHandleForReading
        var buffer = Data()
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { return }
            buffer.append(chunk)
            while let headerEnd = buffer.range(of: Data("\r\n\r\n".utf8)) {
                let header = String(decoding: buffer[buffer.startIndex..<headerEnd.lowerBound], as: UTF8.self)
                guard let length = Int(header.replacingOccurrences(of: "Content-Length: ", with: "")),
                    buffer.count - (headerEnd.upperBound - buffer.startIndex) >= length
                else { break }
                let body = buffer[headerEnd.upperBound..<(headerEnd.upperBound + length)]
                buffer = Data(buffer[(headerEnd.upperBound + length)...])
                if let message = try? JSONSerialization.jsonObject(with: body) as? [String: Any] {
                    condition.lock()
                    received.append(message)
                    condition.broadcast()
                    condition.unlock()
                }
            }
        }
    }
}
