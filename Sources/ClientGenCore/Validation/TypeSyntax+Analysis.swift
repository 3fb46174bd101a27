/// The few questions the generator asks of a type it does not resolve: is it `Void`, an optional, a collection, a
/// stream; does it mention a generic parameter, `Self` or `some`; is it a closure that may be stored.
extension TypeSyntax {
    /// Whether the type is written with a specifier (`isolated (any Actor)?`, `inout Int`).
    func hasSpecifier(_ keyword: Keyword) -> Bool {
        if case .attributed(_, let specifiers, _) = kind { return specifiers.contains(keyword) }
        return false
    }

    /// What an unimplemented member returning this type can return without a `@placeholder`, if anything (or, for
    /// `Never`, that it traps).
    package var naturalDefault: Fallback? {
        switch kind {
        case .tuple(let elements) where elements.isEmpty:
            return .returnVoid
        case .tuple(let elements) where elements.count == 1 && elements[0].firstName == nil:
            return elements[0].type.naturalDefault
        case .attributed(let attributes, let specifiers, let base) where attributes.isEmpty && specifiers == [.sending]:
            return base.naturalDefault
        case .attributed(_, let specifiers, let base) where specifiers.isEmpty && base.isFunction:
            return base.naturalDefault  // `@Sendable () -> Void`
        case .function(let parameters, _, let result) where result.naturalDefault.map(\.isReturnVoid) ?? false:
            // Whatever its effects, a closure that does nothing converts to it.
            return .returnValue(.emptyClosure(parameterCount: parameters.count))
        case .optional, .implicitlyUnwrapped:
            return .returnValue(.nilValue)
        case .array:
            return .returnValue(.emptyCollection)
        case .dictionary:
            return .returnValue(.emptyDictionary)
        default:
            break
        }
        guard let (name, written) = standardName else { return nil }
        let arguments = written ?? []
        switch (name, arguments.count) {
        case ("Void", 0): return .returnVoid
        // Nothing can be returned from a member that never returns: its double reports the issue, then traps.
        case ("Never", 0): return .trap(call: nil)
        case ("Optional", 1): return .returnValue(.nilValue)
        case ("Array", 1), ("Set", 1), ("ContiguousArray", 1): return .returnValue(.emptyCollection)
        case ("Dictionary", 2): return .returnValue(.emptyDictionary)
        case ("AsyncStream", 1): return .returnValue(.finishedStream)
        case ("AsyncThrowingStream", 2) where arguments[1].isUntypedError: return .returnValue(.finishedThrowingStream)
        default: return nil
        }
    }

    /// Whether the type is a throwing closure, possibly optional or with attributes: what a `rethrows` member rethrows.
    var isThrowingFunction: Bool {
        switch kind {
        case .function(_, let effects, _): return effects.isThrowing
        case .attributed(_, _, let base), .optional(let base), .implicitlyUnwrapped(let base):
            return base.isThrowingFunction
        case .tuple(let elements) where elements.count == 1 && elements[0].firstName == nil:
            return elements[0].type.isThrowingFunction
        default: return false
        }
    }

    /// Whether the type is an optional: `T?`, `T!`, `Optional<T>` or one in parentheses.
    var isOptional: Bool {
        switch kind {
        case .optional, .implicitlyUnwrapped: return true
        case .tuple(let elements) where elements.count == 1 && elements[0].firstName == nil:
            return elements[0].type.isOptional
        default:
            return standardName.map { name, arguments in name == "Optional" && arguments?.count == 1 } ?? false
        }
    }

    /// The name and generic arguments (`nil` without) of a type written `Name<…>`, or qualified by the standard
    /// library's modules, `Swift.Name<…>` or `_Concurrency.Name<…>`: the one matcher of every check that recognizes a
    /// standard type or protocol, since clientgen does not resolve names.
    package var standardName: (name: String, arguments: [TypeSyntax]?)? {
        switch kind {
        case .named(let name, let arguments):
            return (name, arguments)
        case .member(let base, let name, let arguments):
            guard case .named(let module, nil) = base.kind, module == "Swift" || module == "_Concurrency" else {
                return nil
            }
            return (name, arguments)
        default:
            return nil
        }
    }

    /// The protocols a composition joins (`A & B`), or the type itself.
    var compositionParts: [TypeSyntax] {
        if case .composition(let parts) = kind { return parts }
        return [self]
    }

    /// Whether the type is a standard protocol or type without generic arguments, written `Name` or `Swift.Name`.
    func isStandard(_ name: String) -> Bool {
        guard let standard = standardName else { return false }
        return standard.name == name && standard.arguments == nil
    }

    /// `Error`, `any Error` or `Swift.Error`: what untyped `throws` throws.
    var isUntypedError: Bool {
        switch kind {
        case .existential(let constraint): return constraint.isUntypedError
        default: return isStandard("Error")
        }
    }

