import Dependencies
import Foundation
import Testing

/// Exercises Golden/RealClients.swift: the shapes real apps' clients have beyond a plain protocol.
@Suite("Real clients")
struct RealClientsTests {
    @Test("A class-bound client's double and mock are classes, and a client inheriting it implements its members")
    func classBoundAndInherited() async throws {
        let api = MockFavoriteTrailsAPI()
        api.sendHandler = { request in request is TrailCountRequest ? 42 : 0 }
        api.uploadHandler = { _ in URL(fileURLWithPath: "/uploads/1") }
        api.favoritesHandler = { ["Ridge"] }
        let trails: any FavoriteTrailsAPI = api
        #expect(await trails.send(TrailCountRequest()) == 42)
        #expect(try await trails.favorites() == ["Ridge"])
        #expect(api.sendCallCount == 1)
        #expect(api.favoritesCallCount == 1)
        #expect((UnimplementedFavoriteTrailsAPI() as AnyObject) is UnimplementedFavoriteTrailsAPI)
    }

    @Test("A non-escaping closure of a generic member reaches the handler, which can call it during the call")
    func nonEscapingClosureReachesTheHandler() {
        let api = MockTrailAPI()
        api.forEachCachedHandler = { body in
            let visit = body as! (Substring) -> Void
            visit("Ridge")
            visit("Lake")
        }
        var visited: [Substring] = []
        api.forEachCached { (name: Substring) in visited.append(name) }
        #expect(visited == ["Ridge", "Lake"])
    }

    @Test("A settable property's mock keeps what it is set to and reads it back; the double reports both ways")
    func settableProperties() {
        let settings = MockReaderSettings()
        settings.fontScaleHandler = { 1.5 }
        let reader: any ReaderSettings = settings
        #expect(reader.fontScale == 1.5)
        reader.fontScale = 2
        reader.lastChapter = "Ridge"
        reader.lastChapter = nil
        reader.rendererOptions = ["dark": true]
        #expect(reader.fontScale == 2)
        #expect(settings.fontScaleAssignments == [2])
        #expect(settings.lastChapterAssignments == ["Ridge", nil])
        #expect(settings.rendererOptionsAssignmentCount == 1)
        #expect(settings.fontScaleCallCount == 2)
        settings.reset()
        #expect(settings.fontScaleAssignments.isEmpty && settings.rendererOptionsAssignmentCount == 0)
        let unimplemented: any ReaderSettings = UnimplementedReaderSettings()
        // Each way reports on its own: a block that covered both would pass on the getter's report alone.
        expectIssue("Unimplemented: 'ReaderSettings.fontScale' was set") {
            unimplemented.fontScale = 3
        }
        expectIssue("Unimplemented: 'ReaderSettings.fontScale'") {
            #expect(unimplemented.fontScale == 1)
        }
    }

    @Test("A rethrows member rethrows through the protocol; its mock's handler calls the closure, which may throw")
    func rethrowingMember() throws {
        struct Stop: Error {}
        let api = MockTrailAPI()
        api.forEachDownloadedHandler = { limit, body in
            for name in ["Ridge", "Lake", "Falls"].prefix(limit) { try? body(name) }
        }
        let trails: any TrailAPI = api
        var visited: [String] = []
        trails.forEachDownloaded { visited.append($0) }
        #expect(visited == ["Ridge", "Lake", "Falls"])
        try trails.forEachDownloaded(limit: 1) { name in
            visited.append(name)
            if name == "Lake" { throw Stop() }
        }
        #expect(visited.last == "Ridge")
        #expect(api.forEachDownloadedCalls == [10, 1])
    }

    @Test("Overloads that differ only in their generic constraint have mocks of their own")
    func overloadsByConstraint() {
        let api = MockTrailAPI()
        api.pendingHandler = { _ in [TrailCountRequest()] }
        api.pendingUploadsHandler = { _ in [] }
        let trails: any TrailAPI = api
        #expect(trails.pending(TrailCountRequest.self).count == 1)
        #expect(api.pendingCallCount == 1)
        #expect(api.pendingUploadsCallCount == 0)
    }

    @Test("An optional of a generic type reaches the handler boxed, nil or not")
    func optionalGenericArgument() {
        let api = MockTrailAPI()
        let starts = LockIsolated<[Double?]>([])
        api.distanceHandler = { mile, start in
            let start = start as? Double
            starts.withValue { $0.append(start) }
            return [(mile as! Double) - (start ?? 0)]
        }
        #expect(api.distance(to: 5.0, from: 2.0) == [3.0])
        #expect(api.distance(to: 5.0, from: nil) == [5.0])
        #expect(starts.value == [2.0, nil])
    }

