// Modelled on the shape of `HTTPClient` in poviolabs/Lingua, a command-line tool
// (Sources/AssetGen/Infrastructure/Networking/HTTPClient/HTTPClient.swift), in the `Sendable` form common in newer code
// (for example fengfengxie/x-posting's HTTP client protocol, which refines `Sendable` and which `URLSession` conforms
// to in an empty extension): a protocol inheriting `Sendable`, a convenience overload in a protocol extension, and a
// retroactive conformance of `URLSession`. On Linux `URLSession` only offers `data(for:delegate:)`, so the conformance
// forwards to it there. Written for this corpus; nothing is copied.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

public protocol SheetHTTPClient: Sendable {
    func data(for request: URLRequest) async throws -> (Data, URLResponse)
}

extension SheetHTTPClient {
    /// Fetches `url` and insists on an HTTP response.
    public func fetchData(from url: URL) async throws -> (Data, HTTPURLResponse) {
        let (data, response) = try await data(for: URLRequest(url: url))
        guard let http = response as? HTTPURLResponse else {
            throw URLError(.badServerResponse)
        }
        return (data, http)
    }
}

#if canImport(FoundationNetworking)
    extension URLSession: SheetHTTPClient {
        public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
            try await data(for: request, delegate: nil)
        }
    }
#else
    extension URLSession: SheetHTTPClient {}
#endif

/// Serves canned responses in tests.
public struct StubSheetHTTPClient: SheetHTTPClient {
    public var responses: [URL: Data]

    public init(responses: [URL: Data]) {
        self.responses = responses
    }

    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        guard let url = request.url, let data = responses[url] else {
            throw URLError(.fileDoesNotExist)
        }
        return (data, HTTPURLResponse(url: url, statusCode: 200, httpVersion: nil, headerFields: nil)!)
    }
}
