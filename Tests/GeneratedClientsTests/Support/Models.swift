import Dependencies
import Foundation

// Types the specs under Specs/ refer to. clientgen does not resolve types, so the module that compiles the generated
// code provides them, as an app's model module would. They are `nonisolated` so that they stay usable from any
// isolation in the compile matrix's module with default MainActor isolation, as model types there must be.

/// A movie, used by the catalog and movie specs.
nonisolated public struct Movie: Codable, Sendable, Equatable {
    /// The movie's identifier.
    public var id: Int
    /// The movie's title.
    public var title: String

    /// Creates a movie.
    public init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

nonisolated package enum CatalogError: Error, Equatable {
    case unimplemented
    case notFound
}

/// The typed error of MovieClient.rate(id:stars:).
nonisolated public enum MovieError: Error, Equatable {
    case unimplemented
    case rejected
}

/// The live value Specs/Weather.client names with `@live(LiveWeatherClient())`.
nonisolated struct LiveWeatherClient: WeatherClient {
    func forecast(for city: String, days: Int) async throws -> [Double] { Array(repeating: 20, count: days) }
    func search(_ query: String) async throws -> [String] { [query] }
    func updates(of city: String) -> AsyncStream<Double> { .finished }
    func clearCache() async {}
    func isCached(_ city: String) -> Bool { true }
    func lastUpdate() -> Date? { nil }
    var isOnline: Bool { get async { true } }
}

nonisolated extension FavoritesClient {
    /// The live value Specs/Movies.client names with `@live(.inMemory())`.
    package static func inMemory() -> FavoritesClient {
        let storage = LockIsolated<[Movie]>([])
        return FavoritesClient(
            favorites: { storage.value },
            add: { movie in storage.withValue { $0.append(movie) } },
            contains: { id in storage.value.contains { $0.id == id } })
    }
}

/// A request to the trail service, whose response type depends on the request (Specs/RealClients.client).
nonisolated public protocol TrailRequest {
    /// What the service answers.
    associatedtype Response: Sendable
}

/// A file to upload to the trail service.
nonisolated public protocol TrailUpload {}

/// A request for the number of trails, for tests.
nonisolated public struct TrailCountRequest: TrailRequest, Sendable {
    /// The number of trails.
    public typealias Response = Int

    /// Creates the request.
    public init() {}
}

/// A journal entry: a model object that is not `Sendable`, as SwiftData and Core Data objects are not.
nonisolated public final class JournalEntry {
    /// The entry's text.
    public var text: String

    /// Creates an entry.
    public init(text: String) {
        self.text = text
    }
}

/// The in-memory `FlagStore` Specs/RealClients.client names with `@test(InMemoryFlags())`.
nonisolated struct InMemoryFlags: FlagStore {
    private let flags = LockIsolated<Set<String>>([])

    func isEnabled(_ flag: String) -> Bool { flags.value.contains(flag) }

    func set(_ flag: String, enabled: Bool) async {
        flags.withValue { flags in
            if enabled { flags.insert(flag) } else { flags.remove(flag) }
        }
    }
}

/// A box HeldOut.client's `BoxStore` is handed with `sending`: a class that is not `Sendable`.
nonisolated public final class Box {
    /// What the box holds.
    public var value: Int

    /// Creates a box.
    public init(value: Int = 0) {
        self.value = value
    }
}

/// The user of HeldOut.client's `UserSession`: a class that is not `Sendable`.
nonisolated public final class User {
    /// The user's name.
    public var name: String

    /// Creates a user.
    public init(name: String) {
        self.name = name
    }
}

/// How HeldOut.client's `VoiceConnector` is configured.
nonisolated public struct ConnectorConfig: Sendable, Equatable {
    /// The server's host.
    public var host: String

    /// Creates a configuration.
    public init(host: String) {
        self.host = host
    }
}

/// What HeldOut.client's `VoiceConnector.ping()` throws.
nonisolated public enum ConnectorError: Error, Equatable {
    case offline
}

/// The hand-written `noop` HeldOut.client's `HapticClient` asks for with `@noop(none)`.
extension HapticClient {
    /// A `HapticClient` that does nothing.
    nonisolated public static var noop: HapticClient {
        HapticClient(prepare: {}, impact: { _ in })
    }
}

/// A protocol without requirements, as another module declares one (swift-nio's `_NIOPreconcurrencySendable`):
/// Platforms.client's `ActivityIndicator` inherits it as `@marker ExternalMarker`.
public protocol ExternalMarker: Sendable {}

/// The actor of a ledger's work: a global actor of the app's own, as HapticPad's pattern sync is isolated to.
@globalActor
public actor LedgerActor {
    /// The one instance.
    public static let shared = LedgerActor()
}
