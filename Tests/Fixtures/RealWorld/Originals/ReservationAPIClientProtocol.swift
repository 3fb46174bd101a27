// Modelled on the shape of `APIClientProtocol` in gorskipatryk/testio (testio/testioCommon/Networking/Core/
// APIClient.swift): a generic `perform` whose result is the request's associated type, constrained further in a `where`
// clause, here with a second overload that differs only in its `where` constraint and result (the raw `Data`), as other
// API clients of this kind have. Registered as an `any` dependency with an unimplemented double as the test value, both
// in the same file. Written for this corpus; nothing is copied.
import Dependencies
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A request to the hut-reservation API.
public protocol ReservationRequest: Sendable {
    associatedtype Resource
    var path: String { get }
    var method: String { get }
    var body: Data? { get }
}

/// Marks requests whose response is an opaque document (a PDF booking confirmation, say).
public struct RawDocument: Sendable {}

public protocol ReservationAPIClientProtocol: Sendable {
    func perform<T: ReservationRequest>(request: T) async throws -> T.Resource where T.Resource: Codable & Sendable
    func perform<T: ReservationRequest>(request: T) async throws -> Data where T.Resource == RawDocument
}

public struct HutAvailabilityRequest: ReservationRequest {
    public struct Resource: Codable, Sendable {
        public var hutID: String
        public var freeBeds: [String: Int]
    }

    public var hutID: String
    public var path: String { "/huts/\(hutID)/availability" }
    public var method: String { "GET" }
    public var body: Data? { nil }
}

public struct BookingConfirmationRequest: ReservationRequest {
    public typealias Resource = RawDocument

    public var bookingID: UUID
    public var path: String { "/bookings/\(bookingID)/confirmation.pdf" }
    public var method: String { "GET" }
    public var body: Data? { nil }
}

public final class ReservationAPIClient: ReservationAPIClientProtocol {
    private let baseURL: URL
    private let session: URLSession

    public init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    public func perform<T: ReservationRequest>(request: T) async throws -> T.Resource
    where T.Resource: Codable & Sendable {
        let data = try await fetch(request)
        return try JSONDecoder().decode(T.Resource.self, from: data)
    }

    public func perform<T: ReservationRequest>(request: T) async throws -> Data where T.Resource == RawDocument {
        try await fetch(request)
    }

    private func fetch<T: ReservationRequest>(_ request: T) async throws -> Data {
        var urlRequest = URLRequest(url: baseURL.appendingPathComponent(request.path))
        urlRequest.httpMethod = request.method
        urlRequest.httpBody = request.body
        let (data, response) = try await session.data(for: urlRequest)
        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
            throw URLError(.badServerResponse)
        }
        return data
    }
}

/// Fails the test that calls it: every endpoint must be overridden by the test that needs it.
struct UnimplementedReservationAPIClient: ReservationAPIClientProtocol {
    func perform<T: ReservationRequest>(request: T) async throws -> T.Resource where T.Resource: Codable & Sendable {
        reportIssue("Unimplemented: ReservationAPIClientProtocol.perform(request:) for \(T.self)")
        throw CancellationError()
    }

    func perform<T: ReservationRequest>(request: T) async throws -> Data where T.Resource == RawDocument {
        reportIssue("Unimplemented: ReservationAPIClientProtocol.perform(request:) for \(T.self) (raw)")
        throw CancellationError()
    }
}

extension DependencyValues {
    public var reservations: any ReservationAPIClientProtocol {
        get { self[ReservationAPIClientKey.self] }
        set { self[ReservationAPIClientKey.self] = newValue }
    }
}

enum ReservationAPIClientKey: DependencyKey {
    static let liveValue: any ReservationAPIClientProtocol = ReservationAPIClient(
        baseURL: URL(string: "https://huts.example.com/api")!
    )
    static let testValue: any ReservationAPIClientProtocol = UnimplementedReservationAPIClient()
}
