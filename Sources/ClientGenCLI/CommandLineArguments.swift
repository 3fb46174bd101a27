import ClientGenCore
import ClientGenFormat

/// Parses arguments by hand (the shipped tool depends on nothing outside the toolchain), like protoc-gen-swift. The
/// options each command accepts come from ``CommandLineOption``, the table help is written from.
enum CommandLineArguments {
    static let commands = ["generate", "lint", "format", "import", "lsp", "help"]

    static func parse(_ arguments: [String]) throws(UsageError) -> Command {
        guard let first = arguments.first else {
            throw UsageError(.noCommand, command: nil)
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
        case "generate", "lint", "format", "import":
            return try parseCommand(first, rest)
        case "lsp":
            return try parseLanguageServer(rest)
        default:
            throw first.hasPrefix("-")
                ? UsageError(.unknownOption(first, command: nil, suggestion: nil), command: nil) : unknownCommand(first)
        }
    }

    /// The inputs and option values of one command's arguments, before they are checked together.
    struct ScannedArguments {
        var inputs: [String] = []
        /// Each option's values in order (an empty string for each use of a flag).
        var values: [CommandLineOption: [String]] = [:]
        var wantsHelp = false

        func isSet(_ option: CommandLineOption) -> Bool { values[option] != nil }
        func last(_ option: CommandLineOption) -> String? { values[option]?.last }
    }

    private static func parseCommand(_ command: String, _ arguments: [String]) throws(UsageError) -> Command {
        let scanned = try scan(arguments, for: command)
        if scanned.wantsHelp { return .help(topic: command) }
        guard !scanned.inputs.isEmpty else {
            let kind = command == "import" ? ".swift" : ".client"
            throw UsageError(.missingInputs(command, kind: kind), command: command)
        }
        let format = try diagnosticsFormat(scanned.last(.diagnosticsFormat), command: command)
        switch command {
        case "import":
            return .importClients(try importOptions(scanned, format: format))
        case "format":
            return .format(
                FormatOptions(inputs: scanned.inputs, isCheck: scanned.isSet(.check), diagnosticsFormat: format))
        case "lint":
            return .lint(
                inputs: scanned.inputs, context: scanned.values[.context] ?? [], format: format,
                fix: try fixItSelection(scanned))
        default:
            return .generate(try generateOptions(scanned, format: format))
        }
    }

    /// The arguments of `clientgen-generate-clients`: the package the command plugin describes, then the user's
    /// options (targets and mode). `nil` when help is asked for.
    static func parseGenerateClients(_ arguments: [String]) throws(UsageError) -> PackageGenerationOptions? {
        let command = "generate-clients"
        if arguments.count == 1, CommandLineOption.help.names.contains(arguments[0]) { return nil }
        let (package, rest) = try PluginPackage.parse(arguments)
        let scanned = try scan(rest, for: command)
        if scanned.wantsHelp { return nil }
        if let input = scanned.inputs.first {
            throw UsageError(.unexpectedInput(input, command: command), command: command)
        }
        let mode = try writeMode(scanned, command: command)
        let names = scanned.values[.target] ?? []
        var targets: [PluginPackage.Target] = []
        for name in names where !targets.contains(where: { $0.name == name }) {
            guard let target = package.targets.first(where: { $0.name == name }) else {
                let suggestion = Spelling.closest(to: name, in: package.targets.map(\.name))
                throw UsageError(.unknownTarget(name, suggestion: suggestion), command: command)
            }
            targets.append(target)
        }
        return PackageGenerationOptions(
            package: package, targets: names.isEmpty ? package.targets : targets, targetsWereNamed: !names.isEmpty,
            mode: mode)
    }

    /// Whether a command that writes generated files writes them (the default), lists them (`--dry-run`) or checks
    /// them (`--check`); the two flags cannot be combined.
    private static func writeMode(_ scanned: ScannedArguments, command: String) throws(UsageError)
        -> GenerateOptions.Mode
    {
        guard !(scanned.isSet(.dryRun) && scanned.isSet(.check)) else {
            throw UsageError(.dryRunWithCheck, command: command)
        }
        return scanned.isSet(.dryRun) ? .dryRun : scanned.isSet(.check) ? .check : .write
    }

