import Foundation
import LanguageServerBase
import Synchronization
import Testing

@testable import ClientGenLanguageServer

/// An editor driving the handler directly, as the server loop would: requests answered in the calling thread, and
/// what the server sends (diagnostics, registrations) read from its output pipe on a thread of its own.
final class TestClient: @unchecked Sendable {
    /// The workspace folder the client opens.
    static let root = "/ws"

    /// What the client says it can do unless a test says otherwise: related information, document changes, snippets,
    /// Markdown, nested symbols.
    static let richCapabilities: JSONValue = [
        "textDocument": [
            "publishDiagnostics": ["relatedInformation": true],
            "completion": ["completionItem": ["snippetSupport": true, "documentationFormat": ["markdown"]]],
            "hover": ["contentFormat": ["markdown", "plaintext"]],
            "documentSymbol": ["hierarchicalDocumentSymbolSupport": true],
        ],
        "workspace": ["workspaceEdit": ["documentChanges": true]],
    ]

    let handler: SpecLanguageHandler
    /// The workspace's files, which a test may change.
    let disk: FakeDisk
    private let readEnd: Int32
    private let writeEnd: Int32
    private let condition = NSCondition()
    /// Every message the server sent, in order; under `condition` only.
    private var sent: [JSONValue] = []
    private var readerDone = false
    private var nextID = 1
    /// The generated Swift the server kept (`clientgen.showGeneratedSwift`), by path.
    let keptSwift = KeptFiles()

    /// A client of a workspace holding `files` (paths relative to the root), initialized with `capabilities`; with
    /// `opensRoot` false, the client names no workspace folder (an editor started on a file), and `files` are only
    /// on disk.
    init(
        files: [String: String] = [:],
        capabilities: JSONValue = TestClient.richCapabilities,
        delay: Duration = .milliseconds(5),
        opensRoot: Bool = true,
        listingDelay: Duration = .zero,
        generatedSwift: GeneratedSwiftFolder? = nil
    ) throws {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw POSIXError(.EIO) }
        (readEnd, writeEnd) = (ends[0], ends[1])
        let connection = Connection(writer: MessageWriter(fileDescriptor: writeEnd), log: .silent)
        disk = FakeDisk(files, listingDelay: listingDelay)
        let folder = GeneratedSwiftFolder { [keptSwift] spec, fileName, contents in
            let path = "/cache/\(spec.split(separator: "/").count)/\(fileName)"
            keptSwift.files.withLock { $0[path] = String(decoding: contents, as: UTF8.self) }
            return path
        }
        handler = SpecLanguageHandler(
            connection: connection, files: disk.files, generatedSwift: generatedSwift ?? folder, delay: delay)
        Thread { [self] in readMessages() }.start()
        _ = try handler.initialize(params: [
            "processId": nil, "rootUri": opensRoot ? .string(FileURI.uri(fromPath: Self.root)) : nil,
            "capabilities": capabilities,
        ])
        handler.handle(notification: NotificationMessage(method: "initialized", params: [:]))
        if listingDelay == .zero { settle() }
    }

    /// Waits until the server has read the workspace folders it was given so far (at `initialize`, or by
    /// `workspace/didChangeWorkspaceFolders`), which it does on its checking thread.
    func settle() {
        handler.publisher.waitForPreparations()
    }

    /// Stops the server's thread and the reader.
    func stop() {
        handler.shutdown()
        _ = Foundation.close(writeEnd)
        condition.lock()
        while !readerDone { condition.wait() }
        condition.unlock()
        _ = Foundation.close(readEnd)
    }

    /// The absolute path of a workspace file.
    static func path(_ relative: String) -> String {
        root + "/" + relative
    }

    /// The URI of a workspace file.
    static func uri(_ relative: String) -> String {
        FileURI.uri(fromPath: path(relative))
    }

    // MARK: Sending

    func notify(_ method: String, _ params: JSONValue) {
        handler.handle(notification: NotificationMessage(method: method, params: params))
    }

    func open(_ file: String, _ text: String, version: Int = 1) {
        notify(
            "textDocument/didOpen",
            [
                "textDocument": [
                    "uri": .string(Self.uri(file)), "languageId": "client", "version": .integer(version),
                    "text": .string(text),
                ]
            ])
    }

    /// Replaces the whole text of an open document.
    func replace(_ file: String, with text: String, version: Int) {
        change(file, version: version, changes: [["text": .string(text)]])
    }

    func change(_ file: String, version: Int, changes: [JSONValue]) {
        notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": .string(Self.uri(file)), "version": .integer(version)],
                "contentChanges": .array(changes),
            ])
    }

    func close(_ file: String) {
        notify("textDocument/didClose", ["textDocument": ["uri": .string(Self.uri(file))]])
    }

    /// Sends a request and returns its result, or throws its error.
    func request(_ method: String, _ params: JSONValue) throws -> JSONValue {
        defer { nextID += 1 }
        return try handler.handle(request: RequestMessage(id: .integer(nextID), method: method, params: params))
    }

    /// A request about a position of a document.
    func request(_ method: String, _ file: String, line: Int, character: Int) throws -> JSONValue {
        try request(
            method,
            [
                "textDocument": ["uri": .string(Self.uri(file))],
                "position": ["line": .integer(line), "character": .integer(character)],
            ])
    }

    // MARK: Receiving

    /// Every message the server has sent so far.
    var messages: [JSONValue] {
        condition.lock()
        defer { condition.unlock() }
        return sent
    }

    /// Waits (up to ten seconds) for a `publishDiagnostics` of the file at `version` (or, with `nil`, one without a
    /// version: the clearing of a closed document) and returns its diagnostics.
    func diagnostics(_ file: String, version: Int?) throws -> [JSONValue] {
        let uri = JSONValue.string(Self.uri(file))
        let message = try waitFor { message in
            message["method"] == "textDocument/publishDiagnostics" && message["params"]?["uri"] == uri
                && message["params"]?["version"]?.int == version
        }
        return try #require(message["params"]?["diagnostics"]?.array)
    }

    /// The number of `publishDiagnostics` the server sent for a file.
    func publicationCount(_ file: String) -> Int {
        let uri = JSONValue.string(Self.uri(file))
        return messages.filter {
            $0["method"] == "textDocument/publishDiagnostics" && $0["params"]?["uri"] == uri
        }.count
    }

    /// Waits (up to ten seconds) for the `count`th `publishDiagnostics` of a file, and returns its diagnostics.
    func publication(_ file: String, number count: Int) throws -> [JSONValue] {
        let uri = JSONValue.string(Self.uri(file))
        let publications = try waitForAll { sent in
            let found = sent.filter {
                $0["method"] == "textDocument/publishDiagnostics" && $0["params"]?["uri"] == uri
            }
            return found.count >= count ? found : nil
        }
        return try #require(publications[count - 1]["params"]?["diagnostics"]?.array)
    }

    /// Waits (up to ten seconds) for a message matching `predicate`.
    func waitFor(_ predicate: (JSONValue) -> Bool) throws -> JSONValue {
        try waitForAll { sent in sent.first(where: predicate) }
    }

    /// Waits (up to ten seconds) until `found` finds something in the messages sent so far.
    func waitForAll<Found>(_ found: ([JSONValue]) -> Found?) throws -> Found {
        let deadline = Date().addingTimeInterval(10)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let result = found(sent) { return result }
            guard condition.wait(until: deadline) else {
                throw WaitTimedOut(messages: sent.map(\.description))
            }
        }
    }

    struct WaitTimedOut: Error, CustomStringConvertible {
        var messages: [String]
        var description: String { "no such message among: \(messages.joined(separator: "\n"))" }
    }

    private func readMessages() {
        var reader = MessageReader(fileDescriptor: readEnd)
        while true {
            switch reader.next() {
            case .message(let body):
                guard let message = try? JSONValue(parsing: body) else { continue }
                condition.lock()
                sent.append(message)
                condition.broadcast()
                condition.unlock()
            case .invalid:
                continue
            case .endOfInput:
                condition.lock()
                readerDone = true
                condition.broadcast()
                condition.unlock()
                return
            }
        }
    }
}

