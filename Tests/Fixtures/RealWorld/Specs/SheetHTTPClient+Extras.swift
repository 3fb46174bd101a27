// What Originals/SheetHTTPClient.swift declares around the protocol.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

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
        /// Loads `request`.
        public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
            try await data(for: request, delegate: nil)
        }
    }
#else
    extension URLSession: SheetHTTPClient {}
#endif

/// Serves canned responses in tests.
public struct StubSheetHTTPClient: SheetHTTPClient {
    /// The body served for each URL.
    public var responses: [URL: Data]

    /// A stub serving `responses`.
    public init(responses: [URL: Data]) {
        self.responses = responses
    }

    /// The canned body for the request's URL.
    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        guard let url = request.url, let data = responses[url] else {
            throw URLError(.fileDoesNotExist)
        }
        return (data, HTTPURLResponse(url: url, statusCode: 200, httpVersion: nil, headerFields: nil)!)
    }
}
