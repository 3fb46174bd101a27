import Foundation
import PackagePlugin

/// Generates Swift code from a target's `.client` specs during the build: one build command per spec, so an
/// unchanged spec is never regenerated and a no-op build runs the generator zero times.
@main
struct ClientGenPlugin {
    /// One `.buildCommand` per spec in the plan, writing into the plugin's work directory.
    func commands(for plan: GenerationPlan, tool: PluginContext.Tool, workDirectory: URL) -> [Command] {
        let outputDirectory = workDirectory.appending(path: "GeneratedSources")
        return plan.specs.map { spec in
            .buildCommand(
                displayName: "Generating \(spec.outputName) from \(spec.relativePath)",
                executable: tool.url,
                arguments: plan.arguments(for: spec, outputDirectory: outputDirectory),
                inputFiles: [spec.url, tool.url] + spec.context + (plan.configurationURL.map { [$0] } ?? []),
                outputFiles: [outputDirectory.appending(path: spec.outputName)])
        }
    }
}

extension ClientGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let module = target as? SwiftSourceModuleTarget else { return [] }
        let plan = try GenerationPlan(module: module)
        return commands(
            for: plan, tool: try context.tool(named: "clientgen-build"), workDirectory: context.pluginWorkDirectoryURL)
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    // In an Xcode project a target generates for the specs in its own membership: to generate mocks for an
    // interface target's specs, add the same .client files to the test-support target and give it a clientgen.json
    // with "emit": ["mock"] and "imports": ["<interface module>"].
    extension ClientGenPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let files = target.inputFiles.map(\.url)
            let (configuration, configurationURL) = try ClientGenConfiguration.find(in: files)
            guard configuration.specsFrom.isEmpty else {
                throw PluginError.specsFromInXcodeProject(target: target.displayName)
            }
            let directory = context.xcodeProject.directoryURL
            let plan = try GenerationPlan(
                target: GenerationPlan.SpecSource(
                    name: target.displayName, moduleName: target.displayName, directory: directory, files: files),
                dependencies: [], configuration: configuration, configurationURL: configurationURL)
            return commands(
                for: plan, tool: try context.tool(named: "clientgen-build"),
                workDirectory: context.pluginWorkDirectoryURL)
        }
    }
#endif
