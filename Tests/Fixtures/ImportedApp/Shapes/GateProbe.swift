// Shape: a plain struct whose endpoint is marked `@DependencyEndpoint`, so callers use the labelled method the macro
// makes, and whose closure defaults hold closures of their own (`$0` of the inner closure). Written for the import
// corpus; nothing is copied.
import Dependencies
import DependenciesMacros

public struct GateProbe: Sendable {
    @DependencyEndpoint
    public var isOpen: @Sendable (_ gate: Int) -> Bool = { _ in false }
    public init() {}
}

extension GateProbe: TestDependencyKey {
    public static let testValue = GateProbe()
}

@DependencyClient
public struct TideFeed: Sendable {
    public var levels: @Sendable () -> AsyncStream<Double> = { AsyncStream { $0.finish() } }
    public var stations: @Sendable () -> [Int] = { [7, 3].sorted { $0 < $1 } }
}

extension TideFeed: TestDependencyKey {
    public static let testValue = TideFeed()
}

func firstGateIsOpen(_ probe: GateProbe) -> Bool { probe.isOpen(gate: 1) }
