// The values of TrailNarrationClient.client (round 9, modelled on kitlangton/Hex's TranscriptionClient).

/// How a recording is transcribed.
public struct NarrationOptions: Sendable, Equatable {
    /// The language the recording is spoken in.
    public var language: String

    /// Options for a recording in `language`.
    public init(language: String = "en") {
        self.language = language
    }
}
