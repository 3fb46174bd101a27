// The real implementation from Originals/TrailsWebRepository.swift.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

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

extension RealTrailsWebRepository {
    enum API {
        case allTrails
        case trailDetails(slug: String)
    }
}

extension RealTrailsWebRepository.API: APICall {
    var path: String {
        switch self {
        case .allTrails: "/trails?fields=slug,name"
        case let .trailDetails(slug): "/trails/\(slug)"
        }
    }

    var method: String { "GET" }

    var headers: [String: String]? { ["Accept": "application/json"] }

    func body() throws -> Data? { nil }
}
