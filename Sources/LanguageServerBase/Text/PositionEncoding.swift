/// How a `Position`'s `character` counts: in UTF-16 code units (LSP's default, which every server must support),
/// UTF-8 bytes, or Unicode scalars (UTF-32).
public enum PositionEncoding: String, Sendable, CaseIterable {
    /// Bytes of UTF-8.
    case utf8 = "utf-8"
    /// UTF-16 code units: a scalar above U+FFFF counts 2.
    case utf16 = "utf-16"
    /// Unicode scalars.
    case utf32 = "utf-32"

    /// The encoding to use with a client, from the `initialize` request's params.
    ///
    /// The first encoding in the client's `capabilities.general.positionEncodings` that the server supports (all
    /// three are): the client lists them in its order of preference, and its first choice saves it converting. When
    /// the client lists none, or only ones the server does not know, it is UTF-16, which the protocol makes the
    /// default. Announce the choice in the `InitializeResult` as `capabilities.positionEncoding` (`serverCapability`).
    public static func negotiated(initializeParams params: JSONValue?) -> PositionEncoding {
        let offered = params?["capabilities"]?["general"]?["positionEncodings"]?.array ?? []
        return offered.lazy.compactMap { $0.string.flatMap(PositionEncoding.init(rawValue:)) }.first ?? .utf16
    }

    /// The value of `capabilities.positionEncoding` in the server's `InitializeResult`.
    public var serverCapability: JSONValue { .string(rawValue) }

    /// How many units of this encoding a UTF-8 sequence of `length` bytes (1 to 4) counts.
    func units(forUTF8Length length: Int) -> Int {
        switch self {
        case .utf8: return length
        case .utf16: return length == 4 ? 2 : 1
        case .utf32: return 1
        }
    }
}
