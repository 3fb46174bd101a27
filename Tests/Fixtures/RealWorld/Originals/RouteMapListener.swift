// Modelled on the shape of uber/mockolo's `PresentableListener` fixture (Tests/TestMacros/FixtureMacro.swift): a
// RIBs-style listener protocol declared with the legacy `: class` constraint, with a member that exists only in DEBUG
// builds, plus a second listener inheriting from it (so also class-bound) and an interactor implementing both. Swift 6
// warns on `: class`, so this file keeps that spelling in the branch older compilers take and uses `AnyObject` in the
// branch Swift 6 compiles, as codebases straddling toolchains do; both branches declare the same members. Written for
// this corpus; nothing is copied.
import Foundation

#if compiler(>=6.0)
    protocol RouteMapListener: AnyObject {
        func didSelectWaypoint(at index: Int)
        func didRequestReroute(avoiding segmentCodes: [String])
        func didDismissMap()
        #if DEBUG
            func showDebugOverlay()
        #endif
    }
#else
    protocol RouteMapListener: class {
        func didSelectWaypoint(at index: Int)
        func didRequestReroute(avoiding segmentCodes: [String])
        func didDismissMap()
        #if DEBUG
            func showDebugOverlay()
        #endif
    }
#endif

/// Listens to the elevation profile shown under the map as well.
protocol ElevationProfileListener: RouteMapListener {
    func didScrub(toKilometer kilometer: Double)
}

final class RoutePlannerInteractor: ElevationProfileListener {
    private(set) var selectedWaypoint: Int?
    private(set) var avoidedSegments: Set<String> = []
    private(set) var scrubbedKilometer: Double = 0
    var onDismiss: (() -> Void)?

    func didSelectWaypoint(at index: Int) {
        selectedWaypoint = index
    }

    func didRequestReroute(avoiding segmentCodes: [String]) {
        avoidedSegments.formUnion(segmentCodes)
    }

    func didDismissMap() {
        onDismiss?()
    }

    #if DEBUG
        func showDebugOverlay() {
            print("waypoint: \(selectedWaypoint.map(String.init) ?? "none"), avoiding: \(avoidedSegments.sorted())")
        }
    #endif

    func didScrub(toKilometer kilometer: Double) {
        scrubbedKilometer = kilometer
    }
}
