// Shape: a public struct client whose test key holds fixtures beside its test and preview values, some internal, one
// of an internal type, and whose test value calls real closures, as apps write them (modelled on the
// `TestDependencyKey` extensions of yegormi/eventbook-ios's `SessionClient` and `LocationClient` and
// p2hacks2023/post-04's `AuthClient` and `LocationManager`). A key's extension has no access of its own, so import
// must move those fixtures with theirs: given the client's, `sampleSpots` became public and did not compile. Written
// for the import corpus; nothing is copied.
import Dependencies

/// A place to sleep on the mountain.
struct BivouacSpot: Sendable, Equatable {
    var name: String
    var altitude: Int
}

public struct BivouacClient: Sendable {
    public var reserve: @Sendable (_ spot: String) async throws -> Bool
    public var current: @Sendable () throws -> String
    public var release: @Sendable () -> Void

    public init(
        reserve: @escaping @Sendable (_ spot: String) async throws -> Bool,
        current: @escaping @Sendable () throws -> String,
        release: @escaping @Sendable () -> Void
    ) {
        self.reserve = reserve
        self.current = current
        self.release = release
    }
}

extension BivouacClient: DependencyKey {
    public static let liveValue = Self(
        reserve: { spot in !spot.isEmpty },
        current: { "Col du Lac" },
        release: {}
    )
}

extension BivouacClient: TestDependencyKey {
    public static let testValue = Self(
        reserve: unimplemented("BivouacClient.reserve", placeholder: false),
        current: { "Test col" },
        release: {}
    )

    public static let previewValue = Self.testValue

    static let sampleSpots: [BivouacSpot] = [
        BivouacSpot(name: "Ridge", altitude: 2_950),
        BivouacSpot(name: "Saddle", altitude: 3_100),
    ]

    static let alwaysFull = Self(
        reserve: { _ in false },
        current: { sampleSpots[0].name },
        release: {}
    )

    public static let alwaysOpen = Self(reserve: { _ in true }, current: { "Open col" }, release: {})
}

extension DependencyValues {
    public var bivouac: BivouacClient {
        get { self[BivouacClient.self] }
        set { self[BivouacClient.self] = newValue }
    }
}

/// Whether the full bivouac takes a reservation, and where it says it is.
public func fullBivouac() async throws -> (reserved: Bool, current: String) {
    (try await BivouacClient.alwaysFull.reserve("Ridge"), try BivouacClient.alwaysFull.current())
}