    /// `Never`, which makes `throws(Never)` non-throwing.
    var isNever: Bool {
        isStandard("Never")
    }

    /// Whether any part of the type satisfies `predicate`.
    func contains(where predicate: (TypeSyntax) -> Bool) -> Bool {
        predicate(self) || children.contains { $0.contains(where: predicate) }
    }

    /// The types this one is directly built from.
    var children: [TypeSyntax] {
        switch kind {
        case .named(_, let arguments):
            return arguments ?? []
        case .member(let base, _, let arguments):
            return [base] + (arguments ?? [])
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped), .array(let wrapped), .opaque(let wrapped),
            .existential(let wrapped), .metatype(let wrapped, _), .attributed(_, _, let wrapped):
            return [wrapped]
        case .dictionary(let key, let value):
            return [key, value]
        case .tuple(let elements):
            return elements.map(\.type)
        case .function(let parameters, let effects, let result):
            return parameters.map(\.type) + [result] + (effects.thrownType.map { [$0] } ?? [])
        case .composition(let elements):
            return elements
        case .missing:
            return []
        }
    }

    /// Whether the type names one of the generic parameters or is opaque (`some P`, an implicit generic parameter).
    func mentionsGenericParameter(in names: Set<String>) -> Bool {
        contains { type in
            switch type.kind {
            case .named(let name, nil): return names.contains(name)
            case .opaque: return true
            default: return false
            }
        }
    }

    /// Whether no spec could write a value of the type for an unimplemented double to return: it depends on a generic
    /// parameter (`T`, `R.Response`), or is an existential or opaque type, whose conforming types the spec cannot know.
    func hasNoWritableValue(generics: GenericScope) -> Bool {
        mentionsGenericParameter(in: generics.names)
            || contains { type in
                switch type.kind {
                case .existential, .opaque: return true
                default: return false
                }
            }
    }

    /// Whether the type is written with `Self`.
    var mentionsSelf: Bool {
        contains { if case .named("Self", _) = $0.kind { return true } else { return false } }
    }

    /// Where the type names `Self`, each with what applies to it (`Self?`, `Self.Type`, `Self.Element`).
    var selfReferences: [SelfReference] {
        var found: [SelfReference] = []
        var pending = [SelfReference(type: self, position: .plain)]
        while let next = pending.popLast() {
            if case .named("Self", _) = next.type.kind { found.append(next) }
            if case .metatype(let base, isProtocol: false) = next.type.kind, case .named("Self", _) = base.kind {
                found.append(SelfReference(type: next.type, position: .metatype))
                continue
            }
            let position: SelfReference.Position
            switch next.type.kind {
            case .optional, .implicitlyUnwrapped, .metatype: position = .postfixOperand
            case .member: position = .memberBase
            default: position = .plain
            }
            pending += next.type.children.map { SelfReference(type: $0, position: position) }
        }
        return found.sorted { $0.type.range.start < $1.type.range.start }
    }

    /// Whether the type contains `some`.
    var mentionsOpaqueType: Bool {
        contains { if case .opaque = $0.kind { return true } else { return false } }
    }

    /// The first parameter of a function type within this one that is or holds an opaque type, which Swift rejects.
    var opaqueClosureParameter: TypeSyntax? {
        var pending = [self]
        while let type = pending.popLast() {
            if case .function(let parameters, _, _) = type.kind,
                let found = parameters.map(\.type).first(where: \.mentionsOpaqueType)
            {
                return found
            }
            pending += type.children.reversed()
        }
        return nil
    }

    /// The type without the parentheses of a single-element, unlabeled tuple.
    var unparenthesized: TypeSyntax {
        if case .tuple(let elements) = kind, elements.count == 1, elements[0].firstName == nil, !elements[0].isVariadic
        {
            return elements[0].type.unparenthesized
        }
        return self
    }

    /// Whether the type is a function type (possibly parenthesized or attributed).
    var isFunction: Bool {
        switch unparenthesized.kind {
        case .function: return true
        case .attributed(_, _, let base): return base.isFunction
        default: return false
        }
    }
}

/// A part of a type, and what applies to it: where a type names `Self`.
struct SelfReference {
    /// What applies to the part.
    enum Position {
        /// Nothing: `Self`, `[Self]`, `(Self) -> Void`.
        case plain
        /// A postfix: `Self?`, `Self!`, `Self.Type`: an existential in its place needs parentheses.
        case postfixOperand
        /// A member: `Self.Element`, which names something of the conforming type.
        case memberBase
        /// The whole of `Self.Type`, whose existential is `any Client.Type`.
        case metatype
    }

    var type: TypeSyntax
    var position: Position
}
