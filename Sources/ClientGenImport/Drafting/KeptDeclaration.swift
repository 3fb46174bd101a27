import ClientGenCore

/// An original declaration the generated code does not replace and the app still needs, which import says to keep:
/// the conformance that makes a live value the inputs do not hold the app's live value.
public struct KeptDeclaration: Sendable, Hashable {
    /// Why a declaration is kept.
    public enum Kind: Sendable, Hashable {
        /// An extension conforming the generated key (the struct client, or the protocol client's key) to
        /// `DependencyKey`, whose `liveValue` is declared outside the inputs: `extension SpeechClient: DependencyKey {}`.
        case liveConformance(key: String)
        /// An extension conforming the generated key to `DependencyKey` whose `liveValue` is available only where
        /// its `@available` says (`@available(iOSApplicationExtension, unavailable)`), which a spec's `@live` cannot
        /// say: kept with its live value.
        case availableLiveConformance(key: String, attribute: String)
        /// A key of another name whose `liveValue` is declared outside the inputs, which the spec's `@live` reads.
        case liveKey(key: String, directive: String)
    }

    /// The Swift file it is in.
    public var path: String
    /// Its range, doc comment included.
    public var range: SourceRange
    /// Why it is kept.
    public var kind: Kind
}
