// Modelled on the shape of Kingfisher's `Indicator` (onevcat/Kingfisher, Sources/Views/Indicator.swift, tag 8.11.0):
// a whole file under `#if !os(watchOS)`, whose platform has no view to animate, holding a `@MainActor` protocol
// refining `Sendable` with requirements to start and stop the animation, an offset, the view it draws in (a type alias
// chosen per platform under a nested `#if`) and a sizing strategy, defaults for two of them in an extension, and the
// one indicator the app ships. Nothing registers it: each photo view is given one. Written for this corpus; nothing is
// copied.
#if !os(watchOS)
import Foundation

#if canImport(UIKit)
import UIKit

/// The view a trail photo's indicator draws in.
public typealias TrailIndicatorView = UIView
#else
/// The view a trail photo's indicator draws in, where UIKit has none.
@MainActor
public final class TrailIndicatorView {
    public var isHidden = true

    public init() {}
}
#endif

/// How far from the photo's centre the indicator is drawn.
public struct TrailPhotoOffset: Equatable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = TrailPhotoOffset(x: 0, y: 0)
}

/// How big the indicator is drawn over the photo.
public enum TrailIndicatorSizeStrategy: Equatable, Sendable {
    case intrinsicSize
    case full
    case size(width: Double, height: Double)
}

/// Shows that a trail photo is downloading. watchOS shows photos without one.
@MainActor
public protocol TrailPhotoIndicator: Sendable {
    /// Starts the animation and shows the view.
    func startAnimatingView()

    /// Stops the animation and hides the view.
    func stopAnimatingView()

    /// How far from the photo's centre the view is drawn.
    var centerOffset: TrailPhotoOffset { get }

    /// The view drawn over the photo.
    var view: TrailIndicatorView { get }

    /// How big the view is drawn over `photoView`.
    func sizeStrategy(in photoView: TrailIndicatorView) -> TrailIndicatorSizeStrategy
}

extension TrailPhotoIndicator {
    public var centerOffset: TrailPhotoOffset { .zero }

    public func sizeStrategy(in photoView: TrailIndicatorView) -> TrailIndicatorSizeStrategy { .full }
}

/// The spinner every photo screen shows.
@MainActor
public final class SpinnerPhotoIndicator: TrailPhotoIndicator {
    public let view = TrailIndicatorView()
    public private(set) var isAnimating = false

    public init() {}

    public func startAnimatingView() {
        isAnimating = true
        view.isHidden = false
    }

    public func stopAnimatingView() {
        isAnimating = false
        view.isHidden = true
    }

    public func sizeStrategy(in photoView: TrailIndicatorView) -> TrailIndicatorSizeStrategy {
        .size(width: 44, height: 44)
    }
}
#endif
