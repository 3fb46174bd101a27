// Modelled on the shape of the `openSettings` dependency in The Composable Architecture's SyncUps example
// (pointfreeco/swift-composable-architecture, Examples/SyncUps, Dependencies/OpenSettings.swift): not a struct or a
// protocol but a bare `@Sendable` closure registered on `DependencyValues`, through a private key nested in the
// extension whose `Value` is a typealias for the closure type. Written for this corpus; nothing is copied.
import Dependencies
import Foundation

extension DependencyValues {
    /// Opens the app's page in the system Settings app.
    var openAppSettings: @Sendable () async -> Void {
        get { self[OpenAppSettingsKey.self] }
        set { self[OpenAppSettingsKey.self] = newValue }
    }

    private enum OpenAppSettingsKey: DependencyKey {
        typealias Value = @Sendable () async -> Void

        static let liveValue: @Sendable () async -> Void = {
            _ = await AppShell.shared.open(URL(string: AppShell.openSettingsURLString)!)
        }
    }
}
