// The live value of WeatherRadioClient: copied into the ImportedApp target after the import, so clientgen import never
// reads it. The conformance to `DependencyKey` it satisfies is in Shapes/WeatherRadioClient.swift, which import must
// tell the user to keep.
import Dependencies

extension WeatherRadioClient {
    /// The live radio.
    public static let liveValue = Self(
        tune: { _, _ in },
        latestBulletin: { "Live bulletin: wind rising on the ridge" }
    )
}
