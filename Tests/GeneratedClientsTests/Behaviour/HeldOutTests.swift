import Dependencies
import Foundation
import Testing

/// Exercises Golden/HeldOut.swift: shapes of real clients a held-out evaluation found.
@Suite("Held-out clients")
struct HeldOutTests {
    @Test("Values that are not Sendable reach async handlers, which run in their caller's isolation")
    func nonSendableValuesStayInTheCallersIsolation() async {
        let service = MockShareService()
        let stored = LockIsolated(0)
        service.shareHandler = { items in items.count == 2 }
        service.storeHandler = { value in
            let isBox = value is Box
            stored.withValue { $0 += isBox ? 1 : 0 }
        }
        #expect(await service.share(items: [Box(value: 1), "route.gpx"]))
        await service.store(Box(value: 2))
        #expect(service.shareCallCount == 1)
        #expect(service.storeCallCount == 1)
        #expect(stored.value == 1)
    }

    @Test("A 'sending' value reaches the handler, which may send it on; '@uncheckedSendable' records it boxed")
    func sendingParameters() async {
        let store = MockBoxStore()
        let sink = BoxSink()
        store.putHandler = { box in await sink.add(box) }
        store.keepHandler = { _ in }
        store.takeHandler = { Box(value: 7) }
        await store.put(Box(value: 1))
        await store.keep(Box(value: 2))
        #expect(store.putCallCount == 1)
        #expect(store.keepCalls.map(\.value) == [2])
        #expect(await store.take()?.value == 7)
        #expect(await sink.count == 1)
    }

    @Test("A settable property of a class keeps what it is set to with '@uncheckedSendable', counts with '@unrecorded'")
    func settableClassProperties() {
        let session = MockUserSession()
        let user = User(name: "Ada")
        session.currentUser = user
        session.previousUser = user
        #expect(session.currentUser === user)
        #expect(session.currentUserAssignments.map { $0?.name } == ["Ada"])
        #expect(session.previousUserAssignmentCount == 1)
        expectIssue("Unimplemented: 'UserSession.previousUser' has no handler") {
            #expect(session.previousUser == nil)
        }
    }

    @Test("Member types use the client's type aliases, in the protocol and in its double and mock")
    func typeAliases() throws {
        let loader = MockDataLoader()
        let data = Data([1, 2])
        loader.loadHandler = { _, completion in completion(.success(data)) }
        loader.lastHandler = { .success(data) }
        let client: any DataLoader = loader
        let result = LockIsolated<DataLoader.Result?>(nil)
        client.load(URL(fileURLWithPath: "/a")) { loaded in result.setValue(loaded) }
        #expect(try result.value?.get() == data)
        #expect(try client.last()?.get() == data)
        let coordinate: LocationClient.Coordinate = (latitude: 1, longitude: 2)
        #expect(coordinate.latitude == 1)
    }

    @Test("Defaults such as #fileID, #line and #isolation are evaluated where the call is written")
    @MainActor
    func callSiteDefaults() async throws {
        let logger = MockAppLogger()
        logger.logHandler = { _, _, _, _ in }
        logger.entriesHandler = { isolation in [isolation === MainActor.shared ? "main" : "other"] }
        let client: any AppLogger = logger
        client.log("a")
        let line = #line - 1
        client.log("b", level: 2)
        logger.log("c", file: "F.swift", line: 3)
        client.log("d", level: 1, file: "G.swift", line: 4)
        #expect(logger.logCalls.map(\.file) == [#fileID, #fileID, "F.swift", "G.swift"])
        #expect(logger.logCalls.map(\.line) == [line, line + 2, 3, 4])
        #expect(logger.logCalls.map(\.level) == [0, 2, 0, 1])
        #expect(try await client.entries() == ["main"])
    }

    @Test("A client refining Actor has an actor double and mock, whose state is read without awaiting")
    func actorClient() async throws {
        let counter = MockCounter()
        counter.addHandler = { amount in amount * 2 }
        counter.incrementHandler = {}
        let client: any Counter = counter
        #expect(try await client.add(3) == 6)
        await client.increment()
        #expect(counter.addCalls == [3])
        #expect(counter.incrementCallCount == 1)
        await counter.rename("Steps")
        #expect(counter.nameAssignments == ["Steps"])
        await expectIssue("Unimplemented: 'Counter.value()'") {
            #expect(await UnimplementedCounter().value() == 0)
        }
    }

    @Test("A throwing member with a placeholder reports the issue, then returns the placeholder")
    func placeholdersOfThrowingMembers() async throws {
        await expectIssue("Unimplemented: 'CrashReporter.upload()'") {
            #expect((try? await UnimplementedCrashReporter().upload()) == false)
        }
        await expectIssue("Unimplemented: 'CrashReporter.pending'") {
            #expect((try? await UnimplementedCrashReporter().pending) == 0)
        }
        await expectIssue("Unimplemented: 'LocationClient.coordinate'") {
            let coordinate = try? await LocationClient().coordinate(for: 1)
            #expect(coordinate?.latitude == 0)
        }
        let reporter = MockCrashReporter()
        await expectIssue("has no handler: set 'MockCrashReporter.uploadHandler'") {
            #expect((try? await reporter.upload()) == false)
        }
    }

    @Test("'@noop(none)' leaves 'noop' to the hand-written one, which '@preview(.noop)' names")
    func handWrittenNoop() async {
        await HapticClient.noop.impact(intensity: 1)
        await HapticClient.previewValue.prepare()
        await expectIssue("Unimplemented: 'HapticClient.prepare'") {
            await HapticClient().prepare()
        }
    }

    @Test("A struct endpoint keeps its own access and its availability on the closure property")
    func endpointAccessAndAvailability() async {
        let calls = LocationClient.Calls()
        var client = LocationClient.unimplemented.recording(into: calls)
        client.recenter = { _ in }
        client.heading = { 90 }
        await client.recenter(id: 3)
        #expect(client.heading() == 90)
        #expect(calls.recenterCalls == [3])
        #expect(calls.headingCallCount == 1)
    }
}

/// Where `BoxStore`'s handler sends the boxes it is handed.
private actor BoxSink {
    private var boxes: [Box] = []

    var count: Int { boxes.count }

    func add(_ box: sending Box) {
        boxes.append(box)
    }
}

extension MockCounter {
    /// Sets the counter's name, on the actor.
    func rename(_ name: String) {
        self.name = name
    }
}
