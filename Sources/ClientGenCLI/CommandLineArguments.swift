import ClientGenKit

/// What the user asked for on the command line.
enum Command: Equatable {
    /// `clientgen --help`, `clientgen help [command]`, `clientgen <command> --help`.
    case help(topic: String?)
    /// `clientgen --version`.
    case version
    /// `clientgen generate <input>... (--output <directory> | --output-file <file>) [options]`.
    case generate(GenerateOptions)
    /// `clientgen lint <input>... [--diagnostics-format json]`.
    case lint(inputs: [String], format: DiagnosticsFormat)
}

/// How diagnostics are printed.
enum DiagnosticsFormat: String, Equatable {
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
        /// List the files that would change; write nothing.
        case dryRun
        /// List the files that would change and fail if there are any: a guard for committed generated code.
        case check
    }

    var inputs: [String]
    var destination: Destination
    var artifacts = Set(Artifact.allCases)
    var imports: [String] = []
    var mode = Mode.write
    var diagnosticsFormat = DiagnosticsFormat.text
}

/// A mistake on the command line: exit code 64, with a one-line usage hint.
struct UsageError: Error, Equatable {
    var message: String
    /// The command whose usage line to show, or `nil` for the top-level usage.
    var command: String?
}

/// Parses arguments by hand (the shipped tool depends on nothing outside the toolchain), like protoc-gen-swift.
enum CommandLineArguments {
    static let commands = ["generate", "lint", "help"]

    static func parse(_ arguments: [String]) throws(UsageError) -> Command {
        guard let first = arguments.first else {
            throw UsageError(message: "no command given", command: nil)
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "-h", "--help":
            return .help(topic: nil)
        case "--version":
            return .version
        case "help":
            guard let topic = rest.first else { return .help(topic: nil) }
            guard commands.contains(topic) else { throw unknownCommand(topic) }
            return .help(topic: topic)
        case "generate", "lint":
            return try parseCommand(first, rest)
        default:
            throw first.hasPrefix("-")
                ? UsageError(message: "unknown option '\(first)'", command: nil) : unknownCommand(first)
        }
    }

    private static func parseCommand(_ command: String, _ arguments: [String]) throws(UsageError) -> Command {
        var inputs: [String] = []
        var directory: String?
        var file: String?
        var artifacts = Set(Artifact.allCases)
        var imports: [String] = []
        var modes: [GenerateOptions.Mode] = []
        var format = DiagnosticsFormat.text
        var index = 0
        var optionsEnded = false
        let isGenerate = command == "generate"
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                inputs.append(argument)
                continue
            }
            let (name, inlineValue) = split(argument)
            func optionValue() throws(UsageError) -> String {
                try value(of: name, inline: inlineValue, arguments: arguments, index: &index, command)
            }
            switch name {
            case "--":
                optionsEnded = true
            case "-h", "--help":
                return .help(topic: command)
            case "--diagnostics-format":
                let value = try optionValue()
                guard let parsed = DiagnosticsFormat(rawValue: value) else {
                    throw UsageError(
                        message: "unknown diagnostics format '\(value)'; choose 'text' or 'json'", command: command)
                }
                format = parsed
            case "-o" where isGenerate, "--output" where isGenerate:
                directory = try optionValue()
            case "--output-file" where isGenerate:
                file = try optionValue()
            case "--emit" where isGenerate:
                artifacts = try parseArtifacts(try optionValue(), command: command)
            case "--import" where isGenerate:
                imports.append(try optionValue())
            case "--dry-run" where isGenerate:
                modes.append(.dryRun)
            case "--check" where isGenerate:
                modes.append(.check)
            default:
                let options =
                    isGenerate
                    ? [
                        "--output", "--output-file", "--emit", "--import", "--dry-run", "--check",
                        "--diagnostics-format", "--help",
                    ] : ["--diagnostics-format", "--help"]
                let suggestion = Spelling.closest(to: name, in: options).map { "; did you mean '\($0)'?" } ?? ""
                throw UsageError(message: "unknown option '\(name)' for '\(command)'\(suggestion)", command: command)
            }
        }
        guard !inputs.isEmpty else {
            throw UsageError(message: "'\(command)' needs at least one .client file or directory", command: command)
        }
        guard isGenerate else { return .lint(inputs: inputs, format: format) }
        guard modes.count <= 1 else {
            throw UsageError(message: "'--dry-run' and '--check' cannot be combined", command: command)
        }
        var options = GenerateOptions(
            inputs: inputs, destination: .directory(""), artifacts: artifacts,
            imports: imports, mode: modes.first ?? .write, diagnosticsFormat: format)
        switch (directory, file) {
        case (let directory?, nil):
            options.destination = .directory(directory)
        case (nil, let file?):
            guard inputs.count == 1, inputs[0].hasSuffix(".client") else {
                throw UsageError(message: "'--output-file' takes exactly one .client file", command: command)
            }
            options.destination = .file(file)
        case (nil, nil):
            throw UsageError(message: "'generate' needs '--output <directory>'", command: command)
        case (_?, _?):
            throw UsageError(message: "'--output' and '--output-file' cannot be combined", command: command)
        }
        return .generate(options)
    }

    /// `--name=value` → (`--name`, `value`).
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private static func value(
        of option: String,
        inline: String?,
        arguments: [String],
        index: inout Int,
        _ command: String
    ) throws(UsageError) -> String {
        if let inline, !inline.isEmpty { return inline }
        guard inline == nil, index < arguments.count, !arguments[index].hasPrefix("-") || arguments[index] == "-" else {
            throw UsageError(message: "missing value for '\(option)'", command: command)
        }
        index += 1
        return arguments[index - 1]
    }

    private static func parseArtifacts(_ list: String, command: String) throws(UsageError) -> Set<Artifact> {
        var artifacts: Set<Artifact> = []
        for name in list.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            guard let artifact = Artifact(rawValue: name) else {
                let choices = Artifact.allCases.map(\.rawValue)
                let suggestion = Spelling.closest(to: name, in: choices).map { "did you mean '\($0)'? " } ?? ""
                throw UsageError(
                    message: "unknown artifact '\(name)' in '--emit'; \(suggestion)(choose from "
                        + choices.joined(separator: ", ") + ")",
                    command: command)
            }
            artifacts.insert(artifact)
        }
        return artifacts
    }

    private static func unknownCommand(_ name: String) -> UsageError {
        let suggestion = Spelling.closest(to: name, in: commands).map { "; did you mean '\($0)'?" } ?? ""
        return UsageError(message: "unknown command '\(name)'\(suggestion)", command: nil)
    }
}
