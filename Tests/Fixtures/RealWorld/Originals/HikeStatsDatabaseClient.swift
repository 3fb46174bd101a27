// Modelled on the shape of isowords' `LocalDatabaseClient` (pointfreeco/isowords, Sources/LocalDatabaseClient): a
// `@DependencyClient` over a local SQLite database with several nested model types (some nesting further), a nested
// enum with an initializer, a `noop` beside the declaration, a computed `static var mock` built on `LockIsolated` state
// used as the preview value, a `live(path:)` factory and a DEBUG-only in-memory variant. Written for this corpus;
// nothing is copied.
import Dependencies
import DependenciesMacros
import Foundation

@DependencyClient
public struct HikeStatsDatabaseClient: Sendable {
    public var fetchHikesOnTrail: @Sendable (_ slug: String) async throws -> [HikeStatsDatabaseClient.Hike]
    public var fetchStats: @Sendable () async throws -> Stats
    public var fetchPeakLog: @Sendable () async throws -> PeakLog
    public var migrate: @Sendable () async throws -> Void
    public var hikeCount: @Sendable (HikeKind) async throws -> Int
    public var saveHike: @Sendable (CompletedHike) async throws -> Void

    public struct Hike: Equatable, Sendable {
        public var id: Int
        public var hike: CompletedHike
        public var secondsMoving: Int
        public var startedAt: Date
    }

    public struct Stats: Equatable, Sendable {
        public var averageSpeedKmh: Double?
        public var hikesCompleted = 0
        public var highestPeak: Peak?
        public var longestHikeKilometers: Double?
        public var secondsMoving = 0
        public var totalAscentMeters = 0

        public struct Peak: Equatable, Sendable {
            public var name: String
            public var elevationMeters: Int
        }

        public init() {}
    }

    public struct PeakLog: Equatable, Sendable {
        public var peaks: [Entry]

        public struct Entry: Equatable, Sendable {
            public var name: String
            public var summitCount: Int
            public var elevationMeters: Int
        }
    }

    public enum HikeKind: String, Codable, Sendable {
        case dayHike
        case overnight
        case guided

        public init(nights: Int, withGuide: Bool) {
            if withGuide {
                self = .guided
            } else {
                self = nights > 0 ? .overnight : .dayHike
            }
        }
    }
}

/// A hike the hiker finished and logged.
public struct CompletedHike: Equatable, Codable, Sendable {
    public var trailSlug: String
    public var kilometers: Double
    public var ascentMeters: Int
    public var nights: Int
}

extension HikeStatsDatabaseClient {
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
}

extension DependencyValues {
    public var hikeStats: HikeStatsDatabaseClient {
        get { self[HikeStatsDatabaseClient.self] }
        set { self[HikeStatsDatabaseClient.self] = newValue }
    }
}

extension HikeStatsDatabaseClient: TestDependencyKey {
    public static let previewValue = Self.mock
    public static let testValue = Self()
}

extension HikeStatsDatabaseClient {
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

#if DEBUG
    extension HikeStatsDatabaseClient {
        public static let inMemory = Self.live(path: URL(string: ":memory:")!)
    }
#endif
