// What Originals/PermissionsInteractor.swift declares around the protocol: the permission enums, the system seam and a
// stub. Its real implementation, a `@MainActor` class with an isolated conformance (`@MainActor PermissionsInteractor`),
// cannot conform to the client: every client refines `Sendable`, and Swift refuses an isolated conformance to a
// protocol that does (corpus finding 2).
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

/// The part of the notification center the interactor uses (`UNUserNotificationCenter` in the app).
protocol NotificationAuthorizing: Sendable {
    func currentStatus() async -> Permission.Status
    func requestAuthorization(alert: Bool, sound: Bool) async throws -> Bool
}

final class StubPermissionsInteractor: PermissionsInteractor {
    func resolveStatus(for permission: Permission) {}
    func request(permission: Permission) {}
}
