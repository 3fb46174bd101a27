import ClientGenCore
import ClientGenLanguageServer

/// `clientgen lsp`: runs the language server on standard input and output, reading the workspace's specs with the
/// rules `lint` reads inputs with (hidden entries skipped, regular files only, no larger than a spec may be).
enum LanguageServerCommand {
    /// Serves one editor until it exits; the exit code the protocol asks for (0 after `shutdown` then `exit`).
    static func run() -> Int32 {
        SpecLanguageServer.run(files: files, generatedSwift: GeneratedSwiftCache.folder)
    }

    /// How many entries the walk of a workspace folder visits at most, and for how long: for a folder the editor
    /// took for the workspace that is a home folder. Requests wait for the walk, and so does `shutdown`.
    static let maximumWalkedEntries = 200_000
    static let walkTime = Duration.seconds(3)

    /// The workspace's specs on disk. A subfolder that cannot be listed gives no specs, and a spec that cannot be
    /// read is left out: an editor's session goes on either way.
    static let files = WorkspaceFiles(
        specs: { folder in walk(folder, suffix: ".client") },
        children: { folder in
            SpecWalker.specs(in: folder).map { folder.hasSuffix("/") ? folder + $0 : folder + "/" + $0 }
        },
        swiftSources: { folder in walk(folder, suffix: ".swift") },
        read: { path in try? SpecReader.read(path, shownAs: path) })

    /// The absolute paths of the files ending in `suffix` under a folder, by the language server's walk.
    private static func walk(_ folder: String, suffix: String) -> [String] {
        let relative = SpecWalker.workspaceFiles(
            under: folder, suffix: suffix, maximumEntries: maximumWalkedEntries, deadline: .now.advanced(by: walkTime))
        return relative.map { folder.hasSuffix("/") ? folder + $0 : folder + "/" + $0 }
    }
}

extension CommandLineArguments {
    /// `clientgen lsp [--stdio]`: no inputs, no other option.
    static func parseLanguageServer(_ arguments: [String]) throws(UsageError) -> Command {
        let scanned = try scan(arguments, for: "lsp")
        if scanned.wantsHelp { return .help(topic: "lsp") }
        if let input = scanned.inputs.first {
            throw UsageError(.unexpectedInput(input, command: "lsp"), command: "lsp")
        }
        return .languageServer
    }
}

extension HelpText {
    static let languageServer = """
        OVERVIEW: Run the language server for .client specs, for editors: diagnostics as you type (resolved against
        the specs the build reads with each: a target's own and its specsFrom targets', else the workspace's), quick
        fixes for fix-its, hover, completion, signature help in directives, go to definition (on clients, a
        member's names, and the types the package's Swift files declare), references, rename, symbols, semantic
        highlighting, folding, expand selection, formatting, and a code lens that opens the Swift a spec generates
        (kept in the user's cache folder: $XDG_CACHE_HOME or ~/.cache, under clientgen/generated). It speaks the
        Language Server Protocol over standard input and output; point an editor's LSP client at 'clientgen lsp'
        for files ending in .client (see Editors/README.md).

        USAGE: clientgen lsp

        \(options(of: "lsp"))
        EXIT CODES:
          0   the editor asked the server to shut down, then to exit
          1   the input ended or the editor asked it to exit without shutting it down first
          64  usage error

        """
}
