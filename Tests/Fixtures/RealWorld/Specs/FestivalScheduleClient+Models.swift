// The values of FestivalScheduleClient.client (round 9, modelled on DroidKaigi's KMPClient).

/// The festival's sessions.
public struct FestivalSchedule: Sendable, Equatable {
    /// The sessions, in order.
    public var sessions: [FestivalSession]

    /// A schedule of these sessions.
    public init(sessions: [FestivalSession]) {
        self.sessions = sessions
    }
}

/// One session of the festival.
public struct FestivalSession: Sendable, Equatable, Identifiable {
    /// A session's identifier.
    public struct ID: Sendable, Hashable {
        /// The identifier as the festival's feed spells it.
        public var raw: String

        /// The identifier spelled `raw`.
        public init(_ raw: String) {
            self.raw = raw
        }
    }

    /// The session's identifier.
    public var id: ID
    /// The session's title.
    public var title: String

    /// A session with this identifier and title.
    public init(id: ID, title: String) {
        self.id = id
        self.title = title
    }
}

/// A ranger or volunteer.
public struct FestivalStaffMember: Sendable, Equatable {
    /// Their name.
    public var name: String

    /// A staff member of this name.
    public init(name: String) {
        self.name = name
    }
}
