import ClientGenCore
import LanguageServerBase

/// One spec the server knows: a workspace file as it is on disk, or an open document as the client last sent it
/// (which wins over the file while it is open).
struct WorkspaceSpec: Sendable {
    /// The URI the client knows it by: the one it opened it with, or the file's.
    var uri: String
    /// The text and its lines.
    var lines: LineIndex
    /// The open document's version; `nil` for a file only on disk.
    var version: Int?

    /// Whether the client has it open.
    var isOpen: Bool { version != nil }

    /// The spec as the generator reads it, reported under `key`.
    func source(_ key: String) -> SourceFile {
        SourceFile(path: key, bytes: lines.bytes)
    }
}

/// The key the server files a document under: the path of a `file:` URI, so that a URI spelt differently by the
/// client and by the server names one spec, or the URI itself for another scheme (an unsaved document).
enum SpecKey {
    static func of(uri: String) -> String {
        FileURI.path(fromURI: uri) ?? uri
    }
}
