import LanguageServerBase
import Testing

@testable import ClientGenLanguageServer

/// What `clientgen lint` of a folder reports across its specs, reported by the server for the one open spec.
@Suite("Diagnostics across the specs of a folder")
struct CrossSpecDiagnosticsTests {
    static let weather = "public client Weather {\n    func forecast(city: String) async throws -> String\n}\n"
    static let otherWeather = "public client Weather {\n    func today() async throws -> String\n}\n"

    @Test("A client declared by an earlier spec of the folder is a duplicate in the later one, as lint says")
    func duplicateClient() throws {
        let client = try TestClient(files: ["Specs/A.client": Self.weather, "Specs/B.client": Self.otherWeather])
        defer { client.stop() }
        client.open("Specs/B.client", Self.otherWeather)
        let diagnostic = try #require(try client.diagnostics("Specs/B.client", version: 1).first)
        #expect(diagnostic["code"] == "sema.duplicate-client")
        #expect(diagnostic["relatedInformation"]?[0]?["location"]?["uri"] == .string(TestClient.uri("Specs/A.client")))
        client.open("Specs/A.client", Self.weather)
        #expect(try client.diagnostics("Specs/A.client", version: 1).isEmpty)
    }

    @Test("A client written with 'protocol', which lint reads as a client, makes a later one a duplicate")
    func protocolKeywordClient() throws {
        let protocolSpec = Self.weather.replacingOccurrences(of: "client", with: "protocol")
        let client = try TestClient(files: ["Specs/A.client": protocolSpec, "Specs/B.client": Self.otherWeather])
        defer { client.stop() }
        client.open("Specs/B.client", Self.otherWeather)
        #expect(try client.diagnostics("Specs/B.client", version: 1).map { $0["code"] } == ["sema.duplicate-client"])
    }

    @Test("A client named as another spec's key collides with its generated name")
    func generatedNameCollision() throws {
        let key = "public client WeatherKey {\n    func x() async throws -> String\n}\n"
        let client = try TestClient(files: ["Specs/A.client": Self.weather, "Specs/C.client": key])
        defer { client.stop() }
        client.open("Specs/C.client", key)
        let codes = try client.diagnostics("Specs/C.client", version: 1).map { $0["code"] }
        #expect(codes == ["sema.generated-name-collision"])
    }

    @Test("Specs of different folders are different modules; a target's subfolders are one")
    func groups() throws {
        let client = try TestClient(files: [
            "Specs/A.client": Self.weather, "Fixtures/B.client": Self.otherWeather,
            "Sources/App/A.client": Self.weather, "Sources/App/Sub/B.client": Self.otherWeather,
        ])
        defer { client.stop() }
        client.open("Fixtures/B.client", Self.otherWeather)
        #expect(try client.diagnostics("Fixtures/B.client", version: 1).isEmpty)
        client.open("Sources/App/Sub/B.client", Self.otherWeather)
        let codes = try client.diagnostics("Sources/App/Sub/B.client", version: 1).map { $0["code"] }
        #expect(codes == ["sema.duplicate-client"])
        #expect(SpecGroup.folder(of: "/p/Sources/App/Sub/B.client") == "/p/Sources/App")
        #expect(SpecGroup.folder(of: "/p/Sources/B.client") == "/p/Sources")
        #expect(SpecGroup.folder(of: "untitled:Untitled-1") == nil)
    }

