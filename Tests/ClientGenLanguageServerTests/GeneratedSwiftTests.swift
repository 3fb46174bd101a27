import ClientGenCore
import LanguageServerBase
import Testing

@testable import ClientGenLanguageServer

@Suite("Showing the generated Swift")
struct GeneratedSwiftTests {
    static let base = "public client WebRepository {\n    func get(path: String) async throws -> [UInt8]\n}\n"
    static let trails = """
        public client TrailsClient: WebRepository {
            func all() async throws -> [String]
        }

        client Ranger {
            func checkIn() async
        }

        """
    /// An editor that can open documents when the server asks.
    static let showingCapabilities: JSONValue = ["window": ["showDocument": ["support": true]]]

    static func execute(_ client: TestClient, _ arguments: [JSONValue]) throws -> JSONValue {
        try client.request(
            "workspace/executeCommand", ["command": "clientgen.showGeneratedSwift", "arguments": .array(arguments)])
    }

    @Test("Each client gets a code lens on its name that runs the command for the spec and the client")
    func codeLenses() throws {
        let client = try TestClient(files: ["Base.client": Self.base])
        defer { client.stop() }
        client.open("Trails.client", Self.trails)
        let lenses = try client.request(
            "textDocument/codeLens", ["textDocument": ["uri": .string(TestClient.uri("Trails.client"))]])
        let uri = JSONValue.string(TestClient.uri("Trails.client"))
        #expect(
            lenses == [
                [
                    "range": range(0, 14, 0, 26),
                    "command": [
                        "title": "Show generated Swift", "command": "clientgen.showGeneratedSwift",
                        "arguments": [uri, "TrailsClient"],
                    ],
                ],
                [
                    "range": range(4, 7, 4, 13),
                    "command": [
                        "title": "Show generated Swift", "command": "clientgen.showGeneratedSwift",
                        "arguments": [uri, "Ranger"],
                    ],
                ],
            ])
    }

    @Test("The command keeps what 'generate' writes, resolved against the workspace, and opens it at the client")
    func showsGeneratedSwift() throws {
        let client = try TestClient(files: ["Base.client": Self.base], capabilities: Self.showingCapabilities)
        defer { client.stop() }
        client.open("Trails.client", Self.trails)
        let uri = JSONValue.string(TestClient.uri("Trails.client"))
        let answer = try Self.execute(client, [uri, "Ranger"])
        let path = "/cache/2/Trails.swift"
        #expect(answer == ["uri": .string(FileURI.uri(fromPath: path))])
        let expected = ClientGenerator().generate(
            [SourceFile(path: TestClient.path("Trails.client"), text: Self.trails)],
            context: [SourceFile(path: TestClient.path("Base.client"), text: Self.base)])
        let kept = try #require(client.keptSwift.files.withLock { $0[path] })
        #expect(kept == expected.files.first?.contents)
        let request = try client.waitFor { $0["method"]?.string == "window/showDocument" }
        let start = try #require(request["params"]?["selection"]?["start"])
        #expect(request["params"]?["uri"] == .string(FileURI.uri(fromPath: path)))
        #expect(request["params"]?["takeFocus"] == true)
        let line = kept.split(separator: "\n", omittingEmptySubsequences: false)[start["line"]?.int ?? 0]
        #expect(line.hasPrefix("protocol Ranger") && line.hasSuffix("{"))
        #expect(start["character"] == 0 && request["params"]?["selection"]?["end"] == start)
    }

    @Test("The target's clientgen.json chooses the artifacts and imports, as the build plugin's; a broken one does not")
    func configuration() throws {
        let spec = "public client Weather {\n    func forecast() async throws -> [Double]\n}\n"
        func kept(_ files: [String: String]) throws -> String {
            let client = try TestClient(files: files.merging(["Sources/Weather/Sub/Weather.client": spec]) { $1 })
            defer { client.stop() }
            client.open("Sources/Weather/Sub/Weather.client", spec)
            let answer = try Self.execute(client, [.string(TestClient.uri("Sources/Weather/Sub/Weather.client"))])
            let path = try #require(answer["uri"]?.string.flatMap(FileURI.path(fromURI:)))
            return try #require(client.keptSwift.files.withLock { $0[path] })
        }
        let configured = try kept([
            "Package.swift": "// swift-tools-version: 6.0\n",
            "Sources/Weather/clientgen.json": #"{"emit": ["interface", "key"], "imports": ["Models"]}"#,
        ])
        #expect(configured.contains("import Models\n"))
        #expect(configured.contains("public protocol Weather: Sendable"))
        #expect(!configured.contains("MockWeather") && !configured.contains("extension DependencyValues"))
        for broken in [#"{"emit": ["mocks"]}"#, #"{"emit": "mock"}"#, "[]", "{"] {
            let everything = try kept(["Sources/Weather/clientgen.json": broken])
            #expect(everything.contains("final class MockWeather"), "\(broken)")
        }
        let outside = try kept(["Sources/Package.swift": "", "clientgen.json": #"{"emit": ["interface"]}"#])
        #expect(outside.contains("final class MockWeather"), "a configuration above the package is not the target's")
    }

    @Test("Without showDocument the command only answers with the file; without a client it opens at the top")
    func answersWithoutShowing() throws {
        let client = try TestClient(files: ["Base.client": Self.base], capabilities: [:])
        defer { client.stop() }
        client.open("Trails.client", Self.trails)
        let answer = try Self.execute(client, [.string(TestClient.uri("Trails.client"))])
        #expect(answer == ["uri": .string(FileURI.uri(fromPath: "/cache/2/Trails.swift"))])
        // Diagnostics of a document opened afterwards come through the same pipe after anything the command sent.
        client.open("Later.client", "client Later {\n    func a()\n}\n")
        let sent = try client.waitForAll { sent in
            sent.contains { $0["params"]?["uri"] == .string(TestClient.uri("Later.client")) } ? sent : nil
        }
        #expect(sent.allSatisfy { $0["method"]?.string != "window/showDocument" })
    }

    @Test("A spec with errors keeps nothing and tells the user why; so does a folder that cannot keep the file")
    func failures() throws {
        let client = try TestClient(capabilities: Self.showingCapabilities)
        defer { client.stop() }
        client.open("Broken.client", "client A {\n    func a() -> Missing<\n    func b() -> Int\n}\n")
        #expect(try Self.execute(client, [.string(TestClient.uri("Broken.client"))]) == .null)
        let warning = try client.waitFor { $0["method"]?.string == "window/showMessage" }
        #expect(warning["params"]?["type"] == 2)
        let text = try #require(warning["params"]?["message"]?.string)
        #expect(text.hasPrefix("Broken.client has ") && text.hasSuffix("once the spec checks without errors"))
        #expect(client.keptSwift.files.withLock { $0.isEmpty })

        let nowhere = try TestClient(capabilities: Self.showingCapabilities, generatedSwift: GeneratedSwiftFolder.none)
        defer { nowhere.stop() }
        nowhere.open("Trails.client", Self.base)
        #expect(try Self.execute(nowhere, [.string(TestClient.uri("Trails.client"))]) == .null)
        let error = try nowhere.waitFor { $0["method"]?.string == "window/showMessage" }
        #expect(error["params"]?["type"] == 1)
        #expect(
            error["params"]?["message"]
                == "clientgen could not keep the generated Swift: this server keeps no generated files")
    }

    @Test("An unknown command, or one without a known spec, is answered with InvalidParams")
    func invalidCommands() throws {
        let client = try TestClient()
        defer { client.stop() }
        for params: JSONValue in [
            ["command": "clientgen.other", "arguments": []],
            ["command": "clientgen.showGeneratedSwift", "arguments": []],
            ["command": "clientgen.showGeneratedSwift", "arguments": [.string(TestClient.uri("Nowhere.client"))]],
        ] {
            #expect(throws: ResponseError.self) { try client.request("workspace/executeCommand", params) }
        }
    }

    @Test("The generated file is named after the spec")
    func fileNames() {
        #expect(SpecLanguageHandler.generatedFileName("/ws/Specs/Weather.client") == "Weather.swift")
        #expect(SpecLanguageHandler.generatedFileName("untitled:Untitled-1") == "Generated.swift")
    }
}
