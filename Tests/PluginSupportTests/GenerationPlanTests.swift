import Foundation
import Testing

/// The planning both plugins share: configuration, output names, arguments.
@Suite("Plugin generation plan")
struct GenerationPlanTests {
    let root = URL(fileURLWithPath: "/pkg/Sources/Weather Client")

    private func source(_ name: String, _ directory: URL, _ files: [String]) -> GenerationPlan.SpecSource {
        GenerationPlan.SpecSource(
            name: name, moduleName: name, directory: directory,
            files: files.map { directory.appending(path: $0) })
    }

    @Test("Output names flatten the spec's path inside its target, so same-named specs in two folders do not collide")
    func outputNames() throws {
        let plan = try GenerationPlan(
            target: source("WeatherClient", root, ["Weather.client", "Sub/Weather.client", "Helpers.swift"]),
            dependencies: [], configuration: ClientGenConfiguration(), configurationURL: nil)
        #expect(plan.specs.map(\.outputName) == ["Sub_Weather.client.swift", "Weather.client.swift"])
        #expect(plan.specs.map(\.relativePath) == ["Sub/Weather.client", "Weather.client"])
    }

    @Test("Names that would still collide are reported, naming both specs")
    func collisions() {
        let expected = PluginError.outputCollision(
            target: "T", first: "a/b_c.client", second: "a_b/c.client", output: "a_b_c.client.swift")
        #expect(throws: expected) {
            try GenerationPlan(
                target: source("T", root, ["a_b/c.client", "a/b_c.client"]), dependencies: [],
                configuration: ClientGenConfiguration(), configurationURL: nil)
        }
        #expect(
            expected.description
                == "target 'T': 'a/b_c.client' and 'a_b/c.client' would both generate 'a_b_c.client.swift'; "
                + "rename one of them")
    }

    @Test("A spec is generated with the specs whose clients it names, through any number of steps, and no others")
    func contextSpecs() throws {
        let texts = [
            "Web.client": "client WebRepository {\n    func base() -> String?\n}\n",
            "Trails.client": "/// Trails, from `WebRepository`.\nclient TrailsRepository: WebRepository {}\n",
            "Favorites.client":
                "@style(struct)\npublic client Favorites {\n    var trails: TrailsRepository { get }\n}\n",
            "Sub/Weather.client":
                "// A client the others do not name.\nclient `Weather` {\n    func now() -> Int?\n}\n",
            "Notes.client": "/* Not a client the */ client Notes {\n    func all() -> [String]\n}\n",
            "Unreadable.client": "",
        ]
        let specs = try GenerationPlan(
            target: source("T", root, texts.keys.sorted()), dependencies: [], configuration: ClientGenConfiguration(),
            configurationURL: nil
        ).specs
        let planned = GenerationPlan.withContext(specs) { url in
            texts[String(url.path(percentEncoded: false).dropFirst(root.path(percentEncoded: false).count + 1))]
                .flatMap { $0.isEmpty ? nil : $0 }
        }
        let context = Dictionary(
            uniqueKeysWithValues: planned.map { spec in
                (spec.relativePath, spec.context.map(\.lastPathComponent))
            })
        #expect(context["Web.client"] == [])
        #expect(context["Trails.client"] == ["Web.client"])
        #expect(Set(context["Favorites.client"] ?? []) == ["Trails.client", "Web.client"])
        #expect(context["Sub/Weather.client"] == [], "comments declare nothing")
        #expect(context["Notes.client"] == [])
        #expect(context["Unreadable.client"] == [])
        let favorites = try #require(planned.first { $0.relativePath == "Favorites.client" })
        let plan = try GenerationPlan(
            target: source("T", root, ["Favorites.client"]), dependencies: [],
            configuration: ClientGenConfiguration(), configurationURL: nil)
        let arguments = plan.arguments(for: favorites, outputDirectory: URL(fileURLWithPath: "/out"))
        #expect(arguments.filter { $0 == "--context" }.count == 2)
        #expect(arguments.contains(root.appending(path: "Web.client").path(percentEncoded: false)))
    }

    @Test("Finding relatives reads regular spec files only: a FIFO among the specs cannot block the build")
    func relativesSkipSpecialFiles() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "clientgen-plan-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appending(path: "Web.client")
        try "client Web {}\n".write(to: spec, atomically: true, encoding: .utf8)
        let fifo = directory.appending(path: "Pipe.client")
        #expect(mkfifo(fifo.path(percentEncoded: false), 0o600) == 0)
        #expect(GenerationPlan.specText(at: spec) == "client Web {}\n")
        #expect(GenerationPlan.specText(at: fifo) == nil)
        #expect(GenerationPlan.specText(at: directory.appending(path: "Missing.client")) == nil)
    }

    @Test("specsFrom adds a dependency's specs, prefixed with its name, and imports its module")
    func specsFrom() throws {
        var configuration = ClientGenConfiguration()
        configuration.emit = ["mock"]
        configuration.specsFrom = ["WeatherClient"]
        configuration.imports = ["Models"]
        let interface = source("WeatherClient", root, ["Weather.client"])
        let plan = try GenerationPlan(
            target: source("WeatherClientTestSupport", URL(fileURLWithPath: "/pkg/Sources/Support"), ["Support.swift"]),
            dependencies: [interface], configuration: configuration, configurationURL: nil)
        #expect(plan.specs.map(\.outputName) == ["WeatherClient_Weather.client.swift"])
        #expect(plan.imports == ["Models", "WeatherClient"])
        let spec = try #require(plan.specs.first)
        #expect(
            plan.arguments(for: spec, outputDirectory: URL(fileURLWithPath: "/work dir/out")) == [
                "generate", "/pkg/Sources/Weather Client/Weather.client", "--output-file",
                "/work dir/out/WeatherClient_Weather.client.swift", "--emit", "mock", "--import", "Models", "--import",
                "WeatherClient",
            ])
    }

    @Test("specsFrom must name a dependency")
    func specsFromUnknownTarget() {
        var configuration = ClientGenConfiguration()
        configuration.specsFrom = ["Missing"]
        #expect(throws: PluginError.specsFromNotADependency(target: "T", name: "Missing", dependencies: ["Other"])) {
            try GenerationPlan(
                target: source("T", root, []), dependencies: [source("Other", root, [])],
                configuration: configuration, configurationURL: nil)
        }
    }

    @Test("The configuration parses every key and rejects unknown keys and wrong types")
    func configuration() throws {
        let json = #"{"emit": ["interface", "key"], "specsFrom": ["A"], "imports": ["M"], "output": "Gen"}"#
        let configuration = try ClientGenConfiguration(json: Data(json.utf8), path: "clientgen.json")
        #expect(configuration.emit == ["interface", "key"])
        #expect(configuration.specsFrom == ["A"])
        #expect(configuration.imports == ["M"])
        #expect(configuration.output == "Gen")
        #expect(try ClientGenConfiguration(json: Data("{}".utf8), path: "c.json") == ClientGenConfiguration())
        #expect(
            throws: PluginError.unknownConfigurationKey(
                path: "c.json", key: "emits", known: ["emit", "specsFrom", "imports", "output"])
        ) {
            try ClientGenConfiguration(json: Data(#"{"emits": ["mock"]}"#.utf8), path: "c.json")
        }
        #expect(throws: PluginError.notAnArrayOfStrings(path: "c.json", key: "emit")) {
            try ClientGenConfiguration(json: Data(#"{"emit": "mock"}"#.utf8), path: "c.json")
        }
        #expect(throws: PluginError.configurationNotAnObject(path: "c.json")) {
            try ClientGenConfiguration(json: Data("[]".utf8), path: "c.json")
        }
    }

    @Test(
        "The output folder must be inside the target's folder",
        arguments: [#"{"output": "../Elsewhere"}"#, #"{"output": "/tmp/x"}"#, #"{"output": ""}"#, #"{"output": 1}"#])
    func outputFolderStaysInside(json: String) {
        #expect(throws: PluginError.invalidOutputFolder(path: "c.json")) {
            try ClientGenConfiguration(json: Data(json.utf8), path: "c.json")
        }
    }
}
