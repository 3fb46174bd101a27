/// The `interface` artifact of a protocol client: the protocol, and an extension with the forwarding overloads that
/// stand in for default values.
struct ProtocolPlan: Equatable, Sendable {
    var intro: DeclarationIntro
    var head: TypeHead
    var typeAliases: [TypeAliasPlan] = []
    var requirements: [RequirementPlan]
    /// The extension with the overloads, when a member has default values.
    var overloads: OverloadExtensionPlan?
}

/// One protocol requirement.
struct RequirementPlan: Equatable, Sendable {
    var intro: DeclarationIntro
    var head: MemberHead
}

/// `extension WeatherClient { … }` with the overloads for default values.
struct OverloadExtensionPlan: Equatable, Sendable {
    var attributes: [AttributeModel]
    var head: TypeHead
    var overloads: [ForwardingMethodPlan]
}

/// A method whose body is one forwarding call: an overload for default values, or a struct client's method.
struct ForwardingMethodPlan: Equatable, Sendable {
    var intro: DeclarationIntro
    var head: MemberHead
    var call: ForwardingCall
}

/// `public typealias Result = Swift.Result<Data, any Error>` in a protocol (without the access, which a protocol's
/// members take from it) or a struct.
struct TypeAliasPlan: Equatable, Sendable {
    var intro: DeclarationIntro
    var modifiers: DeclarationModifiers
    var name: String
    var type: TypeSyntax
}
