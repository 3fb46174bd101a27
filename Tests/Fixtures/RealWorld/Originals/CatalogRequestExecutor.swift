// Modelled on the shape of `RequestExecutor` and `Request` in poviolabs/Lingua, a command-line tool
// (Sources/AssetGen/Infrastructure/Networking/RequestExecutor): a protocol with a generic member whose result is the
// argument's associated type (here `send<R: CatalogRequest>(_:)` returning `R.Response`) next to a generic member whose
// result is inferred from context, the request protocol with an associated response type and defaulted requirements in
// an extension, and the `URLSession`-backed implementation. The trail importer CLI in this corpus uses it to read the
// shared trail catalog. Written for this corpus; nothing is copied.
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
    var body: Data? { get }
    var contentType: String? { get }
    var allHTTPHeaderFields: [String: String]? { get }
}

extension CatalogRequest {
    var queryItems: [URLQueryItem]? { nil }
    var body: Data? { nil }
    var contentType: String? { "application/json" }
    var allHTTPHeaderFields: [String: String]? { nil }
}

protocol CatalogRequestExecutor {
    func send<R: CatalogRequest>(_ request: R) async throws -> R.Response
    func execute<T: Decodable>(with request: URLRequest) async throws -> T
}

struct CatalogSheetNamesRequest: CatalogRequest {
    struct Response: Decodable {
        var sheets: [String]
    }

    var spreadsheetID: String
    var path: String { "/v4/spreadsheets/\(spreadsheetID)" }
    var method: CatalogHTTPMethod { .get }
    var queryItems: [URLQueryItem]? { [URLQueryItem(name: "fields", value: "sheets.properties.title")] }
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
        urlRequest.httpBody = request.body
        urlRequest.allHTTPHeaderFields = request.allHTTPHeaderFields
        urlRequest.setValue(request.contentType, forHTTPHeaderField: "Content-Type")
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
