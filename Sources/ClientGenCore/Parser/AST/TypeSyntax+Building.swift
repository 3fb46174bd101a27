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
