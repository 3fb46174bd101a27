// What Originals/CloudSyncService.swift declares around the protocol: the subscript (here forwarding to the
// requirements that replace it), the live service and the hand-written in-memory mock the key uses.
import Foundation

extension CloudSyncService {
    /// The value stored under `key`.
    public subscript(key: String) -> Any? {
        get { value(forKey: key) }
        set { setValue(newValue, forKey: key) }
    }
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

    func value(forKey key: String) -> Any? {
        lock.withLock { values[key] }
    }

    func setValue(_ value: Any?, forKey key: String) {
        let callbacks = lock.withLock {
            values[key] = value
            return Array((observers[key] ?? [:]).values)
        }
        callbacks.forEach { $0(value) }
    }
}

/// Keeps values in memory and records observations.
final class CloudSyncServiceMock: CloudSyncService, @unchecked Sendable {
    private(set) var loadCallsCount = 0
    func load() {
        loadCallsCount += 1
    }

    private(set) var observeChangesCalls: [String] = []
    func observeChanges(forKey key: String, update: @escaping (Any?) -> Void) -> ObservationToken {
        observeChangesCalls.append(key)
        return ObservationToken {}
    }

    private(set) var storage: [String: Any] = [:]
    func value(forKey key: String) -> Any? { storage[key] }
    func setValue(_ value: Any?, forKey key: String) { storage[key] = value }
}
