// Modelled on the shape of `CountriesWebRepository` in nalexn/clean-architecture-swiftui
// (CountriesSwiftUI/Repositories/WebAPI/CountriesWebRepository.swift and UnitTests/Mocks/MockedWebRepositories.swift):
// a protocol inheriting `WebRepository` (which has requirements of its own), taking a SwiftData `@Model` object
// (stand-in) as an argument (so that requirement is `nonisolated(nonsending)`, as Swift 6.2 code writes it), its real
// implementation with a nested endpoint enum conforming to `APICall`, and a queue-of-results mock subclassing a test
// base class that satisfies the parent's requirements. Written for this corpus; nothing is copied.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

protocol TrailsWebRepository: WebRepository {
    func trails() async throws -> [ApiModel.Trail]
    /// Runs on the caller's actor: `trail` is a main-context model object that must not be sent elsewhere.
    nonisolated(nonsending) func details(trail: DBModel.Trail) async throws -> ApiModel.TrailDetails
}

struct RealTrailsWebRepository: TrailsWebRepository {
    let session: URLSession
    let baseURL: String

    init(session: URLSession) {
        self.session = session
        self.baseURL = "https://trails.example.com/v2"
    }

    func trails() async throws -> [ApiModel.Trail] {
        try await call(endpoint: API.allTrails)
    }

    nonisolated(nonsending) func details(trail: DBModel.Trail) async throws -> ApiModel.TrailDetails {
        let response: [ApiModel.TrailDetails] = try await call(endpoint: API.trailDetails(slug: trail.slug))
        guard let details = response.first else {
            throw WebAPIError.unexpectedResponse
        }
        return details
    }
}

// MARK: - Endpoints

extension RealTrailsWebRepository {
    enum API {
        case allTrails
        case trailDetails(slug: String)
    }
}

extension RealTrailsWebRepository.API: APICall {
    var path: String {
        switch self {
        case .allTrails:
            "/trails?fields=slug,name,region,lengthKilometers,translations"
        case let .trailDetails(slug):
            "/trails/\(slug.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? slug)"
        }
    }

    var method: String { "GET" }

    var headers: [String: String]? { ["Accept": "application/json"] }

    func body() throws -> Data? { nil }
}

#if DEBUG
    class TestWebRepository: WebRepository {
        let session: URLSession = .shared
        let baseURL = "https://test.example.com"
    }

    enum MockedResponseError: Error {
        case valueNotSet
    }

    final class MockedTrailsWebRepository: TestWebRepository, TrailsWebRepository {
        enum Action: Equatable {
            case trails
            case details(slug: String)
        }

        private(set) var actions: [Action] = []
        var trailsResponses: [Result<[ApiModel.Trail], Error>] = []
        var detailsResponses: [Result<ApiModel.TrailDetails, Error>] = []

        func trails() async throws -> [ApiModel.Trail] {
            actions.append(.trails)
            guard !trailsResponses.isEmpty else { throw MockedResponseError.valueNotSet }
            return try trailsResponses.removeFirst().get()
        }

        nonisolated(nonsending) func details(trail: DBModel.Trail) async throws -> ApiModel.TrailDetails {
            actions.append(.details(slug: trail.slug))
            guard !detailsResponses.isEmpty else { throw MockedResponseError.valueNotSet }
            return try detailsResponses.removeFirst().get()
        }
    }
#endif
