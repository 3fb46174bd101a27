// The models Originals/TrailFeedProviding.swift declares next to the protocol.

/// What the trail feed did.
public enum TrailFeedAction: Equatable, Sendable {
    /// It fetched this many entries.
    case refreshed(count: Int)
    /// It failed, for this reason.
    case failed(String)
}

/// Why the trail feed could not answer.
public enum TrailFeedError: Error, Equatable, Sendable {
    /// There is no network.
    case offline
    /// The user may not read it.
    case forbidden
}
