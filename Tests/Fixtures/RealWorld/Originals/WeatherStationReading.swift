// Modelled on the shapes of uber/mockolo's effectful-property and typed-throws fixtures
// (Tests/TestVars/FixtureAsyncThrowsVars.swift, Tests/TestFuncs/TestFuncThrow/FixtureFuncThrow.swift) and of
// Kolos65/Mockable's Swift 6 fixture (Tests/MockableTests/Protocols/TestService_Swift6.swift): a `Sendable` protocol
// with `{ get throws }`, `{ get async }`, `{ get async throws }` and typed-throwing (`throws(E)`) properties and
// methods, a static settable property, a `rethrows` member taking a typed-throwing closure, and an `async throws(any
// Error)` member. Here it reads a ranger station's weather sensors. Written for this corpus; nothing is copied.
import Foundation

enum StationError: Error, Equatable {
    case offline
    case sensorFault(String)
}

struct StationReading: Equatable, Sendable {
    var temperatureCelsius: Double
    var windKmh: Double
    var recordedAt: Date
}

protocol WeatherStationReading: Sendable {
    static var pollingInterval: Duration { get }
    var stationID: String { get }
    var firmwareVersion: String { get throws }
    var latestReading: StationReading { get async }
    var dailyExtremes: (low: StationReading, high: StationReading) { get async throws }
    var batteryPercent: Int { get throws(StationError) }

    func calibrate() throws(StationError)
    func reading(at date: Date) throws(StationError) -> StationReading
    func sync() async throws(StationError) -> Int
    func uploadLog() async throws(any Error)
    func forEachSensor(_ body: (String) throws(StationError) -> Void) rethrows
}

struct SimulatedWeatherStation: WeatherStationReading {
    static var pollingInterval: Duration { .seconds(60) }

    let stationID: String
    var isOnline = true

    var firmwareVersion: String {
        get throws {
            guard isOnline else { throw StationError.offline }
            return "3.2.1"
        }
    }

    var latestReading: StationReading {
        get async { StationReading(temperatureCelsius: 7.5, windKmh: 18, recordedAt: Date()) }
    }

    var dailyExtremes: (low: StationReading, high: StationReading) {
        get async throws {
            let reading = await latestReading
            return (reading, reading)
        }
    }

    var batteryPercent: Int {
        get throws(StationError) {
            guard isOnline else { throw .offline }
            return 82
        }
    }

    func calibrate() throws(StationError) {
        guard isOnline else { throw .offline }
    }

    func reading(at date: Date) throws(StationError) -> StationReading {
        guard isOnline else { throw .offline }
        return StationReading(temperatureCelsius: 6, windKmh: 12, recordedAt: date)
    }

    func sync() async throws(StationError) -> Int {
        guard isOnline else { throw .offline }
        return 144
    }

    func uploadLog() async throws(any Error) {
        try calibrate()
    }

    func forEachSensor(_ body: (String) throws(StationError) -> Void) rethrows {
        for sensor in ["thermometer", "anemometer", "rain-gauge"] {
            try body(sensor)
        }
    }
}
