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
