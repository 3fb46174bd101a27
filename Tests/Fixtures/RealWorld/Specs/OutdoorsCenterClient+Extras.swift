// What Originals/OutdoorsCenterClient.swift declares besides the endpoints: nested request and event types, models and
// the `noop`s of the clients with an endpoint that has no value to return (so the generator writes none).
import Dependencies
import Foundation

extension OutdoorsCenterClient {
    /// A banner to show over the app.
    public struct BannerRequest: Equatable, Sendable {
        /// The banner's text.
        public var message: String?
        /// The banner's title.
        public var title: String?

        /// A banner.
        public init(title: String?, message: String?) {
            self.title = title
            self.message = message
        }
    }

    /// Does nothing; group hikes never load.
    public static let noop = Self(
        dashboard: .noop,
        localHiker: .noop,
        reportBadges: { _ in },
        showBanner: { _ in },
        groupHike: .noop
    )
}

extension LocalHikerClient {
    /// What the community service tells the app.
    public enum ListenerEvent {
        /// About an invitation.
        case invite(InviteEvent)
        /// About a group hike.
        case groupHike(GroupHikeEvent)

        /// What happened to an invitation.
        public enum InviteEvent {
            /// Another hiker accepted.
            case didAccept(inviteID: String, from: RemotePlayer)
            /// Hikers asked to hike together.
            case didRequestHikeWith([RemotePlayer])
        }

        /// What happened in a group hike.
        public enum GroupHikeEvent {
            /// The hike is over.
            case hikeEnded(GroupHike)
            /// It is the hiker's turn.
            case receivedTurn(GroupHike, didBecomeActive: Bool)
            /// A participant wants to leave.
            case wantsToLeave(GroupHike)
        }
    }
}

extension GroupHikeClient {
    /// Ends a group hike.
    public struct EndHikeRequest: Equatable, Sendable {
        /// The hike.
        public var hikeID: GroupHike.ID
        /// The last leg.
        public var legData: Data
        /// A message to the group.
        public var message: String?

        /// A request to end `hikeID`.
        public init(for hikeID: GroupHike.ID, legData: Data, message: String?) {
            self.hikeID = hikeID
            self.legData = legData
            self.message = message
        }
    }

    /// Ends the hiker's leg.
    public struct EndLegRequest: Equatable, Sendable {
        /// The hike.
        public var hikeID: GroupHike.ID
        /// The leg.
        public var legData: Data
        /// A message to the group.
        public var message: String
    }

    /// Accepts every change; never loads a hike.
    public static let noop = Self(
        endHike: { _ in },
        endLeg: { _ in },
        load: { _ in try await Task.never() },
        loadHikes: { [] },
        leave: { _, _ in },
        remove: { _ in },
        saveCurrentLeg: { _, _ in },
        sendReminder: { _, _, _ in }
    )
}

/// How far the hiker is towards a badge.
public struct BadgeProgress: Equatable, Sendable {
    /// The badge.
    public var badgeID: String
    /// How far, from 0 to 100.
    public var percentComplete: Double
}

/// The hiker signed in to the community service.
public struct LocalHiker: Equatable, Sendable {
    /// The hiker's identifier, once signed in.
    public var hikerID: String?
    /// The name other hikers see.
    public var displayName: String
    /// Whether the hiker is signed in.
    public var isAuthenticated: Bool

    /// Nobody signed in.
    public static let anonymous = Self(hikerID: nil, displayName: "Hiker", isAuthenticated: false)
}

/// A hike shared by a group, each member logging their leg in turn.
public struct GroupHike: Equatable, Sendable {
    /// A group hike's identifier.
    public typealias ID = String
    /// The hike's identifier.
    public var id: ID
    /// Who takes part.
    public var participantIDs: [String]
    /// The current leg.
    public var legData: Data?
}
