import ClientGenKit

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
            case .generate(let inputs, let directory, let artifacts):
                return try generate(inputs: inputs, into: directory, artifacts: artifacts, errors: errors)
            }
        } catch {
            errors("clientgen: error: \(error.message)\n")
            return ExitCode.failure
        }
    }

    private static func generate(
        inputs: [String],
        into directory: String,
        artifacts: Set<Artifact>,
        errors: (String) -> Void
    ) throws(InputError) -> Int32 {
        let locations = try InputCollector.collect(inputs)
        if locations.isEmpty {
            errors(
                "clientgen: warning: no .client specs found in \(inputs.map { "'\($0)'" }.joined(separator: ", "))\n")
        }
        var outputOwners: [String: String] = [:]
        for location in locations {
            if let owner = outputOwners.updateValue(location.displayPath, forKey: location.outputPath) {
                throw InputError(
                    message: "'\(owner)' and '\(location.displayPath)' would both generate '\(location.outputPath)'")
            }
        }
        let sources = try InputCollector.read(locations)
        let result = ClientGenerator(artifacts: artifacts).generate(sources)
        errors(DiagnosticFormatter(sources: result.sources).format(result.diagnostics))
        guard !result.diagnostics.containsErrors else { return ExitCode.failure }
        let outputPaths = Dictionary(uniqueKeysWithValues: locations.map { ($0.displayPath, $0.outputPath) })
        _ = try OutputWriter.write(
            result.files.map { (outputPaths[$0.sourcePath] ?? $0.path, $0.contents) }, to: directory)
        return ExitCode.success
    }
}
