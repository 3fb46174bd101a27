import ClientGenCore
import ClientGenOutput

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `clientgen` command line, runnable in-process so tests can drive it; the executable only calls ``main()``.
public enum ClientGenCommand {
    /// Exit codes, as documented in `--help`.
    public enum ExitCode {
        /// Everything worked.
        public static let success: Int32 = 0
        /// A spec has errors, an input or output failed, or standard output or error could not be written.
        public static let failure: Int32 = 1
        /// The command line was wrong.
        public static let usage: Int32 = 64
    }

    /// Runs the tool with the process's arguments and standard streams, and exits with its status. A write to
    /// standard output or error that fails (a closed pipe) never stops a run, but makes its status at least 1.
    public static func main() -> Never {
        main(running: run)
    }

    /// The entry of `clientgen-generate-clients`, what the GenerateClients command plugin runs: `generate-clients`
    /// with the plugins' planning code, which `clientgen` itself does not link.
    public static func main(generateClientsWith planning: some TargetPlanning) -> Never {
        main { arguments, output, errors, faults in
            runGenerateClients(arguments, planning: planning, output: output, errors: errors, faults: faults)
        }
    }

    /// Runs `command` with the process's arguments and standard streams, and exits with its status.
    private static func main(
        running command: ([String], (String) -> Void, (String) -> Void, WriteFaults) -> Int32
    ) -> Never {
        StandardStream.ignoreBrokenPipes()
        FreeSpace.ignoreFileSizeSignal()
        var streamFailed = false
        let status: Int32
        switch ProcessArguments.decoded() {
        case .success(let arguments):
            status = command(
                arguments,
                { if !StandardStream.write($0, to: STDOUT_FILENO) { streamFailed = true } },
                { if !StandardStream.write($0, to: STDERR_FILENO) { streamFailed = true } },
                .fromEnvironment())
        case .failure(let failure):
            StandardStream.write("clientgen: error: \(failure.message)\n", to: STDERR_FILENO)
            status = ExitCode.failure
        }
        exit(streamFailed ? max(status, ExitCode.failure) : status)
    }

    /// Runs the tool with arguments (without the program name), writing to the given streams.
    public static func run(
        _ arguments: [String],
        output: (String) -> Void,
        errors: (String) -> Void
    ) -> Int32 {
        run(arguments, output: output, errors: errors, faults: .none)
    }

    /// ``run(_:output:errors:)`` with faults injected into writing, for tests.
    static func run(
        _ arguments: [String],
        output: (String) -> Void,
        errors: (String) -> Void,
        faults: WriteFaults
    ) -> Int32 {
        let command: Command
        do {
            command = try CommandLineArguments.parse(arguments)
        } catch {
            return reportUsage(error, to: errors)
        }
        return withoutActuallyEscaping(output) { output in
            withoutActuallyEscaping(errors) { errors in
                perform(command, faults: faults, output: output, errors: errors)
            }
        }
    }

    /// `generate-clients`: plans each target with `planning`, then generates it.
    static func runGenerateClients(
        _ arguments: [String],
        planning: some TargetPlanning,
        output: (String) -> Void,
        errors: (String) -> Void,
        faults: WriteFaults
    ) -> Int32 {
        let options: PackageGenerationOptions?
        do {
            options = try CommandLineArguments.parseGenerateClients(arguments)
        } catch {
            return reportUsage(error, to: errors)
        }
        guard let options else {
            output(HelpText.help(for: "generate-clients"))
            return ExitCode.success
        }
        return withoutActuallyEscaping(output) { output in
            withoutActuallyEscaping(errors) { errors in
                let report = Report(format: .text, output: output, errors: errors)
                let generation = PackageGeneration(options: options, planning: planning, report: report, faults: faults)
                do throws(CommandFailure) {
                    return try generation.run()
                } catch {
                    return reportFailure(error, to: errors)
                }
            }
        }
    }

