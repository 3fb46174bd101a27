/// The `interface` artifact of a struct client: the struct of closures, its memberwise initializer, and a method per
/// labelled endpoint that keeps the labels and default values.
struct StructClientPlan: Equatable, Sendable {
    var intro: DeclarationIntro
    var head: TypeHead
    var endpoints: [EndpointPlan]
    var initializer: MemberwiseInitializerPlan?
    var methods: [ForwardingMethodPlan]
}

/// `public var fetch: @Sendable (_ id: Int) async throws -> Movie`.
struct EndpointPlan: Equatable, Sendable {
    var docLines: [String]
    var modifiers: DeclarationModifiers
    var name: String
    var type: ClosureTypePlan
}

/// `init(fetch: @escaping … , …) { self.fetch = fetch … }`.
struct MemberwiseInitializerPlan: Equatable, Sendable {
    var docLines: [String]
    var modifiers: DeclarationModifiers
    /// The endpoints, each a parameter named after it and assigned to it.
    var endpoints: [EndpointPlan]
}
