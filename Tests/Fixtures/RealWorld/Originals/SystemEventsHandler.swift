// Modelled on the shape of `SystemEventsHandler` in nalexn/clean-architecture-swiftui
// (CountriesSwiftUI/Core/SystemEventsHandler.swift): a `@MainActor` protocol that receives app-delegate and scene
// events, with a set of framework objects, a `Result<Data, Error>` and an untyped `[AnyHashable: Any]` push payload as
// arguments, one requirement additionally marked `@MainActor` and `async`, a real implementation and a stub. UIKit
// types are stand-ins (see Support/PlatformStandIns.swift). Written for this corpus; nothing is copied.
import Dependencies
import Foundation

@MainActor
protocol SystemEventsHandler {
    func sceneOpenURLContexts(_ urlContexts: Set<OpenURLContext>)
    func sceneDidBecomeActive()
    func sceneWillResignActive()
    func handlePushRegistration(result: Result<Data, Error>)
    @MainActor
    func appDidReceiveRemoteNotification(payload: [AnyHashable: Any]) async -> BackgroundFetchOutcome
}

struct RealSystemEventsHandler: SystemEventsHandler {
    let permissions: PermissionsInteractor
    let deviceTokenWebRepository: DeviceTokenWebRepository
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

    func handlePushRegistration(result: Result<Data, Error>) {
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
    func handlePushRegistration(result: Result<Data, Error>) {}
    func appDidReceiveRemoteNotification(payload: [AnyHashable: Any]) async -> BackgroundFetchOutcome { .noData }
}
