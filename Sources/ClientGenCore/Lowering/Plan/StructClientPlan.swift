/// The `interface` artifact of a struct client: the struct of closures, its memberwise initializer, and a method per
/// labelled endpoint that keeps the labels and default values.
struct StructClientPlan: Equatable, Sendable {
    var intro: DeclarationIntro
    var head: TypeHead
    var typeAliases: [TypeAliasPlan] = []
    var endpoints: [EndpointPlan]
    var initializer: MemberwiseInitializerPlan?
    var methods: [ForwardingMethodPlan]
    /// The recorder, when the client has closure endpoints: they are then computed over `_name` storage.
    var recorder: StructRecorderPlan?
}

/// `public var fetch: @Sendable (_ id: Int) async throws -> Movie`, an optional endpoint, or a stored value.
struct EndpointPlan: Equatable, Sendable {
    /// What the property holds.
    enum Storage: Equatable, Sendable {
        /// A closure: `var fetch: @Sendable (Int) async throws -> Movie`.
        case closure(ClosureTypePlan)
        /// A closure kept in `storage` (`_name`), whose getter wraps it to record its calls when the client's
        /// `recorder` property (`_calls`) holds a recorder.
        case recordedClosure(ClosureTypePlan, storage: String, recorder: String)
        /// An optional closure, `nil` until set: `var lookup: (@Sendable (String) -> Entry?)?`.
        case optionalClosure(ClosureTypePlan)
        /// A value, such as a sub-client: `var session: SessionClient`.
        case value(TypeSyntax)
    }

    var docLines: [String]
    /// The member's `@available` and `@_spi`, on a property that can carry them (a computed one).
    var attributes: [AttributeModel] = []
    var modifiers: DeclarationModifiers
    var name: String
    var storage: Storage
}

/// `init(fetch: @escaping … , …) { self.fetch = fetch … }`.
struct MemberwiseInitializerPlan: Equatable, Sendable {
    var docLines: [String]
    var modifiers: DeclarationModifiers
    /// The endpoints, each a parameter named after it and assigned to it.
    var endpoints: [EndpointPlan]
}