    /// Sorts arguments into inputs and option values. `--help` ends the scan; `--` ends the options.
    static func scan(_ arguments: [String], for command: String) throws(UsageError) -> ScannedArguments {
        var scanned = ScannedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                scanned.inputs.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let (name, inlineValue) = split(argument)
            guard let option = CommandLineOption.named(name, for: command) else {
                throw unknownOption(name, command: command)
            }
            if option == .help {
                scanned.wantsHelp = true
                return scanned
            }
            guard option.isRepeatable || scanned.values[option] == nil else {
                throw UsageError(.repeatedOption(name), command: command)
            }
            guard option.valueName != nil else {
                guard inlineValue == nil else {
                    throw UsageError(.optionTakesNoValue(name), command: command)
                }
                scanned.values[option, default: []].append("")
                continue
            }
            let value = try value(of: name, inline: inlineValue, arguments: arguments, index: &index, command)
            scanned.values[option, default: []].append(value)
        }
        return scanned
    }

    private static func generateOptions(
        _ scanned: ScannedArguments,
        format: DiagnosticsFormat
    ) throws(UsageError) -> GenerateOptions {
        let mode = try writeMode(scanned, command: "generate")
        var options = GenerateOptions(
            inputs: scanned.inputs, destination: try destination(scanned),
            imports: try checkedImports(scanned.values[.moduleImport] ?? []), context: scanned.values[.context] ?? [],
            mode: mode, diagnosticsFormat: format)
        if let emit = scanned.last(.emit) { options.artifacts = try parseArtifacts(emit) }
        return options
    }

    /// The fix-its `lint --fix` applies: every one, or those `--only` names by a catalog id.
    private static func fixItSelection(_ scanned: ScannedArguments) throws(UsageError) -> FixItSelection? {
        let ids = scanned.values[.only] ?? []
        guard scanned.isSet(.fix) else {
            guard ids.isEmpty else { throw UsageError(.onlyWithoutFix, command: "lint") }
            return nil
        }
        for id in ids where !FixItSelection.catalogIDs.contains(id) {
            throw UsageError(
                .unknownDiagnosticID(id, suggestion: Spelling.closest(to: id, in: FixItSelection.catalogIDs)),
                command: "lint")
        }
        return FixItSelection(ids: ids.isEmpty ? nil : Set(ids))
    }

    private static func importOptions(
        _ scanned: ScannedArguments,
        format: DiagnosticsFormat
    ) throws(UsageError) -> ImportOptions {
        guard let output = scanned.last(.output) else {
            throw UsageError(.missingOutput("import"), command: "import")
        }
        return ImportOptions(
            inputs: scanned.inputs, output: output, clients: scanned.values[.client] ?? [],
            isDryRun: scanned.isSet(.dryRun), diagnosticsFormat: format)
    }

    private static func destination(_ scanned: ScannedArguments) throws(UsageError) -> GenerateOptions.Destination {
        switch (scanned.last(.output), scanned.last(.outputFile)) {
        case (let directory?, nil):
            return .directory(directory)
        case (nil, let file?):
            guard scanned.inputs.count == 1, scanned.inputs[0].hasSuffix(".client") else {
                throw UsageError(.outputFileNeedsOneSpec, command: "generate")
            }
            return .file(file)
        case (nil, nil):
            throw UsageError(.missingOutput("generate"), command: "generate")
        case (_?, _?):
            throw UsageError(.outputWithOutputFile, command: "generate")
        }
    }

    /// `--name=value` → (`--name`, `value`).
    private static func split(_ argument: String) -> (name: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// An option's value: inline (`--output=Out`) or the next argument. An empty value is a mistake: an unset
    /// variable in a script (`--output "$OUT"`) must not mean the current or root directory.
    private static func value(
        of option: String,
        inline: String?,
        arguments: [String],
        index: inout Int,
        _ command: String
    ) throws(UsageError) -> String {
        let value: String
        if let inline {
            value = inline
        } else {
            guard index < arguments.count, !arguments[index].hasPrefix("-") || arguments[index] == "-" else {
                throw UsageError(.missingValue(option), command: command)
            }
            value = arguments[index]
            index += 1
        }
        guard !value.isEmpty else { throw UsageError(.emptyValue(option), command: command) }
        return value
    }
}
