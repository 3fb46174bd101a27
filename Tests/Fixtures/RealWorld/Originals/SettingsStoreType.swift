// Modelled on the shape of `KeyValueStoreType` in kickstarter/ios-oss (Library/KeyValueStoreType.swift): a class-bound
// protocol that `UserDefaults` conforms to retroactively, with `set` overloads that differ only in the value's type
// (`Bool`, `Int`, `Any?`), untyped results (`Any?`, `[String: Any]?`), typed `{ get set }` properties whose
// implementations live in a protocol extension, an enum of keys, and an internal dictionary-backed mock in the same
// file. The app passes it through its own environment struct, not `DependencyValues`. Written for this corpus; nothing
// is copied.
import Foundation

public enum SettingsKey: String {
    case dismissedOfflineMapsBanner = "com.trailhead.SettingsStoreType.dismissedOfflineMapsBanner"
    case favoriteRegionIDs = "favorite_region_ids"
    case hasSeenSafetyChecklist = "com.trailhead.SettingsStoreType.hasSeenSafetyChecklist"
    case lastSeenConditionsReportID = "com.trailhead.SettingsStoreType.lastSeenConditionsReportID"
    case mutedAlertKinds = "com.trailhead.SettingsStoreType.mutedAlertKinds"
}

public protocol SettingsStoreType: AnyObject {
    func set(_ value: Bool, forKey defaultName: String)
    func set(_ value: Int, forKey defaultName: String)
    func set(_ value: Any?, forKey defaultName: String)

    func bool(forKey defaultName: String) -> Bool
    func dictionary(forKey defaultName: String) -> [String: Any]?
    func integer(forKey defaultName: String) -> Int
    func object(forKey defaultName: String) -> Any?
    func string(forKey defaultName: String) -> String?
    func synchronize() -> Bool

    func removeObject(forKey defaultName: String)

    var favoriteRegionIDs: [Int] { get set }
    var hasDismissedOfflineMapsBanner: Bool { get set }
    var hasSeenSafetyChecklist: Bool { get set }
    var lastSeenConditionsReportID: Int { get set }
    var mutedAlertKinds: [String] { get set }
}

extension SettingsStoreType {
    public var favoriteRegionIDs: [Int] {
        get { self.object(forKey: SettingsKey.favoriteRegionIDs.rawValue) as? [Int] ?? [] }
        set { self.set(newValue, forKey: SettingsKey.favoriteRegionIDs.rawValue) }
    }

    public var hasDismissedOfflineMapsBanner: Bool {
        get { self.object(forKey: SettingsKey.dismissedOfflineMapsBanner.rawValue) as? Bool ?? false }
        set { self.set(newValue, forKey: SettingsKey.dismissedOfflineMapsBanner.rawValue) }
    }

    public var hasSeenSafetyChecklist: Bool {
        get { self.bool(forKey: SettingsKey.hasSeenSafetyChecklist.rawValue) }
        set { self.set(newValue, forKey: SettingsKey.hasSeenSafetyChecklist.rawValue) }
    }

    public var lastSeenConditionsReportID: Int {
        get { self.integer(forKey: SettingsKey.lastSeenConditionsReportID.rawValue) }
        set { self.set(newValue, forKey: SettingsKey.lastSeenConditionsReportID.rawValue) }
    }

    public var mutedAlertKinds: [String] {
        get { self.object(forKey: SettingsKey.mutedAlertKinds.rawValue) as? [String] ?? [] }
        set { self.set(newValue, forKey: SettingsKey.mutedAlertKinds.rawValue) }
    }
}

extension UserDefaults: SettingsStoreType {}

internal final class MockSettingsStore: SettingsStoreType {
    var store: [String: Any] = [:]

    func set(_ value: Bool, forKey defaultName: String) {
        self.store[defaultName] = value
    }

    func set(_ value: Int, forKey defaultName: String) {
        self.store[defaultName] = value
    }

    func set(_ value: Any?, forKey key: String) {
        self.store[key] = value
    }

    func bool(forKey defaultName: String) -> Bool {
        self.store[defaultName] as? Bool ?? false
    }

    func dictionary(forKey key: String) -> [String: Any]? {
        self.object(forKey: key) as? [String: Any]
    }

    func integer(forKey defaultName: String) -> Int {
        self.store[defaultName] as? Int ?? 0
    }

    func object(forKey key: String) -> Any? {
        self.store[key]
    }

    func string(forKey defaultName: String) -> String? {
        self.store[defaultName] as? String
    }

    func removeObject(forKey defaultName: String) {
        self.set(nil, forKey: defaultName)
    }

    func synchronize() -> Bool {
        true
    }
}
