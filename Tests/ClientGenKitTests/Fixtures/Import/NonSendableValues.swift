// Parameters of types the inputs declare as not Sendable: the mock cannot record them, so the spec says
// `@unrecorded`; and a class conforming to a protocol that was not Sendable, which the generated one is.
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
