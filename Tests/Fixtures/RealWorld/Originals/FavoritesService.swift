// Modelled on the shape of `FavoritesService` in asiliuk/BsuirScheduleApp
// (Modules/Sources/Favorites/FavoritesService.swift and FavoriteServiceMock.swift): a class-bound protocol of get/set
// collection properties paired with change streams (Combine publishers there; `AsyncStream` here), helper methods in a
// protocol extension, a `nonisolated` requirement, a dependency whose accessor (`favorites`) differs from the type
// name, a live value assembled from other dependencies and an in-memory mock used for previews and tests. In Swift 6
// the protocol is `@MainActor` and `Sendable` so the existential can be a dependency value. Written for this corpus;
// nothing is copied.
import Dependencies
import Foundation

public enum FavoriteSource: Equatable, Sendable {
    case trail(slug: String)
    case ranger(id: Int)
}

@MainActor
public protocol FavoritesService: AnyObject, Sendable {
    /// Prefix of the iCloud keys the favourites are stored under; readable from any isolation.
    nonisolated var storageKeyPrefix: String { get }
    var currentTrailSlugs: [String] { get set }
    var trailSlugs: AsyncStream<[String]> { get }
    var currentRangerIDs: [Int] { get set }
    var rangerIDs: AsyncStream<[Int]> { get }
}

// MARK: - Favorites + Source

extension FavoritesService {
    public func addToFavorites(source: FavoriteSource) {
        switch source {
        case let .trail(slug):
            if !currentTrailSlugs.contains(slug) { currentTrailSlugs.append(slug) }
        case let .ranger(id):
            if !currentRangerIDs.contains(id) { currentRangerIDs.append(id) }
        }
    }

    public func removeFromFavorites(source: FavoriteSource) {
        switch source {
        case let .trail(slug):
            currentTrailSlugs.removeAll { $0 == slug }
        case let .ranger(id):
            currentRangerIDs.removeAll { $0 == id }
        }
    }

    public func isFavorite(_ source: FavoriteSource) -> Bool {
        switch source {
        case let .trail(slug): currentTrailSlugs.contains(slug)
        case let .ranger(id): currentRangerIDs.contains(id)
        }
    }
}

// MARK: - Dependency

extension DependencyValues {
    public var favorites: any FavoritesService {
        get { self[FavoritesServiceKey.self] }
        set { self[FavoritesServiceKey.self] = newValue }
    }
}

private enum FavoritesServiceKey: DependencyKey {
    static var liveValue: any FavoritesService {
        @Dependency(\.widgets) var widgets
        @Dependency(\.cloudSync) var cloudSync
        return LiveFavoritesService(cloudSync: cloudSync, widgets: widgets)
    }

    static let previewValue: any FavoritesService = FavoritesServiceMock(
        trailSlugs: ["tour-du-mont-blanc", "alta-via-1"],
        rangerIDs: [504, 570]
    )

    static let testValue: any FavoritesService = FavoritesServiceMock()
}

/// Stores favourites in iCloud key-value storage and refreshes the widgets when they change.
@MainActor
final class LiveFavoritesService: FavoritesService {
    private let cloudSync: any CloudSyncService
    private let widgets: HomeScreenWidgetClient
    nonisolated let storageKeyPrefix = "favorite"

    nonisolated init(cloudSync: any CloudSyncService, widgets: HomeScreenWidgetClient) {
        self.cloudSync = cloudSync
        self.widgets = widgets
    }

    var currentTrailSlugs: [String] {
        get { cloudSync["\(storageKeyPrefix)-trails"] as? [String] ?? [] }
        set {
            cloudSync["\(storageKeyPrefix)-trails"] = newValue
            widgets.reload(.nextHike)
        }
    }

    var trailSlugs: AsyncStream<[String]> { values(forKey: "\(storageKeyPrefix)-trails", as: [String].self) }

    var currentRangerIDs: [Int] {
        get { cloudSync["\(storageKeyPrefix)-rangers"] as? [Int] ?? [] }
        set { cloudSync["\(storageKeyPrefix)-rangers"] = newValue }
    }

    var rangerIDs: AsyncStream<[Int]> { values(forKey: "\(storageKeyPrefix)-rangers", as: [Int].self) }

    private func values<Value: Sendable>(forKey key: String, as type: [Value].Type) -> AsyncStream<[Value]> {
        let (stream, continuation) = AsyncStream.makeStream(of: [Value].self)
        continuation.yield(cloudSync[key] as? [Value] ?? [])
        let token = cloudSync.observeChanges(forKey: key) { value in
            continuation.yield(value as? [Value] ?? [])
        }
        let box = UncheckedSendable(token)
        continuation.onTermination = { _ in box.value.cancel() }
        return stream
    }
}

// MARK: - Mock

/// Keeps favourites in memory and replays changes to observers.
@MainActor
final class FavoritesServiceMock: FavoritesService {
    private var slugs: [String]
    private var ids: [Int]
    private var slugObservers: [AsyncStream<[String]>.Continuation] = []
    private var idObservers: [AsyncStream<[Int]>.Continuation] = []
    nonisolated let storageKeyPrefix = "mock-favorite"

    nonisolated init(trailSlugs: [String] = [], rangerIDs: [Int] = []) {
        self.slugs = trailSlugs
        self.ids = rangerIDs
    }

    var currentTrailSlugs: [String] {
        get { slugs }
        set {
            slugs = newValue
            slugObservers.forEach { $0.yield(newValue) }
        }
    }

    var trailSlugs: AsyncStream<[String]> {
        let (stream, continuation) = AsyncStream.makeStream(of: [String].self)
        continuation.yield(slugs)
        slugObservers.append(continuation)
        return stream
    }

    var currentRangerIDs: [Int] {
        get { ids }
        set {
            ids = newValue
            idObservers.forEach { $0.yield(newValue) }
        }
    }

    var rangerIDs: AsyncStream<[Int]> {
        let (stream, continuation) = AsyncStream.makeStream(of: [Int].self)
        continuation.yield(ids)
        idObservers.append(continuation)
        return stream
    }
}
