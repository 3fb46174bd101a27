// The real and stub implementations from Originals/SystemEventsHandler.swift.
import Dependencies
import Foundation

struct RealSystemEventsHandler: SystemEventsHandler {
    let permissions: any PermissionsInteractor
    let deviceTokenWebRepository: any DeviceTokenWebRepository
    let openTrail: @MainActor (String) -> Void

    func sceneOpenURLContexts(_ urlContexts: Set<OpenURLContext>) {
        guard let url = urlContexts.first?.url,
            let components = URLComponents(url: url, resolvingAgainstBaseURL: true),
            let slug = components.queryItems?.first(where: { $0.name == "trail" })?.value
        else { return }
        openTrail(slug)
    }

    func sceneDidBecomeActive() {
        permissions.resolveStatus(for: .pushNotifications)
    }

    func sceneWillResignActive() {}

    func handlePushRegistration(result: Result<Data, any Error>) {
        guard case let .success(token) = result else { return }
        let repository = UncheckedSendable(deviceTokenWebRepository)
        Task {
            try? await repository.value.register(devicePushToken: token)
        }
    }

    func appDidReceiveRemoteNotification(payload: [AnyHashable: Any]) async -> BackgroundFetchOutcome {
        guard let aps = payload["aps"] as? [AnyHashable: Any], let slug = aps["trail"] as? String else {
            return .noData
        }
        openTrail(slug)
        return .newData
    }
}

struct StubSystemEventsHandler: SystemEventsHandler {
    func sceneOpenURLContexts(_ urlContexts: Set<OpenURLContext>) {}
    func sceneDidBecomeActive() {}
    func sceneWillResignActive() {}
    func handlePushRegistration(result: Result<Data, any Error>) {}
    func appDidReceiveRemoteNotification(payload: [AnyHashable: Any]) async -> BackgroundFetchOutcome { .noData }
}
