// Modelled on the shape of Element X's `ClientProxyProtocol` (element-hq/element-x-ios,
// ElementX/Sources/Services/Client/ClientProxyProtocol.swift): a class-bound protocol marked for a mock generator
// (`// sourcery: AutoMockable`) that exposes state as Combine publishers (an `AnyPublisher` of values, a
// `PassthroughSubject` of actions) next to async requirements returning `Result`s, one taking Foundation's
// `NSPredicate` and `NSSortDescriptor`. Nothing registers it: the app passes it around. Written for this corpus;
// nothing is copied.
import Foundation

/// What the trail feed did.
public enum TrailFeedAction: Equatable, Sendable {
    case refreshed(count: Int)
    case failed(String)
}

/// Why the trail feed could not answer.
public enum TrailFeedError: Error, Equatable, Sendable {
    case offline
    case forbidden
}

// sourcery: AutoMockable
public protocol TrailFeedProviding: AnyObject, Sendable {
    /// The feed's entries, each time they change.
    var entriesPublisher: AnyPublisher<[String], Never> { get }

    /// What the feed does, as it does it.
    var actions: PassthroughSubject<TrailFeedAction, Never> { get }

    func refresh() async -> Result<Int, TrailFeedError>

    /// The entries `predicate` matches, ordered by `descriptors`.
    func entries(matching predicate: NSPredicate?, sortedBy descriptors: [NSSortDescriptor]) async
        -> Result<[String], TrailFeedError>

    func pause() async
}
