import ClientGenKit
import Foundation

/// The `clientgen` command line, runnable in-process so tests can drive it; the executable only forwards to it.
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
            case .lint(let inputs):
                let sources = try InputCollector.read(InputCollector.collect(inputs))
                let diagnostics = ClientGenerator().lint(sources)
                errors(DiagnosticFormatter(sources: sources).format(diagnostics))
                return diagnostics.containsErrors ? ExitCode.failure : ExitCode.success
            case .generate(let options):
                return try generate(options, output: output, errors: errors)
            }
        } catch {
            errors("clientgen: error: \(error.message)\n")
            return ExitCode.failure
        }
    }

    private static func generate(
        _ options: GenerateOptions,
        output: (String) -> Void,
        errors: (String) -> Void
    ) throws(InputError) -> Int32 {
        let locations = try InputCollector.collect(options.inputs)
        if locations.isEmpty {
            let inputs = options.inputs.map { "'\($0)'" }.joined(separator: ", ")
            errors("clientgen: warning: no .client specs found in \(inputs)\n")
        }
        var destinations: [String: String] = [:]
        for location in locations {
            let destination: String
            switch options.destination {
            case .directory(let directory):
                destination = (directory as NSString).appendingPathComponent(location.outputPath)
            case .file(let file): destination = file
            }
            if let owner = destinations.first(where: { $0.value == destination })?.key {
                throw InputError(
                    message: "'\(owner)' and '\(location.displayPath)' would both generate '\(location.outputPath)'")
            }
            destinations[location.displayPath] = destination
        }
        let sources = try InputCollector.read(locations)
        let result = ClientGenerator(artifacts: options.artifacts, imports: options.imports).generate(sources)
        errors(DiagnosticFormatter(sources: result.sources).format(result.diagnostics))
        guard !result.diagnostics.containsErrors else { return ExitCode.failure }
        let outputs = result.files.map { file in
            PlannedOutput(path: destinations[file.sourcePath] ?? file.path, contents: file.contents)
        }
        switch options.mode {
        case .write:
            try OutputWriter.write(outputs)
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
