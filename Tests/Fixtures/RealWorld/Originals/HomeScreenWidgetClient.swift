// Modelled on the shape of `WidgetService` in asiliuk/BsuirScheduleApp (Modules/Sources/BsuirCore/Widget): a plain
// struct whose endpoints are `let` closures that are not `@Sendable`, a nested enum of the timelines it reloads, a
// `noop` beside it, and a private key enum holding live, preview and test values. To register it in Swift 6 the app
// marks the struct `@unchecked Sendable` (WidgetKit's reload calls are thread-safe). Written for this corpus; nothing
// is copied.
import Dependencies
import Foundation

public struct HomeScreenWidgetClient: @unchecked Sendable {
    public enum Timeline: String, CaseIterable, Sendable {
        case nextHike = "NextHikeWidget"
        case weeklyDistance = "WeeklyDistanceWidget"
        case sunsetCountdown = "SunsetCountdownWidget"
    }

    public let reload: (Timeline) -> Void
    public let reloadAll: () -> Void
}

extension HomeScreenWidgetClient {
    public static let noop = HomeScreenWidgetClient(reload: { _ in }, reloadAll: {})
}

// MARK: - Dependency

extension DependencyValues {
    public var widgets: HomeScreenWidgetClient {
        get { self[HomeScreenWidgetClientKey.self] }
        set { self[HomeScreenWidgetClientKey.self] = newValue }
    }
}

private enum HomeScreenWidgetClientKey: DependencyKey {
    static let liveValue: HomeScreenWidgetClient = {
        let reloaded = LockIsolated<[String]>([])
        return HomeScreenWidgetClient(
            reload: { timeline in reloaded.withValue { $0.append(timeline.rawValue) } },
            reloadAll: {
                reloaded.withValue { $0.append(contentsOf: HomeScreenWidgetClient.Timeline.allCases.map(\.rawValue)) }
            }
        )
    }()

    static let previewValue = HomeScreenWidgetClient.noop
    static let testValue = HomeScreenWidgetClient.noop
}
