// The test key and accessor of SummitQuoteClient.
import Dependencies

public extension DependencyValues {
    var summitQuotes: SummitQuoteClient {
        get { self[SummitQuoteClient.self] }
        set { self[SummitQuoteClient.self] = newValue }
    }
}

extension SummitQuoteClient: TestDependencyKey {
    public static let previewValue = Self.noop
    public static let testValue = Self(
        elevation: unimplemented("\(Self.self).elevation")
    )
}

public extension SummitQuoteClient {
    static let noop = Self(
        elevation: { _ in try await Task.never() }
    )
}
