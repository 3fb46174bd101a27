// What Originals/FavoritesService.swift declares around the protocol.
import Dependencies
import Foundation

/// Something the hiker can mark as a favourite.
public enum FavoriteSource: Equatable, Sendable {
    /// A trail.
    case trail(slug: String)
    /// A ranger.
    case ranger(id: Int)
}

extension FavoritesService {
    /// Adds `source` to the favourites.
    public func addToFavorites(source: FavoriteSource) {
        switch source {
        case let .trail(slug):
            if !currentTrailSlugs.contains(slug) { currentTrailSlugs.append(slug) }
        case let .ranger(id):
            if !currentRangerIDs.contains(id) { currentRangerIDs.append(id) }
        }
    }

    /// Removes `source` from the favourites.
    public func removeFromFavorites(source: FavoriteSource) {
        switch source {
        case let .trail(slug):
            currentTrailSlugs.removeAll { $0 == slug }
        case let .ranger(id):
            currentRangerIDs.removeAll { $0 == id }
        }
    }

    /// Whether `source` is a favourite.
    public func isFavorite(_ source: FavoriteSource) -> Bool {
        switch source {
        case let .trail(slug): currentTrailSlugs.contains(slug)
        case let .ranger(id): currentRangerIDs.contains(id)
        }
    }
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

    /// The live service, from the app's other dependencies (the original key's computed `liveValue`).
    nonisolated static func fromDependencies() -> LiveFavoritesService {
        @Dependency(\.widgets) var widgets
        @Dependency(\.cloudSync) var cloudSync
        return LiveFavoritesService(cloudSync: cloudSync, widgets: widgets)
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
