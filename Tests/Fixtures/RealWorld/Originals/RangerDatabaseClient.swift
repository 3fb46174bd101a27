// Modelled on the shape of isowords' server-side `DatabaseClient` (pointfreeco/isowords, Sources/DatabaseClient): a
// plain struct of closures with no macro and no `Sendable`, whose every endpoint returns a deferred effect type
// (`EitherIO<Error, A>` there; the `DeferredIO` below here), with an explicit memberwise `init` taking `@escaping`
// closures. The server wires it into its own environment, not into `DependencyValues`. Written for this corpus; nothing
// is copied.
import Foundation

/// A deferred, failable unit of work, run by the server's request pipeline.
public struct DeferredIO<Failure: Error, Value> {
    public let run: () async -> Result<Value, Failure>

    public init(_ run: @escaping () async -> Result<Value, Failure>) {
        self.run = run
    }

    public static func pure(_ value: Value) -> Self {
        Self { .success(value) }
    }

    public func map<NewValue>(_ transform: @escaping (Value) -> NewValue) -> DeferredIO<Failure, NewValue> {
        DeferredIO<Failure, NewValue> { await self.run().map(transform) }
    }
}

public struct Ranger: Equatable, Codable {
    public typealias ID = UUID
    public var id: ID
    public var name: String
    public var stationID: Station.ID?
}

public struct Station: Equatable, Codable {
    public typealias ID = UUID
    public var id: ID
    public var name: String
    public var latitude: Double
    public var longitude: Double
}

public struct TrailReport: Equatable, Codable {
    public enum Condition: String, Codable { case clear, muddy, snow, closed }
    public var trailSlug: String
    public var condition: Condition
    public var reportedBy: Ranger.ID
    public var reportedAt: Date
}

/// The server's access to its Postgres database.
public struct RangerDatabaseClient {
    public var fetchRangerByAccessToken: (_ token: String) -> DeferredIO<Error, Ranger?>
    public var fetchStation: (Station.ID) -> DeferredIO<Error, Station>
    public var fetchStationsNear: (_ latitude: Double, _ longitude: Double, _ radiusKilometers: Double)
        -> DeferredIO<Error, [Station]>
    public var fetchReports: (_ trailSlug: String, _ since: Date) -> DeferredIO<Error, [TrailReport]>
    public var insertRanger: (_ name: String, _ stationID: Station.ID?) -> DeferredIO<Error, Ranger>
    public var insertReport: (TrailReport) -> DeferredIO<Error, Void>
    public var migrate: () -> DeferredIO<Error, Void>
    public var shutdown: () -> DeferredIO<Error, Void>
    public var updateRanger: (Ranger.ID, _ stationID: Station.ID?) -> DeferredIO<Error, Ranger>

    public init(
        fetchRangerByAccessToken: @escaping (_ token: String) -> DeferredIO<Error, Ranger?>,
        fetchStation: @escaping (Station.ID) -> DeferredIO<Error, Station>,
        fetchStationsNear: @escaping (_ latitude: Double, _ longitude: Double, _ radiusKilometers: Double)
            -> DeferredIO<Error, [Station]>,
        fetchReports: @escaping (_ trailSlug: String, _ since: Date) -> DeferredIO<Error, [TrailReport]>,
        insertRanger: @escaping (_ name: String, _ stationID: Station.ID?) -> DeferredIO<Error, Ranger>,
        insertReport: @escaping (TrailReport) -> DeferredIO<Error, Void>,
        migrate: @escaping () -> DeferredIO<Error, Void>,
        shutdown: @escaping () -> DeferredIO<Error, Void>,
        updateRanger: @escaping (Ranger.ID, _ stationID: Station.ID?) -> DeferredIO<Error, Ranger>
    ) {
        self.fetchRangerByAccessToken = fetchRangerByAccessToken
        self.fetchStation = fetchStation
        self.fetchStationsNear = fetchStationsNear
        self.fetchReports = fetchReports
        self.insertRanger = insertRanger
        self.insertReport = insertReport
        self.migrate = migrate
        self.shutdown = shutdown
        self.updateRanger = updateRanger
    }
}

#if DEBUG
    extension RangerDatabaseClient {
        /// Fails every query: tests replace the endpoints they exercise.
        public static var failing: Self {
            struct Unimplemented: Error { let endpoint: String }
            func fail<A>(_ endpoint: String) -> DeferredIO<Error, A> {
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
