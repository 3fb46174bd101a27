// Shapes: requirements and endpoints under `#if` chains whose other branches Linux never compiles (a type declared only
// under `os(iOS)` in a requirement, an `#elseif`/`#else` chain of one requirement per platform), a client only watchOS
// has, and a get-only subscript of two parameters. A spec that lost a condition would not build here. Written for the
// import corpus; nothing is copied.
import Dependencies
import DependenciesMacros

#if os(iOS)
public struct CompassHapticPattern: Sendable {
    public var pulses: Int
}
#endif

public protocol CompassClient: Sendable {
    func heading() async throws -> Double
    #if os(iOS)
    func playHaptic(_ pattern: CompassHapticPattern) async
    #elseif os(macOS)
    func showHeadingInMenuBar(_ isShown: Bool) async
    #else
    func logHeading(to path: String) async throws
    #endif
    subscript(landmark name: String, within meters: Int) -> Double? { get }
}

@DependencyClient
public struct AltimeterClient: Sendable {
    public var altitude: @Sendable () async throws -> Double
    #if os(iOS)
    public var pressureStream: @Sendable () -> AsyncStream<CompassHapticPattern> = { .finished }
    #endif
    public var calibrate: @Sendable (_ altitude: Double) async -> Void
}

extension AltimeterClient: TestDependencyKey {
    public static let testValue = AltimeterClient()
}

extension DependencyValues {
    public var altimeter: AltimeterClient {
        get { self[AltimeterClient.self] }
        set { self[AltimeterClient.self] = newValue }
    }
}

#if os(watchOS)
public protocol WristTapClient: Sendable {
    func tap(_ pattern: WKHapticTypeStandIn) async
}
#endif

struct CompassReading {
    let client: any CompassClient

    func nearestLandmark() async -> Double? {
        client[landmark: "Rifugio Lagazuoi", within: 500]
    }
}
