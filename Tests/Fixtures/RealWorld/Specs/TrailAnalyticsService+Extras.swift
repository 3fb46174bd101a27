// The console implementation of Originals/TrailAnalyticsService.swift, the service's live value.

/// Writes each event to the console.
public final class ConsoleTrailAnalytics: TrailAnalyticsService {
    /// A console writer.
    public init() {}

    /// Writes that the trail list was shown.
    public func trackTrailListShown() { print("trail list shown") }
    /// Writes that a trail was opened.
    public func trackTrailOpened(id: String) { print("trail opened: \(id)") }
    /// Writes that a trail's detail was shown.
    public func trackTrailDetailShown(trailID: String) { print("trail detail shown: \(trailID)") }
    /// Writes that the review prompt was shown.
    public func trackReviewPromptShown() { print("review prompt shown") }
    /// Writes how the review prompt was answered.
    public func trackReviewPromptAnswered(accepted: Bool) { print("review prompt answered: \(accepted)") }

    /// Writes that an offline map was downloaded.
    public func trackOfflineMapDownloaded(regionID: String, megabytes: Double) {
        print("offline map \(regionID) downloaded: \(megabytes) MB")
    }
}
