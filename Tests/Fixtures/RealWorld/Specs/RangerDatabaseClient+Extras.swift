// What Originals/RangerDatabaseClient.swift declares besides the endpoints: the deferred effect type, the models (not
// `Sendable`, as there) and the DEBUG `failing` value; plus `DeferredIO.unimplemented`, the spec's placeholder.
import Dependencies
import Foundation

/// A deferred, failable unit of work, run by the server's request pipeline.
public struct DeferredIO<Failure: Error, Value> {
    /// Runs the work.
    public let run: () async -> Result<Value, Failure>

    /// Work that `run` does.
    public init(_ run: @escaping () async -> Result<Value, Failure>) {
        self.run = run
    }

    /// Work that succeeds with `value`.
    public static func pure(_ value: Value) -> Self {
        Self { .success(value) }
    }
}

extension DeferredIO where Failure == Error {
    /// Work that fails with `UnimplementedFailure`: what an unimplemented endpoint returns.
    public static func unimplemented(_ endpoint: String) -> Self {
        Self { .failure(UnimplementedFailure(description: "RangerDatabaseClient.\(endpoint)")) }
    }
}

/// A ranger.
public struct Ranger: Equatable, Codable {
    /// A ranger's identifier.
    public typealias ID = UUID
    /// The ranger's identifier.
    public var id: ID
    /// The ranger's name.
    public var name: String
    /// The station the ranger works at.
    public var stationID: Station.ID?
}

/// A ranger station.
public struct Station: Equatable, Codable {
    /// A station's identifier.
    public typealias ID = UUID
    /// The station's identifier.
    public var id: ID
    /// The station's name.
    public var name: String
}

/// A report of a trail's condition.
public struct TrailReport: Equatable, Codable {
    /// A trail's condition.
    public enum Condition: String, Codable {
        /// Clear.
        case clear
        /// Muddy.
        case muddy
        /// Snow.
        case snow
        /// Closed.
        case closed
    }

    /// The trail.
    public var trailSlug: String
    /// Its condition.
    public var condition: Condition
    /// Who reported it.
    public var reportedBy: Ranger.ID
}

#if DEBUG
    extension RangerDatabaseClient {
        /// Fails every query: tests replace the endpoints they exercise.
        public static var failing: Self {
            struct Unimplemented: Error { let endpoint: String }
            @Sendable func fail<A>(_ endpoint: String) -> DeferredIO<Error, A> {
                DeferredIO { .failure(Unimplemented(endpoint: endpoint)) }
            }
            return Self(
                fetchRangerByAccessToken: { _ in fail("fetchRangerByAccessToken") },
                fetchStation: { _ in fail("fetchStation") },
                fetchStationsNear: { _, _, _ in fail("fetchStationsNear") },
                fetchReports: { _, _ in fail("fetchReports") },
                insertRanger: { _, _ in fail("insertRanger") },
                insertReport: { _ in fail("insertReport") },
                migrate: { fail("migrate") },
                shutdown: { fail("shutdown") },
                updateRanger: { _, _ in fail("updateRanger") }
            )
        }
    }
#endif
