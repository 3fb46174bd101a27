// The view model from Originals/TrailSyncServicing.swift.
final class TrailSyncViewModel {
    private let service: any TrailSyncServicing
    private(set) var settings: [String: String] = [:]

    init(service: any TrailSyncServicing) {
        self.service = service
    }

    func start(accountName: String) {
        service.configure(accountName: accountName, nil)
    }

    func refreshSettings() async throws {
        if settings.isEmpty {
            settings = try await service.fetchSettings(revision: 1)
            return
        }
        _ = try await service.fetchSettings(revision: 2)
        settings.removeAll()
    }

    func batch<T>(_ item: T) -> [T] {
        service.wrapInBatch(item)
    }
}
