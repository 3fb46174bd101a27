// Modelled on the shape of `PushTokenWebRepository` in nalexn/clean-architecture-swiftui
// (CountriesSwiftUI/Repositories/WebAPI/PushTokenWebRepository.swift): a one-method protocol inheriting
// `WebRepository`, and its real implementation. Written for this corpus; nothing is copied.
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

protocol DeviceTokenWebRepository: WebRepository {
    /// Uploads the APNs device token so the server can send trail alerts.
    func register(devicePushToken: Data) async throws
}

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
