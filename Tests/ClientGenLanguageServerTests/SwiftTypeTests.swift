import ClientGenCore
import LanguageServerBase
import Testing

@testable import ClientGenLanguageServer

@Suite("The package's Swift types in specs")
struct SwiftTypeTests {
    /// A package with a spec in the target `Weather`, the model types it names in the same target, and a type of the
    /// same name in another target.
    static let package: [String: String] = [
        "Package.swift": "// swift-tools-version: 6.0\n",
        "Sources/Weather/Forecast.client": """
        client WeatherClient {
            func forecast(for city: City, units: Feature.Units) async throws -> Forecast
        }

        """,
        "Sources/Weather/Models.swift": """
        import Foundation

        /// A day's weather.
        ///
        /// Made by the service, never by the app.
        public struct Forecast: Sendable, Equatable {
            public var high: Double
        }

        enum Feature {
            enum Units: String { case metric, imperial }
        }

        """,
        "Sources/Weather/City.swift": "typealias City = String\n",
        "Sources/Other/Forecast.swift": "struct Forecast {}\n",
    ]

    @Test("A Swift file's types are read with their nesting, headers and doc comments; local and fake ones are not")
    func scanner() {
        let source = SourceFile(
            path: "/p/A.swift",
            text: """
                // struct InComment {}
                let text = "struct InString {}"
                @MainActor
                final class `Store`<Value>: Sendable where Value: Sendable {
                    class func make() -> Store { fatalError() }
                    struct Entry { actor Cache {} }
                    func work() { struct Local {} }
                    var computed: Int { enum AlsoLocal {}; return 0 }
                }
                extension Store.Entry {
                    /// How an entry is kept.
                    protocol Policy: AnyObject {}
                }
                public typealias Handler = @Sendable (Int) -> Void

                """)
        let found = SwiftTypeDeclaration.all(in: source)
        #expect(
            found.map(\.qualifiedName) == [
                "Store", "Store.Entry", "Store.Entry.Cache", "Store.Entry.Policy", "Handler",
            ])
        #expect(found.map(\.keyword) == ["class", "struct", "actor", "protocol", "typealias"])
        #expect(found[0].header == "@MainActor\nfinal class `Store`<Value>: Sendable where Value: Sendable")
        #expect(found[0].name == "Store")
        #expect(source.text(found[0].nameRange) == "Store")
        #expect(found[3].header == "protocol Policy: AnyObject")
        #expect(found[3].documentation == ["/// How an entry is kept."])
        #expect(found[4].header == "public typealias Handler = @Sendable (Int) -> Void")
        let place = SwiftTypeDeclaration.all(
            in: SourceFile(
                path: "/p/B.swift", text: "public struct Place: Sendable {\n    public enum Kind { case town }\n}\n"))
        #expect(place.map(\.qualifiedName) == ["Place", "Place.Kind"])
    }

    @Test("Definition on a type goes to its declaration, the spec's own target first; on a dotted name, the nested one")
    func definition() throws {
        let client = try TestClient(files: Self.package)
        defer { client.stop() }
        let spec = "Sources/Weather/Forecast.client"
        client.open(spec, Self.package[spec]!)
        let forecast = try client.request("textDocument/definition", spec, line: 1, character: 78)
        #expect(
            forecast == [
                ["uri": .string(TestClient.uri("Sources/Weather/Models.swift")), "range": range(5, 14, 5, 22)],
                ["uri": .string(TestClient.uri("Sources/Other/Forecast.swift")), "range": range(0, 7, 0, 15)],
            ])
        let units = try client.request("textDocument/definition", spec, line: 1, character: 52)
        #expect(
            units == [["uri": .string(TestClient.uri("Sources/Weather/Models.swift")), "range": range(10, 9, 10, 14)]])
        // A cursor right after the dot is on the word, not on the dot.
        #expect(try client.request("textDocument/definition", spec, line: 1, character: 49) == units)
        let city = try client.request("textDocument/definition", spec, line: 1, character: 30)
        #expect(city == [["uri": .string(TestClient.uri("Sources/Weather/City.swift")), "range": range(0, 10, 0, 14)]])
        #expect(try client.request("textDocument/definition", spec, line: 1, character: 10) == .null)
    }

    @Test("Hover on a type shows its declaration, its doc comment and its file")
    func hover() throws {
        let client = try TestClient(files: Self.package)
        defer { client.stop() }
        let spec = "Sources/Weather/Forecast.client"
        client.open(spec, Self.package[spec]!)
        let hover = try client.request("textDocument/hover", spec, line: 1, character: 78)
        #expect(
            hover["contents"]?["value"]
                == """
                ```swift
                public struct Forecast: Sendable, Equatable
                ```

                A day's weather.

                Made by the service, never by the app.

                Declared in `Sources/Weather/Models.swift`.
                """)
        #expect(hover["range"] == range(1, 72, 1, 80))
    }

    @Test("Completion where a type is written offers the package's types, kinds told apart")
    func completion() throws {
        let client = try TestClient(files: Self.package)
        defer { client.stop() }
        let spec = "Sources/Weather/New.client"
        client.open(spec, "client New {\n    func f() -> F\n}\n")
        let result = try client.request("textDocument/completion", spec, line: 1, character: 17)
        let items = result["items"]?.array ?? result.array ?? []
        let kinds = Dictionary(
            items.compactMap { item in item["label"]?.string.map { ($0, item["kind"]?.int ?? 0) } },
            uniquingKeysWith: { first, _ in first })
        #expect(kinds["Forecast"] == 22)
        #expect(kinds["Feature"] == 13)
        #expect(kinds["Feature.Units"] == 13)
        #expect(kinds["City"] == 22)
        #expect(kinds["WeatherClient"] == 8)
    }

    @Test("A Swift file created, changed or deleted on disk changes what definition finds")
    func fileChanges() throws {
        let client = try TestClient(files: Self.package)
        defer { client.stop() }
        let spec = "Sources/Weather/Forecast.client"
        client.open(spec, Self.package[spec]!)
        #expect(try client.request("textDocument/definition", spec, line: 1, character: 78).array?.count == 2)
        let changed = { (file: String, text: String?, type: Int) in
            client.disk.write(file, text)
            client.notify(
                "workspace/didChangeWatchedFiles",
                ["changes": [["uri": .string(TestClient.uri(file)), "type": .integer(type)]]])
        }
        changed("Sources/Other/Forecast.swift", nil, 3)
        #expect(try client.request("textDocument/definition", spec, line: 1, character: 78).array?.count == 1)
        changed("Sources/Weather/City.swift", "struct City: Hashable {}\n", 2)
        let city = try client.request("textDocument/definition", spec, line: 1, character: 30)
        #expect(city == [["uri": .string(TestClient.uri("Sources/Weather/City.swift")), "range": range(0, 7, 0, 11)]])
        changed("Sources/Weather/More/Units.swift", "extension Feature { struct Scale {} }\n", 1)
        client.replace(spec, with: "client WeatherClient {\n    func scale() -> Feature.Scale\n}\n", version: 2)
        let scale = try client.request("textDocument/definition", spec, line: 1, character: 29)
        #expect(
            scale == [
                ["uri": .string(TestClient.uri("Sources/Weather/More/Units.swift")), "range": range(0, 27, 0, 32)]
            ]
        )
    }

    @Test("Find references on a client lists the package's Swift code that uses it, after the specs")
    func references() throws {
        var files = Self.package
        files["Sources/App/Feature.swift"] = """
            import Dependencies

            struct Feature {
                @Dependency(\\.weather) var weather
                // WeatherClient in a comment, "WeatherClient" in a string
                let keyPath = \\DependencyValues.weather
                func client() -> WeatherClient { weather }
                var other = \\.weatherClient
                func test() { withDependencies { $0.weather = .testValue } operation: {} }
            }

            """
        files["Sources/Weather/Forecast.client"] = "@key(weather)\n" + Self.package["Sources/Weather/Forecast.client"]!
        let client = try TestClient(files: files)
        defer { client.stop() }
        let spec = "Sources/Weather/Forecast.client"
        client.open(spec, files[spec]!)
        let found = try client.request("textDocument/references", spec, line: 1, character: 10)
        let feature: JSONValue = .string(TestClient.uri("Sources/App/Feature.swift"))
        #expect(
            found == [
                ["uri": .string(TestClient.uri(spec)), "range": range(1, 7, 1, 20)],
                ["uri": feature, "range": range(3, 18, 3, 25)], ["uri": feature, "range": range(5, 36, 5, 43)],
                ["uri": feature, "range": range(6, 21, 6, 34)], ["uri": feature, "range": range(8, 40, 8, 47)],
            ])
    }
}
