import ClientGenCore
import Foundation

/// The options of `clientgen generate-clients`, which the GenerateClients command plugin runs.
struct PackageGenerationOptions: Equatable {
    var package: PluginPackage
    /// The targets to generate for, in order: those named with `--target`, or every target.
    var targets: [PluginPackage.Target]
    /// Whether the targets were named: a named target without specs is a mistake, another is skipped.
    var targetsWereNamed: Bool
    var mode: GenerateOptions.Mode
    var diagnosticsFormat: DiagnosticsFormat
}

/// `clientgen generate-clients`: what `swift package generate-clients` does. Plans each target as the build plugin
/// does (its clientgen.json, the targets its `specsFrom` names), then runs `clientgen generate` for it into the
/// target's output folder, printing that command line first: one target after another, each all or nothing,
/// stopping at the first that fails. Paths are relative to the package, which is the working directory.
struct PackageGeneration {
    var options: PackageGenerationOptions
    var report: Report
    var faults: WriteFaults

    func run() throws(CommandFailure) -> Int32 {
        var generatedAny = false
        for target in options.targets {
            let plan = try self.plan(target)
            guard !plan.specs.isEmpty else {
                if options.targetsWereNamed { throw CommandFailure(.targetWithoutSpecs(target.name)) }
                continue
            }
            let arguments = generateArguments(target, plan)
            report.output("generate-clients: \(target.name): clientgen \(arguments.joined(separator: " "))\n")
            let status = generate(arguments)
            guard status == ClientGenCommand.ExitCode.success else { return status }
            generatedAny = true
        }
        if !generatedAny { report.output("generate-clients: no target has .client specs\n") }
        return ClientGenCommand.ExitCode.success
    }

    /// The target's plan, as the build plugin makes it.
    private func plan(_ target: PluginPackage.Target) throws(CommandFailure) -> GenerationPlan {
        let dependencies = target.dependencies.compactMap { name in
            options.package.targets.first { $0.name == name }.map { source($0, files: { $0.hasSuffix(".client") }) }
        }
        do {
            let files = target.files.map { URL(filePath: $0) }
            let (configuration, configurationURL) = try ClientGenConfiguration.find(in: files)
            return try GenerationPlan(
                target: source(target, files: { _ in true }), dependencies: dependencies,
                configuration: configuration, configurationURL: configurationURL)
        } catch {
            throw CommandFailure(.targetNotPlanned(error.description))
        }
    }

    private func source(_ target: PluginPackage.Target, files: (String) -> Bool) -> GenerationPlan.SpecSource {
        GenerationPlan.SpecSource(
            name: target.name, moduleName: target.moduleName, directory: URL(filePath: target.directory),
            files: target.files.filter(files).map { URL(filePath: $0) })
    }

    /// The `clientgen generate` command line for a target: its folder and those of its `specsFrom` targets, into
    /// its output folder, with its configuration's options and the run's mode.
    private func generateArguments(_ target: PluginPackage.Target, _ plan: GenerationPlan) -> [String] {
        let root = URL(filePath: options.package.directory)
        var arguments = ["generate"] + plan.sources.map { relative($0.directory, to: root) }
        let output = URL(filePath: target.directory).appending(path: plan.configuration.output)
        arguments += ["--output", relative(output, to: root)] + plan.options
        switch options.mode {
        case .write: break
        case .dryRun: arguments.append("--dry-run")
        case .check: arguments.append("--check")
        }
        if options.diagnosticsFormat != .text {
            arguments += ["--diagnostics-format", options.diagnosticsFormat.rawValue]
        }
        return arguments
    }

    /// Runs `clientgen generate` in this process, as if it were given `arguments`.
    private func generate(_ arguments: [String]) -> Int32 {
        let command: Command
        do {
            command = try CommandLineArguments.parse(arguments)
        } catch {
            // A configuration value the command line refuses, such as an import that is not a module name.
            report.errors("clientgen: error: \(error.message)\n")
            return ClientGenCommand.ExitCode.usage
        }
        guard case .generate(let generateOptions) = command else { return ClientGenCommand.ExitCode.usage }
        do {
            return try Generation(options: generateOptions, report: report, faults: faults).run()
        } catch {
            report.errors("clientgen: error: \(error.message)\n")
            return ClientGenCommand.ExitCode.failure
        }
    }

    /// A path relative to the package, so generated headers name specs the same way on every machine.
    private func relative(_ url: URL, to root: URL) -> String {
        let path = url.standardizedFileURL.path(percentEncoded: false)
        var base = root.standardizedFileURL.path(percentEncoded: false)
        if !base.hasSuffix("/") { base += "/" }
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}
