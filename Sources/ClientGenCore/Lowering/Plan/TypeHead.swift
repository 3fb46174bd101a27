/// The head of a generated type or extension: `public final class MockWeatherClient: WeatherClient, Sendable`,
/// `extension DependencyValues`.
struct TypeHead: Equatable, Sendable {
    package enum Kind: String, Equatable, Sendable {
        case `protocol`
        case `struct`
        case finalClass = "final class"
        case actor
        case `enum`
        /// An extension of an existing type, which takes no modifiers.
        case `extension`
    }

    var modifiers: DeclarationModifiers
    var kind: Kind
    /// The type's name as written (without backticks).
    var name: String
    var conformances: [TypeSyntax] = []

    /// `extension Name` or `extension Name: Conformance`.
    static func `extension`(_ name: String, conformingTo conformances: [TypeSyntax] = []) -> TypeHead {
        TypeHead(modifiers: DeclarationModifiers(), kind: .extension, name: name, conformances: conformances)
    }
}

/// A doc comment, attributes and a head: how every generated type and member starts.
struct DeclarationIntro: Equatable, Sendable {
    var docLines: [String] = []
    var attributes: [AttributeModel] = []
}
