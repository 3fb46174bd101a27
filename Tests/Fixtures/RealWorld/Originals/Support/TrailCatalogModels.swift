// Shared models for the trail catalog clients. `ApiModel` holds the `Codable` values the web repositories
// decode; `DBModel` holds stand-ins for the SwiftData `@Model` classes the database repositories store (plain
// `final class`es: SwiftData's macro is not available on Linux, and what the clients care about is that these are
// reference types that are not `Sendable`).
import Foundation

public enum ApiModel {}

extension ApiModel {
    public struct Trail: Codable, Equatable, Sendable {
        public var slug: String
        public var name: String
        public var region: String
        public var lengthKilometers: Double
        public var translations: [String: String]

        public init(
            slug: String, name: String, region: String, lengthKilometers: Double, translations: [String: String] = [:]
        ) {
            self.slug = slug
            self.name = name
            self.region = region
            self.lengthKilometers = lengthKilometers
            self.translations = translations
        }
    }

    public struct TrailDetails: Codable, Equatable, Sendable {
        public var trailhead: String?
        public var elevationGainMeters: Int
        public var segments: [Segment]
        public var connectingTrails: [String]?
    }

    public struct Segment: Codable, Equatable, Sendable {
        public var code: String
        public var label: String
        public var surface: String
    }
}

public enum DBModel {}

extension DBModel {
    /// Stand-in for `@Model final class Trail`.
    public final class Trail: PersistentModelStandIn {
        public let persistentID = UUID()
        public var slug: String
        public var name: String
        public var region: String
        public var lengthKilometers: Double
        public var translations: [String: String]

        public init(
            slug: String, name: String, region: String, lengthKilometers: Double, translations: [String: String] = [:]
        ) {
            self.slug = slug
            self.name = name
            self.region = region
            self.lengthKilometers = lengthKilometers
            self.translations = translations
        }
    }

    /// Stand-in for `@Model final class TrailDetails`.
    public final class TrailDetails: PersistentModelStandIn {
        public let persistentID = UUID()
        public var slug: String
        public var trailhead: String?
        public var elevationGainMeters: Int
        public var segments: [TrailSegment]
        public var connectingTrails: [Trail]

        public init(
            slug: String, trailhead: String?, elevationGainMeters: Int, segments: [TrailSegment],
            connectingTrails: [Trail]
        ) {
            self.slug = slug
            self.trailhead = trailhead
            self.elevationGainMeters = elevationGainMeters
            self.segments = segments
            self.connectingTrails = connectingTrails
        }
    }

    /// Stand-in for `@Model final class TrailSegment`.
    public final class TrailSegment: PersistentModelStandIn {
        public let persistentID = UUID()
        public var code: String
        public var label: String
        public var surface: String

        public init(code: String, label: String, surface: String) {
            self.code = code
            self.label = label
            self.surface = surface
        }
    }
}

/// Stand-in for a SwiftData `@Model` class holding one chapter of a hiker's journal.
public final class JournalChapter: PersistentModelStandIn {
    public let persistentID = UUID()
    public var chapterID: UUID
    public var title: String
    public var body: String
    public var createdAt: Date
    public var coverPhotoName: String?

    public init(chapterID: UUID, title: String, body: String, createdAt: Date, coverPhotoName: String? = nil) {
        self.chapterID = chapterID
        self.title = title
        self.body = body
        self.createdAt = createdAt
        self.coverPhotoName = coverPhotoName
    }
}

/// Stand-in for a SwiftData `@Model` class: a route the hiker planned and saved on the device.
public final class PlannedRoute: PersistentModelStandIn {
    public let persistentID = UUID()
    public var name: String
    public var waypointCount: Int
    public var lastEditedAt: Date

    public init(name: String, waypointCount: Int, lastEditedAt: Date) {
        self.name = name
        self.waypointCount = waypointCount
        self.lastEditedAt = lastEditedAt
    }
}
