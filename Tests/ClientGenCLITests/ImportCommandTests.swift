import ClientGenCLI
import Foundation
import Testing

/// `clientgen import` in-process against temporary directories: what it writes, what it refuses, and its exit codes.
@Suite("clientgen import")
struct ImportCommandTests {
    let cli: InProcessCLI

    init() throws {
        cli = try InProcessCLI("import")
    }

    private func write(_ text: String, to path: String) throws { try cli.write(text, to: path) }
    private func read(_ path: String) throws -> String { try cli.read(path) }
    private func exists(_ path: String) -> Bool { cli.exists(path) }
    private func run(_ arguments: [String]) -> InProcessCLI.Outcome { cli.run(arguments) }

    private let weatherSource = """
        import Dependencies

        /// Looks up weather.
        public protocol WeatherClient: Sendable {
            func forecast(for city: String) async throws -> [Double]
        }

        extension DependencyValues {
            public var weather: any WeatherClient {
                get { self[WeatherKey.self] }
                set { self[WeatherKey.self] = newValue }
            }
        }

        enum WeatherKey: TestDependencyKey {
            static let testValue: any WeatherClient = FakeWeather()
        }

        struct NotAClient {
            var name: String
        }

        """

    private let keyAliasLines = """
        /// The key's name before clientgen import: what gives it its live value outside the inputs extends it.
        typealias WeatherKey = WeatherClientKey

        """

    @Test("import writes a spec per client, and lists what the generated code replaces as compiler notes")
    func importWritesSpecs() throws {
        try write(weatherSource, to: "App/Weather.swift")
        let result = run(["import", "@/App", "--output", "@/Specs"])
        #expect(result.status == 0, "\(result.errors)")
        let spec = try read("Specs/WeatherClient.client")
        #expect(spec.contains("@key(weather)\n@test(FakeWeather())\npublic client WeatherClient {"))
        #expect(spec.contains("    func forecast(for city: String) async throws -> [Double]\n"))
        // The test key's name stays, for a live module's conformance to 'DependencyKey' (outside the inputs).
        let extras = try read("Specs/WeatherClient+Extras.swift")
        #expect(extras.hasSuffix("\nimport Dependencies\n\n" + keyAliasLines))
        #expect(result.output.contains("imported 'WeatherClient' into '@/Specs/WeatherClient.client' and"))
        #expect(result.output.contains("@/App/Weather.swift:3:1: note: delete 'WeatherClient' (lines 3-6)"))
        #expect(result.output.contains("@/App/Weather.swift:8:1: note: delete the accessor 'DependencyValues.weather'"))
        #expect(result.output.contains("@/App/Weather.swift:15:1: note: delete the key 'WeatherKey' (lines 15-17)"))
    }

    @Test("An imported spec generates without an error")
    func importedSpecGenerates() throws {
        try write(weatherSource, to: "App/Weather.swift")
        #expect(run(["import", "@/App/Weather.swift", "--output", "@/Specs"]).status == 0)
        let generated = run(["generate", "@/Specs", "--output", "@/Generated"])
        #expect(generated.status == 0, "\(generated.errors)")
        #expect(try read("Generated/WeatherClient.swift").contains("public var weather: any WeatherClient {"))
    }

