import Foundation

/// What the plugins generate for one target: every spec it owns and every spec of the targets its configuration
/// names in `specsFrom`, each with a unique output file name and the `clientgen` arguments that produce it.
struct GenerationPlan: Equatable {
    /// A target whose `.client` files the plan reads.
    struct SpecSource: Equatable {
        var name: String
        var moduleName: String
        var directory: URL
        var files: [URL]
    }

    /// One spec and the file generated from it.
    struct Spec: Equatable {
        var url: URL
        /// The spec's path relative to its target's folder, for messages.
        var relativePath: String
        /// The generated file's name, unique within the target: the relative path with `/` as `_` and `.client`
        /// as `.client.swift` (`Sub/Weather.client` → `Sub_Weather.client.swift`), prefixed with the owning target's
        /// name for specs from `specsFrom`. The `.client.swift` suffix keeps it apart from hand-written files.
        var outputName: String
    }

    var specs: [Spec]
    /// The targets whose specs the plan reads: the target itself, then those named in `specsFrom`.
    var sources: [SpecSource]
    var configuration: ClientGenConfiguration
    var configurationURL: URL?
    /// Modules the generated files import: the configuration's, then those of the `specsFrom` targets.
    var imports: [String]

    /// Plans a target. `dependencies` are the targets it depends on, by name.
    init(
        target: SpecSource,
        dependencies: [SpecSource],
        configuration: ClientGenConfiguration,
        configurationURL: URL?
    ) throws {
        self.configuration = configuration
        self.configurationURL = configurationURL
        var specs = Self.specs(of: target, prefix: "")
        var sources = [target]
        var imports = configuration.imports
        for name in configuration.specsFrom {
            guard let dependency = dependencies.first(where: { $0.name == name }) else {
                let known = dependencies.map(\.name).sorted().joined(separator: ", ")
                throw PluginFailure(
                    "target '\(target.name)': 'specsFrom' names '\(name)', which is not one of its dependencies"
                        + (known.isEmpty ? "" : " (\(known))"))
            }
            specs += Self.specs(of: dependency, prefix: dependency.name + "_")
            sources.append(dependency)
            if !imports.contains(dependency.moduleName) { imports.append(dependency.moduleName) }
        }
        var owners: [String: String] = [:]
        for spec in specs {
            if let owner = owners.updateValue(spec.relativePath, forKey: spec.outputName) {
                throw PluginFailure(
                    "target '\(target.name)': '\(owner)' and '\(spec.relativePath)' would both generate "
                        + "'\(spec.outputName)'; rename one of them")
            }
        }
        self.specs = specs
        self.sources = sources
        self.imports = imports
    }

    private static func specs(of source: SpecSource, prefix: String) -> [Spec] {
        let root = source.directory.standardizedFileURL.path(percentEncoded: false)
        return source.files.filter { $0.pathExtension == "client" }.map { url in
            let path = url.standardizedFileURL.path(percentEncoded: false)
            var relative = path.hasPrefix(root) ? String(path.dropFirst(root.count)) : url.lastPathComponent
            while relative.hasPrefix("/") { relative.removeFirst() }
            let flattened = relative.replacingOccurrences(of: "/", with: "_")
            return Spec(
                url: url, relativePath: (prefix.isEmpty ? "" : source.name + "/") + relative,
                outputName: prefix + flattened + ".swift")
        }
        .sorted { $0.relativePath < $1.relativePath }
    }

    /// The options that follow the inputs and output on a `clientgen generate` command line.
    var options: [String] {
        var options: [String] = []
        if let emit = configuration.emit { options += ["--emit", emit.joined(separator: ",")] }
        for module in imports { options += ["--import", module] }
        return options
    }

    /// The command line that generates one spec into `outputDirectory` (for the build plugin).
    func arguments(for spec: Spec, outputDirectory: URL) -> [String] {
        let output = outputDirectory.appending(path: spec.outputName)
        return ["generate", spec.url.path(percentEncoded: false), "--output-file", output.path(percentEncoded: false)]
            + options
    }
}
