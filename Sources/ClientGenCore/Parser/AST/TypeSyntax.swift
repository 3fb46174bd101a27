/// A Swift type expression, parsed exactly so that it can be printed back unchanged and inspected for the few
/// shapes the generator cares about (optionals, collections, streams, generic parameters). Types are never resolved.
package struct TypeSyntax: Sendable {
    package indirect enum Kind: Sendable, Equatable {
        /// `Int`, `Result<A, B>`, `Self`, `Any`.
        case named(name: String, genericArguments: [TypeSyntax]?)
        /// `Base.Name<Arguments>`.
        case member(base: TypeSyntax, name: String, genericArguments: [TypeSyntax]?)
        /// `T?`
        case optional(TypeSyntax)
        /// `T!`
        case implicitlyUnwrapped(TypeSyntax)
        /// `[T]`
        case array(TypeSyntax)
        /// `[K: V]`
        case dictionary(key: TypeSyntax, value: TypeSyntax)
        /// `(a: A, B)`; a single unlabeled element is a parenthesized type.
        case tuple([TupleTypeElement])
        /// `(A, B) async throws(E) -> R`
        case function(parameters: [TupleTypeElement], effects: Effects, result: TypeSyntax)
        /// `T.Type` or `P.Protocol`
        case metatype(base: TypeSyntax, isProtocol: Bool)
        /// `some P`
        case opaque(TypeSyntax)
        /// `any P`
        case existential(TypeSyntax)
        /// `A & B`
        case composition([TypeSyntax])
        /// `@Sendable inout T`: type attributes and ownership or isolation specifiers before a type.
        case attributed(attributes: [Attribute], specifiers: [Keyword], base: TypeSyntax)
        /// Where a type was expected but none was written; an error has been reported.
        case missing
    }

    package let kind: Kind
    let range: SourceRange
}

/// One element of a tuple type or one parameter of a function type.
package struct TupleTypeElement: Sendable, Equatable {
    /// The label (`(name: T)`) or, in a function type, the argument label (`(_ name: T) -> U`).
    package var firstName: String?
    /// A function type parameter's local name, which Swift ignores.
    package var secondName: String?
    package var type: TypeSyntax
    package let isVariadic: Bool
}
