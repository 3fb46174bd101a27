import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

@testable import RealWorldClients

@Suite("Struct clients converted from the corpus")
struct StructClientTests {
    @Test("An unimplemented struct reports the endpoint, then throws its @throwing error or returns its placeholder")
    func unimplementedStruct() async {
        let signIn = SignInClient()
        await withKnownIssue {
            await #expect(throws: SignInError.expiredIntermediateToken) {
                _ = try await signIn.refresh(refreshToken: "token")
            }
        } matching: { issue in
            issue.description.contains("Unimplemented: 'SignInClient.refresh'")
        }
        #expect(signIn.passkeyAssertion == nil)
        let preferences = PreferencesStoreClient()
        withKnownIssue {
            #expect(preferences.hasSeenWalkthrough == false)
        } matching: { issue in
            issue.description.contains("Unimplemented: 'PreferencesStoreClient.boolForKey'")
        }
    }

    @Test("A sub-client of an unimplemented struct is the sub-client's unimplemented value")
    func subClients() async {
        let center = OutdoorsCenterClient()
        withKnownIssue {
            #expect(center.localHiker.localHiker() == .anonymous)
        } matching: { issue in
            issue.description.contains("Unimplemented: 'LocalHikerClient.localHiker'")
        }
        let presented = LockIsolated(false)
        await LocalHikerClient.noop.presentSignIn()
        var dashboard = DashboardPresenterClient.noop
        dashboard.present = { presented.setValue(true) }
        await dashboard.present()
        #expect(presented.value)
    }

    @Test("A struct client's recorder counts and records calls through whatever closures are set")
    func recording() async throws {
        let calls = TripFileClient.Calls()
        let files = withDependencies {
            $0.tripFiles = $0.tripFiles.recording(into: calls)
            $0.tripFiles.load = { fileName in Data(fileName.utf8) }
            $0.tripFiles.save = { _, _ in }
        } operation: {
            @Dependency(\.tripFiles) var files
            return files
        }
        #expect(try await files.load(fileName: "alps.json") == Data("alps.json".utf8))
        try await files.save("draft", to: "draft.json")
        #expect(calls.loadCalls == ["alps.json"])
        #expect(calls.saveCalls.map(\.fileName) == ["draft.json"])
        #expect(calls.deleteCallCount == 0)

        let pantryCalls = PantryDatabaseClient.Calls()
        var pantry = PantryDatabaseClient.live.recording(into: pantryCalls)
        pantry.getMeals = { [] }
        let stored = try await pantry.insert(item: PantryItem(name: "Oats", kilocalories: 380))
        #expect(stored.id != nil)
        #expect(pantryCalls.insertItemCalls.map(\.name) == ["Oats"])
        #expect(try await pantry.getMeals().isEmpty)
        #expect(pantryCalls.getMealsCallCount == 1)
    }

    @Test("@test, @preview and noop values, and helpers written next to the spec")
    func valuesAndHelpers() async {
        @Dependency(\.widgets) var widgets
        @Dependency(\.trailSettings) var settings
        @Dependency(\.log) var log
        widgets.reloadAll()
        #expect(settings.distanceUnit == .kilometers)
        await settings.modify { $0.distanceUnit = .miles }
        #expect(settings.distanceUnit == .miles)
        #expect(log.minimumLevel() == .verbose)
        let opened = LockIsolated(0)
        let openSettings = OpenAppSettings(open: { opened.withValue { $0 += 1 } })
        await openSettings()
        #expect(opened.value == 1)
        await SoundEffectsClient.noop.play(.summitFanfare)
        #expect(await SoundEffectsClient.noop.otherAudioIsPlaying() == false)
    }

    @Test("A placeholder that is a failing effect: RangerDatabaseClient's unimplemented endpoints fail when run")
    func deferredPlaceholder() async {
        let database = RangerDatabaseClient()
        await withKnownIssue {
            let result = await database.migrate().run()
            #expect(throws: UnimplementedFailure.self) { try result.get() }
        } matching: { issue in
            issue.description.contains("Unimplemented: 'RangerDatabaseClient.migrate'")
        }
    }
}
