// Stand-ins for Combine and AVFoundation types that clients take or hand out, named as the framework's own, since
// Linux has neither framework. The names matter: clientgen knows these framework types are never `Sendable` by name
// (as it knows `NSObject`), so each stand-in is a class that is not `Sendable` either, and a client mentioning one is
// treated as it would be on an Apple platform. Only what the corpus calls is declared.
import Foundation

/// Stand-in for Combine's `AnyPublisher`: a type-erased stream of values, not `Sendable`.
public final class AnyPublisher<Output, Failure: Error> {
    private var receivers: [(Output) -> Void] = []

    public init() {}

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

    public init() {}

    public func send(_ value: Output) {
        publisher.send(value)
    }

    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        publisher
    }
}

/// Stand-in for AVFoundation's `AVPlayerItem`: what a player plays, not `Sendable`.
public final class AVPlayerItem {
    public let url: URL
    public var preferredForwardBufferDuration: TimeInterval = 0

    public init(url: URL) {
        self.url = url
    }
}

/// Stand-in for AVFoundation's `AVPlayer`: a player of one item at a time, not `Sendable`.
public final class AVPlayer {
    public private(set) var currentItem: AVPlayerItem?
    public var rate: Float = 0

    public init() {}

    public func replaceCurrentItem(with item: AVPlayerItem?) {
        currentItem = item
    }
}
