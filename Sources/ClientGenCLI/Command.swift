import ClientGenCore
import ClientGenFormat

/// What the user asked for on the command line.
enum Command: Equatable {
    /// `clientgen --help`, `clientgen help [command]`, `clientgen <command> --help`.
    case help(topic: String?)
    /// `clientgen --version`.
    case version
    /// `clientgen generate <input>... (--output <directory> | --output-file <file>) [options]`.
    case generate(GenerateOptions)
    /// `clientgen lint <input>... [--context <input>]... [--fix [--only <id>]...] [--diagnostics-format json]`.
    case lint(inputs: [String], context: [String] = [], format: DiagnosticsFormat, fix: FixItSelection? = nil)
    /// `clientgen format <input>... [--check] [--diagnostics-format json]`.
    case format(FormatOptions)
    /// `clientgen import <swift-file-or-directory>... --output <directory> [--client <name>]... [--dry-run]`.
    case importClients(ImportOptions)
    /// `clientgen lsp [--stdio]`: the language server, over standard input and output.
    case languageServer
}

/// The options of `clientgen import`.
struct ImportOptions: Equatable {
    /// Swift files, or directories searched for them.
    var inputs: [String]
    /// Where the specs and extras files go.
    var output: String
    /// The clients to import, by name; every client found when empty.
    var clients: [String] = []
    /// Print the specs instead of writing them.
    var isDryRun = false
    var diagnosticsFormat = DiagnosticsFormat.text
}

/// The options of `clientgen format`.
struct FormatOptions: Equatable {
    /// Specs, or directories searched for them.
    var inputs: [String]
    /// List the specs that are not formatted and fail if there are any; write nothing.
    var isCheck = false
    var diagnosticsFormat = DiagnosticsFormat.text
}

/// How diagnostics are printed.
enum DiagnosticsFormat: String, Equatable, CaseIterable {
    /// The compiler's format, on standard error (the default).
    case text
    /// A JSON array, on standard output, for tools.
    case json
}

/// The options of `clientgen generate`.
struct GenerateOptions: Equatable {
    /// Where generated files go.
    enum Destination: Equatable {
        /// One file per spec in a directory, named after the spec.
        case directory(String)
        /// The single spec's output, at exactly this path (what the build plugin uses to name outputs uniquely).
        case file(String)
    }

    /// Whether files are written.
    enum Mode: Equatable {
        /// Write the files that changed.
        case write
        /// Run every check and list the files that would change; write nothing.
        case dryRun
        /// List the files that would change and fail if there are any: a guard for committed generated code.
        case check
    }

    var inputs: [String]
    var destination: Destination
    var artifacts = Set(Artifact.allCases)
    /// Extra imports, each already checked to be a ``ModuleImport``.
    var imports: [String] = []
    /// Specs read for the clients the inputs inherit or store, but neither checked nor generated.
    var context: [String] = []
    var mode = Mode.write
    var diagnosticsFormat = DiagnosticsFormat.text
}

/// A mistake on the command line: exit code 64, with a one-line usage hint.
struct UsageError: Error, Equatable {
    var reason: ToolMessage
    /// The command whose usage line to show, or `nil` for the top-level usage.
    var command: String?

    init(_ reason: ToolMessage, command: String?) {
        self.reason = reason
        self.command = command
    }

    /// What is wrong, after `clientgen: error: `.
    var message: String { reason.text }
}
