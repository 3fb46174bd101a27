/// The documents the client has open, kept current from `textDocument/didOpen`, `didChange` and `didClose`.
///
/// Safe to use from any thread: the reader's thread applies changes while background work (diagnostics) reads
/// snapshots, which are values and never change under it. Bad input never stops the server: changes to a document
/// that is not open are ignored and logged, ranges past the text are clamped, and a reversed range is put in order.
public final class DocumentStore: @unchecked Sendable {
    private let lock = Lock()
    /// The documents by URI; under `lock` only.
    private var documents: [String: TextDocument] = [:]
    /// The encoding of positions in changes; under `lock` only.
    private var encoding: PositionEncoding
    /// Where ignored changes are logged.
    let log: ServerLog

    /// An empty store reading positions in `positionEncoding` and logging ignored changes to `log`.
    public init(positionEncoding: PositionEncoding = .utf16, log: ServerLog = .standardError) {
        encoding = positionEncoding
        self.log = log
    }

    /// The encoding of positions in changes: set it to the one negotiated in `initialize`.
    public var positionEncoding: PositionEncoding {
        get { lock.withLock { encoding } }
        set { lock.withLock { encoding = newValue } }
    }

    /// The document at `uri`, if it is open.
    public func document(_ uri: String) -> TextDocument? {
        lock.withLock { documents[uri] }
    }

    /// The URIs of the open documents, in no particular order.
    public var openURIs: [String] {
        lock.withLock { Array(documents.keys) }
    }

    /// Opens (or, if it is open already, replaces) a document; the document.
    @discardableResult
    public func open(uri: String, languageID: String, version: Int, text: String) -> TextDocument {
        let document = TextDocument(uri: uri, languageID: languageID, version: version, text: text)
        let replaced = lock.withLock { documents.updateValue(document, forKey: uri) != nil }
        if replaced { log("lsp: '\(uri)' was opened again; replaced its text") }
        return document
    }

    /// Applies `changes` in order and sets the version; the changed document, or `nil` when it is not open.
    @discardableResult
    public func change(uri: String, version: Int, changes: [TextChange]) -> TextDocument? {
        let changed: TextDocument? = lock.withLock {
            guard var document = documents.removeValue(forKey: uri) else { return nil }
            for change in changes { document.apply(change, encoding: encoding) }
            document.version = version
            documents[uri] = document
            return document
        }
        if changed == nil { log("lsp: ignored a change to '\(uri)', which is not open") }
        return changed
    }

    /// Closes a document; whether it was open.
    @discardableResult
    public func close(uri: String) -> Bool {
        let closed = lock.withLock { documents.removeValue(forKey: uri) != nil }
        if !closed { log("lsp: ignored closing '\(uri)', which is not open") }
        return closed
    }
}
