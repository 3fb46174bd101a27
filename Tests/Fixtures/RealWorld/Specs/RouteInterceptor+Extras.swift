// What Originals/RouteInterceptor.swift declares besides the protocols: the models they pass, the defaults of their
// extensions, and an interceptor that chains others.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What the catalog knows about a request being adapted.
public struct RouteRequestContext: Sendable {
    /// The request's identity, the same for every attempt.
    public let requestID: UUID
    /// How many times the request was sent before, plus one.
    public let attempt: Int

    /// A request's context.
    public init(requestID: UUID, attempt: Int) {
        self.requestID = requestID
        self.attempt = attempt
    }
}

/// Whether a request that failed is sent again.
public enum RouteRetryDecision: Sendable, Equatable {
    /// Send it again now.
    case retry
    /// Send it again after a delay, in seconds.
    case retryAfter(TimeInterval)
    /// Fail it.
    case giveUp
}

extension RouteRequestAdapting {
    /// Adapts `request` for the attempt its context says.
    public func adapt(
        _ request: URLRequest, context: RouteRequestContext,
        completion: @escaping @Sendable (_ result: Result<URLRequest, any Error>) -> Void
    ) {
        adapt(request, attempt: context.attempt, completion: completion)
    }
}

extension RouteInterceptor {
    /// Sends `request` as it is.
    public func adapt(
        _ request: URLRequest, attempt: Int,
        completion: @escaping @Sendable (_ result: Result<URLRequest, any Error>) -> Void
    ) {
        completion(.success(request))
    }

    /// Never sends a request again.
    public func retry(
        _ request: URLRequest, dueTo error: any Error, attempt: Int,
        completion: @escaping @Sendable (RouteRetryDecision) -> Void
    ) {
        completion(.giveUp)
    }
}

/// An interceptor made of others: the adapters in order, then the first retrier that does not give up.
public struct ChainedRouteInterceptor: RouteInterceptor {
    /// The adapters, applied in order.
    public let adapters: [any RouteRequestAdapting]
    /// The retriers, asked in order.
    public let retriers: [any RouteRequestRetrying]

    /// An interceptor chaining `adapters` and `retriers`.
    public init(adapters: [any RouteRequestAdapting] = [], retriers: [any RouteRequestRetrying] = []) {
        self.adapters = adapters
        self.retriers = retriers
    }

    /// Adapts `request` with each adapter in turn, stopping at the first failure.
    public func adapt(
        _ request: URLRequest, attempt: Int,
        completion: @escaping @Sendable (_ result: Result<URLRequest, any Error>) -> Void
    ) {
        adapt(request, attempt: attempt, from: adapters[...], completion: completion)
    }

    private func adapt(
        _ request: URLRequest, attempt: Int, from remaining: ArraySlice<any RouteRequestAdapting>,
        completion: @escaping @Sendable (Result<URLRequest, any Error>) -> Void
    ) {
        guard let next = remaining.first else { return completion(.success(request)) }
        let rest = remaining.dropFirst()
        next.adapt(request, attempt: attempt) { result in
            switch result {
            case .success(let adapted): self.adapt(adapted, attempt: attempt, from: rest, completion: completion)
            case .failure: completion(result)
            }
        }
    }

    /// The first decision of a retrier that does not give up, or `.giveUp`.
    public func retry(
        _ request: URLRequest, dueTo error: any Error, attempt: Int,
        completion: @escaping @Sendable (RouteRetryDecision) -> Void
    ) {
        retry(request, dueTo: error, attempt: attempt, from: retriers[...], completion: completion)
    }

    private func retry(
        _ request: URLRequest, dueTo error: any Error, attempt: Int,
        from remaining: ArraySlice<any RouteRequestRetrying>,
        completion: @escaping @Sendable (RouteRetryDecision) -> Void
    ) {
        guard let next = remaining.first else { return completion(.giveUp) }
        let rest = remaining.dropFirst()
        next.retry(request, dueTo: error, attempt: attempt) { decision in
            guard decision == .giveUp else { return completion(decision) }
            self.retry(request, dueTo: error, attempt: attempt, from: rest, completion: completion)
        }
    }
}
