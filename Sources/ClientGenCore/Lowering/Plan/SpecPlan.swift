/// What one generated file holds, decided down to the last name: the emitters print it and decide nothing.
///
/// Lowering builds one plan per spec from the validated model, the selected artifacts and the extra imports. Plans are
/// values: tests compare them whole.
struct SpecPlan: Sendable {
    /// The spec's path, as the generated header names it.
    let sourcePath: String
    /// `import Dependencies` with the access it needs, the spec's imports, and the extra modules, without repeats.
    let imports: [ImportModel]
    /// Every client's artifacts, in the order they are printed.
    let artifacts: [ArtifactPlan]
    /// The runs of artifacts of clients declared under `#if`, each printed under its condition.
    var conditionalArtifacts: [ConditionalArtifacts] = []
}

/// The artifacts of one client declared under `#if`: every one of them is under its condition.
struct ConditionalArtifacts: Sendable {
    let condition: String
    /// Their positions among the plan's artifacts.
    let artifacts: Range<Int>
}

/// Declarations written once per combination of the `#if` branches of a struct client's endpoints: its memberwise
/// initializer (Swift has no `#if` inside a parameter list) and its `noop`, which calls it.
indirect enum CombinationPlan: Sendable {
    /// One combination: the positions of the endpoints it has.
    case endpoints([Int])
    /// `#if A` … `#elseif B` … `#else` … `#endif`: each branch and what it holds.
    case branches([CombinationBranch])
}

/// One branch of a ``CombinationPlan``: the directive that opens it, and what it holds.
struct CombinationBranch: Sendable {
    /// `#if A`, `#elseif B` or `#else`.
    let directive: String
    let combinations: CombinationPlan
}

/// One artifact of one client.
enum ArtifactPlan: Sendable {
    /// The protocol and the extension with the overloads for default values.
    case protocolInterface(ProtocolPlan)
    /// The struct of closures, its memberwise initializer and its methods.
    case structInterface(StructClientPlan)
    /// The `TestDependencyKey` conformance.
    case key(KeyConformancePlan)
    /// The `DependencyValues` accessor.
    case values(ValuesPlan)
    /// The unimplemented double of a protocol client.
    case unimplementedDouble(UnimplementedDoublePlan)
    /// A struct client's unimplemented `init()`, `unimplemented` and `noop`.
    case structDefaults(StructDefaultsPlan)
    /// The mock of a protocol client.
    case mock(MockPlan)
    /// The `DependencyKey` conformance with the live value.
    case live(KeyConformancePlan)
}

/// The modifiers in front of a generated declaration: `nonisolated`, the access level, and the member's own
/// modifiers, printed in that order.
struct DeclarationModifiers: Sendable {
    /// The access level, or `nil` for a protocol requirement, which takes the protocol's.
    var access: AccessLevel?
    /// Whether the declaration is `nonisolated`, to be usable from any isolation (keys, accessors, initializers,
    /// mock state), which a module with default `MainActor` isolation would otherwise isolate to the main actor.
    var isNonisolated = false
    /// The member's own modifiers, such as `nonisolated(unsafe)`.
    var memberModifiers: [MemberModifier] = []
    /// Whether the declaration is `static`: a static requirement's, or a mock's state for one.
    var isStatic = false
}

/// `static let testValue: any WeatherClient = UnimplementedWeatherClient()`.
struct StaticValuePlan: Sendable {
    let modifiers: DeclarationModifiers
    let name: String
    let type: TypeSyntax
    /// The value, copied verbatim from a directive or built by clientgen.
    let expression: String
}

/// A dependency key conformance: the `key` artifact (`TestDependencyKey`, with the test and preview values) or the
/// `live` artifact (`DependencyKey`, with the live value).
struct KeyConformancePlan: Sendable {
    let intro: DeclarationIntro
    let head: TypeHead
    let values: [StaticValuePlan]
}

/// The `values` artifact: `extension DependencyValues { var weatherClient: any WeatherClient { get set } }`.
struct ValuesPlan: Sendable {
    let head: TypeHead
    let intro: DeclarationIntro
    let modifiers: DeclarationModifiers
    let propertyName: String
    let valueType: TypeSyntax
    /// The type `DependencyValues` is subscripted with: the key enum, or a struct client itself.
    let keyType: TypeSyntax
}
