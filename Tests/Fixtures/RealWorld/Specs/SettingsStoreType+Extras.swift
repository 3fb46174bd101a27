// What Originals/SettingsStoreType.swift declares around the protocol: the keys and the typed properties.
import Foundation

/// The keys the settings are stored under.
public enum SettingsKey: String {
    /// Whether the offline-maps banner was dismissed.
    case dismissedOfflineMapsBanner = "com.trailhead.SettingsStoreType.dismissedOfflineMapsBanner"
    /// The hiker's favourite regions.
    case favoriteRegionIDs = "favorite_region_ids"
    /// Whether the safety checklist was shown.
    case hasSeenSafetyChecklist = "com.trailhead.SettingsStoreType.hasSeenSafetyChecklist"
    /// The last conditions report seen.
    case lastSeenConditionsReportID = "com.trailhead.SettingsStoreType.lastSeenConditionsReportID"
    /// The alert kinds the hiker muted.
    case mutedAlertKinds = "com.trailhead.SettingsStoreType.mutedAlertKinds"
}

extension SettingsStoreType {
    /// The hiker's favourite regions.
    public var favoriteRegionIDs: [Int] {
        get { self.object(forKey: SettingsKey.favoriteRegionIDs.rawValue) as? [Int] ?? [] }
        set { self.set(newValue, forKey: SettingsKey.favoriteRegionIDs.rawValue) }
    }

    /// Whether the offline-maps banner was dismissed.
    public var hasDismissedOfflineMapsBanner: Bool {
        get { self.object(forKey: SettingsKey.dismissedOfflineMapsBanner.rawValue) as? Bool ?? false }
        set { self.set(newValue, forKey: SettingsKey.dismissedOfflineMapsBanner.rawValue) }
    }

    /// Whether the safety checklist was shown.
    public var hasSeenSafetyChecklist: Bool {
        get { self.bool(forKey: SettingsKey.hasSeenSafetyChecklist.rawValue) }
        set { self.set(newValue, forKey: SettingsKey.hasSeenSafetyChecklist.rawValue) }
    }

    /// The last conditions report seen.
    public var lastSeenConditionsReportID: Int {
        get { self.integer(forKey: SettingsKey.lastSeenConditionsReportID.rawValue) }
        set { self.set(newValue, forKey: SettingsKey.lastSeenConditionsReportID.rawValue) }
    }

    /// The alert kinds the hiker muted.
    public var mutedAlertKinds: [String] {
        get { self.object(forKey: SettingsKey.mutedAlertKinds.rawValue) as? [String] ?? [] }
        set { self.set(newValue, forKey: SettingsKey.mutedAlertKinds.rawValue) }
    }
}

// The original conforms `UserDefaults` retroactively (`extension UserDefaults: SettingsStoreType {}`). Every client
// refines `Sendable`, and on Linux `UserDefaults` is explicitly not `Sendable`, so that conformance cannot compile here
// (corpus finding 2).
