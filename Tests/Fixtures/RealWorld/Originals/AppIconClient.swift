// Modelled on the shapes of `ApplicationClient` in asiliuk/BsuirScheduleApp (Modules/Sources/BsuirUI) and of isowords'
// `UIApplicationClient` (pointfreeco/isowords, Sources/UIApplicationClient): a struct wrapping `UIApplication` (the
// `AppShell` stand-in here) that mixes plain closures with a `@MainActor @Sendable` one, takes a non-`Sendable` options
// dictionary (`[Key: Any]`), is built from the application object in an initializer in an extension, and is registered
// through a private key in a separate section under the accessor name `application`. Written for this corpus; nothing
// is copied.
import Dependencies
import Foundation

public struct AppIconClient: Sendable {
    public var alternateIconName: @Sendable @MainActor () -> String?
    public var supportsAlternateIcons: @Sendable @MainActor () -> Bool
    public var setAlternateIconName: @MainActor @Sendable (String?) async throws -> Void
    public var open: @Sendable (URL, [OpenURLOptionKey: Any]) async -> Bool = { _, _ in false }
    public var setInterfaceStyle: @Sendable (InterfaceStyle) async -> Void
}

extension AppIconClient {
    @MainActor
    init(application: AppShell) {
        self.init(
            alternateIconName: { application.alternateIconName },
            supportsAlternateIcons: { application.supportsAlternateIcons },
            setAlternateIconName: { try await application.setAlternateIconName($0) },
            open: { url, _ in await application.open(url) },
            setInterfaceStyle: { style in await MainActor.run { application.interfaceStyle = style } }
        )
    }
}

// MARK: - Dependency

extension DependencyValues {
    public var application: AppIconClient {
        get { self[AppIconClientKey.self] }
        set { self[AppIconClientKey.self] = newValue }
    }
}

private enum AppIconClientKey: DependencyKey {
    static var liveValue: AppIconClient {
        MainActor.assumeIsolated { AppIconClient(application: .shared) }
    }

    static let testValue = AppIconClient(
        alternateIconName: { nil },
        supportsAlternateIcons: { false },
        setAlternateIconName: { _ in },
        open: { _, _ in false },
        setInterfaceStyle: { _ in }
    )
}
