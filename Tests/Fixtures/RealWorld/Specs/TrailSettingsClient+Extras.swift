// What Originals/TrailSettingsClient.swift declares besides the endpoints.
import Dependencies
import Foundation

/// The hiker's settings.
public struct TrailSettings: Codable, Equatable, Sendable {
    /// Units for distances.
    public enum DistanceUnit: String, Codable, Sendable {
        /// Kilometers.
        case kilometers
        /// Miles.
        case miles
    }

    /// Units for distances.
    public var distanceUnit: DistanceUnit = .kilometers
    /// Whether maps are kept offline.
    public var offlineMapsEnabled = false
    /// Whether the app warns before sunset.
    public var showsSunsetWarnings = true

    /// The default settings.
    public init() {}
}

extension TrailSettingsClient {
    /// The current value of one setting.
    public subscript<Value>(dynamicMember keyPath: KeyPath<TrailSettings, Value>) -> Value {
        self.get()[keyPath: keyPath]
    }

    /// The values of one setting, as they change.
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

    /// Settings saved in a file.
    public static var live: TrailSettingsClient {
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

    /// Settings in memory, starting at `initialSettings`.
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
