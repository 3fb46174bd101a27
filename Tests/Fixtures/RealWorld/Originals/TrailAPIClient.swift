// Modelled on the shape of isowords' `ApiClient` (pointfreeco/isowords, Sources/ApiClient): a `@DependencyClient`
// struct of closures whose raw endpoints are wrapped by generic, decoding helper methods, with a nested response type,
// a `noop` value used for previews, an accessor named after the domain rather than the type, and DEBUG-only response
// builders. Written for this corpus; nothing is copied.
import Dependencies
import DependenciesMacros
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The routes the trail server understands.
public enum TrailRoute: Equatable, Sendable {
    case trails(region: String, page: Int)
    case trail(slug: String)
    case submitHike(slug: String, minutes: Int)
    case leaderboard(region: String)
}

/// The signed-in hiker, as the server describes them.
public struct HikerEnvelope: Codable, Equatable, Sendable {
    public var hikerID: UUID
    public var displayName: String
    public var sessionToken: String
}

/// Talks to the trail server. Every endpoint is unimplemented in tests until a test overrides it.
@DependencyClient
public struct TrailAPIClient: Sendable {
    /// Sends an authenticated request for one of the API routes.
    public var apiRequest: @Sendable (TrailRoute) async throws -> (Data, URLResponse)
    /// Exchanges a device identifier for a session.
    public var authenticate: @Sendable (_ deviceID: UUID) async throws -> HikerEnvelope
    public var baseURL: @Sendable () -> URL = { URL(string: "https://trails.example.com")! }
    /// The hiker signed in on this device, if any.
    public var currentHiker: @Sendable () -> HikerEnvelope?
    public var logout: @Sendable () async -> Void
    public var refreshCurrentHiker: @Sendable () async throws -> HikerEnvelope
    public var setBaseURL: @Sendable (URL) async -> Void

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

    public struct LeaderboardEnvelope: Codable, Equatable, Sendable {
        public var entries: [Entry]

        public struct Entry: Codable, Equatable, Sendable {
            public var hikerID: UUID
            public var displayName: String?
            public var isYou: Bool
            public var rank: Int
            public var totalKilometers: Double
        }
    }
}

/// Wraps any failure of a request with where it was made.
public struct TrailAPIError: Error, CustomStringConvertible {
    public var underlying: any Error
    public var file: StaticString
    public var line: UInt

    public var description: String { "\(file):\(line): \(underlying)" }
}

extension DependencyValues {
    public var trailAPI: TrailAPIClient {
        get { self[TrailAPIClient.self] }
        set { self[TrailAPIClient.self] = newValue }
    }
}

extension TrailAPIClient: TestDependencyKey {
    public static let previewValue = Self.noop
    public static let testValue = Self()
}

extension TrailAPIClient {
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

    /// A successful response carrying an arbitrary JSON object (`[String: Any]`, `[Any]`, ...).
    public func OK(_ jsonObject: Any) async throws -> (Data, URLResponse) {
        (
            try JSONSerialization.data(withJSONObject: jsonObject, options: []),
            HTTPURLResponse(url: URL(string: "/")!, statusCode: 200, httpVersion: nil, headerFields: nil)!
        )
    }
#endif
