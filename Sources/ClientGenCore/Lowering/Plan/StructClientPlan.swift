/// The `interface` artifact of a struct client: the struct of closures, its memberwise initializer, and a method per
/// labelled endpoint that keeps the labels and default values.
struct StructClientPlan: Sendable {
    let intro: DeclarationIntro
    let head: TypeHead
    var typeAliases: [TypeAliasPlan] = []
    let endpoints: [EndpointPlan]
    var initializer: MemberwiseInitializerPlan?
    let methods: [ForwardingMethodPlan]
    /// The recorder, when the client has closure endpoints: they are then computed over `_name` storage.
    var recorder: StructRecorderPlan?
}

/// `public var fetch: @Sendable (_ id: Int) async throws -> Movie`, an optional endpoint, or a stored value.
struct EndpointPlan: Sendable {
    /// What the property holds.
    enum Storage: Sendable {
        /// A closure: `var fetch: @Sendable (Int) async throws -> Movie`.
        case closure(ClosureTypePlan)
        /// A closure kept in `storage` (`_name`), whose getter wraps it to record its calls when the client's
        /// `recorder` property (`_calls`) holds a recorder.
        case recordedClosure(ClosureTypePlan, storage: String, recorder: String)
        /// An optional closure, `nil` until set: `var lookup: (@Sendable (String) -> Entry?)?`.
        case optionalClosure(ClosureTypePlan)
        /// A value, such as a sub-client: `var session: SessionClient`; a closure (`var onTap: @Sendable () -> Void`)
        /// is `@escaping` in the memberwise initializer.
        case value(TypeSyntax, isClosure: Bool)
    }

    let docLines: [String]
    /// The member's `@available` and `@_spi`, on a property that can carry them (a computed one).
    var attributes: [AttributeModel] = []
    let modifiers: DeclarationModifiers
    let name: String
    let storage: Storage
    /// The `#if` condition the endpoint is under, or `nil`.
    var condition: String? = nil
}

/// `init(fetch: @escaping … , …) { self.fetch = fetch … }`.
struct MemberwiseInitializerPlan: Sendable {
    let docLines: [String]
    let modifiers: DeclarationModifiers
    /// The endpoints, each a parameter named after it and assigned to it.
    let endpoints: [EndpointPlan]
    /// Each endpoint's default value, or `nil`: `WeatherClient.unimplemented.forecast`, so that, as with
    /// `@DependencyClient`, a value can be made from only some endpoints (`WeatherClient(forecast: { … })`).
    var defaultValues: [String?] = []
    /// For endpoints under `#if`, the initializer once per combination of their branches, each taking the endpoints
    /// of its combination.
    var combinations: CombinationPlan? = nil
}
