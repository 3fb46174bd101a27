// What Originals/TrailPhotoIndicator.swift declares around the protocol, under the same `#if !os(watchOS)`.
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
            /// Whether the view is hidden.
            public var isHidden = true

            /// A hidden view.
            public init() {}
        }
    #endif

    /// How far from the photo's centre the indicator is drawn.
    public struct TrailPhotoOffset: Equatable, Sendable {
        /// The horizontal distance, in points.
        public var x: Double
        /// The vertical distance, in points.
        public var y: Double

        /// An offset of `x` and `y`.
        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }

        /// The centre itself.
        public static let zero = TrailPhotoOffset(x: 0, y: 0)
    }

    /// How big the indicator is drawn over the photo.
    public enum TrailIndicatorSizeStrategy: Equatable, Sendable {
        case intrinsicSize
        case full
        case size(width: Double, height: Double)
    }

    extension TrailPhotoIndicator {
        /// The centre itself.
        public var centerOffset: TrailPhotoOffset { .zero }

        /// The full photo.
        public func sizeStrategy(in photoView: TrailIndicatorView) -> TrailIndicatorSizeStrategy { .full }
    }

    /// The spinner every photo screen shows.
    @MainActor
    public final class SpinnerPhotoIndicator: TrailPhotoIndicator {
        /// The view drawn over the photo.
        public let view = TrailIndicatorView()
        /// Whether the spinner turns.
        public private(set) var isAnimating = false

        /// A spinner, hidden.
        public init() {}

        /// Starts the spinner and shows it.
        public func startAnimatingView() {
            isAnimating = true
            view.isHidden = false
        }

        /// Stops the spinner and hides it.
        public func stopAnimatingView() {
            isAnimating = false
            view.isHidden = true
        }

        /// A spinner of 44 points square.
        public func sizeStrategy(in photoView: TrailIndicatorView) -> TrailIndicatorSizeStrategy {
            .size(width: 44, height: 44)
        }
    }
#endif
