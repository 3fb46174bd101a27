import Dependencies
import ImportedApp
import ImportedAppLive
import Testing

/// The live values the imported app keeps although clientgen import did not take them: one in another module, which
/// import is given and must leave where it is, and others in files of the target that import was not given. A live `@Dependency` must get each, never the test value
/// (which would report an unimplemented endpoint).
@Suite("Live values outside the import")
struct LiveValueTests {
    @Test("A live key in another module gives the live value")
    func liveModule() async throws {
        let conditions = try await withDependencies {
            $0.context = .live
        } operation: {
            @Dependency(\.basecampApi) var api
            return try await api.conditions("Ridge")
        }
        #expect(conditions == "Live conditions on Ridge")
    }

    @Test("A conformance kept where it was declared gives the live value declared in a file not imported")
    func keptConformance() async throws {
        let bulletin = try await withDependencies {
            $0.context = .live
        } operation: {
            @Dependency(\.weatherRadio) var radio
            return try await radio.latestBulletin()
        }
        #expect(bulletin == "Live bulletin: wind rising on the ridge")
    }

    @Test("A key's conformance moved to the extras file gives the live value declared in a file not imported")
    func movedConformance() async {
        let cameras = await withDependencies {
            $0.context = .live
        } operation: {
            @Dependency(\.trailCamFeed) var feed
            return await feed.cameras()
        }
        #expect(cameras == ["Summit", "Creek crossing"])
    }

    @Test("A key naming values of a file not imported still gives the live one")
    func valuesOfAFileNotImported() async throws {
        let sites = try await withDependencies {
            $0.context = .live
        } operation: {
            @Dependency(\.campsiteStorage) var storage
            return try await storage.campsites()
        }
        #expect(sites == ["Lakeside 4", "Pine 12"])
    }

    @Test("An entry reading the client's own static live value, and a struct key naming its Value, give them live")
    func entryAndStructKeyLiveValues() async {
        let (serial, count) = await withDependencies {
            $0.context = .live
        } operation: {
            @Dependency(\.lanternSerial) var lantern
            @Dependency(\.trailheadCounter) var counter
            return (lantern.serialNumber(), await counter.count())
        }
        #expect(serial == "LNT-0042")
        #expect(count == 12)
    }

    @Test("A struct client's failing values import moved keep their endpoints, and the live value is the live one")
    func movedFailingValues() async throws {
        let steepness = try await withDependencies {
            $0.context = .live
        } operation: {
            @Dependency(\.screeSlope) var scree
            return try await scree.steepness("ridge")
        }
        #expect(steepness == 50)
        #expect(try await gentleSteepness() == 5)
    }

    @Test("A test key's internal fixtures keep working where import moved them, and the live value is the live one")
    func movedKeyFixtures() async throws {
        let (reserved, current) = try await withDependencies {
            $0.context = .live
        } operation: {
            @Dependency(\.bivouac) var bivouac
            return (try await bivouac.reserve("Ridge"), try bivouac.current())
        }
        #expect(reserved)
        #expect(current == "Col du Lac")
        let full = try await fullBivouac()
        #expect(!full.reserved)
        #expect(full.current == "Ridge")
        #expect(try BivouacClient.alwaysOpen.current() == "Open col")
    }

    @Test("A test value that is a working fake stays the test value, and the live value is the live one")
    func fakeTestValue() async throws {
        @Dependency(\.summitLedger) var ledger
        #expect(
            try await ledger.signatures(query: SummitLedgerQuery(peak: "Ama Dablam", limit: 1)) == [
                "Ama Dablam: Tenzing"
            ])
        let live = try await withDependencies {
            $0.context = .live
        } operation: {
            @Dependency(\.summitLedger) var ledger
            return try await ledger.signatures(query: nil)
        }
        #expect(live == ["Live: Ledger"])
    }

    @Test("Unnamed closure parameters stay unnamed, and the recorder keeps them as arg0, arg1")
    func unnamedParametersAreRecorded() async {
        let calls = WeatherRadioClient.Calls()
        let radio = WeatherRadioClient(tune: { _, _ in }, latestBulletin: { "" }).recording(into: calls)
        await radio.tune(162.55, "NOAA")
        #expect(calls.tuneCalls.map(\.arg0) == [162.55])
        #expect(calls.tuneCalls.map(\.arg1) == ["NOAA"])
    }

    @Test("A namespaced client keeps its own live value, and a top-level client of its name its own")
    func namespacedClientKeepsItsLiveValue() {
        let (flare, outpost) = withDependencies {
            $0.context = .live
        } operation: {
            @Dependency(\.signalFlare) var flare
            @Dependency(\.outpostSignalFlare) var outpost
            return (flare.fire(2), outpost.fire(3))
        }
        #expect(flare == "2 flares over the ridge")
        #expect(outpost == "3 flares over the outpost")
    }

    @Test("A live module's conformance of a test key of another name gives its value through the generated key")
    func testKeyOfAnotherNameLiveValue() async throws {
        let (live, test) = try await withDependencies {
            $0.context = .live
        } operation: {
            @Dependency(\.ridgeForecast) var forecast
            return (
                try await forecast.windSpeed(ridge: "North"),
                try await RidgeForecastUseCaseKey.testValue.windSpeed(ridge: "North")
            )
        }
        #expect(live == 42)
        #expect(test == 0)
    }
}
