import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

@testable import RealWorldClients

/// The clients round 9 wrote from public repositories directly: what those apps' feature code calls, through the
/// generated mocks, recorders and unimplemented values.
@Suite("Round-nine clients written from real repositories", .serialized)
struct RoundNineClientTests {
    @Test("A narration struct's callback endpoint takes a progress callback that is not Sendable, and records the call")
    func narrationPassesItsProgressCallback() async throws {
        let calls = TrailNarrationClient.Calls()
        var narration = TrailNarrationClient().recording(into: calls)
        narration.downloadModel = { _, progress in progress(Progress(totalUnitCount: 2)) }
        var reports = 0
        try await narration.downloadModel("base") { _ in reports += 1 }
        #expect(reports == 1)
        #expect(calls.downloadModelCalls == ["base"])
        await withKnownIssue {
            #expect(await narration.isModelDownloaded("base") == false)
        }
        let service = MockTrailNarrationService()
        service.transcribeHandler = { _, model, _, progress in
            progress(Progress(totalUnitCount: 1))
            return "ridge notes by \(model)"
        }
        let text = try await service.transcribe(
            URL(fileURLWithPath: "/tmp/ridge.m4a"), model: "small", options: NarrationOptions()
        ) { _ in reports += 1 }
        #expect(text == "ridge notes by small")
        #expect(reports == 2)
        #expect(service.transcribeCalls.map(\.model) == ["small"])
    }

    @available(macOS 11.0, iOS 14.0, *)
    @Test("A logger is reached through its labelled category subscript, also in a dependency key path")
    func loggerByCategory() {
        let logger = MockTrailLogging()
        let sync = MockTrailLogging()
        logger.subscriptCategoryHandler = { _ in sync }
        sync.logHandler = { _ in }
        withDependencies {
            $0.trailLogging = logger
        } operation: {
            @Dependency(\.trailLogging[category: "sync"]) var syncLogger
            syncLogger.log("synced 3 trails")
        }
        #expect(logger.subscriptCategoryCalls == ["sync"])
        #expect(sync.logCalls == ["synced 3 trails"])
        withKnownIssue {
            UnimplementedTrailLogging()[subsystem: "journal", category: "sync"].log("dropped")
        }
    }

    @Test("A defaults store's mock answers reads of the type the caller asks for, and its failable initializer")
    func defaultsStoreReadsGenerically() async {
        MockTrailDefaultsStore.resetStatics()
        MockTrailDefaultsStore.initHandler = { name in name != nil }
        #expect(MockTrailDefaultsStore(suiteName: "group.trails") != nil)
        #expect(MockTrailDefaultsStore(suiteName: nil) == nil)
        let store = MockTrailDefaultsStore()
        store.objectHandler = { key in key == "laps" ? 12 as Int? : nil as Int? }
        store.setHandler = { _, _ in }
        store.valuesHandler = { _ in
            AsyncStream<Int?> {
                $0.yield(3); $0.yield(nil); $0.finish()
            }
        }
        let laps: Int? = store.object(forKey: "laps")
        #expect(laps == 12)
        store.set(5 as Int?, forKey: "laps")
        var seen: [Int?] = []
        let values: AsyncStream<Int?> = store.values(forKey: "laps")
        for await value in values { seen.append(value) }
        #expect(seen == [3, nil])
        #expect(store.setCalls.map(\.key) == ["laps"])
        MockTrailDefaultsStore.resetStatics()
    }

    @Test("A schedule streams (session, isFavorite) tuples and records bookmarks; the staff stream is unimplemented")
    func scheduleStreamsTuples() async throws {
        let calls = FestivalScheduleClient.Calls()
        var schedule = FestivalScheduleClient.noop.recording(into: calls)
        let session = FestivalSession(id: .init("ridge-walk"), title: "Ridge walk")
        schedule.streamSessionWithFavorite = { _ in
            AsyncThrowingStream {
                $0.yield((session, true)); $0.finish()
            }
        }
        var favourites: [Bool] = []
        for try await (item, isFavorite) in try schedule.streamSessionWithFavorite(session.id) {
            #expect(item == session)
            favourites.append(isFavorite)
        }
        try await schedule.toggleBookmark(session.id)
        #expect(favourites == [true])
        #expect(calls.toggleBookmarkCalls == [session.id])
        withKnownIssue {
            _ = try FestivalStaffClient().streamStaff()
        }
    }
}
