import Foundation
import PackagePlugin

/// `swift package generate-clients [--target <target>]... [--dry-run] [--check]`: writes the code generated from each
/// target's specs into the package (into the target's `Generated` folder, or its configuration's `output`), for
/// teams that commit generated code. A file is rewritten only when its content changed.
@main
struct GenerateClients: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let dryRun = extractor.extractFlag(named: "dry-run") > 0
        let check = extractor.extractFlag(named: "check") > 0
        guard extractor.remainingArguments.isEmpty else {
            throw PluginError.unexpectedArguments(extractor.remainingArguments)
        }
        let targets = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
        let tool = try context.tool(named: "clientgen")
        let root = context.package.directoryURL
        var generatedAny = false
        for target in targets {
            guard let module = target as? SwiftSourceModuleTarget else { continue }
            let plan = try GenerationPlan(module: module)
            guard !plan.specs.isEmpty else {
                if targetNames.contains(module.name) {
                    throw PluginError.targetWithoutSpecs(module.name)
                }
                continue
            }
            var arguments = ["generate"] + plan.sources.map { relative($0.directory, to: root) }
            arguments += [
                "--output", relative(module.directoryURL.appending(path: plan.configuration.output), to: root),
            ]
            arguments += plan.options + (dryRun ? ["--dry-run"] : []) + (check ? ["--check"] : [])
            print("generate-clients: \(module.name): clientgen \(arguments.joined(separator: " "))")
            try run(tool.url, arguments, in: root)
            generatedAny = true
        }
        if !generatedAny { print("generate-clients: no target has .client specs") }
    }

    /// A path relative to the package, so generated headers name specs the same way on every machine.
    private func relative(_ url: URL, to root: URL) -> String {
        let path = url.standardizedFileURL.path(percentEncoded: false)
        var base = root.standardizedFileURL.path(percentEncoded: false)
        if !base.hasSuffix("/") { base += "/" }
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

    private func run(_ executable: URL, _ arguments: [String], in directory: URL) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw PluginError.generatorFailed(exitCode: process.terminationStatus)
        }
    }
}
