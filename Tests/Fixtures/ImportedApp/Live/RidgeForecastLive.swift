// The live key of RidgeForecastUseCaseProtocol, in a module of its own, extending the key by the name the interface
// module gave it (RidgeForecastUseCaseKey, not the generated RidgeForecastUseCaseProtocolKey). ImportedAppTests checks
// that a live `@Dependency(\.ridgeForecast)` gets this value.
import Dependencies
import ImportedApp

struct GustyRidgeForecast: RidgeForecastUseCaseProtocol {
    func windSpeed(ridge: String) async throws -> Double { ridge == "North" ? 42 : 12 }
}

extension RidgeForecastUseCaseKey: DependencyKey {
    /// Gusts on the North ridge, calm elsewhere.
    public static let liveValue: any RidgeForecastUseCaseProtocol = GustyRidgeForecast()
}
