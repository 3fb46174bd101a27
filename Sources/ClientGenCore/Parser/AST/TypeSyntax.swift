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

/// Types compare by how they are spelt, not by where they were written: two `[String: Int]` are equal wherever they
/// appear, so models and plans that hold types compare whole in tests.
extension TypeSyntax: Equatable {
    package static func == (lhs: TypeSyntax, rhs: TypeSyntax) -> Bool {
        lhs.kind == rhs.kind
    }
}

extension Effects: Equatable {
    package static func == (lhs: Effects, rhs: Effects) -> Bool {
        lhs.isAsync == rhs.isAsync && lhs.isThrowing == rhs.isThrowing && lhs.thrownType == rhs.thrownType
    }
}

extension Attribute: Equatable {
    package static func == (lhs: Attribute, rhs: Attribute) -> Bool {
        lhs.name == rhs.name && lhs.arguments?.text == rhs.arguments?.text
    }
}

/// Types clientgen builds rather than parses, and the small rewrites of a parsed type the generated code needs.
extension TypeSyntax {
    /// A type built by clientgen rather than parsed, such as `Void` or `Any`.
    static func named(_ name: String) -> TypeSyntax {
        TypeSyntax(kind: .named(name: name, genericArguments: nil), range: .empty(at: 0))
    }

    /// `any <constraint>`.
    static func existential(_ constraint: TypeSyntax) -> TypeSyntax {
        TypeSyntax(kind: .existential(constraint), range: constraint.range)
    }

    /// The type with attributes in front, or itself without any.
    func attributed(with attributes: [Attribute]) -> TypeSyntax {
        attributes.isEmpty
            ? self : TypeSyntax(kind: .attributed(attributes: attributes, specifiers: [], base: self), range: range)
    }

    /// The type with a specifier such as `inout` or `sending` in front, or itself without one.
    func withSpecifier(_ specifier: Keyword?) -> TypeSyntax {
        guard let specifier else { return self }
        if case .attributed(let attributes, let specifiers, let base) = kind {
            return TypeSyntax(
                kind: .attributed(attributes: attributes, specifiers: [specifier] + specifiers, base: base),
                range: range)
        }
        return TypeSyntax(kind: .attributed(attributes: [], specifiers: [specifier], base: self), range: range)
    }

    /// The type without a `sending` specifier, which only a parameter or result may have, not a cast's type.
    var withoutSending: TypeSyntax {
        guard case .attributed(let attributes, let specifiers, let base) = kind, specifiers.contains(.sending) else {
            return self
        }
        let kept = specifiers.filter { $0 != .sending }
        if attributes.isEmpty, kept.isEmpty { return base }
        return TypeSyntax(kind: .attributed(attributes: attributes, specifiers: kept, base: base), range: range)
    }

    /// `T?` for `T!`, which Swift allows only on declarations, not inside closure types or generic arguments.
    var replacingImplicitUnwrap: TypeSyntax {
        guard case .implicitlyUnwrapped(let wrapped) = kind else { return self }
        return TypeSyntax(kind: .optional(wrapped), range: range)
    }

    /// Whether the type is a metatype (`T.Type`).
    var isMetatype: Bool {
        if case .metatype = kind { return true }
        return false
    }
}
