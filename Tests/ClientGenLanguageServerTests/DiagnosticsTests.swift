import LanguageServerBase
import Testing

@testable import ClientGenLanguageServer

@Suite("Diagnostics pushed to the editor")
struct DiagnosticsTests {
    @Test("An opened spec's diagnostics arrive with the catalog's id, the source, and UTF-16 positions after an emoji")
    func diagnosticsOnOpen() throws {
        let client = try TestClient()
        defer { client.stop() }
        client.open("Badges.client", Fixtures.emoji)
        let diagnostics = try client.diagnostics("Badges.client", version: 1)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic["code"] == "sema.opaque-result")
        #expect(diagnostic["source"] == "clientgen")
        #expect(diagnostic["severity"] == 1)
        #expect(diagnostic["range"] == range(2, 40, 2, 49))
        #expect(diagnostic["data"]?["fixIts"]?[0]?["id"] == "fixit.replace-some")
    }

    @Test("A directive that has no effect is tagged unnecessary, for a client that fades such code; others are not")
    func unnecessaryTag() throws {
        let spec = "@noop(none)\nclient A {\n    func a() -> Int\n}\n"
        let capabilities: JSONValue = ["textDocument": ["publishDiagnostics": ["tagSupport": ["valueSet": [1, 2]]]]]
        let fading = try TestClient(capabilities: capabilities)
        defer { fading.stop() }
        fading.open("A.client", spec)
        let diagnostics = try fading.diagnostics("A.client", version: 1)
        let noop = try #require(diagnostics.first { $0["code"] == "sema.protocol-noop" })
        #expect(noop["tags"] == [1] && noop["severity"] == 2)
        let missingPlaceholder = try #require(diagnostics.first { $0["code"] == "sema.missing-placeholder" })
        #expect(missingPlaceholder["tags"] == nil)

        let plain = try TestClient()
        defer { plain.stop() }
        plain.open("A.client", spec)
        #expect(try plain.diagnostics("A.client", version: 1).allSatisfy { $0["tags"] == nil })
    }

    @Test(
        "Positions count in the encoding the client prefers",
        arguments: [("utf-8", 42, 51), ("utf-32", 39, 48), ("utf-16", 40, 49)])
    func negotiatedEncoding(encoding: String, start: Int, end: Int) throws {
        var capabilities = TestClient.richCapabilities.object!
        capabilities["general"] = ["positionEncodings": [.string(encoding), "utf-16"]]
        let client = try TestClient(capabilities: .object(capabilities))
        defer { client.stop() }
        client.open("Badges.client", Fixtures.emoji)
        let diagnostic = try #require(try client.diagnostics("Badges.client", version: 1).first)
        #expect(diagnostic["range"] == range(2, start, 2, end))
    }

    @Test("A client inherited from another spec of the workspace is not flagged; without that spec, it is")
    func inheritedClientOfAnotherSpec() throws {
        let client = try TestClient(files: Fixtures.workspace)
        defer { client.stop() }
        client.open("Specs/Trails.client", Fixtures.trails)
        #expect(try client.diagnostics("Specs/Trails.client", version: 1).isEmpty)

        let alone = try TestClient()
        defer { alone.stop() }
        alone.open("Specs/Trails.client", Fixtures.trails)
        let codes = try alone.diagnostics("Specs/Trails.client", version: 1).map { $0["code"] }
        #expect(codes == ["sema.invisible-inherited-requirements"])
    }

    @Test("A client stored by a struct client, declared by another spec, is not flagged; without that spec, it is")
    func storedClientOfAnotherSpec() throws {
        let client = try TestClient(files: Fixtures.workspace)
        defer { client.stop() }
        client.open("Specs/App.client", Fixtures.app)
        #expect(try client.diagnostics("Specs/App.client", version: 1).isEmpty)

        let alone = try TestClient(files: ["Specs/App.client": Fixtures.app])
        defer { alone.stop() }
        alone.open("Specs/App.client", Fixtures.app)
        #expect(try alone.diagnostics("Specs/App.client", version: 1).count == 1)
    }

    @Test("A note pointing into another spec is related information with that spec's URI and range")
    func notesIntoOtherSpecs() throws {
        let client = try TestClient(files: Fixtures.workspace)
        defer { client.stop() }
        client.open("Specs/Trails.client", "@key(webRepository)\n" + Fixtures.trails)
        let diagnostic = try #require(try client.diagnostics("Specs/Trails.client", version: 1).first)
        let related = try #require(diagnostic["relatedInformation"]?[0])
        #expect(related["location"]?["uri"] == .string(TestClient.uri("Specs/Base.client")))
        #expect(related["location"]?["range"] == range(0, 14, 0, 27))
        #expect(related["message"] == "'WebRepository' is declared here")
    }

    @Test("Without related information, notes are lines of the message")
    func notesInTheMessage() throws {
        let client = try TestClient(files: Fixtures.workspace, capabilities: [:])
        defer { client.stop() }
        client.open("Specs/Trails.client", "@key(webRepository)\n" + Fixtures.trails)
        let diagnostic = try #require(try client.diagnostics("Specs/Trails.client", version: 1).first)
        #expect(diagnostic["relatedInformation"] == nil)
        #expect(diagnostic["message"]?.string?.hasSuffix("\nnote: 'WebRepository' is declared here") == true)
    }

    @Test("An edit's diagnostics arrive with its version; incremental changes apply in UTF-16")
    func diagnosticsOnChange() throws {
        let client = try TestClient()
        defer { client.stop() }
        client.open("Badges.client", Fixtures.emoji)
        _ = try client.diagnostics("Badges.client", version: 1)
        // Replace `some View` (UTF-16 40..<49 on line 2) with `[String]`, and back.
        client.change("Badges.client", version: 2, changes: [["range": range(2, 40, 2, 49), "text": "[String]"]])
        #expect(try client.diagnostics("Badges.client", version: 2).isEmpty)
        client.change("Badges.client", version: 3, changes: [["range": range(2, 40, 2, 48), "text": "some View"]])
        #expect(try client.diagnostics("Badges.client", version: 3).count == 1)
    }

    @Test("A burst of edits is checked once, for its last version")
    func burstIsDebounced() throws {
        let client = try TestClient(delay: .milliseconds(300))
        defer { client.stop() }
        client.open("Badges.client", Fixtures.emoji)
        _ = try client.diagnostics("Badges.client", version: 1)
        for version in 2...20 { client.replace("Badges.client", with: Fixtures.emoji, version: version) }
        _ = try client.diagnostics("Badges.client", version: 20)
        #expect(client.publicationCount("Badges.client") == 2)
    }

    @Test("The server asks to hear of specs changed on disk, and of anything deleted: a folder takes its specs along")
    func watcherRegistration() throws {
        var capabilities = TestClient.richCapabilities.object ?? [:]
        capabilities["workspace"] = ["didChangeWatchedFiles": ["dynamicRegistration": true]]
        let client = try TestClient(capabilities: .object(capabilities))
        defer { client.stop() }
        let registration = try client.waitFor { $0["method"] == "client/registerCapability" }
        let watchers = registration["params"]?["registrations"]?[0]?["registerOptions"]?["watchers"]
        #expect(
            watchers == [
                ["globPattern": "**/*.client"], ["globPattern": "**/clientgen.json"], ["globPattern": "**/*.swift"],
                ["globPattern": "**/*", "kind": 4],
            ])
    }

    @Test("A burst of changes is filed without lexing; the first request reads the last text's names once")
    func changesAreLexedLazily() throws {
        let client = try TestClient(files: Fixtures.workspace, delay: .seconds(60))
        defer { client.stop() }
        client.open("Specs/New.client", "")
        _ = try client.diagnostics("Specs/New.client", version: 1)
        for version in 2...50 {
            client.replace("Specs/New.client", with: "client Typed\(version) {}\n", version: version)
        }
        #expect(client.handler.workspace.staleKeys == [TestClient.path("Specs/New.client")])
        let completion = try client.request("textDocument/completion", "Specs/New.client", line: 1, character: 0)
        #expect(client.handler.workspace.staleKeys.isEmpty)
        #expect(client.handler.workspace.clientNames.contains("Typed50"))
        #expect(!client.handler.workspace.clientNames.contains("Typed49"))
        #expect(completion["items"]?.array?.isEmpty == false)
    }

    @Test("Editing a spec checks the open specs that use its clients again, and no other")
    func dependentsAreCheckedAgain() throws {
        let client = try TestClient(files: Fixtures.workspace)
        defer { client.stop() }
        client.open("Specs/Trails.client", Fixtures.trails)
        client.open("Badges.client", Fixtures.emoji)
        client.open("Specs/Base.client", Fixtures.base)
        #expect(try client.diagnostics("Specs/Trails.client", version: 1).isEmpty)
        _ = try client.diagnostics("Badges.client", version: 1)
        _ = try client.diagnostics("Specs/Base.client", version: 1)
        // Renaming the base client leaves Trails inheriting a client no spec declares.
        client.replace(
            "Specs/Base.client", with: Fixtures.base.replacingOccurrences(of: "WebRepository", with: "Web"),
            version: 2)
        _ = try client.diagnostics("Specs/Base.client", version: 2)
        _ = try client.waitFor { message in
            message["params"]?["uri"] == .string(TestClient.uri("Specs/Trails.client"))
                && message["params"]?["diagnostics"]?[0]?["code"] == "sema.invisible-inherited-requirements"
        }
        #expect(client.publicationCount("Badges.client") == 1)
    }

    @Test("Closing a document clears its diagnostics; its file's text is used again by the specs that use it")
    func closeClears() throws {
        let client = try TestClient(files: Fixtures.workspace)
        defer { client.stop() }
        client.open("Specs/Trails.client", Fixtures.trails)
        client.open("Specs/Base.client", "")
        _ = try client.waitFor { message in
            message["params"]?["diagnostics"]?[0]?["code"] == "sema.invisible-inherited-requirements"
        }
        client.close("Specs/Base.client")
        #expect(try client.diagnostics("Specs/Base.client", version: nil).isEmpty)
        _ = try client.waitFor { message in
            message["params"]?["uri"] == .string(TestClient.uri("Specs/Trails.client"))
                && message["params"]?["diagnostics"] == []
        }
    }

    @Test("A spec changed on disk is read again, and the open specs that use it are checked again")
    func watchedFiles() throws {
        var files = Fixtures.workspace
        files["Specs/Base.client"] = nil
        let client = try TestClient(files: files)
        defer { client.stop() }
        client.open("Specs/Trails.client", Fixtures.trails)
        #expect(try client.diagnostics("Specs/Trails.client", version: 1).count == 1)
        client.disk.write("Specs/Base.client", Fixtures.base)
        client.notify(
            "workspace/didChangeWatchedFiles",
            ["changes": [["uri": .string(TestClient.uri("Specs/Base.client")), "type": 1]]])
        _ = try client.waitFor { message in
            message["params"]?["uri"] == .string(TestClient.uri("Specs/Trails.client"))
                && message["params"]?["diagnostics"] == []
        }
        client.disk.write("Specs/Base.client", nil)
        client.notify(
            "workspace/didChangeWatchedFiles",
            ["changes": [["uri": .string(TestClient.uri("Specs/Base.client")), "type": 3]]])
        #expect(client.handler.workspace.spec(TestClient.path("Specs/Base.client")) == nil)
        #expect(try client.publication("Specs/Trails.client", number: 3).count == 1)
    }

    @Test("Removing a nested workspace folder keeps the specs the outer folder still holds")
    func nestedFolderRemoved() throws {
        let client = try TestClient(files: Fixtures.workspace)
        defer { client.stop() }
        let nested: JSONValue = [["uri": .string(TestClient.uri("Specs")), "name": "Specs"]]
        client.notify("workspace/didChangeWorkspaceFolders", ["event": ["added": nested, "removed": []]])
        client.notify("workspace/didChangeWorkspaceFolders", ["event": ["added": [], "removed": nested]])
        client.settle()
        #expect(client.handler.workspace.spec(TestClient.path("Specs/Base.client")) != nil)
        client.open("Specs/Trails.client", Fixtures.trails)
        #expect(try client.diagnostics("Specs/Trails.client", version: 1).isEmpty)
    }

    @Test("A folder deleted on disk takes its specs away, and the open specs that used them are checked again")
    func folderDeleted() throws {
        var files = Fixtures.workspace
        files["Specs/Sub/Base.client"] = files.removeValue(forKey: "Specs/Base.client")
        let client = try TestClient(files: files)
        defer { client.stop() }
        client.open("Specs/Trails.client", Fixtures.trails)
        #expect(try client.diagnostics("Specs/Trails.client", version: 1).isEmpty)
        client.disk.write("Specs/Sub/Base.client", nil)
        client.notify(
            "workspace/didChangeWatchedFiles", ["changes": [["uri": .string(TestClient.uri("Specs/Sub")), "type": 3]]])
        #expect(client.handler.workspace.spec(TestClient.path("Specs/Sub/Base.client")) == nil)
        #expect(!client.handler.workspace.clientNames.contains("WebRepository"))
        #expect(try client.publication("Specs/Trails.client", number: 2).count == 1)
        client.disk.write("Specs/Sub/Base.client", Fixtures.base)
        client.notify(
            "workspace/didChangeWatchedFiles", ["changes": [["uri": .string(TestClient.uri("Specs/Sub")), "type": 1]]])
        #expect(try client.publication("Specs/Trails.client", number: 3).isEmpty)
    }
}
