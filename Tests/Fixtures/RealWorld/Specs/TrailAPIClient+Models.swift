import Foundation

/// The routes the trail server understands.
public enum TrailRoute: Equatable, Sendable {
    /// A page of the trails in a region.
    case trails(region: String, page: Int)
    /// One trail.
    case trail(slug: String)
    /// Logs a finished hike.
    case submitHike(slug: String, minutes: Int)
    /// A region's leaderboard.
    case leaderboard(region: String)
}

/// The signed-in hiker, as the server describes them.
public struct HikerEnvelope: Codable, Equatable, Sendable {
    /// The hiker's identifier.
    public var hikerID: UUID
    /// The name other hikers see.
    public var displayName: String
    /// The session's token.
    public var sessionToken: String

    /// An envelope.
    public init(hikerID: UUID, displayName: String, sessionToken: String) {
        self.hikerID = hikerID
        self.displayName = displayName
        self.sessionToken = sessionToken
    }
}
