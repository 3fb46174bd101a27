/// The spec checks' messages about what a client's style allows (`sema.…`), most of them what a struct of closures
/// cannot express. Part of the one catalog that DiagnosticMessage+Catalog.swift introduces.
extension DiagnosticMessage {
    static let invalidStyle = Self(
        .semaInvalidStyle,
        "'@style' takes 'struct' or 'protocol'")
    static let structActor = Self(
        .semaStructActor,
        """
        a struct client cannot refine 'Actor'; remove 'Actor', or use '@style(protocol)' for this client, whose \
        doubles and mock are then actors
        """)
    static let structClassBound = Self(
        .semaStructClassBound,
        """
        a struct client cannot be class-bound; remove 'AnyObject', or use '@style(protocol)' for this client
        """)
    static func structClientWithoutEndpoints(_ client: String) -> Self {
        Self(
            .semaStructClientWithoutEndpoints,
            template: """
                struct client '%1' can be compiled without any endpoint: a struct of closures needs one wherever it \
                is compiled, or its initializers clash; declare one outside '#if', or give each '#if' chain an '#else' \
                that declares one (or use '@style(protocol)')
                """,
            client)
    }
    static func structGeneric(_ member: String) -> Self {
        Self(
            .semaStructGeneric,
            template: """
                '%1' is generic, and a closure property cannot be; use '@style(protocol)' for this client
                """,
            member)
    }
    static func structSubscript(_ client: String) -> Self {
        Self(
            .semaStructSubscript,
            template: """
                a struct client has no subscripts: each endpoint is a closure property; write a method endpoint \
                ('func value(forKey key: String) -> Value?'), or use '@style(protocol)' for '%1'
                """,
            client)
    }
    static func tooManyEndpointCombinations(_ client: String, limit: Int) -> Self {
        Self(
            .semaTooManyEndpointCombinations,
            template: """
                the endpoints of '%1' under '#if' need more than %2 memberwise initializers, one per combination of \
                branches (Swift has no '#if' inside a parameter list); join the blocks into fewer '#if' chains, or \
                use '@style(protocol)' for this client
                """,
            client,
            limit)
    }
    static func structInitializer(_ client: String) -> Self {
        Self(
            .semaStructInitializer,
            template: """
                a struct client has no initializer requirements: clientgen generates its initializers ('init()' and \
                the memberwise one); add another in an extension of '%1' in a Swift file next to the spec, or use \
                '@style(protocol)' for this client, whose doubles and mock then implement it
                """,
            client)
    }
    static func structOverload(_ member: String, other: String) -> Self {
        Self(
            .semaStructOverload,
            template: """
                '%1' and '%2' would both be one closure property; rename one, or use '@style(protocol)'
                """,
            other,
            member)
    }
    static func ownershipParameter(_ specifier: String) -> Self {
        Self(
            .semaOwnershipParameter,
            template: """
                a '%1' parameter cannot reach the mock's handler, which gets it from a closure that may not capture \
                it; write the parameter without '%1'
                """,
            specifier)
    }
    static func genericDefaultValue(_ parameter: String, generic: String) -> Self {
        Self(
            .semaGenericDefaultValue,
            template: """
                the type of '%1' uses '%2', and nothing else of the signature does: the overload that stands for its \
                default value could not infer '%2'; remove the default value
                """,
            parameter,
            generic)
    }
    static func rethrownClosureDefault(_ parameter: String) -> Self {
        Self(
            .semaRethrownClosureDefault,
            template: """
                '%1' is a closure whose errors the member rethrows, so its default value would need an overload that \
                cannot say whether it throws; pass the closure at the call site instead
                """,
            parameter)
    }
    static let voidParameter = Self(
        .semaVoidParameter,
        "a parameter of type 'Void' carries nothing, and the mock cannot pass it on; remove it")
    static let neverParameter = Self(
        .semaNeverParameter,
        """
        a parameter of type 'Never' can never be passed, so the member can never be called, and Swift warns that the \
        code generated for it never runs; remove it
        """)
    static let structImplicitlyUnwrapped = Self(
        .semaStructImplicitlyUnwrapped,
        """
        a struct client's endpoint is a closure, and a closure's types cannot be implicitly unwrapped; write '?'
        """)
    static let structRethrows = Self(
        .semaStructRethrows,
        """
        a struct client's endpoint is a closure, and a closure cannot be 'rethrows'; use 'throws', or make the \
        client a protocol
        """)
    static let rethrowsWithoutThrowingClosure = Self(
        .semaRethrowsWithoutThrowingClosure,
        """
        a 'rethrows' member needs a parameter that is a throwing closure, whose errors it rethrows; use 'throws'
        """)
    static func structStoredEffects(_ member: String) -> Self {
        Self(
            .semaStructStoredEffects,
            template: """
                '%1' is a stored value of a struct client, which is read without effects; make it a 'func', or \
                remove the effects
                """,
            member)
    }
    static func structStoredNonSendable(_ member: String, type: String, client: String) -> Self {
        Self(
            .semaStructStoredNonSendable,
            template: """
                '%1' is a stored '%2' of struct client '%3', which is Sendable, and '%2' is not: make it an \
                endpoint ('func %1() -> %2'), or, for a closure, mark it '@Sendable'
                """,
            member, type, client)
    }
    static let structStoredTrap = Self(
        .semaStructStoredTrap,
        "a stored value is made with the client, so a placeholder that never returns stops every test; write a value")
    static let structInheritedMember = Self(
        .semaStructInheritedMember,
        "'@inherited' applies to members of protocol clients; a struct client has none")
    static func structReservedName(_ member: String, declaration: String = "endpoint") -> Self {
        Self(
            .semaStructReservedName,
            template: "a struct client generates '%1' itself; rename this %2",
            member,
            declaration)
    }
    static func structStaticMember(_ client: String) -> Self {
        Self(
            .semaStructStaticMember,
            template: """
                a struct client's endpoints are closures each value holds, so it has no static requirements: declare \
                a static member in an extension of '%1' in a Swift file next to the spec ('extension %1 { static let \
                live = ... }'), or use '@style(protocol)' for this client, whose doubles and mock then implement it
                """,
            client)
    }
    static func structUnlabeledDefaults(_ member: String) -> Self {
        Self(
            .semaStructUnlabeledDefaults,
            template: """
                '%1' has default values but no argument label, so its method would clash with calling the closure; \
                label a parameter, or use '@style(protocol)'
                """,
            member)
    }
    static func structVariadic(_ member: String) -> Self {
        Self(
            .semaStructVariadic,
            template: """
                '%1' cannot forward variadic arguments to its closure; take an array, or use '@style(protocol)'
                """,
            member)
    }
    static func structThrowingAutoclosure(_ member: String) -> Self {
        Self(
            .semaStructThrowingAutoclosure,
            template: """
                '%1' does not throw, so its recorder cannot pass on a throwing '@autoclosure': Swift reads a closure \
                that does as throwing; take a closure ('() throws -> T'), make '%1' throw, or use '@style(protocol)'
                """,
            member)
    }
}
