import ClientGenCore
import LanguageServerBase

/// The language server for specs: what `clientgen lsp` answers. Diagnostics are pushed from a thread of their own
/// (``DiagnosticsPublisher``); requests are answered on the thread that reads messages, from the workspace as the
/// client's last message left it.
package final class SpecLanguageHandler: LanguageServerHandler, Sendable {
    /// The debounce delay after an edit when none is given: short enough that diagnostics arrive well within 100 ms
    /// of an edit, long enough to check a burst of keystrokes once.
    package static let defaultDelay = Duration.milliseconds(20)

    /// Every spec of the workspace, and the open documents.
    let workspace: SpecWorkspace
    /// The open documents' texts, kept current from the client's changes.
    let documents: DocumentStore
    let publisher: DiagnosticsPublisher
    /// Work that makes later requests faster (reading the Swift types of a package), on a thread of its own so
    /// that it holds up neither requests nor diagnostics; keyed, so work given again before it starts runs once.
    let background = Debouncer(delay: .zero)
    let connection: Connection
    /// Where the Swift that `clientgen.showGeneratedSwift` shows is kept.
    let generatedSwift: GeneratedSwiftFolder
    /// What the client can do; set by `initialize`.
    let support = Locked(ClientSupport())

    /// A handler answering through `connection`, reading workspace files through `files`, keeping the generated
    /// Swift it shows in `generatedSwift`, and checking specs `delay` after the last edit.
    package init(
        connection: Connection,
        files: WorkspaceFiles,
        generatedSwift: GeneratedSwiftFolder = .none,
        delay: Duration = defaultDelay
    ) {
        self.connection = connection
        self.generatedSwift = generatedSwift
        workspace = SpecWorkspace(files: files)
        documents = DocumentStore(log: connection.log)
        publisher = DiagnosticsPublisher(workspace: workspace, connection: connection, delay: delay)
    }

    package func initialize(params: JSONValue?) throws -> JSONValue {
        let clientSupport = ClientSupport(initializeParams: params)
        support.withLock { $0 = clientSupport }
        documents.positionEncoding = clientSupport.positionEncoding
        publisher.configure(clientSupport)
        let folders = Self.workspaceFolders(params)
        workspace.expectFolders(folders)
        publisher.prepare { [workspace] in workspace.addFolders(folders) }
        return [
            "capabilities": Self.capabilities(encoding: clientSupport.positionEncoding),
            "serverInfo": ["name": "clientgen", "version": .string(ClientGenerator.version)],
        ]
    }

    package func handle(request: RequestMessage) throws -> JSONValue {
        publisher.waitForPreparations()  // Answered from the workspace folders the client gave, once read.
        refreshNames()
        let params = RequestParams(params: request.params, method: request.method)
        switch request.method {
        case "textDocument/codeAction": return try codeActions(params)
        case "textDocument/hover": return try hover(params)
        case "textDocument/signatureHelp": return try signatureHelp(params)
        case "textDocument/completion": return try completion(params)
        case "textDocument/definition": return try definition(params)
        case "textDocument/documentSymbol": return try documentSymbols(params)
        case "textDocument/formatting": return try formatting(params)
        case "textDocument/rangeFormatting": return try rangeFormatting(params)
        case "textDocument/semanticTokens/full": return try semanticTokens(params, inRange: false)
        case "textDocument/semanticTokens/range": return try semanticTokens(params, inRange: true)
        case "textDocument/foldingRange": return try foldingRanges(params)
        case "textDocument/documentHighlight": return try documentHighlights(params)
        case "textDocument/codeLens": return try codeLenses(params)
        case "textDocument/selectionRange": return try selectionRanges(params)
        case "workspace/executeCommand": return try executeCommand(params)
        case "textDocument/references": return try references(params)
        case "textDocument/prepareRename": return try prepareRename(params)
        case "textDocument/rename": return try rename(params)
        case "workspace/symbol": return try workspaceSymbols(params)
        default: throw ResponseError.methodNotFound(request.method)
        }
    }

    /// Brings the workspace's index up to date with the documents' last changes, and checks the open specs those
    /// changes may affect: what a request or a change to the workspace needs first.
    func refreshNames() {
        publisher.check(workspace.refreshNames())
    }

    package func shutdown() {
        publisher.stop()
        background.shutdown()
    }

    /// Stops the diagnostics thread, for a server that ends without `shutdown`.
    package func stop() {
        publisher.stop()
        background.shutdown()
    }

    /// What the server does, for `initialize`'s answer.
    static func capabilities(encoding: PositionEncoding) -> JSONValue {
        [
            "positionEncoding": encoding.serverCapability,
            "textDocumentSync": ["openClose": true, "change": 2],
            "codeActionProvider": ["codeActionKinds": ["quickfix", .string(fixAllKind)]],
            "hoverProvider": true,
            "completionProvider": ["triggerCharacters": ["@", ":", "("]],
            "signatureHelpProvider": ["triggerCharacters": ["(", ","], "retriggerCharacters": [","]],
            "definitionProvider": true,
            "referencesProvider": true,
            "renameProvider": ["prepareProvider": true],
            "documentSymbolProvider": true,
            "documentFormattingProvider": true,
            "documentRangeFormattingProvider": true,
            "semanticTokensProvider": ["legend": semanticTokensLegend, "full": true, "range": true],
            "foldingRangeProvider": true,
            "documentHighlightProvider": true,
            "codeLensProvider": ["resolveProvider": false],
            "selectionRangeProvider": true,
            "executeCommandProvider": ["commands": [.string(showGeneratedSwiftCommand)]],
            "workspaceSymbolProvider": true,
            "workspace": ["workspaceFolders": ["supported": true, "changeNotifications": true]],
        ]
    }

    /// The workspace's folders as paths: `workspaceFolders`, else `rootUri`, else `rootPath`; only `file:` URIs.
    static func workspaceFolders(_ params: JSONValue?) -> [String] {
        if let folders = params?["workspaceFolders"]?.array, !folders.isEmpty {
            return folders.compactMap { $0["uri"]?.string.flatMap(FileURI.path(fromURI:)) }
        }
        if let root = params?["rootUri"]?.string { return FileURI.path(fromURI: root).map { [$0] } ?? [] }
        return params?["rootPath"]?.string.map { [$0] } ?? []
    }
}
