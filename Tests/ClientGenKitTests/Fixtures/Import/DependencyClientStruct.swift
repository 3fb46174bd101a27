// A `@DependencyClient` struct: labelled and unlabelled closures, closure defaults, an optional endpoint, an endpoint
// renamed with `@DependencyEndpoint(method:)`, a forwarding helper, a nested type, its own key and a `noop`.
import Dependencies
import DependenciesMacros
import Foundation

@DependencyClient
public struct ShelterClient: Sendable {
    /// Finds the shelters near a point.
    public var nearby: @Sendable (_ latitude: Double, _ longitude: Double) async throws -> [Shelter]
    public var reserve: @Sendable (Shelter.ID) async throws -> Reservation
    public var isOpen: @Sendable (_ id: Shelter.ID) -> Bool = { _ in false }
    public var capacity: @Sendable (_ id: Shelter.ID) -> Int = { _ in 12 }
    public var weather: (@Sendable (_ id: Shelter.ID) async -> String?)?
    @DependencyEndpoint(method: "cancel")
    public var cancelReservation: @Sendable @MainActor (_ reservation: Reservation) throws -> Void

    /// Reserves the nearest shelter.
    public func reserveNearest(latitude: Double, longitude: Double) async throws -> Reservation? {
        guard let first = try await nearby(latitude: latitude, longitude: longitude).first else { return nil }
        return try await reserve(first.id)
    }

    public struct Reservation: Equatable, Sendable {
        public var code: String
    }
}

public struct Shelter: Equatable, Sendable, Identifiable {
    public var id: Int
    public var name: String
}

extension ShelterClient: TestDependencyKey {
    public static let testValue = Self()
    public static let previewValue = Self.noop
}

extension ShelterClient {
    public static let noop = Self(
        nearby: { _, _ in [] },
        reserve: { _ in .init(code: "") },
        isOpen: { _ in true },
        capacity: { _ in 0 },
        weather: nil,
        cancelReservation: { _ in }
    )
}

extension DependencyValues {
    public var shelters: ShelterClient {
        get { self[ShelterClient.self] }
        set { self[ShelterClient.self] = newValue }
    }
}
