// Modelled on the shape of isowords' `UserDefaultsClient` (pointfreeco/isowords, Sources/UserDefaultsClient/
// Interface.swift, LiveKey.swift and TestKey.swift) and RBKit's `UserDefaultsClient` (roeybiran/RBKit,
// Sources/RBKit/Dependencies/UserDefaultsClient.swift): the accessor before the struct, closures whose parameters the
// type leaves unnamed (`(Bool, String)`), a live value built in statements that calls them `$0` and `$1` but for one
// closure that names its parameters, a `noop` that calls them `_`, helpers over the raw endpoints, and endpoints over
// an unnamed key path renamed to one `observe` method by `@DependencyEndpoint(method:)`. Written for this corpus;
// nothing is copied.
import Dependencies
import DependenciesMacros
import Foundation

extension DependencyValues {
    public var trailheadDefaults: TrailheadDefaultsClient {
        get { self[TrailheadDefaultsClient.self] }
        set { self[TrailheadDefaultsClient.self] = newValue }
    }
}

/// What the trail-head kiosk shows, observed through key paths.
public struct KioskDisplay: Sendable {
    public var showsWeather = true
    public var showsClosures = true
    public var visitorCount = 0

    public init() {}
}

/// The trail-head kiosk's stored settings.
@DependencyClient
public struct TrailheadDefaultsClient: Sendable {
    public var boolForKey: @Sendable (String) -> Bool = { _ in false }
    public var stringForKey: @Sendable (String) -> String?
    public var remove: @Sendable (String) async -> Void
    public var setBool: @Sendable (Bool, String) async -> Void
    public var setString: @Sendable (String?, String) async -> Void
    @DependencyEndpoint(method: "observe")
    public var observeFlag: @Sendable (KeyPath<KioskDisplay, Bool>) -> AsyncStream<Bool> = { _ in .finished }
    @DependencyEndpoint(method: "observe")
    public var observeCount: @Sendable (KeyPath<KioskDisplay, Int>) -> AsyncStream<Int> = { _ in .finished }

    /// Whether the visitor accepted the park's terms on this kiosk.
    public var hasAcceptedTerms: Bool {
        self.boolForKey(acceptedTermsKey)
    }

    public func setHasAcceptedTerms(_ accepted: Bool) async {
        await self.setBool(accepted, acceptedTermsKey)
    }
}

let acceptedTermsKey = "acceptedTermsKey"
let kioskNameKey = "kioskNameKey"

extension TrailheadDefaultsClient: DependencyKey {
    public static let liveValue: Self = {
        let defaults = UncheckedSendable(UserDefaults(suiteName: "trailhead.kiosk")!)
        let display = LockIsolated(KioskDisplay())
        return Self(
            boolForKey: { defaults.value.bool(forKey: $0) },
            stringForKey: { defaults.value.string(forKey: $0) },
            remove: { defaults.value.removeObject(forKey: $0) },
            setBool: { defaults.value.set($0, forKey: $1) },
            setString: { value, key in
                if let value { defaults.value.set(value, forKey: key) } else { defaults.value.removeObject(forKey: key) }
            },
            observeFlag: { kioskValues(of: display, at: $0) },
            observeCount: { kioskValues(of: display, at: $0) }
        )
    }()

    public static let previewValue = Self.noop
    public static let testValue = Self()
}

/// The value at `path` of the kiosk's display, as a stream of one value.
func kioskValues<Value: Sendable>(of display: LockIsolated<KioskDisplay>, at path: KeyPath<KioskDisplay, Value>)
    -> AsyncStream<Value>
{
    let value = display.value[keyPath: path]
    return AsyncStream { continuation in
        continuation.yield(value)
        continuation.finish()
    }
}

extension TrailheadDefaultsClient {
    public static let noop = Self(
        boolForKey: { _ in false },
        stringForKey: { _ in nil },
        remove: { _ in },
        setBool: { _, _ in },
        setString: { _, _ in },
        observeFlag: { _ in .finished },
        observeCount: { _ in .finished }
    )
}
