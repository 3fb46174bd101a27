// Shape: a client whose test value is a working fake, not an unimplemented double: a computed `testValue` whose
// closure keeps entries in a local, filters them by its query and returns them (modelled on the test value of
// coenttb/swift-mailgun-live's `Events.Client`). Import read what the closure returns as its placeholder,
// `@placeholder(entries)`, which the generated double could not see. Written for the import corpus; nothing is
// copied.
import Dependencies
import DependenciesMacros

/// What the summit ledger is asked for.
public struct SummitLedgerQuery: Sendable {
    public var peak: String?
    public var limit: Int?

    public init(peak: String? = nil, limit: Int? = nil) {
        self.peak = peak
        self.limit = limit
    }
}

@DependencyClient
public struct SummitLedgerClient: Sendable {
    /// The names signed into the ledger, filtered by peak and limited when a query says so.
    @DependencyEndpoint
    public var signatures: @Sendable (_ query: SummitLedgerQuery?) async throws -> [String]
}

extension SummitLedgerClient: TestDependencyKey {
    public static var testValue: Self {
        Self(
            signatures: { query in
                var entries = ["Ama Dablam: Tenzing", "Lhotse: Ada", "Ama Dablam: Grace"]
                if let peak = query?.peak {
                    entries = entries.filter { $0.hasPrefix(peak + ":") }
                }
                if let limit = query?.limit {
                    entries = Array(entries.prefix(limit))
                }
                return entries
            }
        )
    }
}

extension SummitLedgerClient: DependencyKey {
    public static let liveValue = Self(signatures: { _ in ["Live: Ledger"] })
}

extension DependencyValues {
    public var summitLedger: SummitLedgerClient {
        get { self[SummitLedgerClient.self] }
        set { self[SummitLedgerClient.self] = newValue }
    }
}
