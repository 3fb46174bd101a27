import ClientGenCLI
import Foundation

/// Plans a target with the build plugin's own planning code (Plugins/Shared, linked into this folder), so that
/// `swift package generate-clients` and the build plugin read a `clientgen.json` the same way.
struct SharedTargetPlanning: TargetPlanning {
    func plan(_ target: PluginPackage.Target, in package: PluginPackage) throws(TargetPlanningFailure) -> TargetPlan {
        let dependencies = target.dependencies.compactMap { name in
            package.targets.first { $0.name == name }.map { source($0, files: { $0.hasSuffix(".client") }) }
        }
        let plan: GenerationPlan
        do {
            let (configuration, configurationURL) = try ClientGenConfiguration.find(
                in: target.files.map { URL(filePath: $0) })
            plan = try GenerationPlan(
                target: source(target, files: { _ in true }), dependencies: dependencies,
                configuration: configuration, configurationURL: configurationURL)
        } catch {
            throw TargetPlanningFailure(error.description)
        }
        return TargetPlan(
            hasSpecs: !plan.specs.isEmpty, sourceFolders: plan.sources.map { $0.directory.path(percentEncoded: false) },
            outputFolder: URL(filePath: target.directory).appending(path: plan.configuration.output)
                .path(percentEncoded: false),
            options: plan.options, configurationPath: plan.configurationURL?.path(percentEncoded: false))
    }

    private func source(_ target: PluginPackage.Target, files: (String) -> Bool) -> GenerationPlan.SpecSource {
        GenerationPlan.SpecSource(
            name: target.name, moduleName: target.moduleName, directory: URL(filePath: target.directory),
            files: target.files.filter(files).map { URL(filePath: $0) })
    }
}
