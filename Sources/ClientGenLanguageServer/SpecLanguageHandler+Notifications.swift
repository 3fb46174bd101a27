import LanguageServerBase

extension SpecLanguageHandler {
    package func handle(notification: NotificationMessage) {
        switch notification.method {
        case "initialized":
            registerForFileChanges()
        case "textDocument/didOpen", "textDocument/didChange", "textDocument/didClose":
            documentChanged(notification)
        case "workspace/didChangeWatchedFiles":
            refreshNames()
            let uris = notification.params?["changes"]?.array?.compactMap { $0["uri"]?.string } ?? []
            publisher.check(Array(Set(uris.flatMap(workspace.fileChanged))).sorted())
        case "workspace/didChangeWorkspaceFolders":
            refreshNames()
            let event = notification.params?["event"]
            let paths = { (key: String) in
                event?[key]?.array?.compactMap { $0["uri"]?.string.flatMap(FileURI.path(fromURI:)) } ?? []
            }
            let (removed, added) = (paths("removed"), paths("added"))
            publisher.prepare { [workspace, publisher] in
                let changed = workspace.removeFolders(removed)
                workspace.addFolders(added)
                publisher.check(changed + workspace.openKeys)
            }
        default:
            break
        }
    }

    /// Files an opened, changed or closed document, and checks what it may affect.
    private func documentChanged(_ notification: NotificationMessage) {
        switch documents.apply(notification) {
        case .opened(let document):
            publisher.check(
                workspace.openDocument(uri: document.uri, lines: document.lineIndex, version: document.version),
                immediately: true)
            let key = SpecKey.of(uri: document.uri)
            background.schedule(key) { [workspace] in
                if let package = workspace.swiftPackage(ofSpecAt: key) { workspace.swiftTypes.preload(package) }
            }
        case .changed(let document):
            publisher.check(
                workspace.setDocument(uri: document.uri, lines: document.lineIndex, version: document.version))
        case .closed(let uri):
            refreshNames()
            let affected = workspace.closeDocument(uri: uri)
            publisher.clear(uri: uri)
            publisher.check(affected)
        case nil:
            break
        }
    }

    /// Asks the client to report changes to specs on disk, when it can be asked: specs, `clientgen.json` files and
    /// Swift files (the types specs name) created, changed or deleted, and anything deleted, since a folder deleted
    /// (or renamed away) takes its specs with it and its path names none.
    private func registerForFileChanges() {
        guard support.withLock({ $0.watchedFilesRegistration }) else { return }
        connection.sendRequest(
            "client/registerCapability",
            params: [
                "registrations": [
                    [
                        "id": "clientgen-watched-specs", "method": "workspace/didChangeWatchedFiles",
                        "registerOptions": [
                            "watchers": [
                                ["globPattern": "**/*.client"], ["globPattern": "**/clientgen.json"],
                                ["globPattern": "**/*.swift"],
                                ["globPattern": "**/*", "kind": 4],
                            ]
                        ],
                    ]
                ]
            ])
    }
}
