import Foundation
import PackagePlugin

/// `swift package generate-clients [--target <target>]... [--dry-run] [--check]`: writes the code generated from each
/// target's specs into the package (into the target's `Generated` folder, or its configuration's `output`), for
/// teams that commit generated code. A file is rewritten only when its content changed.
///
/// The plugin only describes the package's targets to `clientgen-generate-clients` (clientgen with the plugins'
/// planning code), which plans and generates: SwiftPM compiles every plugin of a package in every build of every
/// package that depends on it, so a plugin's own code is paid for by builds that never run it.
@main
struct GenerateClients: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let modules = context.package.targets.compactMap { $0 as? SwiftSourceModuleTarget }
        var request = ["--package", path(context.package.directoryURL), String(modules.count)]
        for module in modules {
            let files = module.sourceFiles.map(\.url).filter {
                $0.pathExtension == "client" || $0.lastPathComponent == "clientgen.json"
            }
            let dependencies = module.dependencies.compactMap { dependency -> String? in
                guard case .target(let target) = dependency else { return nil }
                return target.name
            }
            request += [module.name, module.moduleName, path(module.directoryURL), String(files.count)]
            request += files.map(path) + [String(dependencies.count)] + dependencies
        }
        let process = Process()
        process.executableURL = try context.tool(named: "clientgen-generate-clients").url
        process.arguments = request + arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw GeneratorFailed(status: process.terminationStatus) }
    }

    private func path(_ url: URL) -> String { url.path(percentEncoded: false) }
}

/// `clientgen-generate-clients` failed; it printed why on standard error.
struct GeneratorFailed: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "clientgen-generate-clients failed with exit code \(status)" }
}
