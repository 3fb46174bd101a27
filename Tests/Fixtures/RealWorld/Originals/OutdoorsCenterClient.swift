// Modelled on the shape of isowords' `GameCenterClient` (pointfreeco/isowords, Sources/ComposableGameCenter): a
// `@DependencyClient` composed of sub-clients that are themselves `@DependencyClient`s declared in the same file, an
// event stream with a default of `.finished`, nested request structs and nested event enums whose payloads are
// non-`Sendable` framework objects (`GKPlayer` there; the `RemotePlayer` stand-in here). Written for this corpus;
// nothing is copied.
import Dependencies
import DependenciesMacros
import Foundation

/// The hiking community service: profile, shared group hikes and the badge dashboard.
@DependencyClient
public struct OutdoorsCenterClient: Sendable {
    public var dashboard: DashboardPresenterClient
    public var localHiker: LocalHikerClient
    public var reportBadges: @Sendable ([BadgeProgress]) async throws -> Void
    public var showBanner: @Sendable (BannerRequest) async -> Void
    public var groupHike: GroupHikeClient

    public struct BannerRequest: Equatable, Sendable {
        public var message: String?
        public var title: String?

        public init(title: String?, message: String?) {
            self.title = title
            self.message = message
        }
    }
}

public struct BadgeProgress: Equatable, Sendable {
    public var badgeID: String
    public var percentComplete: Double
}

@DependencyClient
public struct DashboardPresenterClient: Sendable {
    public var present: @Sendable () async -> Void
    public var dismiss: @Sendable () async -> Void
}

@DependencyClient
public struct LocalHikerClient: Sendable {
    public var authenticate: @Sendable () async throws -> Void
    public var listener: @Sendable () -> AsyncStream<ListenerEvent> = { .finished }
    public var localHiker: @Sendable () -> LocalHiker = { .anonymous }
    public var presentSignIn: @Sendable () async -> Void

    public enum ListenerEvent {
        case invite(InviteEvent)
        case groupHike(GroupHikeEvent)

        public enum InviteEvent {
            case didAccept(inviteID: String, from: RemotePlayer)
            case didRequestHikeWith([RemotePlayer])
        }

        public enum GroupHikeEvent {
            case hikeEnded(GroupHike)
            case receivedTurn(GroupHike, didBecomeActive: Bool)
            case wantsToLeave(GroupHike)
        }
    }
}

public struct LocalHiker: Equatable, Sendable {
    public var hikerID: String?
    public var displayName: String
    public var isAuthenticated: Bool

    public static let anonymous = Self(hikerID: nil, displayName: "Hiker", isAuthenticated: false)
}

/// A hike shared by a group, each member logging their leg in turn.
public struct GroupHike: Equatable, Sendable {
    public typealias ID = String
    public var id: ID
    public var participantIDs: [String]
    public var legData: Data?
}

@DependencyClient
public struct GroupHikeClient: Sendable {
    public var endHike: @Sendable (EndHikeRequest) async throws -> Void
    public var endLeg: @Sendable (EndLegRequest) async throws -> Void
    public var load: @Sendable (GroupHike.ID) async throws -> GroupHike
    public var loadHikes: @Sendable () async throws -> [GroupHike]
    public var leave: @Sendable (GroupHike.ID, Data) async throws -> Void
    public var remove: @Sendable (GroupHike) async throws -> Void
    public var saveCurrentLeg: @Sendable (GroupHike.ID, Data) async throws -> Void
    public var sendReminder: @Sendable (_ hikeID: GroupHike.ID, _ participantIDs: [String], _ message: String)
        async throws -> Void

    public struct EndHikeRequest: Equatable, Sendable {
        public var hikeID: GroupHike.ID
        public var legData: Data
        public var message: String?

        public init(for hikeID: GroupHike.ID, legData: Data, message: String?) {
            self.hikeID = hikeID
            self.legData = legData
            self.message = message
        }
    }

    public struct EndLegRequest: Equatable, Sendable {
        public var hikeID: GroupHike.ID
        public var legData: Data
        public var message: String
    }
}

extension DependencyValues {
    public var outdoorsCenter: OutdoorsCenterClient {
        get { self[OutdoorsCenterClient.self] }
        set { self[OutdoorsCenterClient.self] = newValue }
    }
}

extension OutdoorsCenterClient: TestDependencyKey {
    public static let previewValue = Self.noop

    /// Sub-clients are unimplemented through their own test values; the other endpoints by the macro's defaults.
    public static let testValue = Self(
        dashboard: .testValue,
        localHiker: .testValue,
        groupHike: .testValue
    )
}

extension OutdoorsCenterClient {
    public static let noop = Self(
        dashboard: .noop,
        localHiker: .noop,
        reportBadges: { _ in },
        showBanner: { _ in },
        groupHike: .noop
    )
}

extension DashboardPresenterClient {
    public static let noop = Self(present: {}, dismiss: {})
    public static let testValue = Self()
}

extension LocalHikerClient {
    public static let noop = Self(
        authenticate: {},
        listener: { .finished },
        localHiker: { .anonymous },
        presentSignIn: {}
    )
    public static let testValue = Self()
}

extension GroupHikeClient {
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
    public static let testValue = Self()
}
