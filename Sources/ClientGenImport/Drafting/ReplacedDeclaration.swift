import ClientGenCore

/// An original declaration that the generated code (or the spec) now replaces, to be deleted once the spec builds.
public struct ReplacedDeclaration: Sendable, Hashable {
    /// What a replaced declaration is, and so what replaces it.
    public enum Kind: Sendable, Hashable {
        /// The client's declaration, by its name: the spec replaces it.
        case client(String)
        /// A `DependencyValues` accessor, by its name.
        case accessor(String)
        /// A key type, or an extension making a type a key, by the key's name.
        case key(String)
        /// A key that is a `TestDependencyKey` only, whose live side is outside the inputs (`extension ApiClient:
        /// DependencyKey` in a live module), by its name, and the generated key's when it has another, which a
        /// conformance to `DependencyKey` there must extend now.
        case testKey(String, generatedKey: String?)
        /// A key value declared loose in an extension of a struct client (`Client.testValue`).
        case keyValue(String)
        /// An extension of a protocol holding only overloads for default values, by the protocol's name.
        case defaultOverloads(String)
        /// One overload for default values (`Client.page`).
        case defaultOverload(String)
        /// A default implementation of a requirement re-declared with default values, which moves to the extras file
        /// without them (`Client.loadImages`).
        case defaultImplementation(String)
        /// A hand-written unimplemented double, by its name.
        case unimplementedDouble(String)
        /// A hand-written declaration with a name the generated code declares (`MockWeatherClient`,
        /// `Client.unimplemented`).
        case generatedName(String)
        /// An extension of a nested type that moved to the extras file with it, by the extended type's name.
        case nestedTypeExtension(String)
        /// A struct client's method forwarding to a closure with labels (`Client.nonce(address:)`), which the generated
        /// struct declares.
        case forwardingMethod(String)
        /// An extension conforming a struct client to `Sendable` and nothing else, by the client's name: the generated
        /// struct declares the conformance.
        case sendableExtension(String)
        /// An extension conforming a struct client to `Sendable` among other things, which moved to the extras file
        /// without `Sendable`, by the client's name.
        case sendableExtensionMoved(String)
        /// A hand-written declaration moved to the extras file as it is (a struct client's own `noop`, kept with
        /// `@noop(none)`).
        case movedToExtras(String)
        /// A member of a struct client's extension that calls `unimplemented(…)` bare, moved to the extras file with
        /// the calls qualified (`IssueReporting.unimplemented(…)`): the generated struct's static `unimplemented`
        /// hides the function in the client's extensions (`Client.failing`).
        case unimplementedCallsMoved(String)
    }

    /// The Swift file it is in.
    public var path: String
    /// Its range, doc comment included.
    public var range: SourceRange
    /// What it is.
    public var kind: Kind

    /// What it is, for the message: `'WeatherClient'`, `the key 'WeatherKey'`, `the accessor 'DependencyValues.weather'`.
    public var description: String { DiagnosticMessage.importReplacedDeclaration(kind) }
    /// What replaces it: `the spec`, `the generated code`.
    public var replacement: String { DiagnosticMessage.importReplacement(kind) }
}
