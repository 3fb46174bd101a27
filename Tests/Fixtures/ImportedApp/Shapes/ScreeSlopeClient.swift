// Shape: a struct client that is its own `DependencyKey` in its declaration, its key values in a plain extension
// naming statics of its own, and failing values that call `unimplemented(…)` bare in its extensions, as apps write
// them (modelled on kodydeda4/water-demo's clients and the `failing` static of vyachesIavskiy/Satisfactory's
// `StorageClient`). The generated struct's static `unimplemented` hides the function there: import moves those values
// to the extras file with the calls qualified. Written for the import corpus; nothing is copied.
import Dependencies

public struct ScreeSlopeClient: DependencyKey, Sendable {
    public var steepness: @Sendable (_ slope: String) async throws -> Double
    public var isStable: @Sendable (_ slope: String) -> Bool
}

extension ScreeSlopeClient {
    public static let liveValue = Self.live
    public static let testValue = Self.failing
}

extension ScreeSlopeClient {
    static let live = Self(
        steepness: { slope in Double(slope.count) * 10 },
        isStable: { $0.count < 6 }
    )

    /// Fails every test that calls it.
    public static let failing = Self(
        steepness: unimplemented("ScreeSlopeClient.steepness"),
        isStable: unimplemented("ScreeSlopeClient.isStable", placeholder: false)
    )
}

private extension ScreeSlopeClient {
    static let gentleOnly = Self(
        steepness: { _ in 5 },
        isStable: unimplemented("ScreeSlopeClient.isStable", placeholder: true)
    )
}

extension DependencyValues {
    public var screeSlope: ScreeSlopeClient {
        get { self[ScreeSlopeClient.self] }
        set { self[ScreeSlopeClient.self] = newValue }
    }
}

/// The steepness the gentle-slopes client reports, whatever the slope.
public func gentleSteepness() async throws -> Double {
    try await ScreeSlopeClient.gentleOnly.steepness("any")
}
