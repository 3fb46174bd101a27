import Dependencies
import WeatherClient

/// The implementation the app runs with. (A real one would call a web service; this one computes.)
public struct LiveWeatherClient: WeatherClient {
    /// Creates the live client.
    public init() {}

    /// A made-up forecast that depends on the city's name.
    public func forecast(for city: String, days: Int) async throws -> [DailyForecast] {
        (0..<days).map { DailyForecast(day: $0, high: Double(city.count * 2 + $0)) }
    }

    /// The known cities that start with the query.
    public func search(_ query: String) async throws -> [String] {
        ["Paris", "Oslo", "Lima"].filter { $0.hasPrefix(query) }
    }

    /// Nothing is cached.
    public func isCached(_ city: String) -> Bool { false }
}

/// Severe weather alerts the app runs with.
public struct LiveWeatherAlertsClient: WeatherAlertsClient {
    /// Creates the live client.
    public init() {}

    /// No alerts.
    public func alerts(for city: String) async throws -> [String] { [] }
}

extension TemperatureFormatter {
    /// Formats in whole degrees: the live value `@live(.wholeDegrees)` names.
    public static let wholeDegrees = TemperatureFormatter(format: { celsius, unit in
        "\(Int(celsius.rounded()))°\(unit)"
    })
}
