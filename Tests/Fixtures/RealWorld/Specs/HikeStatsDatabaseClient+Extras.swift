// What Originals/HikeStatsDatabaseClient.swift declares besides the endpoints: nested model types and static values.
import Dependencies
import Foundation

extension HikeStatsDatabaseClient {
    /// A logged hike.
    public struct Hike: Equatable, Sendable {
        /// The row's identifier.
        public var id: Int
        /// What was hiked.
        public var hike: CompletedHike
        /// Time spent moving.
        public var secondsMoving: Int
        /// When the hike started.
        public var startedAt: Date
    }

    /// Totals over every logged hike.
    public struct Stats: Equatable, Sendable {
        /// Hikes completed.
        public var hikesCompleted = 0
        /// The highest peak reached.
        public var highestPeak: Peak?

        /// A peak.
        public struct Peak: Equatable, Sendable {
            /// The peak's name.
            public var name: String
            /// Its height.
            public var elevationMeters: Int
        }

        /// No hikes yet.
        public init() {}
    }

    /// The peaks reached.
    public struct PeakLog: Equatable, Sendable {
        /// One entry per peak.
        public var peaks: [Entry]

        /// A peak and how often it was reached.
        public struct Entry: Equatable, Sendable {
            /// The peak's name.
            public var name: String
            /// How many times it was reached.
            public var summitCount: Int
        }
    }

    /// The kinds of hike the stats count.
    public enum HikeKind: String, Codable, Sendable {
        /// Back the same day.
        case dayHike
        /// With nights out.
        case overnight
        /// With a guide.
        case guided

        /// The kind of a hike of `nights` nights.
        public init(nights: Int, withGuide: Bool) {
            if withGuide {
                self = .guided
            } else {
                self = nights > 0 ? .overnight : .dayHike
            }
        }
    }

    /// Never answers the queries; accepts the writes.
    public static let noop = Self(
        fetchHikesOnTrail: { _ in try await Task.never() },
        fetchStats: { try await Task.never() },
        fetchPeakLog: { try await Task.never() },
        migrate: {},
        hikeCount: { _ in try await Task.never() },
        saveHike: { _ in try await Task.never() }
    )

    /// Opens (creating if needed) the database at `path`.
    public static func live(path: URL) -> Self {
        let saved = LockIsolated<[CompletedHike]>([])
        return Self(
            fetchHikesOnTrail: { slug in
                saved.value.enumerated()
                    .filter { $0.element.trailSlug == slug }
                    .map { Hike(id: $0.offset, hike: $0.element, secondsMoving: 0, startedAt: Date()) }
            },
            fetchStats: { Stats() },
            fetchPeakLog: { PeakLog(peaks: []) },
            migrate: { _ = path },
            hikeCount: { kind in
                saved.value.filter { HikeKind(nights: $0.nights, withGuide: false) == kind }.count
            },
            saveHike: { hike in saved.withValue { $0.append(hike) } }
        )
    }

    /// Answers with canned values, for previews.
    public static var mock: Self {
        let hikes = LockIsolated<[CompletedHike]>([])
        return Self(
            fetchHikesOnTrail: { _ in [] },
            fetchStats: { Stats() },
            fetchPeakLog: { PeakLog(peaks: []) },
            migrate: {},
            hikeCount: { _ in 12 },
            saveHike: { hike in hikes.withValue { $0.append(hike) } }
        )
    }
}

/// A hike the hiker finished and logged.
public struct CompletedHike: Equatable, Codable, Sendable {
    /// The trail hiked.
    public var trailSlug: String
    /// The distance.
    public var kilometers: Double
    /// Nights out.
    public var nights: Int

    /// A hike.
    public init(trailSlug: String, kilometers: Double, nights: Int) {
        self.trailSlug = trailSlug
        self.kilometers = kilometers
        self.nights = nights
    }
}

#if DEBUG
    extension HikeStatsDatabaseClient {
        /// A database in memory.
        public static let inMemory = Self.live(path: URL(string: ":memory:")!)
    }
#endif
