// Modelled on the shape of isowords' `UserDefaultsClient` (pointfreeco/isowords, Sources/UserDefaultsClient): a
// `@DependencyClient` wrapping `UserDefaults` with typed getters whose closures have defaults, setters without,
// computed properties and helper methods built on the raw endpoints, module-level key constants, a `noop` preview value
// and `mutating` test helpers that override a single key. Written for this corpus; nothing is copied.
import Dependencies
import DependenciesMacros
import Foundation

extension DependencyValues {
    public var preferences: PreferencesStoreClient {
        get { self[PreferencesStoreClient.self] }
        set { self[PreferencesStoreClient.self] = newValue }
    }
}

/// Reads and writes small values in the app's preferences.
@DependencyClient
public struct PreferencesStoreClient: Sendable {
    public var boolForKey: @Sendable (String) -> Bool = { _ in false }
    public var dataForKey: @Sendable (String) -> Data?
    public var doubleForKey: @Sendable (String) -> Double = { _ in 0 }
    public var integerForKey: @Sendable (String) -> Int = { _ in 0 }
    public var remove: @Sendable (String) async -> Void
    public var setBool: @Sendable (Bool, String) async -> Void
    public var setData: @Sendable (Data?, String) async -> Void
    public var setDouble: @Sendable (Double, String) async -> Void
    public var setInteger: @Sendable (Int, String) async -> Void

    /// Whether the first-launch walkthrough has been shown.
    public var hasSeenWalkthrough: Bool {
        self.boolForKey(hasSeenWalkthroughKey)
    }

    public func setHasSeenWalkthrough(_ bool: Bool) async {
        await self.setBool(bool, hasSeenWalkthroughKey)
    }

    /// Seconds since the reference date when the app was first installed.
    public var installedAt: Double {
        self.doubleForKey(installedAtKey)
    }

    public func setInstalledAt(_ double: Double) async {
        await self.setDouble(double, installedAtKey)
    }

    /// Counts one more opening of the offline-maps screen and returns the new count.
    public func incrementOfflineMapOpens() async -> Int {
        let incremented = self.integerForKey(offlineMapOpensKey) + 1
        await self.setInteger(incremented, offlineMapOpensKey)
        return incremented
    }
}

let hasSeenWalkthroughKey = "hasSeenWalkthroughKey"
let installedAtKey = "installedAtKey"
let offlineMapOpensKey = "offlineMapOpensKey"

extension PreferencesStoreClient: DependencyKey {
    public static let liveValue: Self = {
        let defaults = UncheckedSendable(UserDefaults(suiteName: "group.trailhead")!)
        return Self(
            boolForKey: { defaults.value.bool(forKey: $0) },
            dataForKey: { defaults.value.data(forKey: $0) },
            doubleForKey: { defaults.value.double(forKey: $0) },
            integerForKey: { defaults.value.integer(forKey: $0) },
            remove: { defaults.value.removeObject(forKey: $0) },
            setBool: { defaults.value.set($0, forKey: $1) },
            setData: { defaults.value.set($0, forKey: $1) },
            setDouble: { defaults.value.set($0, forKey: $1) },
            setInteger: { defaults.value.set($0, forKey: $1) }
        )
    }()

    public static let previewValue = Self.noop
    public static let testValue = Self()
}

extension PreferencesStoreClient {
    public static let noop = Self(
        boolForKey: { _ in false },
        dataForKey: { _ in nil },
        doubleForKey: { _ in 0 },
        integerForKey: { _ in 0 },
        remove: { _ in },
        setBool: { _, _ in },
        setData: { _, _ in },
        setDouble: { _, _ in },
        setInteger: { _, _ in }
    )

    public mutating func override(bool: Bool, forKey key: String) {
        self.boolForKey = { [self] in $0 == key ? bool : self.boolForKey($0) }
    }

    public mutating func override(data: Data, forKey key: String) {
        self.dataForKey = { [self] in $0 == key ? data : self.dataForKey($0) }
    }

    public mutating func override(double: Double, forKey key: String) {
        self.doubleForKey = { [self] in $0 == key ? double : self.doubleForKey($0) }
    }

    public mutating func override(integer: Int, forKey key: String) {
        self.integerForKey = { [self] in $0 == key ? integer : self.integerForKey($0) }
    }
}
