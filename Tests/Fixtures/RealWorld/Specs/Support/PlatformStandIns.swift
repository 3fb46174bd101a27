// Minimal stand-ins for the Apple-only framework types (UIKit, StoreKit, GameKit, Speech, Combine) the clients take
// or return, equivalent to Originals/Support/PlatformStandIns.swift: each keeps the property a signature depends on
// (a main-actor class, a class that is not `Sendable`, an enum of outcomes).
import Foundation

/// Stand-in for `UIApplication`: main-actor isolated, not `Sendable`.
@MainActor
public final class AppShell {
    /// The app's application object.
    public static let shared = AppShell()
    /// The URL that opens the app's page in Settings.
    public static let openSettingsURLString = "app-settings:"

    /// The alternate icon in use.
    public private(set) var alternateIconName: String?
    /// Whether the app can change its icon.
    public var supportsAlternateIcons = true
    /// The app's light or dark style.
    public var interfaceStyle: InterfaceStyle = .unspecified

    /// Changes the app's icon.
    public func setAlternateIconName(_ name: String?) async throws {
        alternateIconName = name
    }

    /// Opens `url`.
    public func open(_ url: URL, options: [OpenURLOptionKey: Any] = [:]) async -> Bool {
        !url.absoluteString.isEmpty
    }
}

/// Stand-in for `UIApplication.OpenExternalURLOptionsKey`.
public struct OpenURLOptionKey: Hashable, RawRepresentable, Sendable {
    /// The key's name.
    public var rawValue: String

    /// A key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
}

/// Stand-in for `UIUserInterfaceStyle`.
public enum InterfaceStyle: Int, Sendable {
    /// The system's style.
    case unspecified
    /// Light.
    case light
    /// Dark.
    case dark
}

/// Stand-in for `UIOpenURLContext`: a class that is not `Sendable`.
public final class OpenURLContext: Hashable {
    /// The URL opened.
    public let url: URL

    /// A context for `url`.
    public init(url: URL) {
        self.url = url
    }

    /// Contexts are equal when their URLs are.
    public static func == (lhs: OpenURLContext, rhs: OpenURLContext) -> Bool { lhs.url == rhs.url }

    /// Hashes the URL.
    public func hash(into hasher: inout Hasher) { hasher.combine(url) }
}

/// Stand-in for `UIBackgroundFetchResult`.
public enum BackgroundFetchOutcome: Sendable {
    /// New data was fetched.
    case newData
    /// Nothing new.
    case noData
    /// The fetch failed.
    case failed
}

/// Stand-in for `GKPlayer`: an Objective-C class, not `Sendable`.
open class RemotePlayer: NSObject {
    /// The player's identifier.
    public let playerID: String

    /// A player with `playerID`.
    public init(playerID: String) {
        self.playerID = playerID
    }
}

/// Stand-in for StoreKit 2's `Product`.
public struct StoreProduct: Identifiable, Hashable, Sendable {
    /// What kind of purchase a product is.
    public enum Kind: Sendable {
        /// Bought again and again.
        case consumable
        /// A subscription.
        case autoRenewable
    }

    /// The product identifier.
    public var id: String
    /// The name shown to the user.
    public var displayName: String
    /// The kind of purchase.
    public var kind: Kind

    /// A product.
    public init(id: String, displayName: String, kind: Kind) {
        self.id = id
        self.displayName = displayName
        self.kind = kind
    }
}

/// Stand-in for `Product.SubscriptionInfo.Status`.
public struct SubscriptionStatus: Hashable, Sendable {
    /// Whether the subscription is active.
    public var isActive: Bool
}

/// Stand-in for Combine's `AnyCancellable`: a class that is not `Sendable`.
public final class ObservationToken: Hashable {
    private let onCancel: () -> Void

    /// A token that calls `onCancel` when cancelled.
    public init(_ onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    /// Cancels the observation.
    public func cancel() { onCancel() }

    /// Tokens are equal when they are the same object.
    public static func == (lhs: ObservationToken, rhs: ObservationToken) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Stand-in for `SFSpeechAudioBufferRecognitionRequest`: a class that is not `Sendable`.
public final class SpeechAudioBufferRequest {
    /// Whether partial results are reported.
    public var shouldReportPartialResults = true

    /// A request.
    public init() {}
}

/// Stand-in for `SFSpeechRecognizerAuthorizationStatus`.
public enum SpeechAuthorizationStatus: Sendable {
    /// Not asked yet.
    case notDetermined
    /// Refused by the user.
    case denied
    /// Not allowed on this device.
    case restricted
    /// Allowed.
    case authorized
}
