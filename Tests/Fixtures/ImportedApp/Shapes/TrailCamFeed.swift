// Shape: a protocol client whose key enum, named as the generated key is, conforms to `DependencyKey` with only its
// test value, the `liveValue` being declared in an extension of the key in a file import is not given
// (NotImported/TrailCamFeedLive.swift), as apps keep live implementations apart. Written for the import corpus;
// nothing is copied.
import Dependencies

public protocol TrailCamFeed: Sendable {
    func latestFrame(camera: String) async throws -> [UInt8]
    func cameras() async -> [String]
}

public enum TrailCamFeedKey: DependencyKey {
    public static let testValue: any TrailCamFeed = UnimplementedTrailCamFeed()
}

struct UnimplementedTrailCamFeed: TrailCamFeed {
    func latestFrame(camera: String) async throws -> [UInt8] {
        reportIssue("Unimplemented: 'TrailCamFeed.latestFrame(camera:)'")
        throw CancellationError()
    }

    func cameras() async -> [String] {
        reportIssue("Unimplemented: 'TrailCamFeed.cameras()'")
        return []
    }
}

extension DependencyValues {
    public var trailCamFeed: any TrailCamFeed {
        get { self[TrailCamFeedKey.self] }
        set { self[TrailCamFeedKey.self] = newValue }
    }
}
