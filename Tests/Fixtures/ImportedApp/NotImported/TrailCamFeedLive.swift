// The live value of TrailCamFeed: copied into the ImportedApp target after the import, so clientgen import never
// reads it. The key's conformance to `DependencyKey` it satisfies moves to the extras file import writes.
import Dependencies

extension TrailCamFeedKey {
    /// The live feed.
    public static let liveValue: any TrailCamFeed = LiveTrailCamFeed()
}

/// Reads the trail cameras.
struct LiveTrailCamFeed: TrailCamFeed {
    func latestFrame(camera: String) async throws -> [UInt8] { Array(camera.utf8) }

    func cameras() async -> [String] { ["Summit", "Creek crossing"] }
}
