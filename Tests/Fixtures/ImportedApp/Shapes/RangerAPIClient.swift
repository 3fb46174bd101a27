// Shape: a client composed of sub-clients declared inside it (an extension of the parent), each a plain struct of
// closures, registered through the parent alone, its test value built of the sub-clients' `unimplemented` calls (as
// apps group an API's endpoints by resource). Written for the import corpus; nothing is copied.
import Dependencies

public struct RangerAPIClient: Sendable {
    public var stations: Stations
    public var reports: Reports
}

extension RangerAPIClient {
    public struct Stations: Sendable {
        public var fetch: @Sendable (_ id: Int) async throws -> String
        public var nearby: @Sendable (_ latitude: Double, _ longitude: Double) async throws -> [String]
    }

    public struct Reports: Sendable {
        public var latest: @Sendable () async throws -> [String]
    }
}

extension RangerAPIClient: TestDependencyKey {
    public static let testValue = RangerAPIClient(
        stations: Stations(fetch: unimplemented("stations.fetch"), nearby: unimplemented("stations.nearby")),
        reports: Reports(latest: unimplemented("reports.latest"))
    )
}

extension DependencyValues {
    public var rangerAPI: RangerAPIClient {
        get { self[RangerAPIClient.self] }
        set { self[RangerAPIClient.self] = newValue }
    }
}
