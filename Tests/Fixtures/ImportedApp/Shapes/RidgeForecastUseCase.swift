// Shape: a use case protocol of a domain module whose test key is an enum named after the use case, not the
// protocol, and whose live side is another module's conformance of that key to `DependencyKey` (apps split into
// Tuist projects write `extension FooUseCaseKey: @retroactive DependencyKey` in the app target, as several seen on
// GitHub do). The live key is Live/RidgeForecastLive.swift, in the ImportedAppLive target; the generated key keeps
// the enum's name through a type alias in the extras file. Written for the import corpus; nothing is copied.
import Dependencies

/// Forecasts for a ridge line.
public protocol RidgeForecastUseCaseProtocol: Sendable {
    func windSpeed(ridge: String) async throws -> Double
}

/// A forecast of calm air, the key's test value.
public struct CalmRidgeForecast: RidgeForecastUseCaseProtocol {
    public init() {}
    public func windSpeed(ridge: String) async throws -> Double { 0 }
}

public enum RidgeForecastUseCaseKey: TestDependencyKey {
    public static let testValue: any RidgeForecastUseCaseProtocol = CalmRidgeForecast()
}

extension DependencyValues {
    public var ridgeForecast: any RidgeForecastUseCaseProtocol {
        get { self[RidgeForecastUseCaseKey.self] }
        set { self[RidgeForecastUseCaseKey.self] = newValue }
    }
}
