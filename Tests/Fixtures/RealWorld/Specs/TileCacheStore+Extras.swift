// What Originals/TileCacheStore.swift declares around the protocol.
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

extension TileCacheStore {
    typealias KeySet = Set<TileKey>
}
