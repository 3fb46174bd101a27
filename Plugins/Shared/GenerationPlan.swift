// What the plugins generate for a target: its specs, their output names, the specs each one reads with it, and the
// command line that generates each. Shared as ClientGenConfiguration.swift is.
import Foundation

/// What the plugins generate for one target: every spec it owns and every spec of the targets its configuration
/// names in `specsFrom`, each with a unique output file name and the `clientgen` arguments that produce it.
struct GenerationPlan {
    /// A target whose `.client` files the plan reads.
    struct SpecSource {
        var name: String
        var moduleName: String
        var directory: URL
        var files: [URL]
    }

    /// One spec and the file generated from it.
    struct Spec {
        var url: URL
        /// The spec's path relative to its target's folder, for messages.
        var relativePath: String
        /// The generated file's name, unique within the target: the relative path with `/` as `_` and `.client`
        /// as `.client.swift` (`Sub/Weather.client` → `Sub_Weather.client.swift`), prefixed with the owning target's
        /// name for specs from `specsFrom`. The `.client.swift` suffix keeps it apart from hand-written files.
        var outputName: String
        /// The other specs of the plan whose clients this one names, directly or through them: read with it
        /// (`--context`) so that it can inherit and store their clients, and inputs of its build command, so that
        /// changing one regenerates it.
        var context: [URL] = []
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
    ) throws(PluginError) {
        self.configuration = configuration
        self.configurationURL = configurationURL
        var specs = Self.specs(of: target, prefix: "")
        var sources = [target]
        var imports = configuration.imports
        for name in configuration.specsFrom {
            guard let dependency = dependencies.first(where: { $0.name == name }) else {
                throw PluginError.specsFromNotADependency(
                    target: target.name, name: name, dependencies: dependencies.map(\.name).sorted())
            }
            specs += Self.specs(of: dependency, prefix: dependency.name + "_")
            sources.append(dependency)
            if !imports.contains(dependency.moduleName) { imports.append(dependency.moduleName) }
        }
        var owners: [String: String] = [:]
        for spec in specs {
            if let owner = owners.updateValue(spec.relativePath, forKey: spec.outputName) {
                throw PluginError.outputCollision(
                    target: target.name, first: owner, second: spec.relativePath, output: spec.outputName)
            }
        }
        self.specs = Self.withContext(specs, reading: Self.specText)
        self.sources = sources
        self.imports = imports
    }

    private static func specs(of source: SpecSource, prefix: String) -> [Spec] {
        let root = source.directory.standardizedFileURL.path(percentEncoded: false)
        var specs: [Spec] = []
        for url in source.files where url.pathExtension == "client" {
            let path = url.standardizedFileURL.path(percentEncoded: false)
            var relative = path.hasPrefix(root) ? String(path.dropFirst(root.count)) : url.lastPathComponent
            while relative.hasPrefix("/") { relative.removeFirst() }
            let shown = prefix.isEmpty ? relative : source.name + "/" + relative
            specs.append(
                Spec(url: url, relativePath: shown, outputName: outputName(forSpecAt: relative, prefix: prefix)))
        }
        specs.sort { $0.relativePath < $1.relativePath }
        return specs
    }

    /// The generated file's name for a spec's path in its target: the path with `/` as `_`, then `.swift`, after
    /// the prefix (`Sub/Weather.client` → `Sub_Weather.client.swift`). The rule of ClientGenKit's
    /// `OutputPlacement.flattened(prefix:)`, which this code cannot link; both are tested against
    /// Tests/Fixtures/OutputPlacement/cases.json.
    static func outputName(forSpecAt relativePath: String, prefix: String) -> String {
        prefix + relativePath.split(separator: "/", omittingEmptySubsequences: false).joined(separator: "_") + ".swift"
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
            + spec.context.flatMap { ["--context", $0.path(percentEncoded: false)] } + options
    }

