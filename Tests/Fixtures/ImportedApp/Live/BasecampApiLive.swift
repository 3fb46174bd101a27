// The live key of BasecampApiClient, in a module of its own as isowords' ApiClientLive is: clientgen import is given
// it, and must leave it where it is (the generated code, in ImportedApp, cannot see this module) and working. ImportedAppTests checks that a live
// `@Dependency(\.basecampApi)` gets this value.
import Dependencies
import Foundation
import ImportedApp

extension BasecampApiClient: DependencyKey {
    /// The live client, talking to the base camp's server.
    public static let liveValue = Self.live(baseURL: URL(string: "https://basecamp.example")!)

    /// A live client starting at `baseURL`.
    public static func live(baseURL: URL) -> Self {
        let current = LockIsolated(baseURL)
        return Self(
            baseURL: { current.value },
            conditions: { trail in "Live conditions on \(trail)" },
            setBaseURL: { current.setValue($0) }
        )
    }
}
