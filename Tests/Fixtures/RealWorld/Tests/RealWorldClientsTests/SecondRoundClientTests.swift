import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

@testable import RealWorldClients

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The clients of the second round's corpus files: protocols composing clients, parameters left unnamed as the
/// originals leave them, and framework types that are never `Sendable`.
@Suite("Second-round clients converted from the corpus")
struct SecondRoundClientTests {
    @Test("A client of no members composing two implements both parents in its double and mock")
    func composedClient() {
        let request = URLRequest(url: URL(string: "https://trails.example.com")!)
        let interceptor: any RouteInterceptor = UnimplementedRouteInterceptor()
        withKnownIssue {
            interceptor.retry(request, dueTo: CancellationError(), attempt: 1) { _ in }
        } matching: { issue in
            issue.description.contains("Unimplemented: 'RouteInterceptor.retry(_:dueTo:attempt:completion:)'")
        }
        let mock = MockRouteInterceptor()
        mock.adaptAttemptCompletionHandler = { request, _, completion in completion(.success(request)) }
        mock.adapt(request, attempt: 2) { _ in }
        #expect(mock.adaptAttemptCompletionCallCount == 1)
    }

    @Test("The analytics service of four class-bound screens is one mock, recording each screen's events")
    func analyticsService() {
        let analytics = MockTrailAnalyticsService()
        analytics.trackTrailOpenedHandler = { _ in }
        analytics.trackOfflineMapDownloadedHandler = { _, _ in }
        analytics.trackTrailOpened(id: "alta-via-1")
        analytics.trackOfflineMapDownloaded(regionID: "dolomites", megabytes: 48.5)
        #expect(analytics.trackTrailOpenedCalls == ["alta-via-1"])
        #expect(analytics.trackOfflineMapDownloadedCalls.map(\.megabytes) == [48.5])
    }

    @Test("Unnamed parameters are recorded as arg0, arg1; key paths, not Sendable, are only counted")
    func unnamedParameters() async {
        let calls = TrailheadDefaultsClient.Calls()
        let defaults = TrailheadDefaultsClient.noop.recording(into: calls)
        await defaults.setBool(true, "acceptedTermsKey")
        await defaults.setString("North gate", "kioskNameKey")
        _ = defaults.observe(\.showsWeather)
        #expect(calls.setBoolCalls.map(\.arg0) == [true])
        #expect(calls.setBoolCalls.map(\.arg1) == ["acceptedTermsKey"])
        #expect(calls.setStringCalls.map(\.key) == ["kioskNameKey"])
        #expect(calls.observeFlagCallCount == 1)
    }

    @Test("A player item, never Sendable, is passed on but only counted")
    func playerItemCounted() async throws {
        let calls = PlaybackClient.Calls()
        let loaded = LockIsolated<[URL]>([])
        var playback = PlaybackClient.noop
        playback.load = { item in
            let url = item.url
            loaded.withValue { $0.append(url) }
        }
        let recording = playback.recording(into: calls)
        try await recording.load(AVPlayerItem(url: URL(string: "file:///guide.m4a")!))
        #expect(calls.loadCallCount == 1)
        #expect(loaded.value == [URL(string: "file:///guide.m4a")!])
    }
}