    @Test("--dry-run prints the files and writes nothing")
    func dryRunPrints() throws {
        try write(weatherSource, to: "App/Weather.swift")
        let result = run(["import", "@/App", "--output", "@/Specs", "--dry-run"])
        #expect(result.status == 0)
        #expect(
            result.output.hasPrefix(
                // The input is an absolute path outside the working directory: named from its folder.
                "// @/Specs/WeatherClient.client\n// Imported by clientgen from App/Weather.swift"))
        #expect(result.output.contains("would import 'WeatherClient'"))
        #expect(!exists("Specs"))
    }

    @Test("An existing file is never replaced: the run fails and writes nothing, but an identical file is fine")
    func neverOverwrites() throws {
        try write(weatherSource, to: "App/Weather.swift")
        try write("// my edits\n", to: "Specs/WeatherClient.client")
        let refused = run(["import", "@/App", "--output", "@/Specs"])
        #expect(refused.status == 1)
        #expect(refused.errors.contains("refusing to overwrite '@/Specs/WeatherClient.client'"))
        #expect(try read("Specs/WeatherClient.client") == "// my edits\n")

        try FileManager.default.removeItem(at: cli.directory.appendingPathComponent("Specs"))
        #expect(run(["import", "@/App", "--output", "@/Specs"]).status == 0)
        let first = try read("Specs/WeatherClient.client")
        let again = run(["import", "@/App", "--output", "@/Specs"])
        #expect(again.status == 0, "importing again into the same output changes nothing")
        #expect(try read("Specs/WeatherClient.client") == first)
    }

    @Test("Clients whose specs' names differ only in case fail the run, writing nothing: macOS sees one file")
    func specsDifferingInCase() throws {
        try write(
            """
            import Dependencies

            public protocol Weather: Sendable {
                func a() async throws -> Int
            }
            public protocol weather: Sendable {
                func b() async throws -> Int
            }
            extension DependencyValues {
                var sky: any Weather { get { self[SkyKey.self] } set { self[SkyKey.self] = newValue } }
                var sea: any weather { get { self[SeaKey.self] } set { self[SeaKey.self] = newValue } }
            }

            """, to: "App/Weather.swift")
        let result = run(["import", "@/App", "--output", "@/Specs"])
        #expect(result.status == 1)
        #expect(result.errors.contains("would generate 'Weather.client' and 'weather.client'"), "\(result.errors)")
        #expect(!exists("Specs"))
    }

    @Test("--client picks clients by name; a name that is not found fails the run, writing nothing")
    func pickedClients() throws {
        try write(weatherSource, to: "App/Weather.swift")
        try write("protocol Clock {\n    func now() -> Double\n}\n", to: "App/Clock.swift")
        let picked = run(["import", "@/App", "--output", "@/Specs", "--client", "Clock"])
        #expect(picked.status == 0)
        #expect(exists("Specs/Clock.client"))
        #expect(!exists("Specs/WeatherClient.client"))

        let missing = run(["import", "@/App", "--output", "@/Other", "--client", "Clock", "--client", "Nope"])
        #expect(missing.status == 1)
        #expect(missing.errors.contains("error: no protocol or client struct named 'Nope' was found in the inputs"))
        #expect(!exists("Other"))
    }

    @Test("A conformance to DependencyKey whose liveValue is in a file not given is listed to keep, not to delete")
    func liveConformanceKept() throws {
        try write(
            """
            import Dependencies

            public struct Radio: Sendable {
                public var tune: @Sendable (Double) async -> Void
            }

            extension Radio: DependencyKey {}

            """, to: "App/Radio.swift")
        let result = run(["import", "@/App/Radio.swift", "--output", "@/Specs"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(
            result.output.contains(
                "@/App/Radio.swift:7:1: note: keep the conformance of 'Radio' to 'DependencyKey' (lines 7-7): its "
                    + "'liveValue' is declared outside the inputs"))
        #expect(!result.output.contains("delete the key 'Radio'"))
    }

    @Test("Sources without a client fail with exit code 1")
    func noClients() throws {
        try write("struct Model {\n    var name: String\n}\n", to: "App/Model.swift")
        let result = run(["import", "@/App", "--output", "@/Specs"])
        #expect(result.status == 1)
        #expect(result.errors.contains("error: no dependency client was found"))
        #expect(!exists("Specs"))
    }

    @Test(
        "Usage errors exit with 64",
        arguments: [
            ["import", "--output", "@/Specs"], ["import", "@/App"], ["import", "@/App", "--output", ""],
            ["import", "@/App", "--output", "@/Specs", "--client"],
            ["import", "@/App", "--output", "@/S", "--emit", "mock"],
        ])
    func usageErrors(arguments: [String]) throws {
        try write(weatherSource, to: "App/Weather.swift")
        let result = run(arguments)
        #expect(result.status == 64, "\(arguments): \(result.errors)")
        #expect(result.errors.contains("usage: clientgen import"))
    }

    @Test("An input that is not a .swift file, or is missing, fails with exit code 1")
    func badInputs() throws {
        try write(weatherSource, to: "App/Weather.txt")
        #expect(run(["import", "@/App/Weather.txt", "--output", "@/Specs"]).errors.contains("is not a .swift file"))
        #expect(run(["import", "@/Missing", "--output", "@/Specs"]).status == 1)
    }

    @Test("--diagnostics-format json prints the warnings, what was imported and what to delete as one JSON array")
    func jsonNotes() throws {
        try write(
            weatherSource + "public protocol Reader: Sendable {\n    func isReady() -> Bool\n}\n",
            to: "App/Weather.swift")
        let result = run(["import", "@/App", "--output", "@/Specs", "--diagnostics-format", "json"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.isEmpty)
        let entries = try #require(
            try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        let ids = entries.compactMap { $0["id"] as? String }
        #expect(ids.contains("import.chosen-placeholder"))
        #expect(ids.filter { $0 == "import.imported" }.count == 2)
        #expect(ids.filter { $0 == "import.delete" }.count == 4)
        let delete = try #require(entries.first { $0["id"] as? String == "import.delete" })
        #expect(delete["severity"] as? String == "note")
        #expect(delete["message"] as? String == "delete 'WeatherClient' (lines 3-6): the spec replaces it")
        #expect(delete["line"] as? Int == 3)
        #expect(delete["endLine"] as? Int == 6)
    }
}
