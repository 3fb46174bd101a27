/// An open document as the client last described it: its URI, language, version and text.
public struct TextDocument: Sendable {
    /// The document's URI, exactly as the client sent it (the store's key).
    public let uri: String
    /// The client's language identifier (`clientgen` for `.client` specs, say).
    public let languageID: String
    /// The version of the client's last change.
    public internal(set) var version: Int
    /// The text's lines, for converting positions; it holds the text's UTF-8.
    public private(set) var lineIndex: LineIndex

    /// A document with `text` at `version`.
    public init(uri: String, languageID: String, version: Int, text: String) {
        self.uri = uri
        self.languageID = languageID
        self.version = version
        lineIndex = LineIndex(text)
    }

    /// The text in UTF-8.
    public var bytes: [UInt8] { lineIndex.bytes }

    /// The text.
    public var text: String { String(decoding: lineIndex.bytes, as: UTF8.self) }

    /// Applies one change: the whole text replaced, or a range (clamped into the text, positions counted in
    /// `encoding`) replaced by the change's text.
    public mutating func apply(_ change: TextChange, encoding: PositionEncoding) {
        guard let range = change.range else {
            lineIndex = LineIndex(change.text)
            return
        }
        var bytes = lineIndex.bytes
        bytes.replaceSubrange(lineIndex.offsets(of: range, in: encoding), with: change.text.utf8)
        lineIndex = LineIndex(bytes)
    }
}

/// One `TextDocumentContentChangeEvent`: the new text of the whole document, or of a range of it.
public struct TextChange: Sendable, Equatable {
    /// The range replaced, in the negotiated position encoding; `nil` when `text` is the whole document.
    public var range: TextRange?
    /// The new text.
    public var text: String

    /// A change replacing `range` (or, when `nil`, the whole document) with `text`.
    public init(range: TextRange?, text: String) {
        self.range = range
        self.text = text
    }

    /// Reads a change event; `nil` without a string `text`, or with a `range` that is not a range. The deprecated
    /// `rangeLength` is ignored: the range says it all.
    public init?(json: JSONValue) {
        guard let text = json["text"]?.string else { return nil }
        let range = json["range"]
        if let range, !range.isNull {
            guard let textRange = TextRange(json: range) else { return nil }
            self.init(range: textRange, text: text)
        } else {
            self.init(range: nil, text: text)
        }
    }
}
