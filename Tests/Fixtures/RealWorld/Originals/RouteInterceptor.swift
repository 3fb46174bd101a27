// Modelled on the shape of Alamofire's `RequestInterceptor` (Alamofire/Alamofire, Source/Features/
// RequestInterceptor.swift): two `Sendable` protocols of completion-handler requirements (one of them with a default
// for its second requirement in its own extension), a protocol without members of its own that composes both, an
// extension of the composition that gives every parent requirement a default, and a concrete interceptor that chains
// others. Nothing registers it as a dependency: the trail catalog's networking layer takes one. Written for this
// corpus; nothing is copied.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What the catalog knows about a request being adapted.
public struct RouteRequestContext: Sendable {
    public let requestID: UUID
    public let attempt: Int

    public init(requestID: UUID, attempt: Int) {
        self.requestID = requestID
        self.attempt = attempt
    }
}

/// Whether a request that failed is sent again.
public enum RouteRetryDecision: Sendable, Equatable {
    case retry
    case retryAfter(TimeInterval)
    case giveUp
}

/// Inspects a catalog request before it is sent, and changes it if it must.
public protocol RouteRequestAdapting: Sendable {
    /// Adapts `request` for its `attempt`-th sending, then calls `completion` with the request to send or the reason
    /// it cannot be sent.
    func adapt(
        _ request: URLRequest, attempt: Int,
        completion: @escaping @Sendable (_ result: Result<URLRequest, any Error>) -> Void)

    /// Adapts `request` knowing all of its context.
    func adapt(
        _ request: URLRequest, context: RouteRequestContext,
        completion: @escaping @Sendable (_ result: Result<URLRequest, any Error>) -> Void)
}

extension RouteRequestAdapting {
    public func adapt(
        _ request: URLRequest, context: RouteRequestContext,
        completion: @escaping @Sendable (_ result: Result<URLRequest, any Error>) -> Void
    ) {
        adapt(request, attempt: context.attempt, completion: completion)
    }
}

/// Decides whether a catalog request that failed is sent again.
public protocol RouteRequestRetrying: Sendable {
    /// Calls `completion` with what to do about `request`, which failed with `error` on its `attempt`-th sending.
    func retry(
        _ request: URLRequest, dueTo error: any Error, attempt: Int,
        completion: @escaping @Sendable (RouteRetryDecision) -> Void)
}

/// Adapts and retries the catalog's requests.
public protocol RouteInterceptor: RouteRequestAdapting, RouteRequestRetrying {}

extension RouteInterceptor {
    public func adapt(
        _ request: URLRequest, attempt: Int,
        completion: @escaping @Sendable (_ result: Result<URLRequest, any Error>) -> Void
    ) {
        completion(.success(request))
    }

    public func retry(
        _ request: URLRequest, dueTo error: any Error, attempt: Int,
        completion: @escaping @Sendable (RouteRetryDecision) -> Void
    ) {
        completion(.giveUp)
    }
}

/// An interceptor made of others: the adapters in order, then the first retrier that does not give up.
public struct ChainedRouteInterceptor: RouteInterceptor {
    public let adapters: [any RouteRequestAdapting]
    public let retriers: [any RouteRequestRetrying]

    public init(adapters: [any RouteRequestAdapting] = [], retriers: [any RouteRequestRetrying] = []) {
        self.adapters = adapters
        self.retriers = retriers
    }

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
