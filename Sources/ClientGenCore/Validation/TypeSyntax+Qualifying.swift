/// Member types that use a client's type aliases, qualified with the client's name (`Loader.Result`): in the
/// generated conformers, as in any type conforming to a protocol, a bare `Result` would be the standard library's.
extension TypeSyntax {
    /// The type with every bare use of one of `names` written as a member of `owner`.
    func qualifying(_ names: Set<String>, with owner: String) -> TypeSyntax {
        guard !names.isEmpty else { return self }
        let kind: Kind
        switch self.kind {
        case .named(let name, let arguments):
            let qualifiedArguments = arguments?.map { $0.qualifying(names, with: owner) }
            guard names.contains(name) else {
                return TypeSyntax(kind: .named(name: name, genericArguments: qualifiedArguments), range: range)
            }
            kind = .member(base: .named(owner), name: name, genericArguments: qualifiedArguments)
        case .member(let base, let name, let arguments):
            kind = .member(
                base: base.qualifying(names, with: owner), name: name,
                genericArguments: arguments?.map { $0.qualifying(names, with: owner) })
        case .optional(let wrapped): kind = .optional(wrapped.qualifying(names, with: owner))
        case .implicitlyUnwrapped(let wrapped): kind = .implicitlyUnwrapped(wrapped.qualifying(names, with: owner))
        case .array(let element): kind = .array(element.qualifying(names, with: owner))
        case .dictionary(let key, let value):
            kind = .dictionary(key: key.qualifying(names, with: owner), value: value.qualifying(names, with: owner))
        case .tuple(let elements): kind = .tuple(elements.map { $0.qualifying(names, with: owner) })
        case .function(let parameters, var effects, let result):
            effects.thrownType = effects.thrownType?.qualifying(names, with: owner)
            kind = .function(
                parameters: parameters.map { $0.qualifying(names, with: owner) }, effects: effects,
                result: result.qualifying(names, with: owner))
        case .metatype(let base, let isProtocol):
            kind = .metatype(base: base.qualifying(names, with: owner), isProtocol: isProtocol)
        case .opaque(let constraint): kind = .opaque(constraint.qualifying(names, with: owner))
        case .existential(let constraint): kind = .existential(constraint.qualifying(names, with: owner))
        case .composition(let elements): kind = .composition(elements.map { $0.qualifying(names, with: owner) })
        case .attributed(let attributes, let specifiers, let base):
            kind = .attributed(
                attributes: attributes, specifiers: specifiers, base: base.qualifying(names, with: owner))
        case .missing: return self
        }
        return TypeSyntax(kind: kind, range: range)
    }
}

extension TupleTypeElement {
    fileprivate func qualifying(_ names: Set<String>, with owner: String) -> TupleTypeElement {
        var element = self
        element.type = type.qualifying(names, with: owner)
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
