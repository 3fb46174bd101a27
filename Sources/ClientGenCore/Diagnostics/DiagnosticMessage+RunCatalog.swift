/// The spec checks' messages about how a client relates to the others of a run (`sema.…`): what it inherits, the
/// marker protocols it names, the clients it stores or uses under `#if`, and names two clients both claim. Part of
/// the one catalog that DiagnosticMessage+Catalog.swift introduces.
extension DiagnosticMessage {
    static func conditionalClientUse(_ client: String, other: String, condition: String, use: String) -> Self {
        Self(
            .semaConditionalClientUse,
            template: """
                '%1' cannot %4 '%2', which is declared only under '#if %3': put '%1' under the same condition, as \
                what is generated for '%2' is
                """,
            client,
            other,
            condition,
            use)
    }
    static func duplicateClient(_ name: String) -> Self {
        Self(
            .semaDuplicateClient,
            template: "client '%1' is declared more than once",
            name)
    }
    static func valuesPropertyOfTheLibrary(_ property: String, client: String) -> Self {
        Self(
            .semaValuesPropertyOfTheLibrary,
            template: """
                client '%1' would generate 'DependencyValues.%2', which swift-dependencies declares itself; name its \
                property with '@key(...)'
                """,
            client,
            property)
    }
    static func duplicateValuesProperty(_ property: String, client: String, other: String) -> Self {
        Self(
            .semaDuplicateValuesProperty,
            template: """
                clients '%1' and '%2' both generate 'DependencyValues.%3'; give one a '@key(...)'
                """,
            other,
            client,
            property)
    }
    static func inheritanceCycle(_ client: String) -> Self {
        Self(
            .semaInheritanceCycle,
            template: "client '%1' inherits itself through the clients it inherits",
            client)
    }
    static func inheritanceTooDeep(_ client: String, limit: Int) -> Self {
        Self(
            .semaInheritanceTooDeep,
            template: """
                client '%1' inherits through more than %2 levels of clients, more than clientgen follows: let it \
                inherit the clients further up directly
                """,
            client,
            limit)
    }
    static func inheritsItself(_ client: String) -> Self {
        Self(
            .semaInheritsItself,
            template: "client '%1' names itself as a parent; remove '%1' from the list of what it inherits",
            client)
    }
    static func inheritedMockNameCollision(_ member: String, other: String, name: String) -> Self {
        Self(
            .semaInheritedMockNameCollision,
            template: """
                '%1' and the inherited '%2' would both use the mock member '%3'; choose a name for one with \
                '@mockName(<name>)'
                """,
            member,
            other,
            name)
    }
    static func missingInheritedAvailability(_ client: String, other: String, attribute: AttributeModel) -> Self {
        Self(
            .semaMissingAvailability,
            template: """
                client '%1' uses '%2', which is '%3': give '%1' the same attribute (or a later '@available'), or \
                Swift rejects it on the platforms it names
                """,
            client,
            other,
            attribute)
    }
    static func structClientConstraint(_ client: String) -> Self {
        Self(
            .semaStructClientConstraint,
            template: """
                '%1' is a struct client, a concrete type, and Swift rejects it where a protocol is wanted ('any %1', \
                'some %1', '%1 & P', 'T: %1'); write '%1' itself, or a protocol client
                """,
            client)
    }
    static func recursiveStoredValue(_ member: String, client: String, type: String) -> Self {
        Self(
            .semaRecursiveStoredValue,
            template: """
                struct client '%2' would contain itself through '%1', a '%3': a struct cannot contain itself; make \
                '%1' an endpoint instead ('func %1() -> %3')
                """,
            member,
            client,
            type)
    }
    static func lessVisibleClient(
        _ client: String,
        access: String,
        other: String,
        otherAccess: String,
        use: String
    ) -> Self {
        Self(
            .semaLessVisibleClient,
            template: """
                %1 client '%2' cannot %3 '%4', which is %5: make '%4' %1, or '%2' %5
                """,
            access,
            client,
            use,
            other,
            otherAccess)
    }
    static func inheritedIsolationMismatch(_ client: String, parent: String) -> Self {
        Self(
            .semaInheritedIsolationMismatch,
            template: """
                client '%1' and the client it inherits, '%2', must have the same global actor: the doubles of '%1' \
                implement the members of '%2' in their own isolation
                """,
            client,
            parent)
    }
    static func actorInheritsNonActor(_ client: String, parent: String) -> Self {
        Self(
            .semaActorInheritsNonActor,
            template: """
                actor client '%1' inherits '%2', which is no actor: the actor doubles of '%1' would implement its \
                members in their isolation; let '%2' refine 'Actor' too, or declare its members in '%1'
                """,
            client,
            parent)
    }
    static func inheritsStructClient(_ client: String, parent: String) -> Self {
        Self(
            .semaInheritsStructClient,
            template: """
                client '%1' cannot inherit '%2', a struct client; a protocol can only inherit protocols
                """,
            client,
            parent)
    }
    static func isolatedInheritedRequirement(_ member: String, protocol name: String) -> Self {
        Self(
            .semaIsolatedInheritedRequirement,
            template: """
                '%1' is a requirement of '%2', which is not isolated to the client's global actor: write it \
                'nonisolated', as the doubles must implement it
                """,
            member,
            name)
    }
    static func invisibleInheritedRequirements(_ client: String, inherited: String) -> Self {
        Self(
            .semaInvisibleInheritedRequirements,
            template: """
                '%1' is not a client of this run, so clientgen cannot see its requirements: the doubles and mock of \
                '%2' implement only the members '%2' declares; declare those of '%1' in '%2' marked '@inherited' \
                (one of them is enough to say that '%2' declares them), write '@marker %1' if it has none, or \
                generate '%1' from a spec in the same run (or read it with '--context <spec>')
                """,
            inherited,
            client,
            severity: .warning)
    }
    static let markerArgument = Self(
        .semaMarkerArgument,
        "'@marker' takes no argument: write it before a parent protocol without requirements, as in '@marker P'")
    static func markerOnNonProtocol(_ type: String) -> Self {
        Self(
            .semaMarkerOnNonProtocol,
            template: """
                '@marker' marks a parent protocol without requirements by its name, and '%1' is no protocol's name
                """,
            type)
    }
    static func markerWithRequirements(_ name: String, reason: String) -> Self {
        Self(
            .semaMarkerWithRequirements,
            template: """
                '@marker' says that '%1' has no requirements, but %2; remove '@marker'
                """,
            name,
            reason)
    }
    static func conflictingInheritedTypeAlias(_ name: String, first: String, second: String, client: String)
        -> Self
    {
        Self(
            .semaConflictingInheritedTypeAlias,
            template: """
                type alias '%1' has one type in '%2' and another in '%3', and the protocol of '%4' would require \
                both, which Swift rejects; rename one, or give both one type
                """,
            name,
            first,
            second,
            client)
    }
    static func unqualifiedInheritedTypeAlias(_ name: String, owner: String, client: String) -> Self {
        Self(
            .semaUnqualifiedInheritedTypeAlias,
            template: """
                '%1' is a type alias of '%2', which '%3' inherits: write '%2.%1', as the generated types that \
                conform to '%3' may see another '%1'
                """,
            name,
            owner,
            client)
    }
    static func unimplementableInheritance(_ client: String, inherited: String) -> Self {
        Self(
            .semaUnimplementableInheritance,
            template: """
                client '%1' cannot inherit '%2': its requirements compare, hash, encode or decode values of the \
                conforming type itself, which its doubles and mock could not do meaningfully; remove it, and compare \
                or encode the values a client returns instead
                """,
            client,
            inherited)
    }
    static func unresolvedStoredValue(_ member: String, client: String, type: String) -> Self {
        Self(
            .semaUnresolvedStoredValue,
            template: """
                '%1' is a stored '%2' of struct client '%3', and '%2' is not a client of this run: say what its \
                unimplemented value is with '@placeholder(...)', such as its own 'testValue'
                """,
            member,
            type,
            client)
    }
}
