// Modelled on the shape of the `ServiceProtocol` in Matejkob/swift-spyable's examples (Examples/Sources/
// ViewModel.swift): a protocol with existential (`any Codable`) properties and parameters, optional and implicitly
// unwrapped results, closure-typed properties (one optional), a labelled-tuple parameter, an async member returning a
// closure, a higher-order parameter, and a generic member; used by a view model, with a hand-written spy (what
// `@Spyable(behindPreprocessorFlag: "DEBUG")` would generate) inside `#if DEBUG`. Written for this corpus; nothing is
// copied.
import Foundation

protocol TrailSyncServicing {
    var accountName: String { get }
    var lastPayload: any Codable { get set }
    var deviceNickname: String? { get }
    var serverRegion: String! { get }
    var onSyncStarted: () -> Void { get set }
    var onSyncFinished: (() -> Void)? { get set }

    func configure(accountName: String, _ deviceNickname: String?)
    func fetchSettings(revision: UInt8) async throws -> [String: String]
    func fetchPendingUploads(_ batch: (name: String, count: Int)) async -> (() -> Void)
    func upload(journal: any Codable, photos: any Codable)
    func merge(local: (any Codable)?, remote: (any Codable)?)
    func transform(_ payload: (any Codable) -> (any Codable)?)
    func latestPayload() async throws -> any Codable
    func conflictSummary() -> String!
    func wrapInBatch<T>(_ item: T) -> [T]
}

final class TrailSyncViewModel {
    private let service: TrailSyncServicing
    private(set) var settings: [String: String] = [:]

    init(service: TrailSyncServicing) {
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

#if DEBUG
    final class TrailSyncServicingSpy: TrailSyncServicing {
        var accountName: String = ""
        var lastPayload: any Codable = ""
        var deviceNickname: String?
        var serverRegion: String!
        var onSyncStarted: () -> Void = {}
        var onSyncFinished: (() -> Void)?

        private(set) var configureCallsCount = 0
        private(set) var configureReceivedArguments: (accountName: String, deviceNickname: String?)?
        func configure(accountName: String, _ deviceNickname: String?) {
            configureCallsCount += 1
            configureReceivedArguments = (accountName, deviceNickname)
        }

        private(set) var fetchSettingsReceivedInvocations: [UInt8] = []
        var fetchSettingsThrowableError: (any Error)?
        var fetchSettingsReturnValue: [String: String] = [:]
        func fetchSettings(revision: UInt8) async throws -> [String: String] {
            fetchSettingsReceivedInvocations.append(revision)
            if let error = fetchSettingsThrowableError { throw error }
            return fetchSettingsReturnValue
        }

        var fetchPendingUploadsReturnValue: () -> Void = {}
        func fetchPendingUploads(_ batch: (name: String, count: Int)) async -> (() -> Void) {
            fetchPendingUploadsReturnValue
        }

        private(set) var uploadCallsCount = 0
        func upload(journal: any Codable, photos: any Codable) {
            uploadCallsCount += 1
        }

        private(set) var mergeCallsCount = 0
        func merge(local: (any Codable)?, remote: (any Codable)?) {
            mergeCallsCount += 1
        }

        private(set) var transformCallsCount = 0
        func transform(_ payload: (any Codable) -> (any Codable)?) {
            transformCallsCount += 1
        }

        var latestPayloadReturnValue: any Codable = ""
        func latestPayload() async throws -> any Codable {
            latestPayloadReturnValue
        }

        var conflictSummaryReturnValue: String!
        func conflictSummary() -> String! {
            conflictSummaryReturnValue
        }

        var wrapInBatchClosure: ((Any) -> Any)?
        func wrapInBatch<T>(_ item: T) -> [T] {
            wrapInBatchClosure.map { $0(item) as! [T] } ?? [item]
        }
    }
#endif
