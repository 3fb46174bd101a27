// What Originals/WeatherStationReading.swift declares around the protocol, with the simulated station implementing
// `pollingInterval` as an instance property (the spec's requirement) instead of a static one.
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

struct SimulatedWeatherStation: WeatherStationReading {
    var pollingInterval: Duration { .seconds(60) }

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
