import Dependencies
import Foundation
import Testing

/// Exercises Golden/Platforms.swift: subscript requirements, and members and clients under `#if`.
@Suite("Platforms (subscripts and #if)")
struct PlatformsTests {
    @Test("A settable subscript's mock reads through its handler and records each key and each assignment")
    func subscriptMock() {
        let mock = MockMetadataLogHandler()
        mock.subscriptMetadataKeyHandler = { key in key == "request-id" ? "42" : nil }
        withDependencies {
            $0.metadataLogHandler = mock
        } operation: {
            @Dependency(\.metadataLogHandler) var handler
            handler[metadataKey: "user"] = "ada"
            handler[metadataKey: "user"] = nil
            #expect(handler[metadataKey: "request-id"] == "42")
            #expect(handler[metadataKey: "user"] == nil)
        }
        #expect(mock.subscriptMetadataKeyCallCount == 2)
        #expect(mock.subscriptMetadataKeyCalls == ["request-id", "user"])
        #expect(mock.subscriptMetadataKeyAssignments.map(\.key) == ["user", "user"])
        #expect(mock.subscriptMetadataKeyAssignments.map(\.newValue) == ["ada", nil])
        mock.reset()
        #expect(mock.subscriptMetadataKeyAssignments.isEmpty)
    }

    @Test("A get-only subscript of two parameters records both; its double reports and returns its placeholder")
    func readOnlySubscript() {
        let mock = MockExtensionRegistry()
        mock.subscriptHandler = { type, field in "\(type).\(field)" }
        #expect(mock["Message", 3] == "Message.3")
        #expect(mock.subscriptCalls.map(\.messageType) == ["Message"])
        #expect(mock.subscriptCalls.map(\.fieldNumber) == [3])
        mock.subscriptFieldNameHandler = { name in name.uppercased() }
        #expect(mock[fieldName: "tag"] == "TAG")
        #expect(mock.subscriptFieldNameCalls == ["tag"])
        withKnownIssue {
            #expect(UnimplementedExtensionRegistry()["Message", 3] == nil)
        }
    }

    @Test("Members under a condition that holds are generated, each platform's variant with its own placeholder")
    func conditionalMembers() throws {
        let mock = MockPlatformFileSystem()
        mock.createSymbolicLinkHandler = { _, _ in }
        try mock.createSymbolicLink(at: "a", to: "b")
        #expect(mock.createSymbolicLinkCalls.map(\.destination) == ["b"])
        withKnownIssue {
            #if os(Linux)
                #expect(UnimplementedPlatformFileSystem().root == "/")
            #else
                #expect(UnimplementedPlatformFileSystem().root == "/Volumes")
            #endif
        }
    }

    @Test("A client under '#if' has its key, accessor, doubles and mock; its marker parent needs nothing")
    func conditionalClient() {
        #if !os(watchOS)
            let mock = MockActivityIndicator()
            mock.startAnimatingHandler = {}
            withDependencies {
                $0.activityIndicator = mock
            } operation: {
                @Dependency(\.activityIndicator) var indicator
                indicator.startAnimating()
            }
            #expect(mock.startAnimatingCallCount == 1)
            let marker: any ExternalMarker = mock
            #expect(marker is MockActivityIndicator)
        #endif
    }

    @Test("A struct client's endpoint under '#if' is in its initializer, its noop and its recorder")
    func conditionalEndpoint() async {
        let calls = PlatformHaptics.Calls()
        let haptics = PlatformHaptics.noop.recording(into: calls)
        await haptics.prepare()
        #if !os(Windows)
            await haptics.impact(intensity: 0.5)
            #expect(calls.impactCalls == [0.5])
        #endif
        #expect(calls.prepareCallCount == 1)
    }
}
