// The values of TrailAutoPromptClient.client (round 8, modelled on larryonoff/untitled-ios-sdk's AutoPresentation).

/// What the app may prompt the hiker for, and what happens to a prompt.
public enum TrailPrompt {
    /// A prompt.
    public enum Feature: Equatable, Sendable {
        case rateApp
        case shareTrail
    }

    /// What happened to a prompt.
    public enum Event: Equatable, Sendable {
        case shown(Feature)
        case dismissed(Feature)
    }
}
