/// A dependency key conformance: the `key` artifact (`TestDependencyKey`, with the test and preview values) or the
/// `live` artifact (`DependencyKey`, with the live value).
struct KeyConformancePlan: Equatable, Sendable {
    var intro: DeclarationIntro
    var head: TypeHead
    var values: [StaticValuePlan]
}

/// The `values` artifact: `extension DependencyValues { var weatherClient: any WeatherClient { get set } }`.
struct ValuesPlan: Equatable, Sendable {
    var head: TypeHead
    var intro: DeclarationIntro
    var modifiers: DeclarationModifiers
    var propertyName: String
    var valueType: TypeSyntax
    /// The type `DependencyValues` is subscripted with: the key enum, or a struct client itself.
    var keyType: TypeSyntax
}
