import ClientGenCore

/// Every option of every command, in one table: the parser accepts exactly these, and `clientgen help <command>`
/// lists exactly these, so the two cannot drift apart.
enum CommandLineOption: CaseIterable {
    case output
    case outputFile
    case emit
    case moduleImport
    case context
    case client
    case target
    case dryRun
    case check
    case fix
    case only
    case diagnosticsFormat
    case stdio
    case help

    /// The commands that accept options (`help` takes a command name, not options).
    static let commands = ["generate", "generate-clients", "lint", "format", "import", "lsp"]

    /// The spellings, the short one first.
    var names: [String] {
        switch self {
        case .output: return ["-o", "--output"]
        case .outputFile: return ["--output-file"]
        case .emit: return ["--emit"]
        case .moduleImport: return ["--import"]
        case .context: return ["--context"]
        case .client: return ["--client"]
        case .target: return ["--target"]
        case .dryRun: return ["--dry-run"]
        case .check: return ["--check"]
        case .fix: return ["--fix"]
        case .only: return ["--only"]
        case .diagnosticsFormat: return ["--diagnostics-format"]
        case .stdio: return ["--stdio"]
        case .help: return ["-h", "--help"]
        }
    }

    /// What the value stands for in help, or `nil` for a flag.
    var valueName: String? {
        switch self {
        case .output: return "<directory>"
        case .outputFile: return "<file>"
        case .emit: return "<artifacts>"
        case .moduleImport: return "<module>"
        case .context: return "<spec-or-directory>"
        case .client: return "<name>"
        case .target: return "<target>"
        case .diagnosticsFormat: return "<format>"
        case .only: return "<id>"
        case .dryRun, .check, .fix, .stdio, .help: return nil
        }
    }

    /// Whether `command` accepts the option.
    func isAccepted(by command: String) -> Bool {
        switch self {
        case .help: return true
        case .diagnosticsFormat: return command != "lsp" && command != "generate-clients"
        case .stdio: return command == "lsp"
        case .context: return command == "generate" || command == "lint"
        case .dryRun: return command == "generate" || command == "import" || command == "generate-clients"
        case .output: return command == "generate" || command == "import"
        case .client: return command == "import"
        case .target: return command == "generate-clients"
        case .check: return command == "generate" || command == "format" || command == "generate-clients"
        case .fix, .only: return command == "lint"
        case .outputFile, .emit, .moduleImport: return command == "generate"
        }
    }

    /// Whether the option may be given more than once (each value counts); any other given twice is a mistake,
    /// since only one of the values could be meant.
    var isRepeatable: Bool {
        switch self {
        case .moduleImport, .context, .client, .target, .only: return true
        case .output, .outputFile, .emit, .diagnosticsFormat, .dryRun, .check, .fix, .stdio, .help: return false
        }
    }

    /// The options a command accepts, in the order help lists them.
    static func accepted(by command: String) -> [CommandLineOption] {
        allCases.filter { $0.isAccepted(by: command) }
    }

    /// The option a command accepts under a name.
    static func named(_ name: String, for command: String) -> CommandLineOption? {
        accepted(by: command).first { $0.names.contains(name) }
    }

    /// The option's lines in help, after its names.
    var help: [String] {
        switch self {
        case .output:
            return [
                "Where to write the generated files; created if missing. A spec found under a",
                "directory input keeps its folder: Specs/Sub/A.client -> <directory>/Sub/A.swift.",
            ]
        case .outputFile:
            return ["Write the one input spec's output to exactly this file."]
        case .emit:
            return [
                "Comma-separated artifacts to emit, in any order (default: all):",
                Artifact.allCases.map(\.rawValue).joined(separator: ", ") + ".",
            ]
        case .moduleImport:
            return [
                "Also import this module in every generated file (repeatable), e.g. the interface",
                "module when generating mocks into a test-support module. A whole import as a spec",
                "writes it works too: '@preconcurrency public import Models'.",
            ]
        case .context:
            return [
                "Also read these specs (repeatable), for the clients the inputs inherit or store;",
                "they are neither checked nor generated. The build plugin passes a spec's relatives.",
            ]
        case .client:
            return [
                "Import only the client with this name (repeatable); without it, every protocol and",
                "client struct found is imported.",
            ]
        case .target:
            return [
                "Generate for this target of the package (repeatable); without it, for every target", "with specs.",
            ]
        case .dryRun:
            return [
                "Run every check a real run makes and list the files that would change (import: print",
                "the specs and extras); write nothing.",
            ]
        case .check:
            return [
                "List the files that would change and exit 1 if there are any, writing nothing: a CI",
                "guard for committed generated code (generate, generate-clients) or for formatted specs",
                "(format).",
            ]
        case .fix:
            return [
                "Apply the fix-its of the diagnostics found, in place, then lint again, until none",
                "applies; report what is left. Written as safely as generate writes.",
            ]
        case .only:
            return [
                "With --fix, apply only the fix-its of diagnostics with this id (repeatable), or the",
                "fix-its with this id: 'sema.missing-placeholder', 'fixit.insert-colon'.",
            ]
        case .diagnosticsFormat:
            return [
                "'text' (the default: the compiler's format, on standard error) or 'json' (a JSON",
                "array on standard output, for tools).",
            ]
        case .stdio:
            return ["Talk over standard input and output, which is what it always does (some clients", "pass it)."]
        case .help:
            return ["Show help for this command."]
        }
    }
}
