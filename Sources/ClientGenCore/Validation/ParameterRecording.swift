/// What a mock (or a struct client's recorder) can do with a parameter, decided from its type and the spec's
/// recording directives: how the argument reaches the handler, and whether its value is recorded. How the handler's
/// and the recorded calls' types are spelt is lowering's (``MockTypes``).
///
/// Calls are recorded behind a lock, so only values known to be `Sendable` are recorded: not non-escaping or
/// non-`@Sendable` closures, nor values of a generic parameter or an existential that is not declared `Sendable`, nor
/// types known not to be `Sendable`, unless the spec vouches for them (`@uncheckedSendable`).
struct ParameterRecording {
    var passing: ArgumentPassing
    /// Whether the mock records the value.
    var isRecorded: Bool
    /// Whether the parameter is known not to be `Sendable` (`Any`, `NSObject`, ...), or is `sending`, and so left out
    /// of the recorded calls unless the spec says otherwise.
    var isKnownNotSendable: Bool
    /// Whether the parameter is `sending`.
    var isSending: Bool

    init(of type: TypeSyntax, isVariadic: Bool, generics: GenericScope, recording: ParameterModel.Recording) {
        let parts = MockParameterParts(type, isVariadic: isVariadic)
        passing = parts.passing
        isSending = parts.isSending
        isKnownNotSendable = parts.storable.isKnownNotSendable || parts.isSending
        switch recording {
        case .checked:
            isRecorded = parts.canRecord && !isKnownNotSendable && parts.storable.isKnownSendable(generics: generics)
        case .unrecorded: isRecorded = false
        case .unchecked: isRecorded = parts.canRecord && !parts.core.mentionsGenericParameter(in: generics.names)
        }
    }
}

/// A parameter's type taken apart as a mock takes it: its specifiers and attributes, and the type it records.
struct MockParameterParts {
    /// The type without `inout`, `sending` or `@autoclosure`; for a variadic parameter, the array of its elements.
    var core: TypeSyntax
    /// The attributes kept on the handler's type (`@escaping`, `@Sendable`).
    var attributes: [Attribute] = []
    var passing = ArgumentPassing.byValue
    var isSending = false

    init(_ type: TypeSyntax, isVariadic: Bool) {
        core = type
        if case .attributed(let typeAttributes, let specifiers, let base) = core.kind {
            if specifiers.contains(.inout) { passing = .inout }
            isSending = specifiers.contains(.sending)
            if typeAttributes.contains(where: { $0.name == "autoclosure" }) {
                // A value of a `throws` or `async` autoclosure is passed on with `try` or `await`.
                var effects = MemberEffects(isAsync: false, isThrowing: false, thrownType: nil)
                if case .function(_, let written, _) = base.unparenthesized.kind { effects = MemberEffects(written) }
                passing = .autoclosure(throws: effects.throwsEffectively, isAsync: effects.isAsync)
            }
            attributes = typeAttributes.filter { $0.name != "autoclosure" }
            core = base
        }
        if isVariadic {
            // The elements keep their attributes: `@Sendable () -> Void...` passes `[@Sendable () -> Void]`.
            core = TypeSyntax(kind: .array(core.attributed(with: attributes)), range: core.range)
            attributes = []
        }
        core = core.replacingImplicitUnwrap
    }

    /// Whether a value can be kept at all: an escaping closure or a value.
    var canRecord: Bool { !core.isFunction || attributes.contains { $0.name == "escaping" } }

    /// Whether the value is a closure neither escaping nor `@Sendable`, which a mock can only lend its handler, in the
    /// caller's isolation.
    var isLentClosure: Bool { !canRecord && !attributes.contains { $0.name == "Sendable" } }

    /// The type a recorded value has: the core with its attributes but `@escaping`.
    var storable: TypeSyntax { core.attributed(with: attributes.filter { $0.name != "escaping" }) }

    /// The closure an `async` member's mock lends its handler inside a closure of its own, `{ try await work($0) }`,
    /// which hands the value back as `Any`: a non-escaping closure that is not `@Sendable`, whose result alone
    /// mentions a generic parameter (`(Connection) async throws -> T`), with no `inout` or variadic parameter. `nil`
    /// for any other parameter. (`withoutActuallyEscaping`, which lends a synchronous member's closure, would need
    /// its `async` closure to cross from an actor, or from any caller with `NonisolatedNonsendingByDefault`.)
    func closureLentWrapped(generics: GenericScope) -> WrappedClosure? {
        guard isLentClosure, case .function(let parameters, let effects, let result) = core.kind,
            result.mentionsGenericParameter(in: generics.names)
        else { return nil }
        for parameter in parameters {
            if parameter.isVariadic || parameter.type.mentionsGenericParameter(in: generics.names) { return nil }
            if case .attributed(_, let specifiers, _) = parameter.type.kind, specifiers.contains(.inout) { return nil }
        }
        return WrappedClosure(parameters: parameters, effects: effects, result: result)
    }
}

/// The function type of a closure a mock lends its handler wrapped (see
/// ``MockParameterParts/closureLentWrapped(generics:)``).
struct WrappedClosure {
    let parameters: [TupleTypeElement]
    let effects: Effects
    let result: TypeSyntax
}
