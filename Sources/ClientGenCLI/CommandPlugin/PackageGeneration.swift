import ClientGenCore

/// The options of `generate-clients`, which the GenerateClients command plugin runs.
struct PackageGenerationOptions: Equatable {
    var package: PluginPackage
    /// The targets to generate for, in order: those named with `--target`, or every target.
    var targets: [PluginPackage.Target]
    /// Whether the targets were named: a named target without specs is a mistake, another is skipped.
    var targetsWereNamed: Bool
    var mode: GenerateOptions.Mode
}

/// `generate-clients`: what `swift package generate-clients` does. Plans each target as the build plugin does (its
/// clientgen.json, the targets its `specsFrom` names), then runs `clientgen generate` for it into the target's
/// output folder, printing that command line first: one target after another, each all or nothing, stopping at the
/// first that fails. Paths are relative to the package, which is the working directory.
struct PackageGeneration<Planning: TargetPlanning> {
    var options: PackageGenerationOptions
    var planning: Planning
    var report: Report
    var faults: WriteFaults

    func run() throws(CommandFailure) -> Int32 {
        var generatedAny = false
        for target in options.targets {
            let plan: TargetPlan
            do {
                plan = try planning.plan(target, in: options.package)
            } catch {
                throw CommandFailure(.targetNotPlanned(error.message))
            }
            guard plan.hasSpecs else {
                if options.targetsWereNamed { throw CommandFailure(.targetWithoutSpecs(target.name)) }
                continue
            }
            let arguments = generateArguments(plan)
            report.output("generate-clients: \(target.name): clientgen \(arguments.joined(separator: " "))\n")
            let status = generate(arguments, for: plan)
            guard status == ClientGenCommand.ExitCode.success else { return status }
            generatedAny = true
        }
        if !generatedAny { report.output("generate-clients: no target has .client specs\n") }
        return ClientGenCommand.ExitCode.success
    }

    /// The `clientgen generate` command line for a target: its folder and those of its `specsFrom` targets, into
    /// its output folder, with its configuration's options and the run's mode.
    private func generateArguments(_ plan: TargetPlan) -> [String] {
        var arguments = ["generate"] + plan.sourceFolders.map(relative)
        arguments += ["--output", relative(plan.outputFolder)] + plan.options
        switch options.mode {
        case .write: break
        case .dryRun: arguments.append("--dry-run")
        case .check: arguments.append("--check")
        }
        return arguments
    }

    /// Runs `clientgen generate` in this process, as if it were given `arguments`.
    private func generate(_ arguments: [String], for plan: TargetPlan) -> Int32 {
        let command: Command
        do {
            command = try CommandLineArguments.parse(arguments)
        } catch {
            // A value of the configuration the command line refuses, such as an import that is not a module name.
            let file = plan.configurationPath ?? "clientgen.json"
            report.tool(.targetNotPlanned("\(file): \(error.message)"))
            return ClientGenCommand.ExitCode.failure
        }
        guard case .generate(let generateOptions) = command else { return ClientGenCommand.ExitCode.usage }
        do {
            return try Generation(options: generateOptions, report: report, faults: faults).run()
        } catch {
            return ClientGenCommand.reportFailure(error, to: report.errors)
        }
    }

    /// A path relative to the package, as a user would type it there, so that generated headers name specs the same
    /// way on every machine; `.` for the package's own folder, and a path outside it as it is.
    private func relative(_ path: String) -> String {
        guard let relative = OutputTree.relative(path, to: options.package.directory) else { return path }
        return relative.isEmpty ? "." : relative
    }
}
