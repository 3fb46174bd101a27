// What Originals/ReservationAPIClientProtocol.swift declares around the protocol.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A request to the hut-reservation API.
public protocol ReservationRequest: Sendable {
    /// What the request returns.
    associatedtype Resource
    /// The path, relative to the API.
    var path: String { get }
}

/// Marks requests whose response is an opaque document (a PDF booking confirmation, say).
public struct RawDocument: Sendable {}

/// The free beds of a hut.
public struct HutAvailabilityRequest: ReservationRequest {
    /// Free beds per night.
    public struct Resource: Codable, Sendable, Equatable {
        /// The hut.
        public var hutID: String
        /// Free beds per night.
        public var freeBeds: [String: Int]
    }

    /// The hut.
    public var hutID: String
    /// The path, relative to the API.
    public var path: String { "/huts/\(hutID)/availability" }

    /// A request for `hutID`.
    public init(hutID: String) {
        self.hutID = hutID
    }
}

/// A booking's confirmation document.
public struct BookingConfirmationRequest: ReservationRequest {
    /// A raw document.
    public typealias Resource = RawDocument

    /// The booking.
    public var bookingID: UUID
    /// The path, relative to the API.
    public var path: String { "/bookings/\(bookingID)/confirmation.pdf" }

    /// A request for `bookingID`.
    public init(bookingID: UUID) {
        self.bookingID = bookingID
    }
}

/// The live reservation client.
public final class ReservationAPIClient: ReservationAPIClientProtocol {
    private let baseURL: URL
    private let session: URLSession

    /// A client of the API at `baseURL`.
    public init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    /// Fetches and decodes `request`'s resource.
    public func perform<T: ReservationRequest>(request: T) async throws -> T.Resource
    where T.Resource: Codable & Sendable {
        let data = try await fetch(request)
        return try JSONDecoder().decode(T.Resource.self, from: data)
    }

    /// Fetches `request`'s document.
    public func perform<T: ReservationRequest>(request: T) async throws -> Data where T.Resource == RawDocument {
        try await fetch(request)
    }

    private func fetch<T: ReservationRequest>(_ request: T) async throws -> Data {
        let urlRequest = URLRequest(url: baseURL.appendingPathComponent(request.path))
        let (data, response) = try await session.data(for: urlRequest)
        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
            throw URLError(.badServerResponse)
        }
        return data
    }
}
