// Shape: a plain struct of closures spelled through nested type aliases, with an explicit internal init, a test value
// of `unimplemented(…, placeholder:)` calls, one of them the client's own `noop`, and a `noop` as preview value (as
// radixdlt/babylon-wallet-ios writes its clients). Written for the import corpus; nothing is copied.
import Dependencies

public struct TrailEventsClient: Sendable {
    public var record: Record
    public var recentEvents: RecentEvents
    public var isTracking: IsTracking

    init(record: @escaping Record, recentEvents: @escaping RecentEvents, isTracking: @escaping IsTracking) {
        self.record = record
        self.recentEvents = recentEvents
        self.isTracking = isTracking
    }
}

extension TrailEventsClient {
    public typealias Record = @Sendable (String) -> Void
    public typealias RecentEvents = @Sendable () -> [String]
    public typealias IsTracking = @Sendable () -> Bool
}

extension DependencyValues {
    public var trailEvents: TrailEventsClient {
        get { self[TrailEventsClient.self] }
        set { self[TrailEventsClient.self] = newValue }
    }
}

extension TrailEventsClient: TestDependencyKey {
    public static let previewValue = Self.noop

    public static let testValue = Self(
        record: unimplemented("\(Self.self).record"),
        recentEvents: unimplemented("\(Self.self).recentEvents", placeholder: noop.recentEvents()),
        isTracking: unimplemented("\(Self.self).isTracking", placeholder: true)
    )
}

extension TrailEventsClient {
    static let noop = Self(
        record: { _ in },
        recentEvents: { [] },
        isTracking: { true }
    )
}
