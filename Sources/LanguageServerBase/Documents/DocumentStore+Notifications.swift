/// What a document notification did to the store.
public enum DocumentEvent: Sendable {
    /// A document was opened; its text.
    case opened(TextDocument)
    /// An open document changed; its new text.
    case changed(TextDocument)
    /// A document was closed.
    case closed(uri: String)
}

extension DocumentStore {
    /// Applies a `textDocument/didOpen`, `didChange` or `didClose` notification; what it did, or `nil` when the
    /// notification is another one, is malformed (logged), or changes a document that is not open (logged).
    @discardableResult
    public func apply(_ notification: NotificationMessage) -> DocumentEvent? {
        let params = notification.params
        let document = params?["textDocument"]
        switch notification.method {
        case "textDocument/didOpen":
            guard let uri = document?["uri"]?.string, let version = document?["version"]?.int,
                let text = document?["text"]?.string
            else { return malformed(notification) }
            let languageID = document?["languageId"]?.string ?? ""
            return .opened(open(uri: uri, languageID: languageID, version: version, text: text))
        case "textDocument/didChange":
            guard let uri = document?["uri"]?.string, let version = document?["version"]?.int,
                let events = params?["contentChanges"]?.array
            else { return malformed(notification) }
            let changes = events.compactMap(TextChange.init(json:))
            guard changes.count == events.count else { return malformed(notification) }
            return change(uri: uri, version: version, changes: changes).map(DocumentEvent.changed)
        case "textDocument/didClose":
            guard let uri = document?["uri"]?.string else { return malformed(notification) }
            return close(uri: uri) ? .closed(uri: uri) : nil
        default:
            return nil
        }
    }

    private func malformed(_ notification: NotificationMessage) -> DocumentEvent? {
        log("lsp: ignored a malformed '\(notification.method)'")
        return nil
    }
}
