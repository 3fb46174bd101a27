// What Originals/TrailheadDefaultsClient.swift declares besides the endpoints: the display model its key paths start
// from, the live value, the `observe` methods, the helpers and the key constants.
import Dependencies
import Foundation

/// What the trail-head kiosk shows, observed through key paths.
public struct KioskDisplay: Sendable {
    /// Whether the weather panel shows.
    public var showsWeather = true
    /// Whether the trail closures panel shows.
    public var showsClosures = true
    /// How many visitors the kiosk counted today.
    public var visitorCount = 0

    /// The kiosk's first display.
    public init() {}
}

let acceptedTermsKey = "acceptedTermsKey"
let kioskNameKey = "kioskNameKey"

extension TrailheadDefaultsClient {
    /// The kiosk's settings, kept in its own `UserDefaults` suite.
    public static var live: Self {
        let defaults = UncheckedSendable(UserDefaults(suiteName: "trailhead.kiosk")!)
        let display = LockIsolated(KioskDisplay())
        return Self(
            boolForKey: { defaults.value.bool(forKey: $0) },
            stringForKey: { defaults.value.string(forKey: $0) },
            remove: { defaults.value.removeObject(forKey: $0) },
            setBool: { defaults.value.set($0, forKey: $1) },
            setString: { value, key in
                if let value {
                    defaults.value.set(value, forKey: key)
                } else {
                    defaults.value.removeObject(forKey: key)
                }
            },
            observeFlag: { kioskValues(of: display, at: $0) },
            observeCount: { kioskValues(of: display, at: $0) }
        )
    }

    /// The kiosk's flag at `path`, as it changes.
    public func observe(_ path: KeyPath<KioskDisplay, Bool>) -> AsyncStream<Bool> {
        self.observeFlag(path)
    }

    /// The kiosk's count at `path`, as it changes.
    public func observe(_ path: KeyPath<KioskDisplay, Int>) -> AsyncStream<Int> {
        self.observeCount(path)
    }

    /// Whether the visitor accepted the park's terms on this kiosk.
    public var hasAcceptedTerms: Bool {
        self.boolForKey(acceptedTermsKey)
    }

    /// Records whether the visitor accepted the park's terms.
    public func setHasAcceptedTerms(_ accepted: Bool) async {
        await self.setBool(accepted, acceptedTermsKey)
    }
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
