import LanguageServerBase

/// What the client said it can do in `initialize`, for the answers that depend on it; everything off when the client
/// says nothing, as the protocol wants.
struct ClientSupport: Sendable, Equatable {
    /// How positions count characters.
    var positionEncoding = PositionEncoding.utf16
    /// Diagnostics may carry `relatedInformation` (else notes go into the message).
    var relatedInformation = false
    /// A `WorkspaceEdit` may be `documentChanges`, with the document's version (else `changes`).
    var documentChanges = false
    /// Completions may be snippets (`placeholder($1)`).
    var snippets = false
    /// Hovers may be Markdown (else plain text).
    var markdownHover = false
    /// Completion documentation may be Markdown (else plain text).
    var markdownCompletionDocumentation = false
    /// Document symbols may nest (else a flat list of `SymbolInformation`).
    var hierarchicalSymbols = false
    /// The server may ask to be told about changed files (`workspace/didChangeWatchedFiles`).
    var watchedFilesRegistration = false
    /// The server may ask the client to open a file (`window/showDocument`).
    var showDocument = false
    /// Diagnostics may carry the `Unnecessary` tag, which editors show by fading the code.
    var unnecessaryTag = false

    /// What the client can do, from the `initialize` request's params.
    init(initializeParams params: JSONValue?) {
        let capabilities = params?["capabilities"]
        let text = capabilities?["textDocument"]
        positionEncoding = PositionEncoding.negotiated(initializeParams: params)
        relatedInformation = text?["publishDiagnostics"]?["relatedInformation"]?.bool ?? false
        documentChanges = capabilities?["workspace"]?["workspaceEdit"]?["documentChanges"]?.bool ?? false
        snippets = text?["completion"]?["completionItem"]?["snippetSupport"]?.bool ?? false
        markdownHover = Self.offersMarkdown(text?["hover"]?["contentFormat"])
        markdownCompletionDocumentation = Self.offersMarkdown(
            text?["completion"]?["completionItem"]?["documentationFormat"])
        hierarchicalSymbols = text?["documentSymbol"]?["hierarchicalDocumentSymbolSupport"]?.bool ?? false
        watchedFilesRegistration =
            capabilities?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.bool ?? false
        showDocument = capabilities?["window"]?["showDocument"]?["support"]?.bool ?? false
        unnecessaryTag =
            text?["publishDiagnostics"]?["tagSupport"]?["valueSet"]?.array?.contains(.integer(Self.unnecessary))
            ?? false
    }

    /// LSP's `DiagnosticTag.Unnecessary`.
    static let unnecessary = 1

    /// Everything off, UTF-16 positions.
    init() {}

    private static func offersMarkdown(_ formats: JSONValue?) -> Bool {
        formats?.array?.contains(.string("markdown")) ?? false
    }

    /// Text for the client: `MarkupContent` in Markdown when `markdown` says the client reads it, else the plain
    /// text.
    static func markup(_ markdown: String, plain: String, isMarkdown: Bool) -> JSONValue {
        isMarkdown ? ["kind": "markdown", "value": .string(markdown)] : ["kind": "plaintext", "value": .string(plain)]
    }
}