    private static func perform(
        _ command: Command,
        faults: WriteFaults,
        output: @escaping (String) -> Void,
        errors: @escaping (String) -> Void
    ) -> Int32 {
        do {
            switch command {
            case .help(let topic):
                output(HelpText.help(for: topic))
                return ExitCode.success
            case .version:
                output("clientgen \(ClientGenerator.version)\n")
                return ExitCode.success
            case .lint(let inputs, let context, let format, let selection?):
                let report = Report(format: format, output: output, errors: errors)
                return try LintFixing(
                    inputs: inputs, context: context, selection: selection, report: report, faults: faults
                ).run()
            case .lint(let inputs, let context, let format, nil):
                let sources = try InputCollector.read(InputCollector.specs(inputs))
                let context = try InputCollector.readContext(context, excluding: sources)
                let diagnostics = ClientGenerator().lint(sources, context: context)
                Report(format: format, output: output, errors: errors).diagnostics(diagnostics, in: sources)
                return diagnostics.containsErrors ? ExitCode.failure : ExitCode.success
            case .generate(let options):
                let report = Report(format: options.diagnosticsFormat, output: output, errors: errors)
                return try Generation(options: options, report: report, faults: faults).run()
            case .format(let options):
                let report = Report(format: options.diagnosticsFormat, output: output, errors: errors)
                return try Formatting(options: options, report: report, faults: faults).run()
            case .importClients(let options):
                let report = Report(format: options.diagnosticsFormat, output: output, errors: errors)
                return try Importing(options: options, report: report, faults: faults).run()
            case .languageServer:
                return LanguageServerCommand.run()
            }
        } catch {
            return reportFailure(error, to: errors)
        }
    }

    /// Prints a mistake on the command line with its command's usage line, and gives its exit code.
    static func reportUsage(_ error: UsageError, to errors: (String) -> Void) -> Int32 {
        errors("clientgen: error: \(error.message)\n\(HelpText.usage(for: error.command))\n")
        return ExitCode.usage
    }

    /// Prints why a run failed, and gives its exit code.
    static func reportFailure(_ failure: CommandFailure, to errors: (String) -> Void) -> Int32 {
        errors("clientgen: error: \(failure.message)\n")
        return ExitCode.failure
    }
}

/// Where a run's messages go.
struct Report {
    var format: DiagnosticsFormat
    var output: (String) -> Void
    var errors: (String) -> Void

    /// Prints one of the tool's own messages as the compiler prints its own: `clientgen: warning: ...`.
    func tool(_ message: ToolMessage) {
        errors("clientgen: \(message.severity.rawValue): \(message.text)\n")
    }

    /// Prints diagnostics in the compiler's format on standard error, or as JSON on standard output.
    func diagnostics(_ diagnostics: [Diagnostic], in sources: [SourceFile]) {
        // Only the specs diagnostics point into need their line tables.
        let referenced = Set(diagnostics.flatMap { [$0.path] + $0.notes.map(\.path) })
        let formatter = DiagnosticFormatter(sources: sources.filter { referenced.contains($0.path) })
        switch format {
        case .text: if !diagnostics.isEmpty { errors(formatter.format(diagnostics)) }
        case .json: output(formatter.formatJSON(diagnostics))
        }
    }
}

/// The process's arguments, which must be UTF-8: a path that is not cannot be named in messages or generated files.
enum ProcessArguments {
    static func decoded() -> Result<[String], CommandFailure> {
        var arguments: [String] = []
        for index in 1..<Int(CommandLine.argc) {
            guard let pointer = CommandLine.unsafeArgv[index] else { continue }
            guard let argument = String(validatingCString: pointer) else {
                let shown = String(
                    decoding: UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)), as: UTF8.self)
                return .failure(CommandFailure(.argumentNotUTF8(index, shown: PathText.shown(shown))))
            }
            arguments.append(argument)
        }
        return .success(arguments)
    }
}
