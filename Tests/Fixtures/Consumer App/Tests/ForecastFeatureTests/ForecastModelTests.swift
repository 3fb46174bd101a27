import Dependencies
import ForecastFeature
import Testing
import WeatherClient
import WeatherClientTestSupport

@MainActor
@Suite("Forecast feature with generated clients")
struct ForecastModelTests {
    @Test("The model loads the forecast and alerts from the clients it is given")
    func loadsFromMocks() async {
        let weather = MockWeatherClient.steady(high: 21)
        let alerts = MockWeatherAlertsClient()
        alerts.alertsHandler = { city in ["Storm over \(city)"] }
        let model = withDependencies {
            $0.weatherClient = weather
            $0.weatherAlertsClient = alerts
            $0.temperatureFormatter.format = { celsius, unit in "\(celsius) \(unit)" }
        } operation: {
            ForecastModel()
        }
        await model.load(city: "Paris")
        #expect(model.days == [21, 21, 21].enumerated().map { DailyForecast(day: $0, high: $1) })
        #expect(model.formattedHighs == ["21.0 C", "21.0 C", "21.0 C"])
        #expect(model.alerts == ["Storm over Paris"])
        #expect(weather.forecastCalls.map(\.city) == ["Paris"])
        #expect(weather.forecastCalls.map(\.days) == [3])
        #expect(alerts.alertsCallCount == 1)
    }

    @Test("A client inheriting a client of another spec has its members in every double")
    func inheritedAcrossSpecs() async throws {
        let radar = MockRadarClient()
        radar.forecastHandler = { _, days in (0..<days).map { DailyForecast(day: $0, high: 18) } }
        radar.rainHandler = { _ in [0.2, 0.8] }
        let client: any WeatherClient = radar
        #expect(try await client.forecast(for: "Oslo", days: 2).count == 2)
        #expect(try await radar.rain(near: "Oslo") == [0.2, 0.8])
        #expect(radar.forecastCallCount == 1)
        await withKnownIssue {
            _ = try? await UnimplementedRadarClient().search("Oslo")
        } matching: { issue in
            issue.description.contains("Unimplemented: 'RadarClient.search(_:)'")
        }
    }

    @Test("A client the test did not override fails it, naming the member")
    func unimplementedClientReports() async {
        let model = ForecastModel()
        await withKnownIssue {
            await model.load(city: "Paris")
        } matching: { issue in
            issue.description.contains("Unimplemented: 'WeatherClient.forecast(for:days:)'")
        }
        #expect(model.errorMessage == "Could not load the forecast for Paris.")
    }
}
