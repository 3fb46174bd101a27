// Shape: a client conformed to `DependencyKey` where it is declared, by an empty extension (under the
// `@available(iOSApplicationExtension, unavailable)` isowords puts on live keys), while its `liveValue` is in a file
// of the same target that import is not given (NotImported/WeatherRadioLive.swift, as TCA's SpeechRecognition example
// keeps its live value in Live.swift), and a test key with a computed preview value next to it. Written for the
// import corpus; nothing is copied.
import Dependencies

public struct WeatherRadioClient: Sendable {
    public var tune: @Sendable (Double, String) async -> Void
    public var latestBulletin: @Sendable () async throws -> String
}

@available(iOSApplicationExtension, unavailable)
extension WeatherRadioClient: DependencyKey {}

extension WeatherRadioClient: TestDependencyKey {
    public static let testValue = Self(
        tune: unimplemented("WeatherRadioClient.tune"),
        latestBulletin: unimplemented("WeatherRadioClient.latestBulletin")
    )

    public static var previewValue: Self {
        Self(tune: { _, _ in }, latestBulletin: { "Clear skies on the ridge" })
    }
}

extension DependencyValues {
    public var weatherRadio: WeatherRadioClient {
        get { self[WeatherRadioClient.self] }
        set { self[WeatherRadioClient.self] = newValue }
    }
}
