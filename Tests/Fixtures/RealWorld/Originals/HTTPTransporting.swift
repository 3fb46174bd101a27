// Modelled on the public surface of kean/Get's `APIClient` actor (Sources/Get/APIClient.swift), lifted into a protocol
// the way apps wrap it for injection: `send` overloads that differ only in their generic constraint and result
// (`Decodable & Sendable` response vs `Void`), a conditionally `Sendable` generic response type, `@discardableResult`,
// defaulted-away optional closure parameters whose closure takes `inout URLRequest`, a generic `data(for:)`, the
// response wrapper type, and the concrete actor (`TrailTransport`) conforming. A `Sendable` protocol so it can be a
// dependency value. Written for this corpus; nothing is copied.
import Dependencies
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A response with a decoded value, the raw data and the HTTP metadata.
public struct TransportResponse<Value> {
    public var value: Value
    public var data: Data
    public var response: URLResponse
    public var statusCode: Int? { (response as? HTTPURLResponse)?.statusCode }

    public func map<T>(_ transform: (Value) throws -> T) rethrows -> TransportResponse<T> {
        TransportResponse<T>(value: try transform(value), data: data, response: response)
    }
}

extension TransportResponse: Sendable where Value: Sendable {}

public protocol HTTPTransporting: Sendable {
    @discardableResult
    func send<T: Decodable & Sendable>(
        _ request: TransportRequest<T>,
        configure: (@Sendable (inout URLRequest) throws -> Void)?
    ) async throws -> TransportResponse<T>

    @discardableResult
    func send(
        _ request: TransportRequest<Void>,
        configure: (@Sendable (inout URLRequest) throws -> Void)?
    ) async throws -> TransportResponse<Void>

    func data<T>(for request: TransportRequest<T>) async throws -> TransportResponse<Data>
}

extension HTTPTransporting {
    @discardableResult
    public func send<T: Decodable & Sendable>(_ request: TransportRequest<T>) async throws -> TransportResponse<T> {
        try await send(request, configure: nil)
    }

    @discardableResult
    public func send(_ request: TransportRequest<Void>) async throws -> TransportResponse<Void> {
        try await send(request, configure: nil)
    }
}

public actor TrailTransport: HTTPTransporting {
    private let baseURL: URL
    private let session: URLSession
    private let decoder = JSONDecoder()
    private let delegate: any TransportClientDelegate & Sendable

    public init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
        self.delegate = DefaultTransportClientDelegate()
    }

    public func send<T: Decodable & Sendable>(
        _ request: TransportRequest<T>,
        configure: (@Sendable (inout URLRequest) throws -> Void)?
    ) async throws -> TransportResponse<T> {
        let response = try await data(for: request, configure: configure)
        let decoder = delegate.transport(self, decoderFor: request) ?? self.decoder
        return try response.map { try decoder.decode(T.self, from: $0) }
    }

    public func send(
        _ request: TransportRequest<Void>,
        configure: (@Sendable (inout URLRequest) throws -> Void)?
    ) async throws -> TransportResponse<Void> {
        try await data(for: request, configure: configure).map { _ in () }
    }

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

extension DependencyValues {
    public var transport: any HTTPTransporting {
        get { self[HTTPTransportingKey.self] }
        set { self[HTTPTransportingKey.self] = newValue }
    }
}

private enum HTTPTransportingKey: DependencyKey {
    static let liveValue: any HTTPTransporting = TrailTransport(baseURL: URL(string: "https://trails.example.com")!)
}