    @Test("Values that are not Sendable reach the handlers: recorded unchecked, or only counted")
    @MainActor
    func nonSendableValues() async throws {
        let store = MockJournalStore()
        let saved = JournalEntry(text: "Summit")
        store.saveHandler = { entry, _ in entry.text += "!" }
        store.deleteHandler = { _ in }
        store.trackHandler = { _, _ in }
        store.latestHandler = { saved }
        try await store.save(saved, tag: "peak")
        try await store.delete(saved)
        store.track("opened", metadata: ["screen": "journal"])
        #expect(store.saveCalls.first?.entry === saved)
        #expect(store.saveCalls.first?.tag == "peak")
        #expect(saved.text == "Summit!")
        #expect(store.deleteCallCount == 1)
        #expect(store.trackCalls == ["opened"])
        #expect(await store.latest() === saved)
    }

    @Test("@test gives the key an in-memory fake as the test value")
    func testValueIsTheFake() async {
        @Dependency(\.flagStore) var flags
        await flags.set("beta", enabled: true)
        #expect(flags.isEnabled("beta"))
        #expect(FlagStoreKey.testValue is InMemoryFlags)
    }

    @Test("A struct client's sub-client is its own unimplemented value, and an optional endpoint is nil until set")
    func subClientAndOptionalEndpoint() async throws {
        var outdoors = OutdoorsClient()
        #expect(outdoors.lookup == nil)
        await expectIssue("Unimplemented: 'DashboardClient.present'") {
            await outdoors.dashboard.present()
        }
        outdoors.lookup = { key in key == "ridge" ? "Ridge Trail" : nil }
        #expect(outdoors.lookup?("ridge") == "Ridge Trail")
        let calls = OutdoorsClient.Calls()
        outdoors = outdoors.recording(into: calls)
        outdoors.report = { _ in }
        try await outdoors.report([0.5])
        #expect(calls.reportCalls == [[0.5]])
        #expect(OutdoorsClient.noop.lookup == nil)
    }

    @Test("A struct client's endpoints run on their own global actor, which replaces the client's, or on none")
    func structEndpointsOnTheirActors() async {
        var pad = HapticPad()
        let taps = LockIsolated<[Double]>([])
        pad.tap = { intensity in
            MainActor.assertIsolated()
            taps.withValue { $0.append(intensity) }
        }
        pad.syncPatterns = { force in
            LedgerActor.shared.assertIsolated()
            return force ? 2 : 1
        }
        pad.stopAll = { fading in taps.withValue { $0.append(fading ? -1 : 0) } }
        #expect(await Self.useFromNoActor(pad) == 2)
        #expect(taps.value == [0.5, -1])
        await expectIssue("Unimplemented: 'HapticPad.tap'") {
            await Self.useFromNoActor(HapticPad(), syncing: false)
        }
    }

    /// Calls a pad's endpoints from no actor (also where the module's default isolation is the main actor): the
    /// isolated ones with a hop, the nonisolated one without.
    @discardableResult
    nonisolated private static func useFromNoActor(_ pad: HapticPad, syncing: Bool = true) async -> Int {
        await pad.tap(intensity: 0.5)
        guard syncing else { return 0 }
        pad.stopAll(fading: true)
        return await pad.syncPatterns(force: true)
    }

    @Test("A completion handler named by a spec's alias reaches the handler, which calls it, and is not recorded")
    func completionHandlerThroughAnAlias() {
        let profiles = MockRiderProfiles()
        profiles.loadAvatarHandler = { id, completion in completion(Data(id.utf8)) }
        let received = LockIsolated<Data?>(nil)
        profiles.loadAvatar(id: "ridge") { data in received.setValue(data) }
        #expect(received.value == Data("ridge".utf8))
        #expect(profiles.loadAvatarCalls == ["ridge"])
    }

    @Test("A struct client made from only some endpoints, as with @DependencyClient, leaves the others unimplemented")
    func structClientFromSomeEndpoints() async throws {
        let presented = LockIsolated(0)
        let dashboard = DashboardClient(present: { presented.withValue { $0 += 1 } })
        await dashboard.present()
        #expect(presented.value == 1)
        await expectIssue("Unimplemented: 'DashboardClient.dismiss'") {
            await dashboard.dismiss()
        }
        let outdoors = OutdoorsClient(report: { _ in })
        try await outdoors.report([1, 2])
        #expect(outdoors.lookup == nil)
        await expectIssue("Unimplemented: 'DashboardClient.present'") {
            await outdoors.dashboard.present()
        }
    }
}
