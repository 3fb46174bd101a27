// Modelled on the shape of isowords' `AudioPlayerClient` (pointfreeco/isowords, Sources/AudioPlayerClient): a
// `@DependencyClient` of fire-and-forget async endpoints, a nested value type with its own nested enum, a closure with
// a default, a helper that returns a modified copy of the client, a `noop` used as the preview value and an accessor
// whose name differs from the type's. Written for this corpus; nothing is copied.
import Dependencies
import DependenciesMacros

@DependencyClient
public struct SoundEffectsClient: Sendable {
    public var preload: @Sendable ([Sound]) async -> Void
    public var loop: @Sendable (Sound) async -> Void
    public var play: @Sendable (Sound) async -> Void
    /// Whether another app is playing audio and ours should stay quiet.
    public var otherAudioIsPlaying: @Sendable () async -> Bool = { false }
    public var setMusicVolume: @Sendable (Float) async -> Void
    public var setEffectsVolume: @Sendable (Float) async -> Void
    public var setVolume: @Sendable (Sound, Float) async -> Void
    public var stop: @Sendable (Sound) async -> Void

    public struct Sound: Hashable, Sendable {
        public let category: Category
        public let name: String

        public init(category: Category, name: String) {
            self.category = category
            self.name = name
        }

        public enum Category: Hashable, Sendable {
            case ambience
            case cue
        }
    }

    /// A copy of this client that never plays the given sounds.
    public func muting(_ mutedSounds: Set<Sound>) -> Self {
        var client = self
        client.play = { sound in
            guard mutedSounds.contains(sound) else { return await self.play(sound) }
        }
        return client
    }
}

extension SoundEffectsClient.Sound {
    public static let checkpointReached = Self(category: .cue, name: "checkpoint")
    public static let summitFanfare = Self(category: .cue, name: "summit")
    public static let forestAmbience = Self(category: .ambience, name: "forest")
}

extension DependencyValues {
    public var soundEffects: SoundEffectsClient {
        get { self[SoundEffectsClient.self] }
        set { self[SoundEffectsClient.self] = newValue }
    }
}

extension SoundEffectsClient: TestDependencyKey {
    public static let previewValue = Self.noop
    public static let testValue = Self()
}

extension SoundEffectsClient {
    public static let noop = Self(
        preload: { _ in },
        loop: { _ in },
        play: { _ in },
        otherAudioIsPlaying: { false },
        setMusicVolume: { _ in },
        setEffectsVolume: { _ in },
        setVolume: { _, _ in },
        stop: { _ in }
    )
}
