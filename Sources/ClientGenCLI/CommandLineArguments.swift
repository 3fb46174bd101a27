import ClientGenKit

/// What the user asked for on the command line.
enum Command: Equatable {
    /// `clientgen --help`, `clientgen help [command]`, `clientgen <command> --help`.
    case help(topic: String?)
    /// `clientgen --version`.
    case version
    /// `clientgen generate <input>... --output <directory> [--emit <artifacts>]`.
    case generate(inputs: [String], output: String, artifacts: Set<Artifact>)
    /// `clientgen lint <input>...`.
    case lint(inputs: [String])
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
        var output: String?
        var artifacts = Set(Artifact.allCases)
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                inputs.append(argument)
                continue
            }
            let (name, inlineValue) = split(argument)
            switch name {
            case "--":
                optionsEnded = true
            case "-h", "--help":
                return .help(topic: command)
            case "-o" where command == "generate", "--output" where command == "generate":
                output = try value(of: name, inline: inlineValue, arguments: arguments, index: &index, command)
            case "--emit" where command == "generate":
                let list = try value(of: name, inline: inlineValue, arguments: arguments, index: &index, command)
                artifacts = try parseArtifacts(list, command: command)
            default:
                let options = command == "generate" ? ["--output", "--emit", "--help"] : ["--help"]
                let suggestion = Spelling.closest(to: name, in: options).map { "; did you mean '\($0)'?" } ?? ""
                throw UsageError(message: "unknown option '\(name)' for '\(command)'\(suggestion)", command: command)
            }
        }
        guard !inputs.isEmpty else {
            throw UsageError(message: "'\(command)' needs at least one .client file or directory", command: command)
        }
        guard command == "generate" else { return .lint(inputs: inputs) }
        guard let output else {
            throw UsageError(message: "'generate' needs '--output <directory>'", command: command)
        }
        return .generate(inputs: inputs, output: output, artifacts: artifacts)
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
