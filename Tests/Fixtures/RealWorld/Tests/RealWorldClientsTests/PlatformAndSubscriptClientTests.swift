import Dependencies
import DependenciesTestSupport
import Testing

@testable import RealWorldClients

/// The clients of the corpus files the spec language's `#if` blocks, subscripts and `@marker` parents express:
/// requirements only some platforms have, a client only some platforms have, a logging handler's metadata subscript,
/// and a parent of another package without requirements.
@Suite("Platform-specific, subscript and marker-parent clients converted from the corpus")
struct PlatformAndSubscriptClientTests {
    #if !os(Windows)
        @Test("Requirements under #if !os(Windows) are in the mock, and the helpers built on them reach it")
        func platformRequirements() async throws {
            let socket = MockBeaconSocketOptionProvider()
            socket.unsafeSetOptionHandler = { _, _, _ in }
            socket.unsafeOptionHandler = { _, _, _ in BeaconLinger(isOn: true, seconds: 5) }
            try await socket.setLinger(BeaconLinger(isOn: true, seconds: 5))
            #expect(try await socket.linger() == BeaconLinger(isOn: true, seconds: 5))
            #expect(socket.unsafeSetOptionCalls.map(\.name) == [.linger])
            #expect(socket.unsafeOptionCallCount == 1)
        }
    #endif

    @Test("The unimplemented double reports the portable requirements, and throws for their results")
    func portableRequirements() async {
        let socket: any BeaconSocketOptionProvider = UnimplementedBeaconSocketOptionProvider()
        await withKnownIssue {
            _ = try? await socket.option(.noDelay)
        } matching: { issue in
            issue.description.contains("Unimplemented: 'BeaconSocketOptionProvider.option(_:)'")
        }
    }

    #if !os(watchOS)
        @Test("A client under #if !os(watchOS) has its double, with its placeholders, and its mock")
        @MainActor
        func conditionalClient() {
            let indicator: any TrailPhotoIndicator = UnimplementedTrailPhotoIndicator()
            withKnownIssue {
                #expect(indicator.sizeStrategy(in: TrailIndicatorView()) == .full)
            } matching: { issue in
                issue.description.contains("Unimplemented: 'TrailPhotoIndicator.sizeStrategy(in:)'")
            }
            let mock = MockTrailPhotoIndicator()
            mock.startAnimatingViewHandler = {}
            mock.startAnimatingView()
            #expect(mock.startAnimatingViewCallCount == 1)
        }
    #endif

    @Test("A settable subscript's mock reads through its handler and keeps each assignment with its key")
    func metadataSubscript() {
        let handler = MockTrailLogHandler()
        handler.subscriptMetadataKeyHandler = { key in key == "trail" ? "alta-via-1" : nil }
        #expect(handler[metadataKey: "trail"] == "alta-via-1")
        #expect(handler[metadataKey: "stage"] == nil)
        handler[metadataKey: "stage"] = "3"
        #expect(handler.subscriptMetadataKeyCalls == ["trail", "stage"])
        #expect(handler.subscriptMetadataKeyAssignments.map(\.arg0) == ["stage"])
        #expect(handler.subscriptMetadataKeyAssignments.map(\.newValue) == ["3"])
    }

    @Test("The logging handler's forwarding call reaches the mock with the caller's location")
    func forwardingLog() {
        let handler = MockTrailLogHandler()
        handler.logHandler = { _, _, _, _, _, _, _ in }
        handler.log(.warning, "Snow above 2,800 m")
        #expect(handler.logCalls.map(\.level) == [.warning])
        #expect(handler.logCalls.map(\.source) == ["TrailJournal"])
        #expect(handler.logCalls.first?.file.hasSuffix("PlatformAndSubscriptClientTests.swift") == true)
    }

    @Test("A client whose parent is a marker of another package is that marker, and its mock signs")
    func markerParent() async throws {
        let key = MockPermitSigningKey()
        key.signHandler = { _, data in data.reversed() }
        let marked: any _PermitPreconcurrencySendable = key
        #expect(marked is any PermitSigningKey)
        #expect(try await key.sign(algorithm: .ed25519, data: [1, 2, 3]) == [3, 2, 1])
        #expect(key.signCalls.map(\.algorithm) == [.ed25519])
    }
}
