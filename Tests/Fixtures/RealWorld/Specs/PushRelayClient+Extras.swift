// What Originals/PushRelayClient.swift declares besides the endpoints.
import Foundation

extension PushRelayClient {
    /// Publishes `payload` to one device.
    public func publish<Content: Encodable>(
        to endpoint: DeviceEndpointID,
        payload: AlertPayload<Content>
    ) async throws -> PublishReceipt {
        try await self.publish(endpoint, AnyEncodablePayload(payload))
    }

    /// Registers a device with the relay.
    public struct CreateEndpointRequest: Equatable, Sendable {
        /// The device's push token.
        public let deviceToken: String
        /// The app registering it.
        public let applicationID: RelayApplicationID

        /// A request.
        public init(deviceToken: String, applicationID: RelayApplicationID) {
            self.deviceToken = deviceToken
            self.applicationID = applicationID
        }
    }
}

/// A device registered with the relay.
public struct DeviceEndpointID: Hashable, Codable, Sendable {
    /// The relay's identifier.
    public var rawValue: String
}

/// An app registered with the relay.
public struct RelayApplicationID: Hashable, Codable, Sendable {
    /// The relay's identifier.
    public var rawValue: String
}

/// Type-erases an `Encodable` payload so one closure can publish any of them.
public struct AnyEncodablePayload: Encodable {
    private let encodeBody: (any Encoder) throws -> Void

    /// Erases `payload`.
    public init<Payload: Encodable>(_ payload: Payload) {
        self.encodeBody = payload.encode(to:)
    }

    /// Encodes the payload.
    public func encode(to encoder: any Encoder) throws {
        try encodeBody(encoder)
    }
}

/// An alert to show on the hiker's device, plus app-specific content.
public struct AlertPayload<Content: Encodable>: Encodable {
    /// The alert's title.
    public var title: String
    /// The alert's text.
    public var body: String
    /// What the app needs with it.
    public var content: Content
}

/// What the relay answers to a publish.
public struct PublishReceipt: Decodable, Equatable, Sendable {
    /// The message's identifier.
    public var messageID: String
}
