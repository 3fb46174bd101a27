import LanguageServerBase

/// `clientgen lsp`: the language server for specs over standard input and output.
package enum SpecLanguageServer {
    /// Serves one client reading from `input` and writing to `output` until it exits; the exit code (0 after
    /// `shutdown` then `exit`, else 1).
    package static func run(
        input: Int32 = 0,
        output: Int32 = 1,
        files: WorkspaceFiles,
        generatedSwift: GeneratedSwiftFolder = .none,
        log: ServerLog = .standardError,
        delay: Duration = SpecLanguageHandler.defaultDelay
    ) -> Int32 {
        let connection = Connection(writer: MessageWriter(fileDescriptor: output), log: log)
        let handler = SpecLanguageHandler(
            connection: connection, files: files, generatedSwift: generatedSwift, delay: delay)
        defer { handler.stop() }
        let server = LanguageServer(
            reader: MessageReader(fileDescriptor: input), connection: connection, handler: handler)
        return server.run()
    }
}
