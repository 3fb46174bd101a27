// What Originals/WebRepository.swift declares around the protocol.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Decodes a response body; `JSONDecoder` conforms.
protocol ResponseBodyDecoder {
    func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T
}

extension JSONDecoder: ResponseBodyDecoder {}

extension WebRepository {
    /// Sends `endpoint` and decodes the body, failing on status codes outside `httpCodes`.
    func call<Value, Decoder>(
        endpoint: any APICall,
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
