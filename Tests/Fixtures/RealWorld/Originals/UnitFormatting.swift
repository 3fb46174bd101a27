// Modelled on the shape of the polymorphism example in Matejkob/swift-spyable (Examples/Sources/Polymorphism.swift): a
// protocol of overloads that differ in parameter type only, in return type only (same parameter), in argument label
// only, and async and throwing overloads by parameter type; used through a wrapper that picks overloads with type
// annotations. Here it formats distances, elevations and durations. Written for this corpus; nothing is copied.
import Foundation

protocol UnitFormatting {
    // Overloads by parameter type
    func format(value: Double) -> String
    func format(value: Int) -> String
    func format(value: Measurement<UnitLength>) -> String

    // Overloads by return type only
    func convert(meters: Double) -> String
    func convert(meters: Double) -> Double
    func convert(meters: Double) -> [Double]

    // Async overloads by parameter type
    func localizedName(regionID: String) async -> String
    func localizedName(regionID: Int) async -> String

    // Throwing overloads by parameter type
    func parse(input: String) throws -> Double
    func parse(input: Data) throws -> Double

    // Overloads by argument label only
    func describe(distance: Double) -> String
    func describe(elevation: Double) -> String
    func describe(duration: Double) -> String
}

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
    let formatter: UnitFormatting

    func summary(meters: Double, ascent: Double, seconds: Double) -> String {
        let kilometers: Double = formatter.convert(meters: meters)
        let label: String = formatter.convert(meters: meters)
        return "\(label) (\(formatter.format(value: kilometers))), "
            + "\(formatter.describe(elevation: ascent)), \(formatter.describe(duration: seconds))"
    }
}
