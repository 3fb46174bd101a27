// Shape: a client whose interface and test key are in one module and whose live key is in another, out of import's
// reach (as Point-Free's isowords splits `Sources/ApiClient/Client.swift` and `TestKey.swift` from
// `Sources/ApiClientLive/LiveKey.swift`): closures whose parameters are unnamed, a default for one, and a test key,
// accessor and `noop` in a file of their own. The live key is Live/BasecampApiLive.swift, in the ImportedAppLive
// target. Written for the import corpus; nothing is copied.
import DependenciesMacros
import Foundation

@DependencyClient
public struct BasecampApiClient: Sendable {
    public var baseURL: @Sendable () -> URL = { URL(string: "https://basecamp.example")! }
    public var conditions: @Sendable (String) async throws -> String
    public var setBaseURL: @Sendable (URL) async -> Void
}
