// What Originals/MapCameraControlling.swift declares around the protocol.
struct MapCoordinate: Equatable, Sendable {
    var latitude: Double
    var longitude: Double
}

@MainActor
final class TrailMapCamera: MapCameraControlling {
    static let shared = TrailMapCamera()

    private(set) var zoomLevel: Double = 12
    private(set) var center = MapCoordinate(latitude: 46.55, longitude: 11.87)
    nonisolated let cameraIdentifier = "trail-map"

    func focus(on coordinate: MapCoordinate, zoomLevel: Double, animated: Bool) {
        center = coordinate
        self.zoomLevel = zoomLevel
    }

    func fitRoute(_ coordinates: [MapCoordinate], padding: Double) async {
        guard !coordinates.isEmpty else { return }
        let latitude = coordinates.map(\.latitude).reduce(0, +) / Double(coordinates.count)
        let longitude = coordinates.map(\.longitude).reduce(0, +) / Double(coordinates.count)
        let center = MapCoordinate(latitude: latitude, longitude: longitude)
        focus(on: center, zoomLevel: 13 - padding / 100, animated: true)
    }

    nonisolated func snapshotCacheKey(for coordinate: MapCoordinate) -> String {
        "\(cameraIdentifier)-\(coordinate.latitude)-\(coordinate.longitude)"
    }
}

/// Records calls; the default (test) value of the dependency.
@MainActor
final class MapCameraControllingMock: MapCameraControlling {
    var zoomLevel: Double = 10
    var center = MapCoordinate(latitude: 0, longitude: 0)
    nonisolated let cameraIdentifier = "mock"

    private(set) var focusCalls: [(coordinate: MapCoordinate, zoomLevel: Double, animated: Bool)] = []
    private(set) var fitRouteCalls: [[MapCoordinate]] = []

    nonisolated init() {}

    func focus(on coordinate: MapCoordinate, zoomLevel: Double, animated: Bool) {
        focusCalls.append((coordinate, zoomLevel, animated))
    }

    func fitRoute(_ coordinates: [MapCoordinate], padding: Double) async {
        fitRouteCalls.append(coordinates)
    }

    nonisolated func snapshotCacheKey(for coordinate: MapCoordinate) -> String { "mock" }
}
