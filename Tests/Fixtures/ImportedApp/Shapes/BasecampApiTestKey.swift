// The test key, accessor and `noop` of BasecampApiClient; its live key is in another module.
import Dependencies
import Foundation

extension DependencyValues {
    public var basecampApi: BasecampApiClient {
        get { self[BasecampApiClient.self] }
        set { self[BasecampApiClient.self] = newValue }
    }
}

extension BasecampApiClient: TestDependencyKey {
    public static let previewValue = Self.noop
    public static let testValue = Self()
}

extension BasecampApiClient {
    public static let noop = Self(
        baseURL: { URL(string: "https://basecamp.example")! },
        conditions: { _ in try await Task.never() },
        setBaseURL: { _ in }
    )
}
