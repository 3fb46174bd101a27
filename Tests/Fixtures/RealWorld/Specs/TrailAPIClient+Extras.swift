// What Originals/TrailAPIClient.swift declares besides the endpoints: helper methods, a nested type and static
// members, which a spec cannot hold.
import Dependencies
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension TrailAPIClient {
    /// Sends `route` and logs the exchange in debug builds.
    public func apiRequest(
        route: TrailRoute,
        file: StaticString = #fileID,
        line: UInt = #line
    ) async throws -> (Data, URLResponse) {
        do {
            let (data, response) = try await self.apiRequest(route)
            #if DEBUG
                print("API: \(route), \(data.count) bytes")
            #endif
            return (data, response)
        } catch {
            throw TrailAPIError(underlying: error, file: file, line: line)
        }
    }

    /// Sends `route` and decodes the body as `Response`.
    public func apiRequest<Response: Decodable>(
        route: TrailRoute,
        as: Response.Type,
        file: StaticString = #fileID,
        line: UInt = #line
    ) async throws -> Response {
        let (data, _) = try await self.apiRequest(route: route, file: file, line: line)
        do {
            return try JSONDecoder().decode(Response.self, from: data)
        } catch {
            throw TrailAPIError(underlying: error, file: file, line: line)
        }
    }

    /// A region's leaderboard.
    public struct LeaderboardEnvelope: Codable, Equatable, Sendable {
        /// The ranked hikers.
        public var entries: [Entry]

        /// One ranked hiker.
        public struct Entry: Codable, Equatable, Sendable {
            /// The hiker's identifier.
            public var hikerID: UUID
            /// The hiker's rank.
            public var rank: Int
            /// Whether this is the signed-in hiker.
            public var isYou: Bool
        }
    }

    /// Never answers: for previews that should stay in their loading state.
    public static let noop = Self(
        apiRequest: { _ in try await Task.never() },
        authenticate: { _ in try await Task.never() },
        baseURL: { URL(string: "/")! },
        currentHiker: { nil },
        logout: {},
        refreshCurrentHiker: { try await Task.never() },
        setBaseURL: { _ in }
    )
}

/// Wraps any failure of a request with where it was made.
public struct TrailAPIError: Error, CustomStringConvertible {
    /// The failure.
    public var underlying: any Error
    /// The file of the call.
    public var file: StaticString
    /// The line of the call.
    public var line: UInt

    /// The failure and where it happened.
    public var description: String { "\(file):\(line): \(underlying)" }
}

extension Task where Failure == Never {
    /// Suspends until cancelled.
    static func never() async throws -> Success {
        for await element in AsyncStream<Success>(Success.self, { _ in }) {
            return element
        }
        throw _Concurrency.CancellationError()
    }
}

#if DEBUG
    /// A successful response carrying `value` encoded as JSON.
    public func OK<Value: Encodable>(
        _ value: Value, encoder: JSONEncoder = JSONEncoder()
    ) async throws -> (Data, URLResponse) {
        (
            try encoder.encode(value),
            HTTPURLResponse(url: URL(string: "/")!, statusCode: 200, httpVersion: nil, headerFields: nil)!
        )
    }
#endif
