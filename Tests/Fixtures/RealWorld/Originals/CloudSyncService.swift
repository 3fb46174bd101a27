// Modelled on the shape of `CloudSyncService` in asiliuk/BsuirScheduleApp
// (Modules/Sources/BsuirCore/CloudSync/CloudSyncService.swift and CloudSyncServiceMock.swift): a class-bound protocol
// over iCloud key-value storage whose values are untyped (`Any?`), with an observation method taking an escaping
// `(Any?) -> Void` callback and returning a cancellation token (`AnyCancellable` there; a stand-in here), a get/set
// subscript, an `any`-typed dependency registered through a private key enum with live, preview and test values, and a
// recording mock. Swift 6 requires dependency values to be `Sendable`, so the protocol also refines `Sendable` and the
// classes are `@unchecked Sendable` behind a lock. Written for this corpus; nothing is copied.
import Dependencies
import Foundation

public protocol CloudSyncService: AnyObject, Sendable {
    func load()
    func observeChanges(forKey key: String, update: @escaping (Any?) -> Void) -> ObservationToken
    subscript(key: String) -> Any? { get set }
}

extension DependencyValues {
    public var cloudSync: any CloudSyncService {
        get { self[CloudSyncServiceKey.self] }
        set { self[CloudSyncServiceKey.self] = newValue }
    }
}

private enum CloudSyncServiceKey: DependencyKey {
    static let liveValue: any CloudSyncService = LiveCloudSyncService()
    static let previewValue: any CloudSyncService = CloudSyncServiceMock()
    static let testValue: any CloudSyncService = CloudSyncServiceMock()
}

/// Mirrors values into the ubiquitous key-value store (a dictionary behind a lock here).
final class LiveCloudSyncService: CloudSyncService, @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: Any] = [:]
    private var observers: [String: [UUID: (Any?) -> Void]] = [:]

    func load() {}

    func observeChanges(forKey key: String, update: @escaping (Any?) -> Void) -> ObservationToken {
        let id = UUID()
        lock.withLock { observers[key, default: [:]][id] = update }
        return ObservationToken { [weak self] in
            guard let self else { return }
            self.lock.withLock { _ = self.observers[key]?.removeValue(forKey: id) }
        }
    }

    subscript(key: String) -> Any? {
        get { lock.withLock { values[key] } }
        set {
            let callbacks = lock.withLock {
                values[key] = newValue
                return Array((observers[key] ?? [:]).values)
            }
            callbacks.forEach { $0(newValue) }
        }
    }
}

// MARK: - Mock

final class CloudSyncServiceMock: CloudSyncService, @unchecked Sendable {
    private(set) var loadCallsCount = 0
    func load() {
        loadCallsCount += 1
    }

    private(set) var observeChangesCalls: [String] = []
    private(set) var observeChangesUpdates: [(Any?) -> Void] = []
    func observeChanges(forKey key: String, update: @escaping (Any?) -> Void) -> ObservationToken {
        observeChangesCalls.append(key)
        observeChangesUpdates.append(update)
        return ObservationToken {}
    }

    private(set) var storage: [String: Any] = [:]
    subscript(key: String) -> Any? {
        get { storage[key] }
        set { storage[key] = newValue }
    }
}
