/// The types a mock's handler takes and records for a member's parameters and result.
///
/// Handlers are stored closures, so they cannot be generic: a parameter whose type mentions a generic parameter is
/// passed as `Any` or `Any.Type`, or as `any Sendable` or `any Sendable.Type` when every generic parameter involved is
/// `Sendable`; a generic result comes back the same way and is cast. Calls are recorded behind a lock, so only values
/// known to be `Sendable` are recorded: not non-escaping or non-`@Sendable` closures, nor values of a generic
/// parameter or an existential that is not declared `Sendable`.
enum MockTypes {
    /// The generic parameters in scope for a member.
    struct Generics {
        var names: Set<String> = []
        /// Those constrained to `Sendable` in their clause or the `where` clause.
        var sendable: Set<String> = []

        init(_ function: FunctionDecl) {
            names = Set(function.genericParameters.map(\.name.name))
            for parameter in function.genericParameters where parameter.constraint?.mentionsSendable == true {
                sendable.insert(parameter.name.name)
            }
            for requirement in function.requirements where requirement.relation == .conformance {
                if case .named(let name, nil) = requirement.left.kind, requirement.right.mentionsSendable {
                    sendable.insert(name)
                }
            }
        }

        init() {}
    }

    /// How a mock takes one parameter: the handler's parameter type, the recorded type (`nil` when it is not
    /// recorded), how the argument is passed, and whether the recorded value was vouched for with
    /// `@uncheckedSendable`.
    struct ParameterTypes {
        var handler: TypeSyntax
        var recorded: TypeSyntax?
        var passing: ArgumentPassing
        /// Whether the parameter is known not to be `Sendable` (`Any`, `NSObject`, ...), and so left out of the
        /// recorded calls unless the spec says otherwise.
        var isKnownNotSendable = false
        /// Whether the parameter is `sending`: its value may be of a type that is not `Sendable`, which the caller
        /// hands over, so it is not recorded unless the spec says otherwise.
        var isSending = false
        /// Whether the parameter is a non-escaping closure the handler takes erased (`Any`), which only an escaping
        /// closure can become: the mock lends it with `withoutActuallyEscaping`.
        var isLentToHandler = false
        /// Whether the parameter is an optional the handler takes as `Any`, passed `x as Any`.
        var isBoxedForHandler = false
    }

    static func parameterTypes(
        _ parameter: Parameter,
        generics: Generics,
        recording: ParameterModel.Recording = .checked
    ) -> ParameterTypes {
        parameterTypes(of: parameter.type, isVariadic: parameter.isVariadic, generics: generics, recording: recording)
    }

    private static func parameterTypes(
        of type: TypeSyntax,
        isVariadic: Bool,
        generics: Generics,
        recording: ParameterModel.Recording = .checked
    ) -> ParameterTypes {
        var core = type
        var attributes: [Attribute] = []
        var passing = ArgumentPassing.byValue
        var isSending = false
        if case .attributed(let typeAttributes, let specifiers, let base) = core.kind {
            if specifiers.contains(.inout) { passing = .inout }
            isSending = specifiers.contains(.sending)
            if typeAttributes.contains(where: { $0.name == "autoclosure" }) { passing = .autoclosure }
            attributes = typeAttributes.filter { $0.name != "autoclosure" }
            core = base
        }
        if isVariadic {
            // The elements keep their attributes: `@Sendable () -> Void...` passes `[@Sendable () -> Void]`.
            core = TypeSyntax(kind: .array(core.attributed(with: attributes)), range: core.range)
            attributes = []
        }
        core = core.replacingImplicitUnwrap
        let canRecord = !core.isFunction || attributes.contains { $0.name == "escaping" }
        let storable = core.attributed(with: attributes.filter { $0.name != "escaping" })
        let isKnownNotSendable = storable.isKnownNotSendable || isSending
        let isRecorded: Bool
        switch recording {
        case .checked: isRecorded = canRecord && !isKnownNotSendable && storable.isKnownSendable(generics: generics)
        case .unrecorded: isRecorded = false
        case .unchecked: isRecorded = canRecord && !core.mentionsGenericParameter(in: generics.names)
        }
        if core.mentionsGenericParameter(in: generics.names) {
            let erased = erasedType(isMetatype: core.isMetatype, isSendable: isRecorded, at: core.range)
            return ParameterTypes(
                handler: erased.withSpecifier(passing == .inout ? .inout : nil), recorded: isRecorded ? erased : nil,
                passing: passing, isKnownNotSendable: isKnownNotSendable, isSending: isSending,
                isLentToHandler: !canRecord,
                isBoxedForHandler: !isRecorded && !core.isMetatype && passing == .byValue && core.isOptional)
        }
        // A `sending` parameter is handed to the handler `sending` too, which may then send it on.
        let specifier: Keyword? = passing == .inout ? .inout : isSending ? .sending : nil
        let handler = core.attributed(with: attributes).withSpecifier(specifier)
        return ParameterTypes(
            handler: handler, recorded: isRecorded ? storable : nil, passing: passing,
            isKnownNotSendable: isKnownNotSendable, isSending: isSending)
    }

    /// How a mock keeps the values a settable property of this type is set to: recorded when, as a parameter, it
    /// would be (boxed, with `@uncheckedSendable`); else counted.
    static func assignment(
        of type: TypeSyntax,
        recording: ParameterModel.Recording = .checked
    ) -> MockAssignment {
        let recorded = parameterTypes(of: type, isVariadic: false, generics: Generics(), recording: recording).recorded
        return recorded.map { .values($0, isUnchecked: recording == .unchecked) } ?? .count
    }

    /// The handler's result type, and whether it is erased (so the mock casts it back).
    static func resultType(_ result: TypeSyntax?, generics: Generics) -> (type: TypeSyntax, isErased: Bool) {
        guard let result else { return (.named("Void"), false) }
        // A Sendable existential when every generic parameter involved is Sendable, so handler closures convert across
        // isolation (as `NonisolatedNonsendingByDefault` asks); otherwise `sending Any`.
        if result.mentionsGenericParameter(in: generics.names) {
            let erased: TypeSyntax =
                result.isKnownSendable(generics: generics)
                ? .existential(.named("Sendable")) : TypeSyntax.named("Any").withSpecifier(.sending)
            return (erased, true)
        }
        return (result.replacingImplicitUnwrap, false)
    }

    /// `Any`, `Any.Type`, `any Sendable` or `any Sendable.Type`.
    private static func erasedType(isMetatype: Bool, isSendable: Bool, at range: SourceRange) -> TypeSyntax {
        let base: TypeSyntax = .named(isSendable ? "Sendable" : "Any")
        let type = isMetatype ? TypeSyntax(kind: .metatype(base: base, isProtocol: false), range: range) : base
        return isSendable ? .existential(type) : type
    }
}

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
