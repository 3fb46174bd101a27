import Foundation
import Testing

/// The shipped products are built inside every consumer's build, so they must not depend on any package, and the build
/// plugin's tool must build only what generating a spec needs.
@Suite("Package manifest")
struct PackageManifestTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The package description, as `swift package dump-package` prints it.
    static func manifest() throws -> [String: Any] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // A scratch path of its own, so it does not wait for the lock of the build running these tests.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "clientgen-dump-\(UUID().uuidString)")
        process.arguments = ["swift", "package", "--scratch-path", scratch.path, "dump-package"]
        process.currentDirectoryURL = root
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// The package's targets, each with its entry in the description, by name.
    static func targetsByName(_ manifest: [String: Any]) -> [String: [String: Any]] {
        let targets = manifest["targets"] as? [[String: Any]] ?? []
        return Dictionary(uniqueKeysWithValues: targets.map { ($0["name"] as? String ?? "", $0) })
    }

    /// Each target's dependencies within the package, by name.
    static func targetDependencies(_ manifest: [String: Any]) -> [String: [String]] {
        targetsByName(manifest).mapValues { target in
            let dependencies = target["dependencies"] as? [[String: Any]] ?? []
            return dependencies.compactMap { ($0["byName"] as? [Any])?.first as? String }
        }
    }

    /// The targets a target needs built, itself included.
    static func closure(of start: [String], in dependencies: [String: [String]]) -> Set<String> {
        var pending = start
        var visited: Set<String> = []
        while let target = pending.popLast() {
            guard visited.insert(target).inserted else { continue }
            pending += dependencies[target] ?? []
        }
        return visited
    }

    /// The names of the package's plugins of one capability (`buildTool` or `command`).
    static func plugins(withCapability capability: String, in manifest: [String: Any]) -> [String] {
        let targets = manifest["targets"] as? [[String: Any]] ?? []
        return targets.filter { target in
            target["type"] as? String == "plugin"
                && ((target["pluginCapability"] as? [String: Any])?.keys.contains(capability) ?? false)
        }
        .compactMap { $0["name"] as? String }
    }

    /// The targets the package's products build, each with its entry in the description.
    static func shippedTargets(_ manifest: [String: Any]) -> [String: [String: Any]] {
        let products = manifest["products"] as? [[String: Any]] ?? []
        let shipped = closure(
            of: products.flatMap { $0["targets"] as? [String] ?? [] }, in: targetDependencies(manifest))
        return targetsByName(manifest).filter { shipped.contains($0.key) }
    }

    @Test("Every target of a shipped product depends on nothing outside the package")
    func shippedProductsHaveNoPackageDependencies() throws {
        let shipped = Self.shippedTargets(try Self.manifest())
        for (name, target) in shipped {
            for dependency in target["dependencies"] as? [[String: Any]] ?? [] {
                #expect(dependency["product"] == nil, "\(name) depends on a package product")
            }
        }
        #expect(
            Set(shipped.keys) == [
                "ClientGenKit", "ClientGenCore", "ClientGenImport", "ClientGenFormat", "ClientGenCLI", "clientgen",
                "clientgen-build", "ClientGenPlugin", "GenerateClients", "ClientGenLanguageServer",
                "LanguageServerBase", "SystemCalls", "ClientGenOutput", "clientgen-generate-clients",
            ])
    }

    @Test(
        "No target of a shipped product uses unsafe flags, which would keep the package from being a remote dependency")
    func shippedProductsUseNoUnsafeFlags() throws {
        let manifest = try Self.manifest()
        let shipped = Self.shippedTargets(manifest)
        #expect(!shipped.isEmpty)
        for (name, target) in shipped {
            let settings = target["settings"] as? [[String: Any]] ?? []
            let unsafe = settings.filter { ($0["kind"] as? [String: Any])?["unsafeFlags"] != nil }
            #expect(unsafe.isEmpty, "\(name) uses unsafe flags")
        }
        // The check reads what it looks for: the test target that compiles the goldens does use them.
        let goldens = Self.targetsByName(manifest)["GeneratedClientsTests"]
        let goldenSettings = String(describing: goldens?["settings"] ?? "")
        #expect(goldenSettings.contains("unsafeFlags"))
    }

    /// The declarations that must stay out of the build plugin's tool: import's entry point, the formatter's, the
    /// all-or-nothing writer's and the language server's, each of which brings its whole stage.
    static let fullToolOnly = [
        "struct ClientImporter", "enum SpecFormatter", "enum FixItApplier", "enum OutputWriter",
        "class OutputTransaction", "class SpecLanguageHandler", "class LanguageServer", "struct DirectiveReference",
        "enum OutputPlacement",
    ]

    @Test(
        "The build plugin's tool builds neither import, the formatter, the all-or-nothing writer nor the language server"
    )
    func buildPluginToolIsLean() throws {
        let manifest = try Self.manifest()
        let pluginNames = Self.plugins(withCapability: "buildTool", in: manifest)
        #expect(pluginNames == ["ClientGenPlugin"])
        let built = Self.closure(of: pluginNames, in: Self.targetDependencies(manifest))
        var declarations: [String: String] = [:]
        for target in built {
            let folder = Self.root.appendingPathComponent("Sources").appendingPathComponent(target)
            let files = (try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? []
            for file in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                for declaration in Self.fullToolOnly + ["struct ClientGenerator"] where text.contains(declaration) {
                    declarations[declaration] = "\(target)/\(file)"
                }
            }
        }
        // The check finds what it looks for: the generator is there.
        #expect(declarations["struct ClientGenerator"] != nil, "the plugin's tool does not build the generator")
        for declaration in Self.fullToolOnly {
            #expect(declarations[declaration] == nil, "the plugin's tool builds \(declarations[declaration] ?? "")")
        }
    }

    @Test("Both branches of the build plugin, SwiftPM's and Xcode's, run the tool the plugin depends on")
    func buildPluginRunsItsOwnTool() throws {
        let manifest = try Self.manifest()
        let dependencies = Self.targetDependencies(manifest)
        let tools = try #require(dependencies["ClientGenPlugin"])
        // The Xcode branch compiles only where XcodeProjectPlugin exists, so its text is checked here.
        let source = try String(
            contentsOf: Self.root.appendingPathComponent("Plugins/ClientGenPlugin/ClientGenPlugin.swift"),
            encoding: .utf8)
        let named = source.matches(of: try Regex(#"tool\(named: "([^"]+)"\)"#)).compactMap {
            $0.output[1].substring.map(String.init)
        }
        #expect(named.count == 2, "one tool lookup per branch")
        for name in named {
            #expect(tools == [name], "the plugin runs '\(name)' but depends on \(tools)")
        }
    }

    @Test("The command plugin plans nothing itself: every consumer compiles it, and clientgen-generate-clients plans")
    func commandPluginOnlyDescribesThePackage() throws {
        let manifest = try Self.manifest()
        #expect(Self.plugins(withCapability: "command", in: manifest) == ["GenerateClients"])
        #expect(Self.targetDependencies(manifest)["GenerateClients"] == ["clientgen-generate-clients"])
        let folder = Self.root.appendingPathComponent("Plugins/GenerateClients")
        // One file and nothing else: a link to the shared planning code (as the build plugin has) would compile it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["GenerateClients.swift"])
        let text = try String(contentsOf: folder.appendingPathComponent("GenerateClients.swift"), encoding: .utf8)
        for name in ["GenerationPlan", "ClientGenConfiguration", "JSONSerialization"] {
            #expect(!text.contains(name), "the command plugin plans: it uses \(name)")
        }
        #expect(text.contains(#""clientgen-generate-clients""#), "the plugin runs clientgen-generate-clients")
    }

    @Test("clientgen links no Foundation: loading it would cost every run of the tool several milliseconds")
    func clientgenLinksNoFoundation() throws {
        let built = Self.closure(of: ["clientgen"], in: Self.targetDependencies(try Self.manifest()))
        #expect(built.contains("ClientGenCLI") && built.contains("ClientGenCore"))
        var importing: [String] = []
        for target in built.sorted() {
            let folder = Self.root.appendingPathComponent("Sources").appendingPathComponent(target)
            // Symbolic links followed, as SwiftPM follows them.
            let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
                .compactMap { ($0 as? URL)?.resolvingSymlinksInPath() }.filter { $0.pathExtension == "swift" }
            for file in files {
                let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
                let imports = lines.contains { line in
                    let code = line.drop { $0 == " " }
                    return !code.hasPrefix("//") && code.contains("import Foundation")
                }
                if imports { importing.append("\(target)/\(file.lastPathComponent)") }
            }
        }
        #expect(importing.isEmpty, "these files of clientgen import Foundation: \(importing)")
        // The check finds what it looks for: the command plugin's executable does import it.
        let planning = Self.root.appendingPathComponent("Sources/clientgen-generate-clients/SharedTargetPlanning.swift")
        #expect(try String(contentsOf: planning, encoding: .utf8).contains("import Foundation"))
    }
}
