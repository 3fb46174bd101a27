/// The spec checks' messages about what Swift rejects in the declarations generated from a spec (`sema.…`): attributes
/// they could not carry, unavailable members, isolation and generic requirements Swift forbids there. The checks are
/// SpecValidator+SwiftRules.swift. Part of the one catalog that DiagnosticMessage+Catalog.swift introduces.
extension DiagnosticMessage {
    static let unavailableMember = Self(
        .semaUnavailableMember,
        """
        a member cannot be unavailable: the code generated for it implements and calls it (and Swift allows an \
        unavailable requirement, also one on a platform, only in an '@objc' protocol), and '@available(swift, …)' \
        makes it unavailable in some language modes; remove the attribute, write '@available(*, deprecated)', or put \
        the member under '#if !os(…)'
        """)
    static func isolationNeedsAsync(_ isolation: String) -> Self {
        Self(
            .semaIsolationNeedsAsync,
            template: """
                '%1' says where an async member runs, and this one is not async; make it 'async', or write \
                'nonisolated'
                """,
            isolation)
    }
    static let nonsendingNeedsAsyncFunction = Self(
        .semaNonsendingNeedsAsyncFunction,
        "Swift accepts 'nonisolated(nonsending)' only on an async function type; make this one 'async', or remove it")
    static let asyncAutoclosureInSyncMember = Self(
        .semaAsyncAutoclosureInSyncMember,
        """
        an 'async' '@autoclosure' parameter needs an 'async' member, as Swift requires: the member awaits it; make the \
        member 'async', or the autoclosure not
        """)
    static let inoutDefaultValue = Self(
        .semaInoutDefaultValue,
        "an 'inout' parameter cannot have a default value, as Swift passes it a variable; remove the default value")
    static let unsafeNonisolatedRequirement = Self(
        .semaUnsafeNonisolatedRequirement,
        """
        'nonisolated(unsafe)' applies only to stored properties, and the declarations generated for a requirement \
        are none; write 'nonisolated'
        """)
    static let wildcardAvailabilityVersion = Self(
        .semaWildcardAvailabilityVersion,
        """
        '@available(*, …)' takes no version ('introduced: 2'), which Swift warns about in the generated code: name a \
        platform or 'swift' before the version, or write '@available(*, deprecated)'
        """)
    static func uncopiedAttribute(_ name: String, on declaration: String) -> Self {
        Self(
            .semaUncopiedAttribute,
            template: "'@%1' is copied to the declarations generated for the %2, where Swift rejects it; remove it",
            name,
            declaration)
    }
    static func attributeNeedsPublic(_ name: String) -> Self {
        Self(
            .semaAttributeNeedsPublic,
            template: """
                '@%1' applies only to public declarations, and is copied to the ones generated here, which are not; \
                remove it, or make the client public
                """,
            name)
    }
    static func nonGenericParameter(_ requirement: String, parameter: String) -> Self {
        Self(
            .semaNonGenericParameter,
            template: """
                the same-type requirement '%1' makes generic parameter '%2' non-generic, which Swift rejects; write \
                the type it equals for '%2' and remove the requirement
                """,
            requirement,
            parameter)
    }
    static func labelledSingleElementTuple(_ label: String) -> Self {
        Self(
            .semaLabelledSingleElementTuple,
            template: "a tuple of one element cannot have a label ('%1'), which Swift rejects; remove the label",
            label)
    }
    static func duplicateName(_ name: String, among list: String) -> Self {
        Self(
            .semaDuplicateName, template: "two %2 are named '%1', which Swift rejects; rename or remove one", name, list
        )
    }
    static func attributeNeedsFunctionType(_ name: String, type: String) -> Self {
        Self(
            .semaAttributeNeedsFunctionType,
            template: """
                '@%1' applies only to a function type, and Swift rejects it on '%2' (an optional closure is escaping \
                already); remove it
                """,
            name,
            type)
    }
    static let misplacedOpaqueType = Self(
        .semaMisplacedOpaqueType,
        """
        Swift allows an opaque type ('some') in a parameter's type but not in a closure's parameters or a type alias; \
        write 'any', or declare a generic parameter ('func each<Value: Sendable>(_ body: (Value) -> Void)')
        """)
    static let autoclosureWithParameters = Self(
        .semaAutoclosureWithParameters,
        """
        the function type of an '@autoclosure' parameter takes no parameters ('() -> T'), as Swift requires: the \
        caller's expression is its body; remove the parameters, or '@autoclosure'
        """)
    static func variadicSpecifier(_ word: String) -> Self {
        Self(
            .semaVariadicSpecifier,
            template: "a variadic parameter cannot be '%1', which Swift rejects; remove it, or take an array",
            word)
    }
    static func functionTypeLabel(_ label: String) -> Self {
        Self(
            .semaFunctionTypeLabel,
            template: """
                a function type's parameters cannot have argument labels, which Swift rejects; write '_ %1:' to keep \
                '%1' as a name
                """,
            label)
    }
    static let misplacedEscaping = Self(
        .semaMisplacedEscaping,
        """
        '@escaping' applies only to the type of a parameter, and Swift rejects it here (a closure anywhere else is \
        escaping already); remove it
        """)
    static func defaultNamesParameter(_ name: String) -> Self {
        Self(
            .semaDefaultNamesParameter,
            template: """
                a default value cannot use parameter '%1', which Swift rejects: no parameter is in scope there; write \
                a value, or remove the default value
                """,
            name)
    }
}
