// What Originals/CatalogRequestExecutor.swift declares around the protocol.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

enum CatalogHTTPMethod: String {
    case get = "GET"
    case post = "POST"
}

protocol CatalogRequest {
    associatedtype Response: Decodable

    var path: String { get }
    var method: CatalogHTTPMethod { get }
    var queryItems: [URLQueryItem]? { get }
}

extension CatalogRequest {
    var queryItems: [URLQueryItem]? { nil }
}

struct CatalogSheetNamesRequest: CatalogRequest {
    struct Response: Decodable {
        var sheets: [String]
    }

    var spreadsheetID: String
    var path: String { "/v4/spreadsheets/\(spreadsheetID)" }
    var method: CatalogHTTPMethod { .get }
}

struct URLSessionCatalogRequestExecutor: CatalogRequestExecutor {
    let baseURL: URL
    let session: URLSession
    let decoder: JSONDecoder

    init(baseURL: URL, session: URLSession = .shared, decoder: JSONDecoder = JSONDecoder()) {
        self.baseURL = baseURL
        self.session = session
        self.decoder = decoder
    }

    func send<R: CatalogRequest>(_ request: R) async throws -> R.Response {
        var components = URLComponents(
            url: baseURL.appendingPathComponent(request.path), resolvingAgainstBaseURL: false
        )
        components?.queryItems = request.queryItems
        guard let url = components?.url else { throw URLError(.badURL) }
        var urlRequest = URLRequest(url: url)
        urlRequest.httpMethod = request.method.rawValue
        return try await execute(with: urlRequest)
    }

    func execute<T: Decodable>(with request: URLRequest) async throws -> T {
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
            throw URLError(.badServerResponse)
        }
        return try decoder.decode(T.self, from: data)
    }
}
