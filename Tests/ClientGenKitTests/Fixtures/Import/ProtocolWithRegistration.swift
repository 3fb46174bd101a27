// A protocol client as apps write one: a default value supplied by an overload in a protocol extension, a helper in
// another extension, an accessor named after the domain, a private key whose live value is built in a body and whose
// preview and test values are single expressions, and a hand-written mock named as clientgen names its own.
import Dependencies
import Foundation

/// Reads and writes trail notes.
public protocol TrailNotesClient: Sendable {
    /// The notes of a trail, newest first.
    func notes(for trail: String, limit: Int) async throws -> [String]
    func save(_ note: String, on trail: String) async throws
    @MainActor
    var isSyncing: Bool { get }
    func count() -> Int
}

extension TrailNotesClient {
    public func notes(for trail: String) async throws -> [String] {
        try await notes(for: trail, limit: 20)
    }
}

extension TrailNotesClient {
    /// A helper that stays where it is.
    public func latest(for trail: String) async throws -> String? {
        try await notes(for: trail, limit: 1).first
    }
}

extension DependencyValues {
    public var trailNotes: any TrailNotesClient {
        get { self[TrailNotesKey.self] }
        set { self[TrailNotesKey.self] = newValue }
    }
}

private enum TrailNotesKey: DependencyKey {
    static var liveValue: any TrailNotesClient {
        let store = NotesStore()
        return LiveTrailNotes(store: store)
    }
    static let previewValue: any TrailNotesClient = PreviewTrailNotes(
        notes: ["Muddy after the bridge"]
    )
    static let testValue: any TrailNotesClient = UnimplementedNotes()
}

struct UnimplementedNotes: TrailNotesClient {
    func notes(for trail: String, limit: Int) async throws -> [String] { unimplemented("notes") }
    func save(_ note: String, on trail: String) async throws { unimplemented("save") }
    var isSyncing: Bool { unimplemented("isSyncing", placeholder: false) }
    func count() -> Int {
        reportIssue("count")
        return 7
    }
}

final class MockTrailNotesClient: @unchecked Sendable {}
