// Modelled on the shape of isowords' `SnsClient` (pointfreeco/isowords, Sources/SnsClient): a server-side struct of
// closures whose raw endpoint is stored under an underscored name and exposed through a generic wrapper method, with an
// explicit `init` that takes the endpoint under its public name, tuple-labelled closure parameters, type-erased
// payloads and nested request types. Written for this corpus; nothing is copied.
import Foundation

public struct DeviceEndpointID: Hashable, Codable, Sendable {
    public var rawValue: String
}

public struct RelayApplicationID: Hashable, Codable, Sendable {
    public var rawValue: String
}

/// Type-erases an `Encodable` payload so one closure can publish any of them.
public struct AnyEncodablePayload: Encodable {
    private let encodeBody: (Encoder) throws -> Void

    public init<Payload: Encodable>(_ payload: Payload) {
        self.encodeBody = payload.encode(to:)
    }

    public func encode(to encoder: Encoder) throws {
        try encodeBody(encoder)
    }
}

/// An alert to show on the hiker's device, plus app-specific content.
public struct AlertPayload<Content: Encodable>: Encodable {
    public var title: String
    public var body: String
    public var content: Content
}

public struct PublishReceipt: Decodable, Equatable, Sendable {
    public var messageID: String
}

/// Sends push notifications to hikers' devices through the relay service.
public struct PushRelayClient {
    public var createEndpoint: (CreateEndpointRequest) async throws -> DeviceEndpointID
    public var deleteEndpoint: (DeviceEndpointID) async throws -> Void
    public var _publish: (_ endpoint: DeviceEndpointID, _ payload: AnyEncodablePayload) async throws -> PublishReceipt

    public init(
        createEndpoint: @escaping (CreateEndpointRequest) async throws -> DeviceEndpointID,
        deleteEndpoint: @escaping (DeviceEndpointID) async throws -> Void,
        publish: @escaping (_ endpoint: DeviceEndpointID, _ payload: AnyEncodablePayload) async throws
            -> PublishReceipt
    ) {
        self.createEndpoint = createEndpoint
        self.deleteEndpoint = deleteEndpoint
        self._publish = publish
    }

    /// Publishes `payload` to one device.
    public func publish<Content: Encodable>(
        to endpoint: DeviceEndpointID,
        payload: AlertPayload<Content>
    ) async throws -> PublishReceipt {
        try await self._publish(endpoint, AnyEncodablePayload(payload))
    }

    public struct CreateEndpointRequest: Equatable, Sendable {
        public let deviceToken: String
        public let applicationID: RelayApplicationID

        public init(deviceToken: String, applicationID: RelayApplicationID) {
            self.deviceToken = deviceToken
            self.applicationID = applicationID
        }
    }
}

#if DEBUG
    extension PushRelayClient {
        nonisolated(unsafe) public static let unimplemented = Self(
            createEndpoint: { _ in fatalError("PushRelayClient.createEndpoint is unimplemented") },
            deleteEndpoint: { _ in fatalError("PushRelayClient.deleteEndpoint is unimplemented") },
            publish: { _, _ in fatalError("PushRelayClient.publish is unimplemented") }
        )
    }
#endif
