// The real implementation from Originals/DeviceTokenWebRepository.swift.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

struct RealDeviceTokenWebRepository: DeviceTokenWebRepository {
    let session: URLSession
    let baseURL: String

    init(session: URLSession) {
        self.session = session
        self.baseURL = "https://trails.example.com/api/device-token"
    }

    func register(devicePushToken: Data) async throws {
        var request = URLRequest(url: URL(string: baseURL)!)
        request.httpMethod = "PUT"
        request.httpBody = devicePushToken.base64EncodedData()
        _ = try await session.data(for: request)
    }
}
