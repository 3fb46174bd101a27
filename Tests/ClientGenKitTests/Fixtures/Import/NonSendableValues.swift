// Parameters of types the inputs declare as not Sendable: the mock cannot record them, so the spec says
// `@unrecorded`; and a class conforming to a protocol that was not Sendable, which the generated one is (registered
// as a dependency, the protocol is imported all the same, with a warning at the class).
import Dependencies
import Foundation

public final class Draft {
    public var text = ""
    public init() {}
}

public struct Envelope {
    public var payload: [String: String]
}

struct Stamp {
    var value: Int
}

protocol DraftStore {
    func save(_ draft: Draft, stamp: Stamp) async throws
    func send(_ envelope: Envelope, to address: String) async throws
    func stamps() -> [Stamp]
}

final class InMemoryDraftStore: DraftStore {
    var drafts: [Draft] = []
    func save(_ draft: Draft, stamp: Stamp) async throws { drafts.append(draft) }
    func send(_ envelope: Envelope, to address: String) async throws {}
    func stamps() -> [Stamp] { [] }
}

enum DraftStoreKey: DependencyKey {
    static let liveValue: any DraftStore = InMemoryDraftStore()
}

extension DependencyValues {
    var drafts: any DraftStore {
        get { self[DraftStoreKey.self] }
        set { self[DraftStoreKey.self] = newValue }
    }
}
