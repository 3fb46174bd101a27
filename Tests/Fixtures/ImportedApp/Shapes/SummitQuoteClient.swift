// Shape: a client whose declaration, live key and test key (with its accessor and `noop`) are three files, the live
// value needing an import the client's own file does not have (as Point-Free's isowords splits interface and live
// modules). Written for the import corpus; nothing is copied.
public struct SummitQuoteClient: Sendable {
    public var elevation: @Sendable (String) async throws -> Double
}
