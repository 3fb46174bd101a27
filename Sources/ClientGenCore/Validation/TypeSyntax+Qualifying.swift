/// Member types that use a client's type aliases, qualified with the client's name (`Loader.Result`): in the
/// generated conformers, as in any type conforming to a protocol, a bare `Result` would be the standard library's.
extension TypeSyntax {
    /// The type with every bare use of one of `names` written as a member of `owner`.
    func qualifying(_ names: Set<String>, with owner: String) -> TypeSyntax {
        guard !names.isEmpty else { return self }
        return rewriting { type in
            guard case .named(let name, let arguments) = type.kind, names.contains(name) else { return nil }
            let kind = Kind.member(
                base: .named(owner), name: name, genericArguments: arguments?.map { $0.qualifying(names, with: owner) })
            return TypeSyntax(kind: kind, range: type.range)
        }
    }

    /// The type with each part `rewrite` replaces (it returns `nil` for a part it keeps) replaced, outermost first:
    /// a replaced part's own parts are not visited again.
    func rewriting(_ rewrite: (TypeSyntax) -> TypeSyntax?) -> TypeSyntax {
        if let replaced = rewrite(self) { return replaced }
        let kind: Kind
        switch self.kind {
        case .named(let name, let arguments):
            kind = .named(name: name, genericArguments: arguments?.map { $0.rewriting(rewrite) })
        case .member(let base, let name, let arguments):
            kind = .member(
                base: base.rewriting(rewrite), name: name, genericArguments: arguments?.map { $0.rewriting(rewrite) })
        case .optional(let wrapped): kind = .optional(wrapped.rewriting(rewrite))
        case .implicitlyUnwrapped(let wrapped): kind = .implicitlyUnwrapped(wrapped.rewriting(rewrite))
        case .array(let element): kind = .array(element.rewriting(rewrite))
        case .dictionary(let key, let value):
            kind = .dictionary(key: key.rewriting(rewrite), value: value.rewriting(rewrite))
        case .tuple(let elements):
            kind = .tuple(elements.map { $0.rewriting(rewrite) })
        case .function(let parameters, var effects, let result):
            effects.thrownType = effects.thrownType?.rewriting(rewrite)
            kind = .function(
                parameters: parameters.map { $0.rewriting(rewrite) }, effects: effects,
                result: result.rewriting(rewrite))
        case .metatype(let base, let isProtocol):
            kind = .metatype(base: base.rewriting(rewrite), isProtocol: isProtocol)
        case .opaque(let constraint): kind = .opaque(constraint.rewriting(rewrite))
        case .existential(let constraint): kind = .existential(constraint.rewriting(rewrite))
        case .composition(let elements): kind = .composition(elements.map { $0.rewriting(rewrite) })
        case .attributed(let attributes, let specifiers, let base):
            kind = .attributed(attributes: attributes, specifiers: specifiers, base: base.rewriting(rewrite))
        case .missing: return self
        }
        return TypeSyntax(kind: kind, range: range)
    }
}

/// The type aliases of the client being validated, which its members use qualified (`Loader.Completion`): what
/// decides whether a value is `Sendable`, and so whether the mock records it, sees through them, as the compiler does.
struct ClientTypeAliases {
    var owner = ""
    /// Each alias's type, by name: the first of platform variants.
    var types: [String: TypeSyntax] = [:]

    /// The aliases a client declares, each name's first declaration kept (of platform variants in `#if` branches).
    init(owner: String, aliases: [TypeAliasModel]) {
        self.owner = owner
        types = Dictionary(aliases.map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
    }

    /// No aliases.
    init() {}

    /// The type with each use of an alias replaced by its type, an alias never inside itself.
    func expanding(_ type: TypeSyntax) -> TypeSyntax {
        guard !types.isEmpty else { return type }
        return type.rewriting { part in
            guard case .member(let base, let name, nil) = part.kind, case .named(owner, nil) = base.kind,
                let aliased = types[name]
            else { return nil }
            var others = self
            others.types[name] = nil
            return others.expanding(aliased)
        }
    }
}

extension TupleTypeElement {
    fileprivate func rewriting(_ rewrite: (TypeSyntax) -> TypeSyntax?) -> TupleTypeElement {
        var element = self
        element.type = type.rewriting(rewrite)
        return element
    }
}

extension MemberDecl {
    /// The member with its types qualified, but where a generic parameter of its own has the alias's name.
    func qualifying(_ names: Set<String>, with owner: String) -> MemberDecl {
        guard !names.isEmpty else { return self }
        var member = self
        switch kind {
        case .function(var function):
            let names = names.subtracting(function.genericParameters.map(\.name.name))
            let qualify = { (type: TypeSyntax) in type.qualifying(names, with: owner) }
            for index in function.parameters.indices {
                function.parameters[index].type = qualify(function.parameters[index].type)
            }
            function.returnType = function.returnType.map(qualify)
            function.effects.thrownType = function.effects.thrownType.map(qualify)
            for index in function.genericParameters.indices {
                function.genericParameters[index].constraint = function.genericParameters[index].constraint.map(qualify)
            }
            for index in function.requirements.indices {
                function.requirements[index].left = qualify(function.requirements[index].left)
                function.requirements[index].right = qualify(function.requirements[index].right)
            }
            member.kind = .function(function)
        case .property(var property):
            property.type = property.type.qualifying(names, with: owner)
            property.effects.thrownType = property.effects.thrownType?.qualifying(names, with: owner)
            member.kind = .property(property)
        }
        return member
    }
}
