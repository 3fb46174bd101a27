/// A spec file after validation: its imports and clients, with every name and behaviour decided.
package struct SpecModel: Sendable {
    let source: SourceFile
    var imports: [ImportModel]
    package var clients: [ClientModel]
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
}

/// What kind of declaration a client becomes.
package enum ClientStyle: String, Sendable {
    /// A `Sendable` protocol, with a key enum, an unimplemented conformance and a mock.
    case `protocol`
    /// A `Sendable` struct of `@Sendable` closures, which is its own key, with `init()` unimplemented and a `noop`.
    case `struct`
}

/// One validated client. A class, like ``MemberModel``: lowering passes clients and members to many helpers, and
/// sharing one immutable instance costs a reference count where copying the struct cost one per field.
package final class ClientModel: Sendable {
    /// The protocol's (or struct's) name as written (without backticks).
    package let name: String
    /// Where the name is in the spec, for diagnostics that span files.
    let nameRange: SourceRange
    /// Where the declaration starts, its attributes included, for fix-its that insert a directive before it.
    let declarationStart: Int
    package let style: ClientStyle
    let access: AccessLevel
    let docLines: [String]
    let attributes: ClientAttributes
    let inheritance: [TypeSyntax]
    /// The members the spec declares.
    package let members: [MemberModel]
    /// The members of the clients of the run this one inherits (transitively), which its doubles and mock implement
    /// besides its own; the parents' protocols declare them.
    let inheritedMembers: [MemberModel]
    /// Whether a client of the run this one inherits is class-bound.
    let inheritsClassBound: Bool
    /// Whether a client of the run this one inherits refines `Actor`.
    let inheritsActor: Bool
    /// The names of the declarations generated for the client.
    package let names: GeneratedNames
    /// The values the `@live`, `@preview` and `@test` directives give.
    let values: ClientValues
    /// Whether a struct client gets a generated `noop`, when every member has a value for it: `@noop(none)` says no,
    /// for a client whose extras declare their own.
    let generatesNoop: Bool
    /// The type aliases the client declares, which its member types may use.
    let typeAliases: [TypeAliasModel]
    /// The names the client's mock (or a struct client's recorder) declares besides its members', chosen by
    /// ``DoubleNaming`` once the run is resolved.
    let doubleNames: DoubleNames
    /// The `#if` branches the client is declared in, which every artifact generated for it is under; `nil` when it
    /// always applies.
    let condition: CompilationCondition?
    /// The inherited protocols written `@marker P`: protocols of another module without requirements, whose doubles
    /// need nothing (``inheritance`` lists them without the attribute).
    let markerParents: [MarkerParent]

    init(
        name: String,
        nameRange: SourceRange,
        declarationStart: Int? = nil,
        style: ClientStyle,
        access: AccessLevel,
        docLines: [String],
        attributes: ClientAttributes,
        inheritance: [TypeSyntax],
        members: [MemberModel],
        inheritedMembers: [MemberModel] = [],
        inheritsClassBound: Bool = false,
        inheritsActor: Bool = false,
        names: GeneratedNames,
        values: ClientValues,
        generatesNoop: Bool = true,
        typeAliases: [TypeAliasModel] = [],
        doubleNames: DoubleNames = DoubleNames(),
        condition: CompilationCondition? = nil,
        markerParents: [MarkerParent] = []
    ) {
        self.name = name
        self.nameRange = nameRange
        self.declarationStart = declarationStart ?? nameRange.start
        self.style = style
        self.access = access
        self.docLines = docLines
        self.attributes = attributes
        self.inheritance = inheritance
        self.members = members
        self.inheritedMembers = inheritedMembers
        self.inheritsClassBound = inheritsClassBound
        self.inheritsActor = inheritsActor
        self.isActor = inheritsActor || inheritance.contains(where: \.isActorProtocol)
        self.names = names
        self.values = values
        self.generatesNoop = generatesNoop
        self.typeAliases = typeAliases
        self.doubleNames = doubleNames
        self.condition = condition
        self.markerParents = markerParents
    }

    /// Whether the client is class-bound (it inherits `AnyObject`, or a client of the run that is), so its doubles and
    /// mock must be classes.
    var isClassBound: Bool {
        inheritsClassBound || isActor
            || inheritance.contains { $0.isStandard("AnyObject") }
    }

    /// Whether the client refines `Actor` (or inherits a client of the run that does), so its doubles and mock must be
    /// actors. Decided once: lowering asks it for every member.
    let isActor: Bool

    /// Every member the doubles and mock implement: the inherited ones first, then the client's own.
    var implementedMembers: [MemberModel] {
        inheritedMembers.isEmpty ? members : inheritedMembers + members
    }

    /// The members the doubles and mock implement themselves: every implemented member but a plain `init()`
    /// requirement, which their own `init()` meets.
    var doubledMembers: [MemberModel] {
        let members = implementedMembers
        guard members.contains(where: \.isMetByPlainInitializer) else { return members }
        return members.filter { !$0.isMetByPlainInitializer }
    }

    /// The same client, with what the run decided about its members and inheritance.
    func resolved(
        members: [MemberModel],
        inheritedMembers: [MemberModel],
        inheritsClassBound: Bool,
        inheritsActor: Bool = false
    ) -> ClientModel {
        ClientModel(
            name: name, nameRange: nameRange, declarationStart: declarationStart, style: style, access: access,
            docLines: docLines,
            attributes: attributes, inheritance: inheritance, members: members, inheritedMembers: inheritedMembers,
            inheritsClassBound: inheritsClassBound, inheritsActor: inheritsActor, names: names, values: values,
            generatesNoop: generatesNoop,
            typeAliases: typeAliases, doubleNames: doubleNames, condition: condition, markerParents: markerParents)
    }

    /// The same client, with the names ``DoubleNaming`` chose for its members and its doubles.
    func named(members: [MemberModel], inheritedMembers: [MemberModel], doubleNames: DoubleNames) -> ClientModel {
        ClientModel(
            name: name, nameRange: nameRange, declarationStart: declarationStart, style: style, access: access,
            docLines: docLines,
            attributes: attributes, inheritance: inheritance, members: members, inheritedMembers: inheritedMembers,
            inheritsClassBound: inheritsClassBound, inheritsActor: inheritsActor, names: names,
            values: values, generatesNoop: generatesNoop, typeAliases: typeAliases, doubleNames: doubleNames,
            condition: condition, markerParents: markerParents)
    }

    /// Whether every member has a value to return without reporting, so a struct client can have a `noop`, and the
    /// spec did not turn it off with `@noop(none)`.
    package var hasNoop: Bool {
        generatesNoop && members.allSatisfy { $0.noopValue != nil }
    }

    /// The top-level type names generated for the client, which must be unique across a run.
    var generatedTypeNames: [String] {
        style == .protocol ? [name, names.key, names.unimplemented, names.mock] : [name]
    }
}

