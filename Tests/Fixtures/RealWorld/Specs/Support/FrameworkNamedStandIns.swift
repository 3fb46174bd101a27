// Stand-ins for Combine and AVFoundation types, named as the framework's own, equivalent to
// Originals/Support/FrameworkNamedStandIns.swift: clientgen knows these framework types are never `Sendable` by name,
// so each is a class that is not `Sendable` either.
import Foundation

/// Stand-in for Combine's `AnyPublisher`: a type-erased stream of values, not `Sendable`.
public final class AnyPublisher<Output, Failure: Error> {
    private var receivers: [(Output) -> Void] = []

    /// A publisher with no receiver.
    public init() {}

    /// Calls `receiveValue` with every value published from now on.
    public func sink(receiveValue: @escaping (Output) -> Void) {
        receivers.append(receiveValue)
    }

    func send(_ value: Output) {
        for receiver in receivers { receiver(value) }
    }
}

/// Stand-in for Combine's `PassthroughSubject`: a subject that is not `Sendable`.
public final class PassthroughSubject<Output, Failure: Error> {
    private let publisher = AnyPublisher<Output, Failure>()

    /// A subject with no receiver.
    public init() {}

    /// Publishes `value`.
    public func send(_ value: Output) {
        publisher.send(value)
    }

    /// The subject's values, type-erased.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        publisher
    }
}

/// Stand-in for AVFoundation's `AVPlayerItem`: what a player plays, not `Sendable`.
public final class AVPlayerItem {
    /// Where the media is.
    public let url: URL
    /// How much media the player buffers ahead, in seconds.
    public var preferredForwardBufferDuration: TimeInterval = 0

    /// An item playing `url`.
    public init(url: URL) {
        self.url = url
    }
}

/// Stand-in for AVFoundation's `AVPlayer`: a player of one item at a time, not `Sendable`.
public final class AVPlayer {
    /// The item playing.
    public private(set) var currentItem: AVPlayerItem?
    /// The playback rate.
    public var rate: Float = 0

    /// A player with no item.
    public init() {}

    /// Plays `item` instead of the current one.
    public func replaceCurrentItem(with item: AVPlayerItem?) {
        currentItem = item
    }
}
