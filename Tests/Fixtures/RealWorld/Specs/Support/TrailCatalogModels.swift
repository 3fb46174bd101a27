// Models the trail catalog clients share, equivalent to Originals/Support/TrailCatalogModels.swift: `ApiModel` holds
// the `Codable` values the web repositories decode; `DBModel`, `JournalChapter` and `PlannedRoute` stand in for
// SwiftData `@Model` classes (plain `final class`es: reference types that are not `Sendable`).
import Foundation

/// Values the trail server sends.
public enum ApiModel {}

extension ApiModel {
    /// A trail, as the server lists it.
    public struct Trail: Codable, Equatable, Sendable {
        /// The trail's identifier.
        public var slug: String
        /// The trail's name.
        public var name: String

        /// A trail.
        public init(slug: String, name: String) {
            self.slug = slug
            self.name = name
        }
    }

    /// A trail's details.
    public struct TrailDetails: Codable, Equatable, Sendable {
        /// Where the trail starts.
        public var trailhead: String?
        /// The ascent over the whole trail.
        public var elevationGainMeters: Int

        /// Details.
        public init(trailhead: String?, elevationGainMeters: Int) {
            self.trailhead = trailhead
            self.elevationGainMeters = elevationGainMeters
        }
    }
}

/// Stand-ins for the database's `@Model` classes.
public enum DBModel {}

extension DBModel {
    /// Stand-in for `@Model final class Trail`.
    public final class Trail: PersistentModelStandIn {
        /// The stored object's identity.
        public let persistentID = UUID()
        /// The trail's identifier.
        public var slug: String
        /// The trail's name.
        public var name: String

        /// A trail.
        public init(slug: String, name: String) {
            self.slug = slug
            self.name = name
        }
    }

    /// Stand-in for `@Model final class TrailDetails`.
    public final class TrailDetails: PersistentModelStandIn {
        /// The stored object's identity.
        public let persistentID = UUID()
        /// The trail the details are about.
        public var slug: String
        /// The ascent over the whole trail.
        public var elevationGainMeters: Int

        /// Details of the trail `slug`.
        public init(slug: String, elevationGainMeters: Int) {
            self.slug = slug
            self.elevationGainMeters = elevationGainMeters
        }
    }
}

/// Stand-in for a `@Model` class holding one chapter of a hiker's journal.
public final class JournalChapter: PersistentModelStandIn {
    /// The stored object's identity.
    public let persistentID = UUID()
    /// The chapter's identifier on the sync server.
    public var chapterID: UUID
    /// The chapter's title.
    public var title: String

    /// A chapter.
    public init(chapterID: UUID, title: String) {
        self.chapterID = chapterID
        self.title = title
    }
}

/// Stand-in for a `@Model` class: a route the hiker planned and saved on the device.
public final class PlannedRoute: PersistentModelStandIn {
    /// The stored object's identity.
    public let persistentID = UUID()
    /// The route's name.
    public var name: String

    /// A route.
    public init(name: String) {
        self.name = name
    }
}