    @Test("A target's spec inherits only from its target and its 'specsFrom' targets, as the build plugin reads them")
    func targetVisibility() throws {
        let files = [
            "Sources/Networking/Base.client": Fixtures.base, "Sources/App/Trails.client": Fixtures.trails,
            "Sources/Mocks/Trails.client": Fixtures.trails,
            "Sources/Mocks/clientgen.json": #"{"specsFrom": ["Networking"]}"#,
            "Specs/Trails.client": Fixtures.trails, "Other/Base.client": Fixtures.base,
        ]
        let client = try TestClient(files: files)
        defer { client.stop() }
        // Another target's spec is not read with it by the plugin: its parent is unknown, as the build warns.
        client.open("Sources/App/Trails.client", Fixtures.trails)
        let app = try client.diagnostics("Sources/App/Trails.client", version: 1).map { $0["code"] }
        #expect(app == ["sema.invisible-inherited-requirements"])
        let appSnapshot = try #require(
            client.handler.workspace.snapshot(uri: TestClient.uri("Sources/App/Trails.client")))
        #expect(appSnapshot.contextKeys.isEmpty)
        // 'specsFrom' names the target whose specs the plugin reads with it.
        client.open("Sources/Mocks/Trails.client", Fixtures.trails)
        #expect(try client.diagnostics("Sources/Mocks/Trails.client", version: 1).isEmpty)
        // Changing the configuration on disk checks the target's open specs again.
        client.disk.write("Sources/Mocks/clientgen.json", #"{"emit": ["mock"]}"#)
        client.notify(
            "workspace/didChangeWatchedFiles",
            ["changes": [["uri": .string(TestClient.uri("Sources/Mocks/clientgen.json")), "type": 2]]])
        let mocks = try client.publication("Sources/Mocks/Trails.client", number: 2).map { $0["code"] }
        #expect(mocks == ["sema.invisible-inherited-requirements"])
        // A spec outside a target may be given any spec with '--context': the nearest declaration is its parent.
        client.open("Specs/Trails.client", Fixtures.trails)
        #expect(try client.diagnostics("Specs/Trails.client", version: 1).isEmpty)
        let snapshot = try #require(client.handler.workspace.snapshot(uri: TestClient.uri("Specs/Trails.client")))
        #expect(snapshot.contextKeys == [TestClient.path("Other/Base.client")])
    }

    @Test("An open sibling's unsaved text counts, and changing it checks the other open spec again")
    func openSiblings() throws {
        let other = Self.weather.replacingOccurrences(of: "Weather", with: "Sunshine")
        let client = try TestClient(files: ["Specs/A.client": other, "Specs/B.client": Self.otherWeather])
        defer { client.stop() }
        client.open("Specs/B.client", Self.otherWeather)
        #expect(try client.diagnostics("Specs/B.client", version: 1).isEmpty)
        client.open("Specs/A.client", other)
        client.replace("Specs/A.client", with: Self.weather, version: 2)
        #expect(try client.publication("Specs/B.client", number: 2).map { $0["code"] } == ["sema.duplicate-client"])
        client.replace("Specs/A.client", with: other, version: 3)
        #expect(try client.publication("Specs/B.client", number: 3).isEmpty)
    }

    @Test("A spec opened outside every workspace folder is linted with the specs of its folder, until it closes")
    func outsideTheWorkspace() throws {
        let files = [
            "Specs/Base.client": Fixtures.base, "Specs/Trails.client": Fixtures.trails,
            "Specs/A.client": Self.weather, "Specs/B.client": Self.otherWeather, "Specs/Deeper/C.client": Self.weather,
        ]
        let client = try TestClient(files: files, opensRoot: false)
        defer { client.stop() }
        client.open("Specs/Trails.client", Fixtures.trails)
        #expect(try client.diagnostics("Specs/Trails.client", version: 1).isEmpty)
        client.open("Specs/B.client", Self.otherWeather)
        #expect(try client.diagnostics("Specs/B.client", version: 1).map { $0["code"] } == ["sema.duplicate-client"])
        #expect(client.handler.workspace.count == 4)
        client.close("Specs/Trails.client")
        client.close("Specs/B.client")
        _ = try client.diagnostics("Specs/B.client", version: nil)
        #expect(client.handler.workspace.count == 0)
    }

    @Test("A folder of many copies of one client lints a copy with a bounded number of them, still as a duplicate")
    func boundedRivals() throws {
        var files: [String: String] = [:]
        for number in 0..<40 { files["Specs/Copy\(100 + number).client"] = Self.weather }
        let client = try TestClient(files: files)
        defer { client.stop() }
        client.open("Specs/Copy139.client", Self.weather)
        let diagnostic = try #require(try client.diagnostics("Specs/Copy139.client", version: 1).first)
        #expect(diagnostic["code"] == "sema.duplicate-client")
        #expect(
            diagnostic["relatedInformation"]?[0]?["location"]?["uri"] == .string(TestClient.uri("Specs/Copy100.client"))
        )
        let snapshot = try #require(client.handler.workspace.snapshot(uri: TestClient.uri("Specs/Copy139.client")))
        #expect(snapshot.contextKeys.count == SpecIndex.maximumRivalsPerName)
    }
}
