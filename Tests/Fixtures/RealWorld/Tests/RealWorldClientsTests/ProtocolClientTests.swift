import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

@testable import RealWorldClients

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Protocol clients converted from the corpus")
struct ProtocolClientTests {
    @Test("An unimplemented double reports the member, then returns its placeholder or throws")
    func unimplementedDoubleReports() async {
        let repository = UnimplementedWebRepository()
        withKnownIssue {
            #expect(repository.baseURL == "")
        } matching: { issue in
            issue.description.contains("Unimplemented: 'WebRepository.baseURL'")
        }
        await withKnownIssue {
            await #expect(throws: UnimplementedFailure.self) {
                _ = try await UnimplementedSheetHTTPClient().data(for: URLRequest(url: URL(string: "https://x.test")!))
            }
        } matching: { issue in
            issue.description.contains("Unimplemented: 'SheetHTTPClient.data(for:)'")
        }
        let daylight = UnimplementedDaylightCalculating()
        withKnownIssue {
            #expect(daylight.minutesOfDaylightLeft(at: Date(), latitude: 0, longitude: 0) == 0)
        } matching: { issue in
            issue.description.contains("Unimplemented: 'DaylightCalculating.minutesOfDaylightLeft(")
        }
    }

    @Test("A typed-throwing member throws its @throwing error")
    func typedThrowsDouble() {
        withKnownIssue {
            #expect(throws: StationError.offline) {
                try UnimplementedWeatherStationReading().calibrate()
            }
        } matching: { issue in
            issue.description.contains("Unimplemented: 'WeatherStationReading.calibrate()'")
        }
    }

    @Test("A mock records calls and returns what its handlers return")
    func mockRecordsAndAnswers() async throws {
        let store = MockStoreProductsService()
        let pass = StoreProduct(id: "pass.yearly", displayName: "Supporter pass", kind: .autoRenewable)
        store.purchaseHandler = { product in product.kind == .autoRenewable }
        store.tipsHandler = { [pass] }
        let client: any StoreProductsService = store
        #expect(try await client.purchase(pass))
        #expect(await client.tips == [pass])
        #expect(store.purchaseCalls == [pass])
        #expect(store.tipsCallCount == 1)
        #expect(store.restoreCallCount == 0)

        let settings = MockSettingsStoreType()
        settings.setForKeyBoolStringHandler = { _, _ in }
        settings.setForKeyIntStringHandler = { _, _ in }
        settings.setForKeyAnyStringHandler = { _, _ in }
        settings.set(true, forKey: "a")
        settings.set(3, forKey: "b")
        settings.set("text", forKey: "c")
        #expect(settings.setForKeyBoolStringCalls.map(\.defaultName) == ["a"])
        #expect(settings.setForKeyIntStringCalls.map(\.value) == [3])
        #expect(settings.setForKeyAnyStringCalls == ["c"])
        settings.lastSeenConditionsReportID = 42
        #expect(settings.lastSeenConditionsReportID == 42)
        #expect(settings.lastSeenConditionsReportIDAssignments == [42])
    }

    @Test("An inheriting client's mock implements the parent's members")
    func inheritedMembers() async throws {
        let repository = MockTrailsWebRepository()
        repository.baseURLHandler = { "https://trails.test" }
        repository.trailsHandler = { [ApiModel.Trail(slug: "alta-via-1", name: "Alta Via 1")] }
        let parent: any WebRepository = repository
        #expect(parent.baseURL == "https://trails.test")
        #expect(try await repository.trails().map(\.slug) == ["alta-via-1"])
        #expect(repository.baseURLCallCount == 1)
        #expect(repository.trailsCallCount == 1)

        let trail = DBModel.Trail(slug: "alta-via-1", name: "Alta Via 1")
        repository.detailsHandler = { trail in ApiModel.TrailDetails(trailhead: trail.slug, elevationGainMeters: 900) }
        #expect(try await repository.details(trail: trail).trailhead == "alta-via-1")
        #expect(repository.detailsCallCount == 1)
    }

    @Test("A class-bound client's double and mock are classes, also for a client inheriting it")
    func classBoundDoubles() {
        let listener: any ElevationProfileListener = UnimplementedElevationProfileListener()
        let other: any RouteMapListener = listener
        #expect(listener === other)
        let mock = MockElevationProfileListener()
        mock.didSelectWaypointHandler = { _ in }
        mock.didSelectWaypoint(at: 2)
        #expect(mock.didSelectWaypointCalls == [2])
        let interactor: any PermissionsInteractor = UnimplementedPermissionsInteractor()
        withKnownIssue {
            interactor.request(permission: .pushNotifications)
        } matching: { issue in
            issue.description.contains("Unimplemented: 'PermissionsInteractor.request(permission:)'")
        }
    }

    @Test("The members of a client with @trapping members report and return their placeholders")
    func trappingClientOtherMembers() {
        let bus = UnimplementedEventBusServicing()
        let kind = TrailEventKind(name: "summit")
        withKnownIssue {
            let subscription = bus.subscribe(to: kind) { (_: SummitPayload) in }
            #expect(subscription.kind == kind)
            let result: Result<Int, any Error> = bus.lastValue(of: kind)
            #expect(throws: UnimplementedFailure.self) { try result.get() }
        } matching: { issue in
            issue.description.contains("Unimplemented: 'EventBusServicing.")
        }
    }

    @Test("@test values are what withDependencies gives a test")
    func testValues() async {
        @Dependency(\.daylight) var daylight
        @Dependency(\.favorites) var favorites
        @Dependency(\.cloudSync) var cloudSync
        let noon = Date(timeIntervalSince1970: 12 * 3600)
        #expect(daylight.minutesOfDaylightLeft(at: noon, latitude: 46, longitude: 11) == 8 * 60)
        #expect(favorites is FavoritesServiceMock)
        cloudSync["region"] = "dolomites"
        #expect(cloudSync["region"] as? String == "dolomites")
        await MainActor.run {
            favorites.addToFavorites(source: .trail(slug: "alta-via-1"))
            #expect(favorites.isFavorite(.trail(slug: "alta-via-1")))
        }
    }
}

private struct SummitPayload: TrailEventPayload {}
