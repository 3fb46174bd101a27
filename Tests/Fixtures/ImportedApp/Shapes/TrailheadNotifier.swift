// Shape: a struct client wrapping `NotificationCenter` observers, whose tokens (`NSObjectProtocol`) are never
// `Sendable`, and a protocol registered through a key declared as a struct that names its `Value`. Written for the
// import corpus; nothing is copied.
import Dependencies
import Foundation

public struct TrailheadNotifier: Sendable {
    public var observe: @Sendable (Notification.Name, @escaping @Sendable (Notification) -> Void) -> NSObjectProtocol
    public var stopObserving: @Sendable (_ token: NSObjectProtocol) -> Void
}

extension TrailheadNotifier: DependencyKey {
    public static let liveValue = TrailheadNotifier(
        observe: { name, handler in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { handler($0) }
        },
        stopObserving: { NotificationCenter.default.removeObserver($0) }
    )
}

extension DependencyValues {
    public var trailheadNotifier: TrailheadNotifier {
        get { self[TrailheadNotifier.self] }
        set { self[TrailheadNotifier.self] = newValue }
    }
}

public protocol TrailheadCounter: Sendable {
    func count() async -> Int
}

struct FixedTrailheadCounter: TrailheadCounter {
    func count() async -> Int { 12 }
}

private struct TrailheadCounterKey: DependencyKey {
    typealias Value = any TrailheadCounter
    static let liveValue: Value = FixedTrailheadCounter()
}

extension DependencyValues {
    public var trailheadCounter: any TrailheadCounter {
        get { self[TrailheadCounterKey.self] }
        set { self[TrailheadCounterKey.self] = newValue }
    }
}
