// Modelled on the shape of `APIClientDelegate` in kean/Get (Sources/Get/APIClientDelegate.swift): a delegate protocol
// of customisation hooks, each passing the client itself, with an `inout URLRequest` parameter, throwing and async
// variants, generic requirements over the request's response type that return optionals, default implementations of
// every requirement in a protocol extension, and an empty default delegate. Written for this corpus; nothing is copied.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A request for a value of type `Response`, relative to the transport's base URL.
public struct TransportRequest<Response>: Sendable {
    public var method: String
    public var path: String
    public var query: [(String, String?)]?
    public var headers: [String: String]?

    public init(
        path: String, method: String = "GET", query: [(String, String?)]? = nil, headers: [String: String]? = nil
    ) {
        self.path = path
        self.method = method
        self.query = query
        self.headers = headers
    }
}

/// Allows you to modify the behaviour of a `TrailTransport`.
public protocol TransportClientDelegate {
    /// Called right before the request is sent, on every attempt.
    func transport(_ transport: TrailTransport, willSendRequest request: inout URLRequest) async throws

    /// Validates the response; throws to fail the request.
    func transport(
        _ transport: TrailTransport, validateResponse response: HTTPURLResponse, data: Data, request: URLRequest
    ) throws

    /// Decides whether a failed request is retried.
    func transport(
        _ transport: TrailTransport, shouldRetry request: URLRequest, error: Error, attempts: Int
    ) async throws -> Bool

    /// The URL for `request`, or `nil` for the transport's default.
    func transport<Response>(
        _ transport: TrailTransport, makeURLFor request: TransportRequest<Response>
    ) throws -> URL?

    /// A decoder for `request`'s response, or `nil` for the transport's default.
    func transport<Response>(
        _ transport: TrailTransport, decoderFor request: TransportRequest<Response>
    ) -> JSONDecoder?
}

extension TransportClientDelegate {
    public func transport(_ transport: TrailTransport, willSendRequest request: inout URLRequest) async throws {
        // Nothing to change by default.
    }

    public func transport(
        _ transport: TrailTransport, validateResponse response: HTTPURLResponse, data: Data, request: URLRequest
    ) throws {
        guard (200..<300).contains(response.statusCode) else {
            throw TransportError.unacceptableStatusCode(response.statusCode)
        }
    }

    public func transport(
        _ transport: TrailTransport, shouldRetry request: URLRequest, error: Error, attempts: Int
    ) async throws -> Bool {
        false
    }

    public func transport<Response>(
        _ transport: TrailTransport, makeURLFor request: TransportRequest<Response>
    ) throws -> URL? {
        nil
    }

    public func transport<Response>(
        _ transport: TrailTransport, decoderFor request: TransportRequest<Response>
    ) -> JSONDecoder? {
        nil
    }
}

struct DefaultTransportClientDelegate: TransportClientDelegate {}

public enum TransportError: Error, Equatable {
    case unacceptableStatusCode(Int)
}
