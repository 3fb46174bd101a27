/// A spec file after validation: what the emitters need, with every name and fallback decided.
struct SpecModel: Sendable {
    var source: SourceFile
    var imports: [ImportDecl]
    var clients: [ClientModel]
}

/// The access level of a client and of everything generated for it.
enum AccessLevel: String, Sendable, Comparable {
    case `public`
    case package
    case `internal`

    /// `internal` < `package` < `public`.
    static func < (lhs: AccessLevel, rhs: AccessLevel) -> Bool {
        let order: [AccessLevel] = [.internal, .package, .public]
        return order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
    }

    /// The modifier to write before a declaration: empty for `internal`, Swift's default.
    var prefix: String {
        switch self {
        case .public: "public "
        case .package: "package "
        case .internal: ""
        }
    }

    /// `nonisolated` and the access modifier, for declarations that must be usable from any isolation: keys,
    /// accessors, initializers and mock state, which a module with default `MainActor` isolation (SE-0466) would
    /// otherwise isolate to the main actor, out of reach of `@Dependency` and of nonisolated tests.
    var nonisolatedPrefix: String {
        switch self {
        case .public: "nonisolated public "
        case .package: "nonisolated package "
        case .internal: "nonisolated "
        }
    }
}

/// What kind of declaration a client becomes.
enum ClientStyle: String, Sendable {
    /// A `Sendable` protocol, with a key enum, an unimplemented conformance and a mock.
    case `protocol`
    /// A `Sendable` struct of `@Sendable` closures, which is its own key, with `init()` unimplemented and a `noop`.
    case `struct`
}

/// One validated client. A class, like ``MemberModel``: emitters pass clients and members to many helpers and
/// closures, and sharing one immutable instance costs a reference count where copying the struct cost one per field.
final class ClientModel: Sendable {
    /// The protocol's (or struct's) name as written (without backticks).
    let name: String
    let style: ClientStyle
    let access: AccessLevel
    let docLines: [String]
    let attributes: ClientAttributes
    let inheritance: [TypeSyntax]
    let members: [MemberModel]
    /// The names of the declarations generated for the client.
    let names: GeneratedNames
    /// The `@live` expression: the `liveValue` of the `live` artifact.
    let liveValue: String?
    /// The `@preview` expression: the `previewValue` of the `key` artifact.
    let previewValue: String?

    init(
        name: String,
        style: ClientStyle,
        access: AccessLevel,
        docLines: [String],
        attributes: ClientAttributes,
        inheritance: [TypeSyntax],
        members: [MemberModel],
        names: GeneratedNames,
        liveValue: String?,
        previewValue: String?
    ) {
        self.name = name
        self.style = style
        self.access = access
        self.docLines = docLines
        self.attributes = attributes
        self.inheritance = inheritance
        self.members = members
        self.names = names
        self.liveValue = liveValue
        self.previewValue = previewValue
    }

    /// Whether every member has a value to return without reporting, so a struct client can have a `noop`.
    var hasNoop: Bool {
        members.allSatisfy { $0.noopValue != nil }
    }

    /// The type `DependencyValues` holds: `any WeatherClient`, or the struct itself.
    var valueType: String {
        style == .protocol ? "any \(SwiftName.escaped(name))" : SwiftName.escaped(name)
    }

    /// The type that conforms to `TestDependencyKey`: the key enum, or the struct itself.
    var keyType: String {
        style == .protocol ? names.key : SwiftName.escaped(name)
    }

    /// The top-level type names generated for the client, which must be unique across a run.
    var generatedTypeNames: [String] {
        style == .protocol ? [name, names.key, names.unimplemented, names.mock] : [name]
    }
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
    /// Global actors such as `@MainActor`: on the protocol and the types that conform to it, or, for a struct client,
    /// on each endpoint.
    var globalActors: [String] = []
    /// `@preconcurrency`, for the protocol (or struct) and its conforming types.
    var preconcurrency: [String] = []
    /// Attributes only the protocol (or struct) carries.
    var protocolOnly: [String] = []

    /// Whether the client is isolated to a global actor, so generated initializers must be `nonisolated` to be
    /// callable from the nonisolated dependency key.
    var hasGlobalActor: Bool { !globalActors.isEmpty }
    /// The attributes of the protocol itself.
    var onProtocol: [String] { everywhere + globalActors + preconcurrency + protocolOnly }
    /// The attributes of the unimplemented double and the mock.
    var onConformingTypes: [String] { everywhere + globalActors + preconcurrency }
    /// The attributes of a struct client's struct: its global actors go on its endpoints instead.
    var onStruct: [String] { everywhere + preconcurrency + protocolOnly }

    /// Whether an attribute's text names a global actor: a capitalized custom attribute such as `@MainActor`.
    static func isGlobalActor(_ attribute: String) -> Bool {
        attribute.dropFirst().first?.isUppercase == true && !attribute.hasPrefix("@Sendable")
    }
}
