// What Originals/TransportClientDelegate.swift declares around the protocol.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A request for a value of type `Response`, relative to the transport's base URL.
public struct TransportRequest<Response>: Sendable {
    /// The HTTP method.
    public var method: String
    /// The path, relative to the base URL.
    public var path: String
    /// The HTTP headers.
    public var headers: [String: String]?

    /// A request.
    public init(path: String, method: String = "GET", headers: [String: String]? = nil) {
        self.path = path
        self.method = method
        self.headers = headers
    }
}

extension TransportClientDelegate {
    /// Changes nothing.
    public func transport(_ transport: TrailTransport, willSendRequest request: inout URLRequest) async throws {
        // Nothing to change by default.
    }

    /// Accepts 2xx status codes.
    public func transport(
        _ transport: TrailTransport, validateResponse response: HTTPURLResponse, data: Data, request: URLRequest
    ) throws {
        guard (200..<300).contains(response.statusCode) else {
            throw TransportError.unacceptableStatusCode(response.statusCode)
        }
    }

    /// Never retries.
    public func transport(
        _ transport: TrailTransport, shouldRetry request: URLRequest, error: any Error, attempts: Int
    ) async throws -> Bool {
        false
    }

    /// The transport's default URL.
    public func transport<Response>(
        _ transport: TrailTransport, makeURLFor request: TransportRequest<Response>
    ) throws -> URL? {
        nil
    }

    /// The transport's default decoder.
    public func transport<Response>(
        _ transport: TrailTransport, decoderFor request: TransportRequest<Response>
    ) -> JSONDecoder? {
        nil
    }
}

struct DefaultTransportClientDelegate: TransportClientDelegate {}

/// Why the transport failed a request.
public enum TransportError: Error, Equatable {
    /// The response's status code is not accepted.
    case unacceptableStatusCode(Int)
}
