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
