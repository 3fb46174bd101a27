// What Originals/HTTPTransporting.swift declares around the protocol.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A response with a decoded value, the raw data and the HTTP metadata.
public struct TransportResponse<Value> {
    /// The decoded value.
    public var value: Value
    /// The body.
    public var data: Data
    /// The response.
    public var response: URLResponse
    /// The HTTP status code, if any.
    public var statusCode: Int? { (response as? HTTPURLResponse)?.statusCode }

    /// The response with its value transformed.
    public func map<T>(_ transform: (Value) throws -> T) rethrows -> TransportResponse<T> {
        TransportResponse<T>(value: try transform(value), data: data, response: response)
    }
}

extension TransportResponse: Sendable where Value: Sendable {}

extension HTTPTransporting {
    /// Sends `request` without configuring it.
    @discardableResult
    public func send<T: Decodable & Sendable>(_ request: TransportRequest<T>) async throws -> TransportResponse<T> {
        try await send(request, configure: nil)
    }

    /// Sends `request` without configuring it.
    @discardableResult
    public func send(_ request: TransportRequest<Void>) async throws -> TransportResponse<Void> {
        try await send(request, configure: nil)
    }
}

/// Sends requests to the trail server.
public actor TrailTransport: HTTPTransporting {
    private let baseURL: URL
    private let session: URLSession
    private let decoder = JSONDecoder()
    private let delegate: any TransportClientDelegate & Sendable

    /// A transport for `baseURL`.
    public init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
        self.delegate = DefaultTransportClientDelegate()
    }

    /// Sends `request` and decodes the response.
    public func send<T: Decodable & Sendable>(
        _ request: TransportRequest<T>,
        configure: (@Sendable (inout URLRequest) throws -> Void)?
    ) async throws -> TransportResponse<T> {
        let response = try await data(for: request, configure: configure)
        let decoder = delegate.transport(self, decoderFor: request) ?? self.decoder
        return try response.map { try decoder.decode(T.self, from: $0) }
    }

    /// Sends `request`, ignoring the body.
    public func send(
        _ request: TransportRequest<Void>,
        configure: (@Sendable (inout URLRequest) throws -> Void)?
    ) async throws -> TransportResponse<Void> {
        try await data(for: request, configure: configure).map { _ in () }
    }

    /// Sends `request` and returns the body.
    public func data<T>(for request: TransportRequest<T>) async throws -> TransportResponse<Data> {
        try await data(for: request, configure: nil)
    }

    private func data<T>(
        for request: TransportRequest<T>,
        configure: (@Sendable (inout URLRequest) throws -> Void)?
    ) async throws -> TransportResponse<Data> {
        let url = try delegate.transport(self, makeURLFor: request) ?? baseURL.appendingPathComponent(request.path)
        var urlRequest = URLRequest(url: url)
        urlRequest.httpMethod = request.method
        urlRequest.allHTTPHeaderFields = request.headers
        try configure?(&urlRequest)
        try await delegate.transport(self, willSendRequest: &urlRequest)
        let (data, response) = try await session.data(for: urlRequest)
        if let http = response as? HTTPURLResponse {
            try delegate.transport(self, validateResponse: http, data: data, request: urlRequest)
        }
        return TransportResponse(value: data, data: data, response: response)
    }
}
