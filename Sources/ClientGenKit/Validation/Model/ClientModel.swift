/// A spec file after validation: what the emitters need, with every name and fallback decided.
struct SpecModel: Sendable {
    var source: SourceFile
    var imports: [ImportDecl]
    var clients: [ClientModel]
}

/// The access level of a client and of everything generated for it.
enum AccessLevel: String, Sendable {
    case `public`
    case package
    case `internal`

    /// The modifier to write before a declaration: empty for `internal`, Swift's default.
    var prefix: String {
        self == .internal ? "" : rawValue + " "
    }
}

/// One validated client.
struct ClientModel: Sendable {
    /// The protocol's name as written (without backticks).
    var name: String
    var access: AccessLevel
    var docLines: [String]
    var attributes: ClientAttributes
    var inheritance: [TypeSyntax]
    var members: [MemberModel]
    /// The names of the declarations generated for the client.
    var names: GeneratedNames
}

/// The names of the declarations generated for one client, derived once so collisions can be checked across a run.
struct GeneratedNames: Sendable {
    /// `WeatherClientKey`
    var key: String
    /// `UnimplementedWeatherClient`
    var unimplemented: String
    /// `MockWeatherClient`
    var mock: String
    /// `weatherClient`, or the `@key(...)` directive's name.
    var valuesProperty: String

    init(client: String, valuesProperty: String?) {
        key = client + "Key"
        unimplemented = "Unimplemented" + client
        mock = "Mock" + client
        self.valuesProperty = valuesProperty ?? SwiftName.lowerCamelCase(client)
    }
}

/// A client's Swift attributes (directives removed), sorted by the generated declarations they concern.
struct ClientAttributes: Sendable {
    /// Attributes every generated declaration needs, such as `@available`.
    var everywhere: [String] = []
    /// Attributes of the types that conform to the protocol, such as a global actor or `@preconcurrency`.
    var conformingTypes: [String] = []
    /// Attributes only the protocol carries.
    var protocolOnly: [String] = []
    /// Whether the client is isolated to a global actor, so generated initializers must be `nonisolated` to be
    /// callable from the nonisolated dependency key.
    var hasGlobalActor = false

    /// The attributes of the protocol itself.
    var onProtocol: [String] { everywhere + conformingTypes + protocolOnly }
    /// The attributes of the unimplemented double and the mock.
    var onConformingTypes: [String] { everywhere + conformingTypes }
}
