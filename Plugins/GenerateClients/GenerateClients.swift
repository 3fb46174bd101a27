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
        // Plain loops rather than closures: this file is compiled in every consumer's clean build.
        var targets: [String] = []
        var count = 0
        for case let module as SwiftSourceModuleTarget in context.package.targets {
            count += 1
            targets += [module.name, module.moduleName, module.directoryURL.path(percentEncoded: false)]
            var files: [String] = []
            for file in module.sourceFiles {
                let url = file.url
                if url.pathExtension == "client" || url.lastPathComponent == "clientgen.json" {
                    files.append(url.path(percentEncoded: false))
                }
            }
            targets += [String(files.count)] + files
            var dependencies: [String] = []
            for dependency in module.dependencies {
                if case .target(let target) = dependency { dependencies.append(target.name) }
            }
            targets += [String(dependencies.count)] + dependencies
        }
        let process = Process()
        process.executableURL = try context.tool(named: "clientgen-generate-clients").url
        process.arguments =
            ["--package", context.package.directoryURL.path(percentEncoded: false), String(count)] + targets + arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw GeneratorFailed(status: process.terminationStatus) }
    }
}

/// `clientgen-generate-clients` failed; it printed why on standard error.
struct GeneratorFailed: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "clientgen-generate-clients failed with exit code \(status)" }
}
