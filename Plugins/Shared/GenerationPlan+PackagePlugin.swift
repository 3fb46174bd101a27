#if canImport(PackagePlugin)
    import Foundation
    import PackagePlugin

    extension GenerationPlan {
        /// Plans a SwiftPM target: its own specs, its `clientgen.json`, and the specs of the targets it names in
        /// `specsFrom` among its direct dependencies.
        init(module: SwiftSourceModuleTarget) throws {
            let files = module.sourceFiles.map(\.url)
            let (configuration, configurationURL) = try ClientGenConfiguration.find(in: files)
            let dependencies = module.dependencies.compactMap { dependency -> SpecSource? in
                guard case .target(let target) = dependency, let source = target as? SwiftSourceModuleTarget else {
                    return nil
                }
                return SpecSource(
                    name: source.name, moduleName: source.moduleName, directory: source.directoryURL,
                    files: source.sourceFiles(withSuffix: "client").map(\.url))
            }
            try self.init(
                target: SpecSource(
                    name: module.name, moduleName: module.moduleName, directory: module.directoryURL, files: files),
                dependencies: dependencies, configuration: configuration, configurationURL: configurationURL)
        }
    }
#endif
