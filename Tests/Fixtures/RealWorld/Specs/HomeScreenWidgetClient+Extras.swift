// What Originals/HomeScreenWidgetClient.swift declares besides the endpoints.
import Dependencies

extension HomeScreenWidgetClient {
    /// The widgets' timelines.
    public enum Timeline: String, CaseIterable, Sendable {
        /// The next planned hike.
        case nextHike = "NextHikeWidget"
        /// Distance hiked this week.
        case weeklyDistance = "WeeklyDistanceWidget"
        /// Time left until sunset.
        case sunsetCountdown = "SunsetCountdownWidget"
    }

    /// Records the reloads (WidgetKit's reload calls in the app).
    public static let live: HomeScreenWidgetClient = {
        let reloaded = LockIsolated<[String]>([])
        return HomeScreenWidgetClient(
            reload: { timeline in reloaded.withValue { $0.append(timeline.rawValue) } },
            reloadAll: {
                reloaded.withValue { $0.append(contentsOf: HomeScreenWidgetClient.Timeline.allCases.map(\.rawValue)) }
            }
        )
    }()
}
