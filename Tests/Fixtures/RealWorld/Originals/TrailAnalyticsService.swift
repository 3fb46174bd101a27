// Modelled on the shape of BitBay Ticker's `AnalyticsService` (albinekcom/BitBay-Ticker-iOS,
// BitBay-Ticker/Analytics/AnalyticsService.swift): one class-bound protocol per screen, each with one or two `track…`
// requirements, and an app-wide service that declares nothing of its own but inherits all of them, one parent a line;
// a class implements it, and the app registers it as a dependency through the composition. Swift 6 needs the
// registered value `Sendable`, so the screens' protocols refine it, as apps migrating do. Written for this corpus;
// nothing is copied.
import Dependencies

public protocol TrailListAnalytics: AnyObject, Sendable {
    func trackTrailListShown()
    func trackTrailOpened(id: String)
}

public protocol TrailDetailAnalytics: AnyObject, Sendable {
    func trackTrailDetailShown(trailID: String)
}

public protocol ReviewPromptAnalytics: AnyObject, Sendable {
    func trackReviewPromptShown()
    func trackReviewPromptAnswered(accepted: Bool)
}

public protocol OfflineMapAnalytics: AnyObject, Sendable {
    func trackOfflineMapDownloaded(regionID: String, megabytes: Double)
}

/// Every screen's analytics, in one service.
public protocol TrailAnalyticsService:
    TrailListAnalytics,
    TrailDetailAnalytics,
    ReviewPromptAnalytics,
    OfflineMapAnalytics
{}

/// Writes each event to the console.
public final class ConsoleTrailAnalytics: TrailAnalyticsService {
    public init() {}

    public func trackTrailListShown() { print("trail list shown") }
    public func trackTrailOpened(id: String) { print("trail opened: \(id)") }
    public func trackTrailDetailShown(trailID: String) { print("trail detail shown: \(trailID)") }
    public func trackReviewPromptShown() { print("review prompt shown") }
    public func trackReviewPromptAnswered(accepted: Bool) { print("review prompt answered: \(accepted)") }

    public func trackOfflineMapDownloaded(regionID: String, megabytes: Double) {
        print("offline map \(regionID) downloaded: \(megabytes) MB")
    }
}

private enum TrailAnalyticsKey: DependencyKey {
    static let liveValue: any TrailAnalyticsService = ConsoleTrailAnalytics()
}

extension DependencyValues {
    public var trailAnalytics: any TrailAnalyticsService {
        get { self[TrailAnalyticsKey.self] }
        set { self[TrailAnalyticsKey.self] = newValue }
    }
}
