/// The `interface` artifact of a protocol client: the protocol, and an extension with the forwarding overloads that
/// stand in for default values.
struct ProtocolPlan: Sendable {
    let intro: DeclarationIntro
    let head: TypeHead
    var typeAliases: [TypeAliasPlan] = []
    let requirements: [RequirementPlan]
    /// The extension with the overloads, when a member has default values.
    var overloads: OverloadExtensionPlan?
}

/// One protocol requirement.
struct RequirementPlan: Sendable {
    let intro: DeclarationIntro
    let head: MemberHead
    /// The `#if` condition the requirement is under, or `nil`.
    var condition: String? = nil
}

/// `extension WeatherClient { … }` with the overloads for default values.
struct OverloadExtensionPlan: Sendable {
    let attributes: [AttributeModel]
    let head: TypeHead
    let overloads: [ForwardingMethodPlan]
}

/// A method whose body is one forwarding call: an overload for default values, or a struct client's method.
struct ForwardingMethodPlan: Sendable {
    let intro: DeclarationIntro
    let head: MemberHead
    let call: ForwardingCall
    /// The `#if` condition the method is under, or `nil`.
    var condition: String? = nil
}

/// `public typealias Result = Swift.Result<Data, any Error>` in a protocol (without the access, which a protocol's
/// members take from it) or a struct.
struct TypeAliasPlan: Sendable {
    let intro: DeclarationIntro
    let modifiers: DeclarationModifiers
    let name: String
    let type: TypeSyntax
    /// The `#if` condition the alias is under, or `nil`.
    var condition: String? = nil
}
