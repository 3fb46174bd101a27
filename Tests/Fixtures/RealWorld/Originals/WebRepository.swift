// Modelled on the shape of `WebRepository` in nalexn/clean-architecture-swiftui
// (CountriesSwiftUI/Repositories/WebAPI/WebRepository.swift): a parent protocol with requirements of its own
// (`session`, `baseURL`) that the app's web repositories inherit, a generic `call` helper with a defaulted generic
// decoder in a protocol extension, the `APICall` endpoint protocol with a request-building extension, an error enum and
// the HTTP status typealiases. Combine's `TopLevelDecoder` is replaced by a small protocol of our own (Combine is not
// available on Linux). Written for this corpus; nothing is copied.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A repository whose data comes from a web API.
protocol WebRepository {
    var session: URLSession { get }
    var baseURL: String { get }
}

/// Decodes a response body; `JSONDecoder` conforms.
protocol ResponseBodyDecoder {
    func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T
}

extension JSONDecoder: ResponseBodyDecoder {}

extension WebRepository {
    /// Sends `endpoint` and decodes the body, failing on status codes outside `httpCodes`.
    func call<Value, Decoder>(
        endpoint: APICall,
        decoder: Decoder = JSONDecoder(),
        httpCodes: HTTPCodes = .success
    ) async throws -> Value
    where Value: Decodable, Decoder: ResponseBodyDecoder {
        let request = try endpoint.urlRequest(baseURL: baseURL)
        let (data, response) = try await session.data(for: request)
        guard let code = (response as? HTTPURLResponse)?.statusCode else {
            throw WebAPIError.unexpectedResponse
        }
        guard httpCodes.contains(code) else {
            throw WebAPIError.httpCode(code)
        }
        do {
            return try decoder.decode(Value.self, from: data)
        } catch {
            throw WebAPIError.unexpectedResponse
        }
    }
}

// MARK: - APICall

protocol APICall {
    var path: String { get }
    var method: String { get }
    var headers: [String: String]? { get }
    func body() throws -> Data?
}

enum WebAPIError: Swift.Error, Equatable {
    case invalidURL
    case httpCode(HTTPCode)
    case unexpectedResponse
    case imageDeserialization
}

extension WebAPIError: LocalizedError {
    var errorDescription: String? {
        switch self {
        case .invalidURL: "Invalid URL"
        case let .httpCode(code): "Unexpected HTTP status \(code)"
        case .unexpectedResponse: "The server sent something we could not read"
        case .imageDeserialization: "The image data could not be decoded"
        }
    }
}

extension APICall {
    func urlRequest(baseURL: String) throws -> URLRequest {
        guard let url = URL(string: baseURL + path) else {
            throw WebAPIError.invalidURL
        }
        var request = URLRequest(url: url)
        request.httpMethod = method
        request.allHTTPHeaderFields = headers
        request.httpBody = try body()
        return request
    }
}

typealias HTTPCode = Int
typealias HTTPCodes = Range<HTTPCode>

extension HTTPCodes {
    static let success = 200..<300
}