/// Files in memory under `TestClient.root` that a test can write and delete while the server runs.
final class FakeDisk: Sendable {
    private let contents: Mutex<[String: String]>

    /// How long listing a folder takes, as walking a large one does.
    private let listingDelay: Duration

    /// A disk holding `files`, by path relative to the root, whose folders take `listingDelay` to list.
    init(_ files: [String: String], listingDelay: Duration = .zero) {
        contents = Mutex(Dictionary(uniqueKeysWithValues: files.map { (TestClient.path($0.key), $0.value) }))
        self.listingDelay = listingDelay
    }

    /// Writes (or, with `nil`, deletes) a file, by path relative to the root.
    func write(_ file: String, _ text: String?) {
        contents.withLock { $0[TestClient.path(file)] = text }
    }

    /// The server's view of the disk.
    var files: WorkspaceFiles {
        WorkspaceFiles(
            specs: { [self] folder in
                if listingDelay > .zero { Thread.sleep(forTimeInterval: Double(listingDelay.components.seconds)) }
                return files(under: folder, endingWith: ".client")
            },
            swiftSources: { [self] folder in files(under: folder, endingWith: ".swift") },
            read: { [self] path in contents.withLock { $0[path].map { Array($0.utf8) } } })
    }

    /// The paths of the files under a folder whose names end with `suffix`.
    private func files(under folder: String, endingWith suffix: String) -> [String] {
        contents.withLock { files in
            files.keys.filter { $0.hasPrefix(folder + "/") && $0.hasSuffix(suffix) }.sorted()
        }
    }
}

/// An LSP position as JSON.
func position(_ line: Int, _ character: Int) -> JSONValue {
    ["line": .integer(line), "character": .integer(character)]
}

/// An LSP range as JSON.
func range(_ startLine: Int, _ startCharacter: Int, _ endLine: Int, _ endCharacter: Int) -> JSONValue {
    ["start": position(startLine, startCharacter), "end": position(endLine, endCharacter)]
}

/// Files kept in memory, by path.
final class KeptFiles: Sendable {
    let files = Mutex<[String: String]>([:])
}
