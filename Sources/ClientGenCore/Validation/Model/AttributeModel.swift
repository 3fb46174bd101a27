/// A Swift attribute clientgen copies into generated code, as a value: `@available(iOS 15, *)`, `@MainActor`.
/// Its arguments are copied verbatim.
struct AttributeModel: Hashable, Sendable {
    let name: String
    var arguments: String? = nil

    /// What a copied attribute means for the declarations generated from the one it is written on.
    enum Role: Sendable {
        /// `@available`, `@_spi`, `@backDeployed`: every generated declaration needs it.
        case everywhere
        /// A global actor such as `@MainActor`: isolates the client and the types that conform to it.
        case globalActor
        /// `@preconcurrency`.
        case preconcurrency
        /// `@Sendable`, which only a function or closure can carry.
        case sendable
        /// Any other attribute.
        case other
    }

    /// What the attribute means. Attributes are not resolved: `MainActor` and any other capitalized name that is not
    /// a known macro or marker is taken for a global actor, as custom global actors are capitalized types.
    var role: Role {
        switch name {
        case "available", "_spi", "backDeployed": return .everywhere
        case "preconcurrency": return .preconcurrency
        case "Sendable": return .sendable
        case "MainActor": return .globalActor
        case _ where Self.capitalizedNonActors.contains(name): return .other
        case _ where name.first?.isUppercase == true: return .globalActor
        default: return .other
        }
    }

    /// Capitalized attributes that are macros or markers, never global actors.
    private static let capitalizedNonActors: Set<String> = [
        "Observable", "Model", "Mockable", "Spyable", "AutoMockable", "DependencyClient", "DependencyEndpoint",
        "Test", "Suite", "Entry",
    ]
}

extension Attribute {
    /// Whether an attribute of this name is taken for a global actor, as the generator takes it: what import asks of
    /// the attributes of the Swift it reads.
    package static func namesGlobalActor(_ name: String) -> Bool {
        AttributeModel(name: name).role == .globalActor
    }
}

extension AttributeModel {
    /// The attribute as written on a declaration, directives being left to the validator.
    init(_ syntax: Attribute) {
        self.init(name: syntax.name, arguments: syntax.arguments?.text)
    }
}

/// A client's Swift attributes (directives removed), sorted by the generated declarations they concern.
struct ClientAttributes: Sendable {
    /// Attributes every generated declaration needs, such as `@available`.
    var everywhere: [AttributeModel] = []
    /// Global actors such as `@MainActor`: on the protocol and the types that conform to it, or, for a struct client,
    /// on each endpoint.
    var globalActors: [AttributeModel] = []
    /// `@preconcurrency`, for the protocol (or struct) and its conforming types.
    var preconcurrency: [AttributeModel] = []
    /// Attributes only the protocol (or struct) carries.
    var protocolOnly: [AttributeModel] = []

    /// Sorts attributes by their role.
    init(_ attributes: [AttributeModel]) {
        for attribute in attributes {
            switch attribute.role {
            case .everywhere: everywhere.append(attribute)
            case .preconcurrency: preconcurrency.append(attribute)
            case .globalActor: globalActors.append(attribute)
            case .sendable, .other: protocolOnly.append(attribute)
            }
        }
    }

    /// The attributes of the protocol itself.
    var onProtocol: [AttributeModel] { everywhere + globalActors + preconcurrency + protocolOnly }
    /// The attributes of the unimplemented double and the mock.
    var onConformingTypes: [AttributeModel] { everywhere + globalActors + preconcurrency }
    /// The attributes of a struct client's struct: its global actors go on its endpoints instead.
    var onStruct: [AttributeModel] { everywhere + preconcurrency + protocolOnly }
}

/// A member's Swift attributes (directives removed), copied to every declaration of the member.
struct MemberAttributes: Sendable {
    /// Every attribute, in the order written.
    let all: [AttributeModel]

    /// The member's own global actors, which a struct endpoint's closure type carries.
    var globalActors: [AttributeModel] { all.filter { $0.role == .globalActor } }
    /// `@available` and `@_spi`, which a struct endpoint's closure property carries as its method does.
    var availability: [AttributeModel] { all.filter { $0.name == "available" || $0.name == "_spi" } }
    /// The attributes a method that calls a closure can carry: all but `@Sendable`.
    var exceptSendable: [AttributeModel] { all.filter { $0.role != .sendable } }
}

/// A modifier copied to every declaration of a member.
enum MemberModifier: Equatable, Sendable {
    /// `nonisolated` or `nonisolated(unsafe)`.
    case nonisolated(argument: String?)

    /// Whether this is `nonisolated`, with any argument.
    var isNonisolated: Bool {
        if case .nonisolated = self { return true }
        return false
    }
}