    /// A spec's text for finding its relatives, or `nil` for anything clientgen itself would refuse to read: not a
    /// regular file (a FIFO would block the build), larger than a spec may be, or not UTF-8.
    static func specText(at url: URL) -> String? {
        let path = url.path(percentEncoded: false)
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            attributes[.type] as? FileAttributeType == .typeRegular,
            let size = attributes[.size] as? Int, size <= 16 * 1_048_576
        else { return nil }
        return try? String(contentsOf: url, encoding: .utf8)
    }

    /// Gives each spec the specs it depends on, found the way a compiler finds includes but without parsing: a spec
    /// depends on every other spec that declares (`client Name`) a name it mentions, and on what those depend on. A
    /// name in a comment only adds a spec that is read and not needed; no dependency is missed.
    static func withContext(_ specs: [Spec], reading text: (URL) -> String?) -> [Spec] {
        var words: [[String]] = []
        var declaring: [String: [Int]] = [:]
        for spec in specs {
            let specWords = text(spec.url).map(identifierWords) ?? []
            var position = 0
            while position + 1 < specWords.count {
                if specWords[position] == "client" {
                    declaring[specWords[position + 1], default: []].append(words.count)
                }
                position += 1
            }
            words.append(specWords)
        }
        // The specs each one names directly, then everything reached through them.
        var direct: [Set<Int>] = []
        for specWords in words {
            var named: Set<Int> = []
            for word in Set(specWords) { named.formUnion(declaring[word] ?? []) }
            direct.append(named)
        }
        var planned = specs
        for index in specs.indices {
            var reached: Set<Int> = [index]
            var pending = [index]
            while let next = pending.popLast() {
                for other in direct[next] where reached.insert(other).inserted { pending.append(other) }
            }
            reached.remove(index)
            planned[index].context = reached.sorted().map { specs[$0].url }
        }
        return planned
    }

    /// The identifiers and keywords of a spec outside its comments, in order; backticks and punctuation separate
    /// them.
    private static func identifierWords(_ text: String) -> [String] {
        var words: [String] = []
        var word: [UInt8] = []
        let bytes = Array(text.utf8)
        var index = 0
        func endWord() {
            if !word.isEmpty { words.append(String(decoding: word, as: UTF8.self)) }
            word.removeAll(keepingCapacity: true)
        }
        while index < bytes.count {
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            if byte == UInt8(ascii: "/"), next == UInt8(ascii: "/") || next == UInt8(ascii: "*") {
                endWord()
                let end: [UInt8] = next == UInt8(ascii: "/") ? [UInt8(ascii: "\n")] : Array("*/".utf8)
                index = endOfComment(in: bytes, from: index + 2, closedBy: end)
                continue
            }
            if byte >= 0x80 || byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
            {
                word.append(byte)
            } else {
                endWord()
            }
            index += 1
        }
        endWord()
        return words
    }

    /// The index after a comment's closing bytes, or the end of the text.
    private static func endOfComment(in bytes: [UInt8], from start: Int, closedBy end: [UInt8]) -> Int {
        var index = start
        while index + end.count <= bytes.count {
            if bytes[index..<index + end.count].elementsEqual(end) { return index + end.count }
            index += 1
        }
        return bytes.count
    }
}

// Tests compare plans whole; the plugins never do, and every consumer compiles the plugins before their
// build starts, so the conformances exist only where PluginSupportTests defines the condition.
#if PLUGIN_SUPPORT_TESTS
    extension GenerationPlan: Equatable {}
    extension GenerationPlan.SpecSource: Equatable {}
    extension GenerationPlan.Spec: Equatable {}
#endif

#if canImport(PackagePlugin)
    import Foundation
    import PackagePlugin

    extension GenerationPlan {
        /// Plans a SwiftPM target: its own specs, its `clientgen.json`, and the specs of the targets it names in
        /// `specsFrom` among its direct dependencies.
        init(module: SwiftSourceModuleTarget) throws(PluginError) {
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
