// Stand-ins for Apple-only framework types (UIKit, StoreKit, GameKit, Speech, Combine) that the clients in this
// corpus take or return. Linux has none of these frameworks; each stand-in keeps the property that matters to a
// client's signature (a main-actor class, a non-`Sendable` class, an enum of outcomes) and nothing else.
import Foundation

/// Stand-in for `UIApplication`: main-actor isolated, not `Sendable`.
@MainActor
public final class AppShell {
    public static let shared = AppShell()
    public static let openSettingsURLString = "app-settings:"

    public private(set) var alternateIconName: String?
    public var supportsAlternateIcons = true
    public var interfaceStyle: InterfaceStyle = .unspecified

    public func setAlternateIconName(_ name: String?) async throws {
        alternateIconName = name
    }

    public func open(_ url: URL, options: [OpenURLOptionKey: Any] = [:]) async -> Bool {
        !url.absoluteString.isEmpty
    }
}

/// Stand-in for `UIApplication.OpenExternalURLOptionsKey`.
public struct OpenURLOptionKey: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let universalLinksOnly = Self(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
}

/// Stand-in for `UIUserInterfaceStyle`.
public enum InterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// Stand-in for `UIOpenURLContext`.
public final class OpenURLContext: Hashable {
    public let url: URL
    public let sourceApplication: String?

    public init(url: URL, sourceApplication: String? = nil) {
        self.url = url
        self.sourceApplication = sourceApplication
    }

    public static func == (lhs: OpenURLContext, rhs: OpenURLContext) -> Bool { lhs.url == rhs.url }
    public func hash(into hasher: inout Hasher) { hasher.combine(url) }
}

/// Stand-in for `UIBackgroundFetchResult`.
public enum BackgroundFetchOutcome: Sendable {
    case newData, noData, failed
}

/// Stand-in for `GKPlayer`: an Objective-C class, not `Sendable`.
open class RemotePlayer: NSObject {
    public let playerID: String
    public let displayName: String

    public init(playerID: String, displayName: String) {
        self.playerID = playerID
        self.displayName = displayName
    }
}

/// Stand-in for StoreKit 2's `Product`.
public struct StoreProduct: Identifiable, Hashable, Sendable {
    public enum Kind: Sendable { case consumable, autoRenewable }

    public var id: String
    public var displayName: String
    public var displayPrice: String
    public var kind: Kind

    public init(id: String, displayName: String, displayPrice: String, kind: Kind) {
        self.id = id
        self.displayName = displayName
        self.displayPrice = displayPrice
        self.kind = kind
    }
}

/// Stand-in for `Product.SubscriptionInfo.Status`.
public struct SubscriptionStatus: Hashable, Sendable {
    public enum State: Sendable { case subscribed, expired, inGracePeriod, revoked }
    public var state: State
    public var renewalDate: Date?
}

/// Stand-in for Combine's `AnyCancellable`.
public final class ObservationToken: Hashable {
    private let onCancel: () -> Void

    public init(_ onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    deinit { onCancel() }

    public func cancel() { onCancel() }

    public static func == (lhs: ObservationToken, rhs: ObservationToken) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Stand-in for `SFSpeechAudioBufferRecognitionRequest`: a non-`Sendable` class.
public final class SpeechAudioBufferRequest {
    public var shouldReportPartialResults = true
    public var requiresOnDeviceRecognition = false
    public init() {}
}

/// Stand-in for `SFSpeechRecognizerAuthorizationStatus`.
public enum SpeechAuthorizationStatus: Sendable {
    case notDetermined, denied, restricted, authorized
}
