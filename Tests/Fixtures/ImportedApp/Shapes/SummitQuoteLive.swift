// The live key of SummitQuoteClient: its value needs Foundation.
import Dependencies
import Foundation

extension SummitQuoteClient: DependencyKey {
    public static let liveValue = Self(
        elevation: { _ in Date().timeIntervalSince1970.truncatingRemainder(dividingBy: 4_000) }
    )
}
