import WeatherClient

extension MockWeatherClient {
    /// A mock whose every forecast is a run of days at the same high.
    public static func steady(high: Double) -> MockWeatherClient {
        let mock = MockWeatherClient()
        mock.forecastHandler = { _, days in (0..<days).map { DailyForecast(day: $0, high: high) } }
        return mock
    }
}
