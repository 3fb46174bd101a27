// Shape: a @DependencyClient with a type alias, an endpoint less visible than the struct, a throwing endpoint with a
// default value, and a hand-written noop returning other values than the generated one would (kept, with
// @noop(none)). Written for the import corpus; nothing is copied.
import DependenciesMacros

@DependencyClient
public struct CampfireClient: Sendable {
    public typealias Ember = (heat: Double, minutes: Int)
    public var light: @Sendable () async throws -> Bool = { false }
    public var ember: @Sendable () -> Ember = { (heat: 0, minutes: 0) }
    var douse: @Sendable () async -> Void
}

extension CampfireClient {
    public static let noop = Self(light: { true }, ember: { (heat: 1, minutes: 5) }, douse: {})
}
