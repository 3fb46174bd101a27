// What Originals/PlaybackClient.swift declares besides the endpoints: the models they pass and the live value, over
// an engine that owns the player.
import Foundation

/// A language or narration track of an audio guide.
public struct GuideTrackOption: Hashable, Sendable {
    /// The track's identity.
    public let id: String
    /// The name listeners pick it by.
    public let displayName: String
}

/// The tracks an audio guide offers for one purpose, of which one plays.
public struct GuideTrackGroup: Hashable, Sendable {
    /// The tracks.
    public let options: [GuideTrackOption]
    /// Whether no track may play.
    public let allowsEmptySelection: Bool
}

/// Where playback is.
public enum PlaybackStatus: Equatable, Sendable {
    /// Nothing loaded.
    case idle
    /// An item is loading.
    case loading
    /// Playing at a rate.
    case playing(rate: Float)
    /// Paused at a position, from 0 to 1.
    case paused(at: Double)
    /// Playback failed.
    case failed(String)
}

extension PlaybackClient {
    /// Plays on one engine, which owns the player.
    public static var live: Self {
        let engine = GuidePlaybackEngine()
        return Self(
            load: { engine.load($0) },
            setRate: { engine.setRate($0) },
            play: { engine.setRate(1) },
            pause: { engine.setRate(0) },
            seek: { engine.seek(to: $0) },
            setOption: { option, _ in engine.select(option) },
            status: { engine.status },
            statusUpdates: { AsyncStream { $0.yield(engine.status) } },
            player: { engine.player }
        )
    }
}

/// Owns the player; every access goes through its lock.
final class GuidePlaybackEngine: @unchecked Sendable {
    let player = AVPlayer()
    private let lock = NSLock()
    private var selectedOption: GuideTrackOption?
    private var position = 0.0

    var status: PlaybackStatus {
        lock.withLock {
            guard player.currentItem != nil else { return .idle }
            return player.rate == 0 ? .paused(at: position) : .playing(rate: player.rate)
        }
    }

    func load(_ item: AVPlayerItem) {
        lock.withLock { player.replaceCurrentItem(with: item) }
    }

    func setRate(_ rate: Float) {
        lock.withLock { player.rate = rate }
    }

    func seek(to progress: Double) {
        lock.withLock { position = progress }
    }

    func select(_ option: GuideTrackOption?) {
        lock.withLock { selectedOption = option }
    }
}
