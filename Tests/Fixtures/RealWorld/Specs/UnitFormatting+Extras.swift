// The formatter and its user from Originals/UnitFormatting.swift.
import Foundation

enum UnitFormattingError: Error {
    case unreadable
}

struct MetricUnitFormatter: UnitFormatting {
    func format(value: Double) -> String { String(format: "%.1f", value) }
    func format(value: Int) -> String { "\(value)" }
    func format(value: Measurement<UnitLength>) -> String {
        format(value: value.converted(to: .kilometers).value) + " km"
    }

    func convert(meters: Double) -> String { format(value: meters / 1000) + " km" }
    func convert(meters: Double) -> Double { meters / 1000 }
    func convert(meters: Double) -> [Double] { [meters, meters / 1000] }

    func localizedName(regionID: String) async -> String { regionID.capitalized }
    func localizedName(regionID: Int) async -> String { "Region \(regionID)" }

    func parse(input: String) throws -> Double {
        guard let value = Double(input) else { throw UnitFormattingError.unreadable }
        return value
    }

    func parse(input: Data) throws -> Double {
        try parse(input: String(decoding: input, as: UTF8.self))
    }

    func describe(distance: Double) -> String { convert(meters: distance) }
    func describe(elevation: Double) -> String { format(value: Int(elevation)) + " m" }
    func describe(duration: Double) -> String { "\(Int(duration / 60)) min" }
}

struct HikeSummaryFormatter {
    let formatter: any UnitFormatting

    func summary(meters: Double, ascent: Double, seconds: Double) -> String {
        let kilometers: Double = formatter.convert(meters: meters)
        let label: String = formatter.convert(meters: meters)
        return "\(label) (\(formatter.format(value: kilometers))), "
            + "\(formatter.describe(elevation: ascent)), \(formatter.describe(duration: seconds))"
    }
}
