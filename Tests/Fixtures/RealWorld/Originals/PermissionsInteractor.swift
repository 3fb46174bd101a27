// Modelled on the shape of `UserPermissionsInteractor` in nalexn/clean-architecture-swiftui
// (CountriesSwiftUI/Interactors/UserPermissionsInteractor.swift): a class-bound (`AnyObject`) protocol of
// fire-and-forget methods taking a nested-enum argument, the permission enum with its nested status enum, a system-API
// seam protocol, a real `@MainActor final class` implementation (an isolated conformance) holding an escaping callback,
// and a stub. Written for this corpus; nothing is copied.
import Foundation

enum Permission: Hashable, Sendable {
    case pushNotifications
    case backgroundLocation
}

extension Permission {
    enum Status: Equatable, Sendable {
        case unknown
        case notRequested
        case granted
        case denied
    }
}

protocol PermissionsInteractor: AnyObject {
    func resolveStatus(for permission: Permission)
    func request(permission: Permission)
}

/// The part of the notification center the interactor uses (`UNUserNotificationCenter` in the app).
protocol NotificationAuthorizing: Sendable {
    func currentStatus() async -> Permission.Status
    func requestAuthorization(alert: Bool, sound: Bool) async throws -> Bool
}

// MARK: - RealPermissionsInteractor

@MainActor
final class RealPermissionsInteractor: @MainActor PermissionsInteractor {
    private var statuses: [Permission: Permission.Status] = [:]
    private let openAppSettings: () -> Void
    private let notificationCenter: any NotificationAuthorizing

    init(notificationCenter: any NotificationAuthorizing, openAppSettings: @escaping () -> Void) {
        self.notificationCenter = notificationCenter
        self.openAppSettings = openAppSettings
    }

    func resolveStatus(for permission: Permission) {
        guard statuses[permission, default: .unknown] == .unknown else { return }
        Task {
            statuses[permission] = await notificationCenter.currentStatus()
        }
    }

    func request(permission: Permission) {
        guard statuses[permission] != .denied else {
            openAppSettings()
            return
        }
        Task {
            let granted = (try? await notificationCenter.requestAuthorization(alert: true, sound: true)) ?? false
            statuses[permission] = granted ? .granted : .denied
        }
    }
}

// MARK: - Stub

final class StubPermissionsInteractor: PermissionsInteractor {
    func resolveStatus(for permission: Permission) {}
    func request(permission: Permission) {}
}
