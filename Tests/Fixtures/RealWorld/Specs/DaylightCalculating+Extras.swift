// What Originals/DaylightCalculating.swift declares around the protocol.
import Foundation

extension DaylightCalculating {
    /// Whether a hike of `minutes` started at `date` would end after sunset.
    func endsAfterSunset(startingAt date: Date, minutes: Int, latitude: Double, longitude: Double) -> Bool {
        minutesOfDaylightLeft(at: date, latitude: latitude, longitude: longitude) < minutes
    }
}

/// An approximation good to a few minutes away from the poles.
struct SolarDaylightCalculator: DaylightCalculating {
    func sunrise(on date: Date, latitude: Double, longitude: Double) -> Date {
        Calendar(identifier: .gregorian).startOfDay(for: date).addingTimeInterval(6 * 3600 - longitude * 240)
    }

    func sunset(on date: Date, latitude: Double, longitude: Double) -> Date {
        Calendar(identifier: .gregorian).startOfDay(for: date).addingTimeInterval(18 * 3600 - longitude * 240)
    }

    func minutesOfDaylightLeft(at date: Date, latitude: Double, longitude: Double) -> Int {
        max(0, Int(sunset(on: date, latitude: latitude, longitude: longitude).timeIntervalSince(date) / 60))
    }
}

/// Fixed times, in memory: sunrise at 06:00 and sunset at 20:00 UTC every day.
struct FixedDaylightCalculator: DaylightCalculating {
    var sunriseHour = 6
    var sunsetHour = 20

    private func time(_ hour: Int, on date: Date) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.startOfDay(for: date).addingTimeInterval(TimeInterval(hour * 3600))
    }

    func sunrise(on date: Date, latitude: Double, longitude: Double) -> Date { time(sunriseHour, on: date) }
    func sunset(on date: Date, latitude: Double, longitude: Double) -> Date { time(sunsetHour, on: date) }

    func minutesOfDaylightLeft(at date: Date, latitude: Double, longitude: Double) -> Int {
        max(0, Int(time(sunsetHour, on: date).timeIntervalSince(date) / 60))
    }
}
