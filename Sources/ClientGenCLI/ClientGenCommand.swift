import ClientGenKit

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
        /// A spec has errors, or an input or output failed.
        public static let failure: Int32 = 1
        /// The command line was wrong.
        public static let usage: Int32 = 64
    }

    /// Runs the tool with the process's arguments and standard streams, and exits with its status.
    public static func main() -> Never {
        let status = run(
            Array(CommandLine.arguments.dropFirst()),
            output: { StandardStream.write($0, to: STDOUT_FILENO) },
            errors: { StandardStream.write($0, to: STDERR_FILENO) })
        exit(status)
    }

    /// Runs the tool with arguments (without the program name), writing to the given streams.
    public static func run(
        _ arguments: [String],
        output: (String) -> Void,
        errors: (String) -> Void
    ) -> Int32 {
        let command: Command
        do {
            command = try CommandLineArguments.parse(arguments)
        } catch {
            errors("clientgen: error: \(error.message)\n\(HelpText.usage(for: error.command))\n")
            return ExitCode.usage
        }
        do {
            switch command {
            case .help(let topic):
                output(HelpText.help(for: topic))
                return ExitCode.success
            case .version:
                output("clientgen \(ClientGenerator.version)\n")
                return ExitCode.success
            case .lint(let inputs, let format):
                let sources = try InputCollector.read(InputCollector.collect(inputs))
                let diagnostics = ClientGenerator().lint(sources)
                report(diagnostics, sources: sources, format: format, output: output, errors: errors)
                return diagnostics.containsErrors ? ExitCode.failure : ExitCode.success
            case .generate(let options):
                return try generate(options, output: output, errors: errors)
            }
        } catch {
            errors("clientgen: error: \(error.message)\n")
            return ExitCode.failure
        }
    }

    /// Prints diagnostics in the compiler's format on standard error, or as JSON on standard output.
    private static func report(
        _ diagnostics: [Diagnostic],
        sources: [SourceFile],
        format: DiagnosticsFormat,
        output: (String) -> Void,
        errors: (String) -> Void
    ) {
        // Only the specs diagnostics point into need their line tables.
        let referenced = Set(diagnostics.flatMap { [$0.path] + $0.notes.map(\.path) })
        let formatter = DiagnosticFormatter(sources: sources.filter { referenced.contains($0.path) })
        switch format {
        case .text: errors(formatter.format(diagnostics))
        case .json: output(formatter.formatJSON(diagnostics))
        }
    }

    private static func generate(
        _ options: GenerateOptions,
        output: (String) -> Void,
        errors: (String) -> Void
    ) throws(CommandFailure) -> Int32 {
        let locations = try InputCollector.collect(options.inputs)
        if locations.isEmpty {
            let inputs = options.inputs.map { "'\($0)'" }.joined(separator: ", ")
            errors("clientgen: warning: no .client specs found in \(inputs)\n")
        }
        var destinations: [String: String] = [:]
        var owners: [String: String] = [:]
        for location in locations {
            let destination: String
            switch options.destination {
            case .directory(let directory):
                destination = (directory.hasSuffix("/") ? directory : directory + "/") + location.outputPath
            case .file(let file):
                destination = file
            }
            if let owner = owners.updateValue(location.displayPath, forKey: destination) {
                throw CommandFailure(
                    message: "'\(owner)' and '\(location.displayPath)' would both generate '\(location.outputPath)'")
            }
            destinations[location.displayPath] = destination
        }
        let sources = try InputCollector.read(locations)
        let result = ClientGenerator(artifacts: options.artifacts, imports: options.imports).generate(sources)
        report(
            result.diagnostics, sources: result.sources, format: options.diagnosticsFormat, output: output,
            errors: errors)
        guard !result.diagnostics.containsErrors else { return ExitCode.failure }
        let outputs = result.files.map { file in
            PlannedOutput(path: destinations[file.sourcePath] ?? file.path, contents: file.utf8)
        }
        switch options.mode {
        case .write:
            if case .directory(let directory) = options.destination {
                try OutputWriter.write(outputs, inside: directory)
            } else {
                try OutputWriter.write(outputs, inside: nil)
            }
            return ExitCode.success
        case .dryRun:
            for changed in OutputWriter.changed(outputs) { output("would write \(changed.path)\n") }
            return ExitCode.success
        case .check:
            let changed = OutputWriter.changed(outputs)
            guard !changed.isEmpty else { return ExitCode.success }
            errors("clientgen: error: generated files are out of date; run 'clientgen generate' to update them:\n")
            for file in changed { errors("  \(file.path)\n") }
            return ExitCode.failure
        }
    }
}

/// Writes text to a standard stream by file descriptor (no global `FILE*`, which Swift 6 treats as shared state).
enum StandardStream {
    static func write(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                #if canImport(Glibc)
                    let count = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #elseif canImport(Musl)
                    let count = Musl.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #else
                    let count = Darwin.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #endif
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return }
                offset += count
            }
        }
    }
}
