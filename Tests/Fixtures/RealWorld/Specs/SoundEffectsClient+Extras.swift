// What Originals/SoundEffectsClient.swift declares besides the endpoints: the nested `Sound` type, a helper and the
// sounds the app plays.
import Dependencies

extension SoundEffectsClient {
    /// A sound the app can play.
    public struct Sound: Hashable, Sendable {
        /// What the sound is for.
        public let category: Category
        /// The sound file's name.
        public let name: String

        /// A sound.
        public init(category: Category, name: String) {
            self.category = category
            self.name = name
        }

        /// What a sound is for.
        public enum Category: Hashable, Sendable {
            /// Background sound, looped.
            case ambience
            /// A short cue.
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
    /// Played at a checkpoint.
    public static let checkpointReached = Self(category: .cue, name: "checkpoint")
    /// Played at the summit.
    public static let summitFanfare = Self(category: .cue, name: "summit")
    /// Forest background.
    public static let forestAmbience = Self(category: .ambience, name: "forest")
}
