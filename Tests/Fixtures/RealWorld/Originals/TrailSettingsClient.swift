// Modelled on the shape of isowords' `UserSettingsClient` (pointfreeco/isowords, Sources/UserSettingsClient): a plain
// (macro-less) struct of three closures with `@dynamicMemberLookup` subscripts (one returning a value, one a stream), a
// helper taking a non-escaping `inout` closure, the live value computed inside the `DependencyKey` extension and an
// in-memory `mock(initialSettings:)` used as the test value. Written for this corpus; nothing is copied.
import Dependencies
import Foundation

public struct TrailSettings: Codable, Equatable, Sendable {
    public enum DistanceUnit: String, Codable, Sendable { case kilometers, miles }

    public var distanceUnit: DistanceUnit = .kilometers
    public var offlineMapsEnabled = false
    public var showsSunsetWarnings = true
    public var preferredRegion: String?

    public init() {}
}

@dynamicMemberLookup
public struct TrailSettingsClient: Sendable {
    public var get: @Sendable () -> TrailSettings
    public var set: @Sendable (TrailSettings) async -> Void
    public var stream: @Sendable () -> AsyncStream<TrailSettings>

    public subscript<Value>(dynamicMember keyPath: KeyPath<TrailSettings, Value>) -> Value {
        self.get()[keyPath: keyPath]
    }

    @_disfavoredOverload
    public subscript<Value: Sendable>(
        dynamicMember keyPath: KeyPath<TrailSettings, Value> & Sendable
    ) -> AsyncStream<Value> {
        let settings = self.stream()
        return AsyncStream { continuation in
            let task = Task {
                for await value in settings {
                    continuation.yield(value[keyPath: keyPath])
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// Applies `operation` to the current settings and saves the result.
    public func modify(_ operation: (inout TrailSettings) -> Void) async {
        var settings = self.get()
        operation(&settings)
        await self.set(settings)
    }
}

extension TrailSettingsClient: DependencyKey {
    public static var liveValue: TrailSettingsClient {
        let fileURL = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("trail-settings.json")
        let initial =
            (try? JSONDecoder().decode(TrailSettings.self, from: Data(contentsOf: fileURL))) ?? TrailSettings()
        let settings = LockIsolated(initial)
        let subscribers = LockIsolated<[UUID: AsyncStream<TrailSettings>.Continuation]>([:])
        return Self(
            get: { settings.value },
            set: { updated in
                settings.setValue(updated)
                subscribers.value.values.forEach { $0.yield(updated) }
                try? JSONEncoder().encode(updated).write(to: fileURL)
            },
            stream: {
                AsyncStream { continuation in
                    let id = UUID()
                    subscribers.withValue { $0[id] = continuation }
                    continuation.onTermination = { _ in subscribers.withValue { $0[id] = nil } }
                }
            }
        )
    }

    public static let testValue = Self.mock()

    public static func mock(initialSettings: TrailSettings = TrailSettings()) -> Self {
        let settings = LockIsolated(initialSettings)
        let (stream, continuation) = AsyncStream.makeStream(of: TrailSettings.self)
        return Self(
            get: { settings.value },
            set: { updated in
                settings.setValue(updated)
                continuation.yield(updated)
            },
            stream: { stream }
        )
    }
}

extension DependencyValues {
    public var trailSettings: TrailSettingsClient {
        get { self[TrailSettingsClient.self] }
        set { self[TrailSettingsClient.self] = newValue }
    }
}
