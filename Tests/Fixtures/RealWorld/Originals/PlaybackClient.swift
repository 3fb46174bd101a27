// Modelled on the shape of Mochi's `PlayerClient` (Mochi-Team/mochi, Sources/Clients/PlayerClient/Client.swift and
// Live.swift): a plain `Sendable` struct of closures whose parameters are mostly unnamed, one named with the keyword
// `in`, an endpoint taking the framework's player item and one handing out its player (AVFoundation's `AVPlayer`,
// neither `Sendable`), a test value of `unimplemented` calls, the accessor after the key, and a live value over an
// engine that owns the player. Written for this corpus; nothing is copied.
import Dependencies
import Foundation

/// Plays the audio guides of the trails.
public struct PlaybackClient: Sendable {
    public var load: @Sendable (AVPlayerItem) async throws -> Void
    public var setRate: @Sendable (Float) async -> Void
    public var play: @Sendable () async -> Void
    public var pause: @Sendable () async -> Void
    public var seek: @Sendable (_ progress: Double) async -> Void
    public var setOption: @Sendable (_ option: GuideTrackOption?, _ in: GuideTrackGroup) async -> Void
    public var status: @Sendable () -> PlaybackStatus
    public var statusUpdates: @Sendable () -> AsyncStream<PlaybackStatus>
    public var player: @Sendable () -> AVPlayer
}

/// A language or narration track of an audio guide.
public struct GuideTrackOption: Hashable, Sendable {
    public let id: String
    public let displayName: String
}

/// The tracks an audio guide offers for one purpose, of which one plays.
public struct GuideTrackGroup: Hashable, Sendable {
    public let options: [GuideTrackOption]
    public let allowsEmptySelection: Bool
}

/// Where playback is.
public enum PlaybackStatus: Equatable, Sendable {
    case idle
    case loading
    case playing(rate: Float)
    case paused(at: Double)
    case failed(String)
}

extension PlaybackClient: TestDependencyKey {
    public static let testValue = Self(
        load: unimplemented("PlaybackClient.load"),
        setRate: unimplemented("PlaybackClient.setRate"),
        play: unimplemented("PlaybackClient.play"),
        pause: unimplemented("PlaybackClient.pause"),
        seek: unimplemented("PlaybackClient.seek"),
        setOption: unimplemented("PlaybackClient.setOption"),
        status: unimplemented("PlaybackClient.status", placeholder: .idle),
        statusUpdates: unimplemented("PlaybackClient.statusUpdates", placeholder: .finished),
        player: unimplemented("PlaybackClient.player", placeholder: AVPlayer())
    )
}

extension DependencyValues {
    public var playback: PlaybackClient {
        get { self[PlaybackClient.self] }
        set { self[PlaybackClient.self] = newValue }
    }
}

extension PlaybackClient: DependencyKey {
    public static var liveValue: Self {
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
