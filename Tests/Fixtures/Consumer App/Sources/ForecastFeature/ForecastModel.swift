import Dependencies
import WeatherClient

/// Loads a city's forecast and alerts for a screen.
@MainActor
public final class ForecastModel {
    /// The days loaded so far.
    public private(set) var days: [DailyForecast] = []
    /// The alerts for the city.
    public private(set) var alerts: [String] = []
    /// What went wrong in the last load, if anything.
    public private(set) var errorMessage: String?

    @Dependency(\.weatherClient) private var weather
    @Dependency(\.weatherAlertsClient) private var weatherAlerts
    @Dependency(\.temperatureFormatter) private var formatter

    /// Creates a model that reads its clients from the current dependencies.
    public init() {}

    /// The highs, formatted for display.
    public var formattedHighs: [String] {
        days.map { formatter.format($0.high) }
    }

    /// Loads the default number of days of forecast, then the alerts.
    public func load(city: String) async {
        do {
            days = try await weather.forecast(for: city)
            alerts = try await weatherAlerts.alerts(for: city)
            errorMessage = nil
        } catch {
            errorMessage = "Could not load the forecast for \(city)."
        }
    }
}
