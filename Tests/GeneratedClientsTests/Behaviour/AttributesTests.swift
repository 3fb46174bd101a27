import Dependencies
import Foundation
import Testing

/// Exercises Golden/Attributes.swift: a main-actor client and an @available, @preconcurrency client with a custom
/// accessor name. This target builds with warnings as errors, so unused results of `@discardableResult` members and
/// nonisolated calls below would fail the build if the attributes did not pass through.
@Suite("Attributes pass through")
struct AttributesTests {
    @MainActor
    @Test("A @MainActor client's doubles are main-actor isolated and @discardableResult carries over")
    func mainActorClient() async {
        let mock = MockAlertClient()
        mock.showHandler = { title, message in message == nil && title == "Hi" }
        mock.dismissHandler = {}
        await mock.show(title: "Hi")
        #expect(await mock.show(title: "Hi", message: nil))
        mock.dismiss()
        #expect(mock.showCalls.map(\.title) == ["Hi", "Hi"])
        #expect(mock.dismissCallCount == 1)
    }

    @MainActor
    @Test("A nonisolated member of a main-actor client is callable without the main actor")
    func nonisolatedMember() async {
        let mock = MockAlertClient()
        mock.pendingCountHandler = { 2 }
        let count = await Task.detached { mock.pendingCount() }.value
        #expect(count == 2)
        expectIssue("Unimplemented: 'AlertClient.pendingCount()'") {
            #expect(UnimplementedAlertClient().pendingCount() == 0)
        }
    }

    @MainActor
    @Test("The key's test value is the unimplemented double, built outside the main actor")
    func mainActorKey() async {
        #expect(AlertClientKey.testValue is UnimplementedAlertClient)
        @Dependency(\.alertClient) var alerts
        expectIssue("Unimplemented: 'AlertClient.isPresenting'") {
            #expect(alerts.isPresenting == nil)
        }
    }

    @Test("@key names the DependencyValues accessor; @available and @preconcurrency carry over")
    func customKeyAndAvailability() async throws {
        let mock = MockLegacyStoreClient()
        mock.loadHandler = { key in Data(key.utf8) }
        let data = try await withDependencies {
            $0.legacyStore = mock
        } operation: {
            @Dependency(\.legacyStore) var store
            return try await store.load(key: "a")
        }
        #expect(data == Data("a".utf8))
        #expect(mock.loadCalls == ["a"])
        #expect(LegacyStoreClientKey.testValue is UnimplementedLegacyStoreClient)
    }
}
