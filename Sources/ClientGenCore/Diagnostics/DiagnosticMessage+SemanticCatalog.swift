/// The spec checks' messages about what a spec means within one client (`sema.…`): its members, their signatures,
/// modifiers and directives, and the names it declares. How a client relates to the others of a run is in
/// DiagnosticMessage+RunCatalog.swift, what Swift rejects in the declarations generated from a spec in
/// DiagnosticMessage+SwiftRulesCatalog.swift. Part of the one catalog that DiagnosticMessage+Catalog.swift introduces.
extension DiagnosticMessage {
    static func clientHidesGeneratedName(_ name: String) -> Self {
        Self(
            .semaClientHidesGeneratedName,
            template: """
                a client cannot be named '%1': the code generated for it names another '%1', which the client \
                would hide; rename the client
                """,
            name)
    }
    static let misplacedDiscardableResult = Self(
        .semaMisplacedDiscardableResult,
        "'@discardableResult' applies to a method that returns a value, and is copied to each of its declarations; remove it"
    )
    static let unlabeledAfterVariadic = Self(
        .semaUnlabeledAfterVariadic,
        "a parameter after a variadic parameter needs an argument label, or its arguments would continue the list")
    static func hiddenGeneratedName(_ name: String, declaration: String, client: String) -> Self {
        Self(
            .semaHiddenGeneratedName,
            template: """
                %2 '%1' would hide the '%1' that the code generated for '%3' names in its types; rename the %2
                """,
            name,
            declaration,
            client)
    }
    static func actorWithGlobalActor(_ globalActor: String) -> Self {
        Self(
            .semaActorWithGlobalActor,
            template: """
                a client that refines 'Actor' is isolated to each of its values, not to '%1'; remove one of them
                """,
            globalActor)
    }
    static func asyncLentClosure(_ parameter: String, client: String) -> Self {
        Self(
            .semaAsyncLentClosure,
            template: """
                '%1' is a closure that does not escape and takes a value of a generic type (or an 'inout' or \
                variadic one): the mock of '%2' could only lend it to its handler through 'withoutActuallyEscaping', \
                whose async closure Swift does not let it cross from an actor, nor with \
                'NonisolatedNonsendingByDefault'; make it '@escaping' or '@Sendable'
                """,
            parameter,
            client)
    }
    static func bareResult(client: String) -> Self {
        Self(
            .semaBareResult,
            template: """
                'Result' without generic arguments is a type alias of yours: if it is declared in an extension of \
                '%1', declare it in the spec instead ('typealias Result = Swift.Result<Data, any Error>'), as in the \
                generated types that conform to '%1' 'Result' is 'Swift.Result'
                """,
            client,
            severity: .warning)
    }
    static let backtickedWildcardParameter = Self(
        .semaBacktickedWildcardParameter,
        """
        '`_`' cannot name a parameter in a spec: the generated code passes parameters on by name, and there '_' \
        is a wildcard; give the parameter a name
        """)
    static let classMember = Self(
        .semaClassMember,
        """
        a client's type members are 'static': 'class' members belong to classes, and the generated doubles and \
        mock are final classes, structs or actors
        """)
    static func duplicateDirective(_ directive: Directive) -> Self {
        Self(
            .semaDuplicateDirective,
            template: "'@%1' is written more than once",
            directive.rawValue)
    }
    static func typeAliasCycle(_ alias: String) -> Self {
        Self(
            .semaTypeAliasCycle,
            template: """
                type alias '%1' names itself, directly or through the client's other aliases, which Swift rejects \
                (in a client, a name its aliases declare is the alias); name the type meant by its module \
                ('Foundation.Data', 'Swift.Result')
                """,
            alias)
    }
    static func duplicateMember(_ member: String, client: String) -> Self {
        Self(
            .semaDuplicateMember,
            template: """
                '%1' is declared more than once in client '%2' (members that differ only in their effects count as \
                one); remove one, or rename it
                """,
            member,
            client)
    }
    static func duplicateModifier(_ modifier: String) -> Self {
        Self(
            .semaDuplicateModifier,
            template: "access level is given more than once ('%1')",
            modifier)
    }
    static func generatedMemberCollision(
        _ member: String,
        name: String,
        role: DoubleNameTable.GeneratedRole
    ) -> Self {
        let purpose: String =
            switch role {
            case .reset: "the mock's method that forgets its handlers and calls"
            case .resetStatics: "the mock's method that forgets its static handlers and calls"
            case .closureStorage: "the storage of the closure of '" + name.dropFirst() + "'"
            case .recorderStorage: "the storage of the recorder that 'recording(into:)' sets"
            case .calledByBodies: "a function or type its bodies call, which a member of that name would hide"
            case .selfReference: "the value its bodies call members through ('self.name'), which a member would hide"
            }
        return Self(
            .semaGeneratedMemberCollision,
            template: "'%1' takes the name '%2', which the generated code declares as %3; rename it",
            member,
            name,
            purpose)
    }
    static func generatedNameCollision(name: String, client: String, other: String) -> Self {
        Self(
            .semaGeneratedNameCollision,
            template: """
                the generated names of clients '%1' and '%2' collide: both produce '%3'
                """,
            other,
            client,
            name)
    }
    static let genericInoutParameter = Self(
        .semaGenericInoutParameter,
        "an 'inout' parameter of generic type cannot be passed to the mock's handler")
    static let genericThrownType = Self(
        .semaGenericThrownType,
        "a member cannot throw a generic error type: the mock's handler could not declare it")
    static func invalidClientAccess(_ modifier: String) -> Self {
        Self(
            .semaInvalidClientAccess,
            template: "a client is 'public', 'package' or 'internal', not '%1'",
            modifier)
    }
    static func initializerModifier(_ modifier: String) -> Self {
        Self(
            .semaInitializerModifier,
            template: """
                an initializer requirement is not '%1': the generated doubles and mock are final classes, structs or \
                actors, which meet it with a plain 'init'
                """,
            modifier)
    }
    static func initializerPlaceholder(_ member: String) -> Self {
        Self(
            .semaInitializerPlaceholder,
            template: """
                '%1' makes no value a placeholder could stand in for: when unimplemented, it reports the issue and \
                then throws, fails (an 'init?') or makes its double
                """,
            member)
    }
    static func invalidIdentifier(_ name: String) -> Self {
        Self(
            .semaInvalidIdentifier,
            template: "'%1' is not a valid Swift identifier",
            name)
    }
    static func invalidMockName(_ name: String) -> Self {
        Self(
            .semaInvalidMockName,
            template: """
                '@mockName' takes the stem of the mock's names, as in '@mockName(fetchByID)'; '%1' is not an \
                identifier
                """,
            name)
    }
    static func invalidImportAttribute(_ attribute: String) -> Self {
        Self(
            .semaInvalidImportAttribute,
            template: """
                '@%1' is not an attribute an import can have; an import takes '@preconcurrency', '@testable', \
                '@_exported', '@_implementationOnly', '@_weakLinked', '@_spiOnly' or '@_spi(Name)'
                """,
            attribute)
    }
    static func invalidImportAttributeArgument(_ attribute: String) -> Self {
        Self(
            .semaInvalidImportAttributeArgument,
            attribute == "_spi"
                ? "'@_spi' on an import names the group: '@_spi(Name)'"
                : "'@\(attribute)' takes no argument on an import")
    }
    static func invalidModuleName(_ name: String) -> Self {
        Self(
            .semaInvalidModuleName,
            template: "'%1' is not a module name an import can name",
            name)
    }
    static let invalidKeyName = Self(
        .semaInvalidKeyName,
        "'@key' takes the name of the DependencyValues property, as in '@key(weather)'")
    static let invalidNoop = Self(
        .semaInvalidNoop,
        """
        '@noop' takes 'none', as in '@noop(none)', which stops the generated 'noop' of a struct client whose \
        extras declare their own
        """)
    static func memberAccessModifier(_ modifier: String) -> Self {
        Self(
            .semaMemberAccessModifier,
            template: "members take their client's access level; remove '%1'",
            modifier)
    }
    static func memberAccessWiderThanClient(_ modifier: String, client: String) -> Self {
        Self(
            .semaMemberAccessWiderThanClient,
            template: """
                an endpoint cannot be '%1' in a client that is '%2'; remove '%1'
                """,
            modifier,
            client)
    }
    static func misplacedDirective(_ directive: Directive, on target: DirectiveTarget) -> Self {
        let place = directive.appliesToClients ? "clients" : "members"
        return Self(
            .semaMisplacedDirective,
            template: "'@%1' applies to %2, not to a %3",
            directive.rawValue,
            place,
            target.rawValue)
    }
    static func missingDirectiveArgument(_ directive: Directive) -> Self {
        Self(
            .semaMissingDirectiveArgument,
            template: "'@%1' needs an argument, as in '%2'",
            directive.rawValue,
            directive.example)
    }
    static func missingNoop(directive: Directive, client: String, member: String, subClient: String?) -> Self {
        let reason =
            subClient.map { "'\(member)' stores '\($0)', which has no generated 'noop'" }
            ?? "'\(member)' has no placeholder or natural default to return without reporting"
        return Self(
            .semaMissingNoop,
            template: """
                '@%1' names '%2.noop', which clientgen does not generate: %3; give '%4' a '@noopValue(...)', or \
                declare 'noop' in an extension of '%2' and write '@noop(none)'
                """,
            directive.rawValue,
            client,
            reason,
            member)
    }
    static func missingPlaceholder(_ member: String, type: String) -> Self {
        Self(
            .semaMissingPlaceholder,
            template: """
                '%1' does not throw and '%2' has no natural default; add '@placeholder(<value>)' to say what its \
                unimplemented double returns
                """,
            member,
            type)
    }
    static func misspeltDirective(_ name: String, suggestion: Directive) -> Self {
        Self(
            .semaMisspeltDirective,
            template: "unknown attribute '@%1'; did you mean '@%2'?",
            name,
            suggestion.rawValue)
    }
    static func mockNameCollision(_ member: String, other: String, name: String) -> Self {
        Self(
            .semaMockNameCollision,
            template: """
                '%1' and '%2' would both use the mock member '%3'; choose a name for one with '@mockName(<name>)', \
                or rename it
                """,
            member,
            other,
            name)
    }
    static let nonisolatedClient = Self(
        .semaNonisolatedClient,
        """
        a client is not 'nonisolated': its generated key, accessor, initializers and mock state are nonisolated \
        already, also in a module isolated to the main actor by default; remove 'nonisolated' (a global actor \
        such as '@MainActor' isolates a client)
        """)
    static func nonSendableParameter(_ parameter: String, type: String) -> Self {
        Self(
            .semaNonSendableParameter,
            template: """
                '%1' has type '%2', which is not Sendable: the mock passes it to the handler but does not record it; \
                write '@unrecorded(%1)' to say so, or '@uncheckedSendable(%1)' to record it unchecked
                """,
            parameter,
            type,
            severity: .warning)
    }
    static func nonSendableProperty(_ property: String, type: String) -> Self {
        Self(
            .semaNonSendableProperty,
            template: """
                '%1' has type '%2', which is not Sendable: the mock counts what it is set to but cannot keep it \
                behind a lock; write '@unrecorded' to say so, or '@uncheckedSendable' to keep the values unchecked
                """,
            property,
            type,
            severity: .warning)
    }
    static let opaqueResult = Self(
        .semaOpaqueResult,
        "a client member cannot return an opaque type ('some'); use 'any' instead")
    static func overloadCollision(_ member: String, overload: String, other: String) -> Self {
        Self(
            .semaOverloadCollision,
            template: """
                the default values of '%1' need an overload '%2', which clashes with '%3'
                """,
            member,
            overload,
            other)
    }
    static func placeholderAndTrapping(_ member: String) -> Self {
        Self(
            .semaPlaceholderAndTrapping,
            template: """
                '%1' has both '@placeholder' and '@trapping'; keep the one its unimplemented double should use
                """,
            member)
    }
    static let protocolNoopValue = Self(
        .semaProtocolNoopValue,
        "'@noopValue' has no effect on a protocol client's member: only a struct client has a generated 'noop'",
        severity: .warning)
    static let protocolNoop = Self(
        .semaProtocolNoop,
        "'@noop(none)' has no effect on a protocol client, which has no generated 'noop'; remove it",
        severity: .warning)
    static func propertyRecordingArgument(_ directive: Directive) -> Self {
        Self(
            .semaPropertyRecordingArgument,
            template: """
                on a property, '@%1' takes no argument: it applies to the values the property is set to
                """,
            directive.rawValue
        )
    }
    static func readOnlyPropertyRecording(_ directive: Directive, property: String) -> Self {
        Self(
            .semaReadOnlyPropertyRecording,
            template: """
                '@%1' has no effect: '%2' is never set on a mock, so nothing of it is recorded
                """,
            directive.rawValue,
            property,
            severity: .warning)
    }
    static func sendingParameter(_ parameter: String) -> Self {
        Self(
            .semaSendingParameter,
            template: """
                '%1' is 'sending', so its value need not be Sendable, and the mock cannot record it behind a lock: \
                it passes it to the handler without recording it; write '@unrecorded(%1)' to say so, or \
                '@uncheckedSendable(%1)' to record it unchecked
                """,
            parameter,
            severity: .warning)
    }
    static let selfMemberInSignature = Self(
        .semaSelfMemberInSignature,
        """
        a member of 'Self' cannot appear in a client member: it names what each conforming type chooses, and a \
        dependency client needs one type; write the type itself
        """)
    static func selfInSignature(client: String) -> Self {
        Self(
            .semaSelfInSignature,
            template: """
                'Self' cannot appear in a client member: the generated types could not implement it; write '%1', \
                which they can take and return
                """,
            client)
    }
    static let staticInitializer = Self(
        .semaStaticInitializer,
        "an initializer is not 'static': it makes a value of the type already")
    static func throwingOnNonThrowingMember(_ member: String) -> Self {
        Self(
            .semaThrowingOnNonThrowingMember,
            template: "'@throwing' applies to throwing members; '%1' does not throw",
            member)
    }
    static func tooManyDefaults(_ member: String, count: Int) -> Self {
        Self(
            .semaTooManyDefaults,
            template: """
                '%1' has %2 parameters with default values; at most %3 are supported, as each doubles the overloads \
                generated
                """,
            member,
            count,
            DefaultOverloads.maximumDefaultedParameters
        )
    }
    static func typedThrowsNeedsFailure(_ member: String, errorType: String) -> Self {
        Self(
            .semaTypedThrowsNeedsFailure,
            template: """
                '%1' throws '%2', so its unimplemented double cannot throw 'UnimplementedFailure'; add \
                '@throwing(<error>)' or '@placeholder(<value>)'
                """,
            member,
            errorType)
    }
    static func unknownParameterName(_ name: String, directive: String, member: String) -> Self {
        Self(
            .semaUnknownParameterName,
            template: "'@%1' names '%2', which is not a parameter of '%3'",
            directive,
            name,
            member)
    }
    static func unknownModifierArgument(_ modifier: String, argument: String) -> Self {
        Self(
            .semaUnknownModifierArgument,
            template: """
                '%1(%2)' is not a modifier Swift has; write '%1', '%1(unsafe)' or '%1(nonsending)'
                """,
            modifier,
            argument)
    }
    static func parameterlessInitializer(_ member: String) -> Self {
        Self(
            .semaParameterlessInitializer,
            template: """
                '%1' would clash with the plain 'init()' of the doubles and mock, with which the key makes its test \
                value: give it a parameter, or require a plain 'init()', which theirs meets
                """,
            member)
    }
    static func defaultedInitializer(_ member: String) -> Self {
        Self(
            .semaDefaultedInitializer,
            template: """
                '%1' gives every parameter a default value, so its overload would be an 'init()' with its effects, \
                which calls of the doubles' and mock's plain 'init()' would reach instead: leave one parameter \
                without a default
                """,
            member)
    }
    static func scopedImportWithoutDeclaration(_ kind: String) -> Self {
        Self(
            .semaScopedImportWithoutDeclaration,
            template: """
                'import %1' names one declaration of a module, as in 'import %1 Module.Name'
                """,
            kind)
    }
    static func unsupportedModifier(_ modifier: String, on declaration: String) -> Self {
        Self(
            .semaUnsupportedModifier,
            template: "'%1' is not supported on a %2",
            modifier,
            declaration)
    }
    static let placeholderCallsUnimplemented = Self(
        .semaPlaceholderCallsUnimplemented,
        """
        a placeholder is the value the unimplemented double returns after it has reported the issue: calling \
        'unimplemented' would report it again, and inside a struct client the name is the client's own \
        'unimplemented'; write the value alone
        """)
    static func globalActorWithIsolatedParameter(_ member: String, actor: String) -> Self {
        Self(
            .semaGlobalActorWithIsolatedParameter,
            template: """
                '%1' has an 'isolated' parameter, which isolates it to the caller's actor, so it cannot also be \
                isolated to '@%2'; remove one of them
                """,
            member,
            actor)
    }
    static func nonisolatedWithIsolatedParameter(_ member: String) -> Self {
        Self(
            .semaNonisolatedWithIsolatedParameter,
            template: """
                '%1' has an 'isolated' parameter, which isolates it to the caller's actor, so it cannot be \
                'nonisolated'; remove 'nonisolated'
                """,
            member)
    }
    static func nonisolatedAndGlobalActor(_ actor: String, member: String) -> Self {
        Self(
            .semaNonisolatedAndGlobalActor,
            template: "'%2' cannot be both 'nonisolated' and isolated to '@%1'; remove one of them",
            actor,
            member)
    }
    static let variadicOpaqueParameter = Self(
        .semaVariadicOpaqueParameter,
        """
        a variadic parameter of an opaque type cannot be passed on to the mock's handler; declare a generic parameter \
        instead ('func log<Value: Sendable>(_ values: Value...)')
        """)
    static func placeholderOnVoidMember(_ member: String) -> Self {
        Self(
            .semaPlaceholderOnVoidMember,
            template: """
                '%1' returns nothing, so its unimplemented double has no value to return; remove '@placeholder'
                """,
            member)
    }
    static func directiveUsesRenamedParameter(_ directive: String, parameter: String) -> Self {
        Self(
            .semaDirectiveUsesRenamedParameter,
            template: """
                '@%1' uses parameter '%2', which the generated code names otherwise, as it calls '%2' itself; give \
                the parameter a local name of its own ('%2 value: Type') and use that
                """,
            directive, parameter)
    }
    static func unusedPlaceholder(_ member: String) -> Self {
        Self(
            .semaUnusedPlaceholder,
            template: """
                '@placeholder' has no effect: '%1' throws its '@throwing' error when unimplemented
                """,
            member,
            severity: .warning)
    }
    static func unexpectedDirectiveArgument(_ directive: Directive) -> Self {
        Self(
            .semaUnexpectedDirectiveArgument,
            template: "'@%1' takes no argument",
            directive.rawValue)
    }
    static func unusedTrapping(_ member: String) -> Self {
        Self(
            .semaUnusedTrapping,
            template: "'@trapping' has no effect: '%1' throws when unimplemented",
            member,
            severity: .warning)
    }
    static func unwritablePlaceholder(_ member: String, type: String) -> Self {
        Self(
            .semaUnwritablePlaceholder,
            template: """
                '%1' does not throw and no spec can write a value of '%2' for its unimplemented double; add \
                '@trapping' to report the issue and then stop
                """,
            member,
            type)
    }
    static let genericSubscript = Self(
        .semaGenericSubscript,
        """
        a subscript requirement cannot be generic: its mock would keep what it is set to without a type; write a \
        generic method instead ('func value<T>(forKey key: Key<T>) -> T?')
        """)
    static let subscriptDefaultValue = Self(
        .semaSubscriptDefaultValue,
        """
        a subscript requirement's parameter cannot have a default value: a protocol requirement has none, and no \
        generated overload forwards a subscript; remove it, or write a method instead
        """)
    static let subscriptInout = Self(
        .semaSubscriptInout,
        "a subscript's parameters cannot be 'inout'; write a method instead")
    static func variadicWithDefaults(_ member: String) -> Self {
        Self(
            .semaVariadicWithDefaults,
            template: """
                '%1' cannot combine a variadic parameter with default values: Swift cannot forward variadic \
                arguments to the generated overloads
                """,
            member)
    }
}
