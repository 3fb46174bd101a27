// Modelled on the shape of uber/mockolo's protocol-with-associated-types fixtures (Tests/TestPATs/FixturePAT.swift): a
// protocol with several associated types, one constrained by another (`Tiles: Collection where Tiles.Element == Tile`),
// one with a default (`Key = TileKey`), a typealias inside the protocol, an inherited base protocol, a get-only
// property typed by an associated type, and a concrete store binding them. Generic code uses it as `some
// TileCacheStore`; it cannot be a `DependencyValues` value on its own. Written for this corpus; nothing is copied.
import Foundation

struct TileKey: Hashable, Sendable {
    var zoom: Int
    var x: Int
    var y: Int
}

struct RasterTile: Equatable, Sendable {
    var key: TileKey
    var pngData: Data
}

protocol TileCachePurging {
    func purge(olderThan date: Date)
}

protocol TileCacheStore: TileCachePurging {
    associatedtype Tile
    associatedtype Tiles: Collection where Tiles.Element == Tile
    associatedtype Key: Hashable = TileKey

    typealias KeySet = Set<Key>

    var capacityBytes: Int { get }
    var allTiles: Tiles { get }

    func tile(for key: Key) -> Tile?
    func store(_ tile: Tile, for key: Key) throws
    func removeAll()
    func remove(_ keys: KeySet)
}

final class MemoryTileCache: TileCacheStore {
    typealias Tile = RasterTile
    typealias Tiles = [RasterTile]

    private var tiles: [TileKey: (tile: RasterTile, storedAt: Date)] = [:]
    let capacityBytes: Int

    init(capacityBytes: Int = 64 * 1024 * 1024) {
        self.capacityBytes = capacityBytes
    }

    var allTiles: [RasterTile] { tiles.values.map(\.tile) }

    func tile(for key: TileKey) -> RasterTile? { tiles[key]?.tile }

    func store(_ tile: RasterTile, for key: TileKey) throws {
        let used = tiles.values.reduce(0) { $0 + $1.tile.pngData.count }
        guard used + tile.pngData.count <= capacityBytes else {
            throw CocoaError(.fileWriteOutOfSpace)
        }
        tiles[key] = (tile, Date())
    }

    func removeAll() { tiles.removeAll() }

    func remove(_ keys: Set<TileKey>) {
        keys.forEach { tiles[$0] = nil }
    }

    func purge(olderThan date: Date) {
        tiles = tiles.filter { $0.value.storedAt >= date }
    }
}
