/// How a mock spells the types its handler takes and its recorded calls keep, from what validation decided of each
/// parameter (``ParameterRecording``).
///
/// Handlers are stored closures, so they cannot be generic: a parameter whose type mentions a generic parameter is
/// passed as `Any` or `Any.Type`, or as `any Sendable` or `any Sendable.Type` when it is recorded (every generic
/// parameter involved is `Sendable`); a generic result comes back the same way and is cast.
package enum MockTypes {
    /// The types a mock uses for one parameter.
    package struct Parameter {
        /// The handler's parameter type.
        var handler: TypeSyntax
        /// The recorded type, or `nil` when the mock does not keep the value.
        package var recorded: TypeSyntax?
        /// Whether the parameter is a non-escaping closure the handler takes erased (`Any`), which only an escaping
        /// closure can become: the mock lends it with `withoutActuallyEscaping`.
        var isLentToHandler = false
        /// Whether the parameter is an optional the handler takes as `Any`, passed `x as Any`.
        var isBoxedForHandler = false
        /// The closure an `async` member lends its handler inside a closure of its own, which the handler takes
        /// returning `Any`.
        var wrapped: WrappedClosure?
        /// Whether the handler is given a value not known to be `Sendable` (a closure neither escaping nor `@Sendable`,
        /// a value the mock leaves unrecorded or records unchecked, but not a `sending` one), which may not cross to
        /// another isolation: an `async` member's handler then runs in its caller's (`nonisolated(nonsending)`).
        var isNonSendable = false
    }

    /// The types a mock uses for each of a member's parameters.
    package static func parameters(of member: MemberModel) -> [Parameter] {
        let parameters = member.parameters
        guard !parameters.isEmpty else { return [] }
        let generics = member.genericScope
        let isAsync = member.effects.isAsync
        return parameters.map { parameter($0, generics: generics, isAsync: isAsync) }
    }

    /// The types a mock uses for a parameter of a member, `async` or not.
    static func parameter(_ parameter: ParameterModel, generics: GenericScope, isAsync: Bool) -> Parameter {
        let parts = MockParameterParts(parameter.type, isVariadic: parameter.isVariadic)
        let core = parts.core
        if isAsync, let wrapped = parts.closureLentWrapped(generics: generics) {
            let handler = TypeSyntax(
                kind: .function(parameters: wrapped.parameters, effects: wrapped.effects, result: .named("Any")),
                range: core.range)
            return Parameter(
                handler: handler.attributed(with: parts.attributes), recorded: nil, wrapped: wrapped,
                isNonSendable: true)
        }
        if core.mentionsGenericParameter(in: generics.names) {
            let erased = erasedType(isMetatype: core.isMetatype, isSendable: parameter.isRecorded, at: core.range)
            return Parameter(
                handler: erased.withSpecifier(parts.passing == .inout ? .inout : nil),
                recorded: parameter.isRecorded ? erased : nil, isLentToHandler: !parts.canRecord,
                isBoxedForHandler: !parameter.isRecorded && !core.isMetatype && parts.passing == .byValue
                    && core.isOptional, isNonSendable: !parameter.isRecorded && !core.isMetatype)
        }
        // A `sending` parameter is handed to the handler `sending` too, which may then send it on.
        let specifier: Keyword? = parts.passing == .inout ? .inout : parts.isSending ? .sending : nil
        return Parameter(
            handler: core.attributed(with: parts.attributes).withSpecifier(specifier),
            recorded: parameter.isRecorded ? parts.storable : nil,
            isNonSendable: parts.isLentClosure
                || (parts.canRecord && !parts.isSending && (!parameter.isRecorded || parameter.recording == .unchecked))
        )
    }

    /// The type of the values a mock keeps of what a settable property of this type is set to.
    static func assignedType(of type: TypeSyntax) -> TypeSyntax {
        MockParameterParts(type, isVariadic: false).storable
    }

    /// The handler's result type, and whether it is erased (so the mock casts it back).
    static func resultType(_ result: TypeSyntax?, generics: GenericScope) -> (type: TypeSyntax, isErased: Bool) {
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
