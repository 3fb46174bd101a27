import Dependencies
import Foundation
import Testing

/// Exercises the static and initializer requirements of Golden/HeldOut.swift. A mock keeps their state in static
/// properties, which every test in the process shares: the suite runs its tests one at a time, and each resets the
/// state it uses first.
@Suite("Static and initializer requirements", .serialized)
struct StaticRequirementsTests {
    @Test("A static member is called through the client's type, counted and recorded, until 'resetStatics()'")
    func staticMembers() async throws {
        MockVoiceConnector.resetStatics()
        let mock = MockVoiceConnector()
        let client: any VoiceConnector = mock
        MockVoiceConnector.validateHandler = { token, strict in token == "ok" && !strict }
        MockVoiceConnector.versionHandler = { "2.0" }
        MockVoiceConnector.decodeHandler = { _, data in data.count }
        #expect(try await type(of: client).validate(token: "ok"))
        #expect(try await !type(of: client).validate(token: "ok", strict: true))
        #expect(type(of: client).version == "2.0")
        #expect(try MockVoiceConnector.decode(Int.self, from: Data([1, 2])) == 2)
        MockVoiceConnector.region = "eu"
        #expect(MockVoiceConnector.region == "eu")
        #expect(MockVoiceConnector.validateCalls.map(\.token) == ["ok", "ok"])
        #expect(MockVoiceConnector.validateCalls.map(\.strict) == [false, true])
        #expect(MockVoiceConnector.regionAssignments == ["eu"])
        #expect(MockVoiceConnector.decodeCallCount == 1)
        mock.reset()
        #expect(MockVoiceConnector.validateCallCount == 2, "reset() leaves the static state")
        MockVoiceConnector.resetStatics()
        #expect(MockVoiceConnector.validateCallCount == 0)
        #expect(MockVoiceConnector.validateHandler == nil)
        #expect(MockVoiceConnector.regionAssignments.isEmpty)
        await expectIssue("has no handler: set 'MockVoiceConnector.validateHandler'") {
            #expect((try? await MockVoiceConnector.validate(token: "ok")) == nil)
        }
        MockVoiceConnector.resetStatics()
    }

    @Test("An initializer is called through the client's type, records its arguments, and reports without a handler")
    func initializers() async throws {
        MockVoiceConnector.resetStatics()
        let type: any VoiceConnector.Type = MockVoiceConnector.self
        await expectIssue("has no handler: set 'MockVoiceConnector.initUrlRetriesHandler'") {
            await #expect(throws: UnimplementedFailure.self) { try await type.init(url: "wss://a") }
        }
        MockVoiceConnector.initUrlRetriesHandler = { _, _ in }
        let made = try await type.init(url: "wss://b", retries: 1)
        #expect(made is MockVoiceConnector)
        #expect(MockVoiceConnector.initUrlRetriesCalls.map(\.url) == ["wss://a", "wss://b"])
        #expect(MockVoiceConnector.initUrlRetriesCalls.map(\.retries) == [3, 1])
        MockVoiceConnector.initPortHandler = { port in port > 0 }
        #expect(type.init(port: 0) == nil)
        #expect(type.init(port: 80) != nil)
        #expect(MockVoiceConnector.initPortCalls == [0, 80])
        MockVoiceConnector.initConfigHandler = { _ in }
        _ = MockVoiceConnector(config: ConnectorConfig(host: "voice.example"))
        #expect(MockVoiceConnector.initConfigCalls == [ConnectorConfig(host: "voice.example")])
        _ = type.init()
        #expect(MockVoiceConnector.initConfigCallCount == 1, "a plain init() is the mock's own, recording nothing")
        MockVoiceConnector.resetStatics()
        #expect(MockVoiceConnector.initPortCalls.isEmpty)
    }

    @Test("The unimplemented double's static members and initializers report, then throw, fail or return a value")
    func unimplementedDouble() async throws {
        await expectIssue("Unimplemented: 'VoiceConnector.validate(token:strict:)'") {
            let error = await #expect(throws: UnimplementedFailure.self) {
                try await UnimplementedVoiceConnector.validate(token: "ok")
            }
            #expect(error?.description == "VoiceConnector.validate(token:strict:)")
        }
        expectIssue("Unimplemented: 'VoiceConnector.version'") {
            #expect(UnimplementedVoiceConnector.version == "1.0")
        }
        expectIssue("Unimplemented: 'VoiceConnector.ping()'") {
            #expect(throws: ConnectorError.offline) { try UnimplementedVoiceConnector.ping() }
        }
        await expectIssue("Unimplemented: 'VoiceConnector.init(url:retries:)'") {
            await #expect(throws: UnimplementedFailure.self) { try await UnimplementedVoiceConnector(url: "wss://a") }
        }
        expectIssue("Unimplemented: 'VoiceConnector.init(port:)'") {
            #expect(UnimplementedVoiceConnector(port: 80) == nil)
        }
        expectIssue("Unimplemented: 'VoiceConnector.init(config:)'") {
            _ = UnimplementedVoiceConnector(config: ConnectorConfig(host: "voice.example"))
        }
        await expectIssue("Unimplemented: 'VoiceConnector.validate(token:strict:)'") {
            @Dependency(\.voiceConnector) var connector
            #expect((try? await type(of: connector).validate(token: "ok")) == nil)
        }
    }

    @Test("A child client's mock meets its parent's initializers and static members, with state of its own")
    func inheritedRequirements() throws {
        MockVoiceConnector.resetStatics()
        MockClosingConnector.resetStatics()
        let type: any ClosingConnector.Type = MockClosingConnector.self
        MockClosingConnector.initPortHandler = { _ in true }
        MockClosingConnector.pingHandler = { 7 }
        #expect(type.init(port: 1) != nil)
        #expect(try type.ping() == 7)
        #expect(MockClosingConnector.initPortCalls == [1])
        #expect(MockVoiceConnector.initPortCalls.isEmpty)
        MockClosingConnector.resetStatics()
    }

    @Test("An actor's initializers run their handlers on the actor; its static members belong to no actor value")
    func actorClient() async {
        MockTicker.resetStatics()
        MockTicker.initStartHandler = { _ in }
        MockTicker.initBoxHandler = { box in box.value += 1 }
        MockTicker.makeHandler = { id in id * 2 }
        _ = await MockTicker(start: 3)
        _ = await MockTicker(box: Box(value: 1))
        #expect(MockTicker.initStartCalls == [3])
        #expect(MockTicker.initBoxCallCount == 1)
        #expect(await MockTicker.make(4) == 8)
        await expectIssue("Unimplemented: 'Ticker.make(_:)'") {
            #expect(await UnimplementedTicker.make(4) == 0)
        }
        MockTicker.resetStatics()
    }

    @Test("A main-actor client's initializer and static members are the main actor's")
    @MainActor
    func mainActorClient() async throws {
        MockPresenter.resetStatics()
        MockPresenter.initHandler = { _ in }
        MockPresenter.canPresentHandler = { id in id == 1 }
        MockPresenter.loadHandler = { id in "screen \(id)" }
        _ = MockPresenter(title: "Home")
        #expect(MockPresenter.initCalls == ["Home"])
        #expect(MockPresenter.canPresent(1))
        #expect(try await MockPresenter.load(id: 2) == "screen 2")
        expectIssue("Unimplemented: 'Presenter.pending()'") {
            #expect(UnimplementedPresenter.pending() == 0)
        }
        MockPresenter.resetStatics()
    }
}
