import Dependencies
import Foundation
import Testing

/// Exercises Golden/Weather.swift, generated from Specs/Weather.client.
@Suite("Weather client (protocol, key, accessor, unimplemented double, mock)")
struct WeatherClientTests {
    @Test("The unimplemented double reports an issue naming client and member, then throws")
    func unimplementedThrowingMemberReportsAndThrows() async {
        let client = UnimplementedWeatherClient()
        await expectIssue("Unimplemented: 'WeatherClient.forecast(for:days:)'") {
            await #expect {
                _ = try await client.forecast(for: "Paris", days: 2)
            } throws: { isUnimplementedFailure($0, "WeatherClient.forecast(for:days:)") }
        }
        await expectIssue("Unimplemented: 'WeatherClient.search(_:)'") {
            await #expect(throws: UnimplementedFailure.self) { _ = try await client.search("Pa") }
        }
    }

    @Test("The unimplemented double returns natural defaults and placeholders after reporting")
    func unimplementedNonThrowingMembersReturnFallbacks() async {
        let client = UnimplementedWeatherClient()
        await expectIssue("Unimplemented: 'WeatherClient.updates(of:)'") {
            var received: [Double] = []
            for await value in client.updates(of: "Paris") { received.append(value) }
            #expect(received.isEmpty)
        }
        await expectIssue("Unimplemented: 'WeatherClient.clearCache()'") {
            await client.clearCache()
        }
        expectIssue("Unimplemented: 'WeatherClient.isCached(_:)'") {
            #expect(client.isCached("Paris") == false)
        }
        expectIssue("Unimplemented: 'WeatherClient.lastUpdate()'") {
            #expect(client.lastUpdate() == nil)
        }
        await expectIssue("Unimplemented: 'WeatherClient.isOnline'") {
            #expect(await client.isOnline == false)
        }
    }

    @Test("A mock returns what its handler returns and records each call's arguments by name")
    func mockCallsHandlerAndRecordsCalls() async throws {
        let mock = MockWeatherClient()
        mock.forecastHandler = { city, days in Array(repeating: city == "Paris" ? 21 : 9, count: days) }
        #expect(try await mock.forecast(for: "Paris", days: 2) == [21, 21])
        #expect(try await mock.forecast(for: "Oslo", days: 1) == [9])
        #expect(mock.forecastCallCount == 2)
        #expect(mock.forecastCalls.map(\.city) == ["Paris", "Oslo"])
        #expect(mock.forecastCalls.map(\.days) == [2, 1])
    }

    @Test("Default values become overloads that forward to the requirement")
    func defaultValueOverloadForwards() async throws {
        let mock = MockWeatherClient()
        mock.forecastHandler = { _, days in Array(repeating: 1, count: days) }
        #expect(try await mock.forecast(for: "Paris").count == 3)
        #expect(mock.forecastCalls.first?.days == 3)
    }

    @Test("A mock member without a handler reports an issue and then behaves like the unimplemented double")
    func mockWithoutHandlerFallsBack() async {
        let mock = MockWeatherClient()
        await expectIssue("'WeatherClient.search(_:)' has no handler: set 'MockWeatherClient.searchHandler'") {
            await #expect(throws: UnimplementedFailure.self) { _ = try await mock.search("Pa") }
        }
        expectIssue("set 'MockWeatherClient.isCachedHandler'") {
            #expect(mock.isCached("Paris") == false)
        }
        #expect(mock.searchCalls == ["Pa"])
        #expect(mock.isCachedCalls == ["Paris"])
    }

    @Test("Members without parameters and properties count calls")
    func parameterlessMembersCountCalls() async {
        let mock = MockWeatherClient()
        mock.clearCacheHandler = {}
        mock.isOnlineHandler = { true }
        mock.lastUpdateHandler = { Date(timeIntervalSince1970: 0) }
        await mock.clearCache()
        await mock.clearCache()
        #expect(await mock.isOnline)
        #expect(mock.lastUpdate() == Date(timeIntervalSince1970: 0))
        #expect(mock.clearCacheCallCount == 2)
        #expect(mock.isOnlineCallCount == 1)
        #expect(mock.lastUpdateCallCount == 1)
    }

    @Test("withDependencies routes @Dependency(\\.weatherClient) to the mock")
    func dependencyValuesRouteToTheMock() async throws {
        let mock = MockWeatherClient()
        mock.searchHandler = { query in [query + "is"] }
        let found = try await withDependencies {
            $0.weatherClient = mock
        } operation: {
            @Dependency(\.weatherClient) var weather
            return try await weather.search("Par")
        }
        #expect(found == ["Paris"])
        #expect(mock.searchCallCount == 1)
    }

    @Test("Without an override, tests get the unimplemented double from the key")
    func testValueIsTheUnimplementedDouble() async {
        #expect(WeatherClientKey.testValue is UnimplementedWeatherClient)
        @Dependency(\.weatherClient) var weather
        await expectIssue("Unimplemented: 'WeatherClient.clearCache()'") {
            await weather.clearCache()
        }
    }

    @Test("A mock counts and records concurrent calls without losing any")
    func mockIsSafeUnderConcurrency() async {
        let mock = MockWeatherClient()
        mock.searchHandler = { query in [query] }
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<200 {
                group.addTask { _ = try? await mock.search("city \(index)") }
            }
        }
        #expect(mock.searchCallCount == 200)
        #expect(Set(mock.searchCalls).count == 200)
    }

    @Test("reset() forgets every handler, count and recorded call, so one mock serves several steps of a test")
    func resetForgetsEverything() async throws {
        let mock = MockWeatherClient()
        mock.searchHandler = { query in [query] }
        mock.clearCacheHandler = {}
        _ = try await mock.search("Paris")
        await mock.clearCache()
        #expect(mock.searchCalls == ["Paris"])
        #expect(mock.clearCacheCallCount == 1)
        mock.reset()
        #expect(mock.searchCallCount == 0)
        #expect(mock.searchCalls.isEmpty)
        #expect(mock.clearCacheCallCount == 0)
        #expect(mock.searchHandler == nil)
        await expectIssue("Unimplemented: 'WeatherClient.search(_:)' has no handler") {
            await #expect(throws: UnimplementedFailure.self) { _ = try await mock.search("Oslo") }
        }
    }
}
