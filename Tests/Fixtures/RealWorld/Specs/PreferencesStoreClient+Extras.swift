// What Originals/PreferencesStoreClient.swift declares besides the endpoints: computed properties and helpers over
// them, the keys, the live value and `mutating` test helpers.
import Dependencies
import Foundation

extension PreferencesStoreClient {
    /// Whether the first-launch walkthrough has been shown.
    public var hasSeenWalkthrough: Bool {
        self.boolForKey(hasSeenWalkthroughKey)
    }

    /// Records whether the first-launch walkthrough has been shown.
    public func setHasSeenWalkthrough(_ bool: Bool) async {
        await self.setBool(bool, hasSeenWalkthroughKey)
    }

    /// Seconds since the reference date when the app was first installed.
    public var installedAt: Double {
        self.doubleForKey(installedAtKey)
    }

    /// Records when the app was first installed.
    public func setInstalledAt(_ double: Double) async {
        await self.setDouble(double, installedAtKey)
    }

    /// Counts one more opening of the offline-maps screen and returns the new count.
    public func incrementOfflineMapOpens() async -> Int {
        let incremented = self.integerForKey(offlineMapOpensKey) + 1
        await self.setInteger(incremented, offlineMapOpensKey)
        return incremented
    }

    /// The app group's user defaults.
    public static let live: Self = {
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

    /// Answers `boolForKey(key)` with `bool`; other keys fall through.
    public mutating func override(bool: Bool, forKey key: String) {
        self.boolForKey = { [self] in $0 == key ? bool : self.boolForKey($0) }
    }

    /// Answers `dataForKey(key)` with `data`; other keys fall through.
    public mutating func override(data: Data, forKey key: String) {
        self.dataForKey = { [self] in $0 == key ? data : self.dataForKey($0) }
    }

    /// Answers `doubleForKey(key)` with `double`; other keys fall through.
    public mutating func override(double: Double, forKey key: String) {
        self.doubleForKey = { [self] in $0 == key ? double : self.doubleForKey($0) }
    }

    /// Answers `integerForKey(key)` with `integer`; other keys fall through.
    public mutating func override(integer: Int, forKey key: String) {
        self.integerForKey = { [self] in $0 == key ? integer : self.integerForKey($0) }
    }
}

let hasSeenWalkthroughKey = "hasSeenWalkthroughKey"
let installedAtKey = "installedAtKey"
let offlineMapOpensKey = "offlineMapOpensKey"