/// A parent written `@marker P` in a client's inheritance: a protocol without requirements.
struct MarkerParent: Sendable {
    /// The protocol as the inheritance writes it, without the attribute: `_NIOPreconcurrencySendable`.
    let type: TypeSyntax
    /// Where `@marker` and the space after it are, for a fix-it that removes them.
    let attributeRange: SourceRange
}

/// `typealias Result = Swift.Result<Data, any Error>`, declared with the client (in its protocol, or its struct).
struct TypeAliasModel: Sendable {
    let docLines: [String]
    let attributes: [AttributeModel]
    let name: String
    let type: TypeSyntax
    /// The `#if` branches in the client's body the alias is declared in.
    var condition: CompilationCondition?
}

/// The dependency values a spec gives as expressions, copied verbatim.
struct ClientValues: Sendable {
    /// `@live`: the `liveValue` of the `live` artifact.
    var live: String?
    /// `@preview`: the `previewValue` of the `key` artifact.
    var preview: String?
    /// `@test`: the `testValue` of the `key` artifact, instead of the unimplemented double.
    var test: String?
    /// Where each directive's argument is written, for diagnostics about what it names.
    var ranges: [Directive: SourceRange] = [:]

    /// The values, each with its directive.
    var written: [(directive: Directive, expression: String)] {
        [(Directive.live, live), (.preview, preview), (.test, test)].compactMap { directive, expression in
            expression.map { (directive, $0) }
        }
    }
}

/// The names of the declarations generated for one client, derived once so collisions can be checked across a run.
package struct GeneratedNames: Sendable {
    /// `WeatherClientKey`
    package let key: String
    /// `UnimplementedWeatherClient`
    package let unimplemented: String
    /// `MockWeatherClient`
    package let mock: String
    /// `weatherClient`, or the `@key(...)` directive's name.
    package let valuesProperty: String

    /// `UnimplementedWeatherClient`: the unimplemented double of a protocol client.
    static func unimplemented(of client: String) -> String {
        "Unimplemented" + client
    }

    package init(client: String, valuesProperty: String?) {
        key = client + "Key"
        unimplemented = Self.unimplemented(of: client)
        mock = "Mock" + client
        self.valuesProperty = valuesProperty ?? SwiftName.lowerCamelCase(client)
    }
}
