// Shape: `@DependencyClient`s as swift-dependencies' users write them: a closure parameter written `_ _: String`, a
// `@DependencyEndpoint(method:)` rename of one, closures taking a type nested in an extension that is not Sendable,
// and an accessor declared with `@DependencyEntry` and no type. Written for the import corpus; nothing is copied.
import Dependencies
import DependenciesMacros

@DependencyClient
public struct BeaconLogClient: Sendable {
    public var log: @Sendable (_ _: String) -> Void
    @DependencyEndpoint(method: "mark")
    public var markWaypoint: @Sendable (_ _: String, _ elevation: Double) -> Void
    public var configure: @Sendable (_ options: Options) -> Void
}

extension BeaconLogClient {
    public final class Options {
        public var verbose = false
        public init() {}
    }

    static let live = BeaconLogClient(log: { _ in }, markWaypoint: { _, _ in }, configure: { _ in })
}

extension DependencyValues {
    @DependencyEntry var beaconLog = BeaconLogClient.live
}
