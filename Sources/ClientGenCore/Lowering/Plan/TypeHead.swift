/// The head of a generated type or extension: `public final class MockWeatherClient: WeatherClient, Sendable`,
/// `extension DependencyValues`.
struct TypeHead: Sendable {
    package enum Kind: String, Sendable {
        case `protocol`
        case `struct`
        case finalClass = "final class"
        case actor
        case `enum`
        /// An extension of an existing type, which takes no modifiers.
        case `extension`
    }

    let modifiers: DeclarationModifiers
    let kind: Kind
    /// The type's name as written (without backticks).
    let name: String
    var conformances: [TypeSyntax] = []

    /// `extension Name` or `extension Name: Conformance`.
    static func `extension`(_ name: String, conformingTo conformances: [TypeSyntax] = []) -> TypeHead {
        TypeHead(modifiers: DeclarationModifiers(), kind: .extension, name: name, conformances: conformances)
    }
}

/// A doc comment, attributes and a head: how every generated type and member starts.
struct DeclarationIntro: Sendable {
    var docLines: [String] = []
    var attributes: [AttributeModel] = []
}
