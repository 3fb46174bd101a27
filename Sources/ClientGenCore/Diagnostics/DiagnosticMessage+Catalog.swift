/// Every message the spec checks report, sorted by identifier; with `clientgen import`'s messages
/// (DiagnosticMessage+ImportCatalog.swift) and the command line's (ToolMessage+Catalog.swift), the one catalog of
/// clientgen's words. Identifiers are stable: tools and tests match on them, so rename one only with a reason.
extension DiagnosticMessage {
    // MARK: generator

    static func invalidExtraImport(_ reason: String) -> Self {
        Self(.generatorInvalidImport, "invalid extra import: \(reason)")
    }
    static func tooManyDiagnostics(kept: Int) -> Self {
        Self(
            .generatorTooManyDiagnostics,
            "too many problems in this file: the first \(kept) are shown; is it a spec?")
    }

    // MARK: lexer

    static func compilerDirective(_ directive: String) -> Self {
        Self(
            .lexerCompilerDirective,
            "compiler directive '\(directive)' is not supported in a spec: it would apply to the generated code")
    }
    static func invalidBacktickedCharacter(_ character: String) -> Self {
        Self(
            .lexerInvalidBacktickedCharacter,
            "'\(character)' cannot appear in a name in backticks; use letters, digits and '_'")
    }
    static func invalidCharacter(_ character: String) -> Self {
        Self(.lexerInvalidCharacter, "invalid character '\(character)' in spec")
    }
    static let regexLiteral = Self(
        .lexerRegexLiteral,
        "regex literals are not supported in a spec; write spaces around a '/' operator (as in 'a / b')")
    static let unterminatedBacktick = Self(.lexerUnterminatedBacktick, "expected '`' to end the identifier")
    static let unterminatedBlockComment = Self(.lexerUnterminatedComment, "unterminated '/*' comment")
    static let unterminatedString = Self(.lexerUnterminatedString, "unterminated string literal")

    // MARK: parser

    static func accessorModifier(_ modifier: String) -> Self {
        Self(.parserAccessorModifier, "'\(modifier)' is not allowed on a client property's getter")
    }
    package static func associatedType(client: String) -> Self {
        Self(
            .parserAssociatedType,
            "a dependency client needs concrete types: 'DependencyValues' holds 'any \(client)', whose associated types "
                + "no caller can name; replace the associated type with the concrete type, or make the members that "
                + "use it generic ('func load<Item: Decodable>(...)')")
    }
    static let asyncAfterThrows = Self(.parserAsyncAfterThrows, "'async' must precede 'throws'")
    static let classConstraint = Self(
        .parserClassConstraint, "use 'AnyObject' to make a client class-bound; 'class' is its old spelling")
    package static func genericClient(_ client: String, parameter: String) -> Self {
        Self(
            .parserGenericClient,
            "a client cannot be generic: 'DependencyValues' holds one '\(client)' for every caller; make the members "
                + "generic ('func all<\(parameter)>() -> [\(parameter)]'), or declare one client per concrete type")
    }
    static func misplacedConditionalDirective(_ directive: String) -> Self {
        Self(
            .parserMisplacedDirective,
            "'\(directive)' can only be part of an '#if' block around imports at the top of a spec; anywhere else it "
                + "would apply to the generated code")
    }
    static let conditionalNonImport = Self(
        .parserConditionalNonImport,
        "only imports can be inside '#if' in a spec; declare members unconditionally, and put code that depends on "
            + "the platform in a Swift file next to the spec")
    static func declarationInExpression(_ word: String) -> Self {
        Self(
            .parserDeclarationInExpression,
            "'\(word)' cannot appear here: clientgen copies default values and attribute arguments into generated "
                + "code as one expression, where a declaration or statement can only be inside a closure's braces")
    }
    static let deinitMember = Self(
        .parserDeinit,
        "a client cannot require 'deinit': a protocol has none, and the types that conform to it declare their own")
    static let expectedCondition = Self(.parserExpectedCondition, "expected a condition after the directive")
    static let expectedEndif = Self(.parserExpectedEndif, "expected '#endif' to close the '#if' block")
    static func invalidCondition(_ text: String) -> Self {
        Self(.parserInvalidCondition, "'\(text)' cannot be part of a compilation condition")
    }
    static let unbalancedCondition = Self(
        .parserUnbalancedCondition, "the parentheses of a compilation condition must match on its line")
    static let clientWhereClause = Self(.parserClientWhereClause, "a client cannot have a 'where' clause")
    static let consecutiveDeclarations = Self(
        .parserConsecutiveDeclarations, "consecutive declarations on a line must be separated by ';'")
    static let expectedAccessorBlock = Self(
        .parserExpectedAccessorBlock,
        "expected '{ get }' (or '{ get set }' for a settable property) after the property's type")
    static let expectedAccessorBlockEnd = Self(
        .parserExpectedAccessorBlockEnd, "expected '}' to end the accessors")
    static let expectedArrow = Self(.parserExpectedArrow, "expected '->' after the effects of a function type")
    static let expectedAttributeName = Self(.parserExpectedAttributeName, "expected an attribute name after '@'")
    static let expectedClientBody = Self(.parserExpectedClientBody, "expected '{' to start the client's members")
    static let expectedClosingAngle = Self(.parserExpectedClosingAngle, "expected '>'")
    static func expectedClosingBrace(client: String) -> Self {
        Self(.parserExpectedClosingBrace, "expected '}' at the end of client '\(client)'")
    }
    static let expectedClosingBracket = Self(.parserExpectedClosingBracket, "expected ']'")
    static let expectedClosingParenthesis = Self(.parserExpectedClosingParenthesis, "expected ')'")
    static let expectedColonAfterParameterName = Self(
        .parserExpectedColon, "expected ':' after parameter name")
    static let expectedDefaultValue = Self(.parserExpectedDefaultValue, "expected a default value after '='")
    static let expectedGetter = Self(.parserExpectedGetter, "expected 'get' in the property's accessors")
    static let expectedMember = Self(
        .parserExpectedMember, "expected 'func' or 'var' declaration in client")
    static let expectedMemberAfterAttributes = Self(
        .parserExpectedMemberAfterAttributes, "expected a declaration after its attributes")
    static let expectedModuleName = Self(.parserExpectedModuleName, "expected a module name after 'import'")
    static func expectedName(_ role: String) -> Self {
        Self(.parserExpectedName, "expected \(role) name")
    }
    static let expectedParameterList = Self(.parserExpectedParameterList, "expected '(' to start the parameters")
    static let expectedParameterSeparator = Self(
        .parserExpectedParameterSeparator, "expected ',' or ')' after the parameter")
    static let expectedPropertyType = Self(
        .parserExpectedPropertyType, "expected ':' and a type after the property's name")
    static let expectedRequirement = Self(
        .parserExpectedRequirement, "expected ':' or '==' in a 'where' requirement")
    static let expectedTypeAliasValue = Self(
        .parserExpectedTypeAliasValue, "expected '=' and a type after the type alias's name")
    static let expectedTopLevelDeclaration = Self(
        .parserExpectedTopLevelDeclaration, "expected 'import' or 'client' declaration")
    static let expectedType = Self(.parserExpectedType, "expected a type")
    static func genericTypeAlias(_ name: String, client: String) -> Self {
        Self(
            .parserGenericTypeAlias,
            "a client's type alias cannot be generic; declare '\(name)' in an extension of '\(client)' in a Swift "
                + "file next to the spec, or give it concrete types")
    }
    static func keywordAsName(_ keyword: String) -> Self {
        Self(.parserKeywordAsName, "keyword '\(keyword)' cannot be used as a name unless it is in backticks")
    }
    static let lineBreakInDirectiveArgument = Self(
        .parserLineBreakInDirectiveArgument,
        "a directive's argument continues on a new line only inside brackets: clientgen copies it after 'return', "
            + "'throw' or '=', where a new line would start a new statement")
    static let letProperty = Self(.parserLetProperty, "client properties are declared with 'var' and '{ get }'")
    static func memberBody(client: String) -> Self {
        Self(
            .parserMemberBody,
            "a member with a body is a helper, not a requirement: clientgen generates the implementations; move helpers "
                + "into an extension of '\(client)' in a Swift file next to the spec")
    }
    static func nestedClient(_ written: String, suggestion: String, outer: String, inner: String) -> Self {
        Self(
            .parserNestedClient,
            "a client cannot be nested in another type ('\(written)'): its key, doubles and mock are declared at the "
                + "top level; name it '\(suggestion)', and add 'extension \(outer) { typealias \(inner) = "
                + "\(suggestion) }' in a Swift file next to the spec for the nested name")
    }
    static func nestedDeclaration(_ keyword: String, client: String) -> Self {
        Self(
            .parserNestedDeclaration,
            "'\(keyword)' declarations cannot be nested in a client: declare it in an extension of '\(client)' in a "
                + "Swift file next to the spec")
    }
    static let implicitlyUnwrappedInitializer = Self(
        .parserImplicitlyUnwrappedInitializer,
        "a failable initializer requirement is written 'init?': with 'init!', code that makes a client through the "
            + "protocol would trap where the initializer fails")
    static let initializerResult = Self(
        .parserInitializerResult,
        "an initializer has no result type: it makes a value of the type that conforms to the client")
    static func mismatchedBracket(_ closer: String, opener: String) -> Self {
        Self(.parserMismatchedBracket, "'\(closer)' does not close '\(opener)'")
    }
    static let nestingTooDeep = Self(.parserNestingTooDeep, "types are nested too deeply")
    static let operatorFunction = Self(.parserOperatorFunction, "operator functions are not supported in a client")
    static let parameterPack = Self(.parserParameterPack, "parameter packs ('each', 'repeat') are not supported")
    static let propertyInitializer = Self(
        .parserPropertyInitializer, "client properties cannot have an initial value")
    static let protocolKeyword = Self(
        .parserProtocolKeyword, "a spec declares clients: use 'client' instead of 'protocol'")
    static func optionalExistential(_ keyword: String, suffix: String) -> Self {
        Self(
            .parserOptionalExistential,
            "an optional '\(keyword)' type must be written '(\(keyword) P)\(suffix)': '\(keyword) P\(suffix)' makes 'P\(suffix)' the constraint"
        )
    }
    static let rethrowsKeyword = Self(
        .parserRethrows, "only a method can be 'rethrows'; a getter or a function type uses 'throws'")
    static let semicolonInExpression = Self(
        .parserSemicolonInExpression,
        "';' cannot appear in a default value or an attribute's argument outside brackets: it would end the "
            + "expression clientgen copies into generated code")
    static let subscriptMember = Self(
        .parserSubscript, "subscripts are not supported in a client; use a method such as 'func value(at:)'")
    static let modifyAccessor = Self(
        .parserModifyAccessor, "a client cannot require '_modify'; write '{ get set }'")
    static let setterWithEffects = Self(
        .parserSetterWithEffects,
        "a property with a setter cannot have an 'async' or 'throws' getter; use methods to read and change it")
    static func unsupportedMember(_ keyword: String) -> Self {
        Self(
            .parserUnsupportedMember, "'\(keyword)' declarations are not supported in a client; use 'func' or 'var'")
    }

    // MARK: sema

    static func actorWithGlobalActor(_ globalActor: String) -> Self {
        Self(
            .semaActorWithGlobalActor,
            "a client that refines 'Actor' is isolated to each of its values, not to '\(globalActor)'; remove one of "
                + "them")
    }
    static func bareResult(client: String) -> Self {
        Self(
            .semaBareResult,
            "'Result' without generic arguments is a type alias of yours: if it is declared in an extension of "
                + "'\(client)', declare it in the spec instead ('typealias Result = Swift.Result<Data, any Error>'), "
                + "as in the generated types that conform to '\(client)' 'Result' is 'Swift.Result'",
            severity: .warning)
    }
    static let backtickedWildcardParameter = Self(
        .semaBacktickedWildcardParameter,
        "'`_`' cannot name a parameter in a spec: the generated code passes parameters on by name, and there '_' is a "
            + "wildcard; give the parameter a name")
    static let classMember = Self(
        .semaClassMember,
        "a client's type members are 'static': 'class' members belong to classes, and the generated doubles and "
            + "mock are final classes, structs or actors")
    static func duplicateClient(_ name: String) -> Self {
        Self(.semaDuplicateClient, "client '\(name)' is declared more than once")
    }
    static func duplicateDirective(_ directive: Directive) -> Self {
        Self(.semaDuplicateDirective, "'@\(directive.rawValue)' is written more than once")
    }
    static func duplicateMember(_ member: String, client: String) -> Self {
        Self(
            .semaDuplicateMember,
            "'\(member)' is declared more than once in client '\(client)' (members that differ only in their effects "
                + "count as one); remove one, or rename it")
    }
    static func duplicateModifier(_ modifier: String) -> Self {
        Self(.semaDuplicateModifier, "access level is given more than once ('\(modifier)')")
    }
    static func duplicateValuesProperty(_ property: String, client: String, other: String) -> Self {
        Self(
            .semaDuplicateValuesProperty,
            "clients '\(other)' and '\(client)' both generate 'DependencyValues.\(property)'; give one a '@key(...)'")
    }
    static func generatedMemberCollision(_ member: String, name: String, purpose: String) -> Self {
        Self(
            .semaGeneratedMemberCollision,
            "'\(member)' takes the name '\(name)', which the generated code declares as \(purpose); rename it")
    }
    static func generatedNameCollision(name: String, client: String, other: String) -> Self {
        Self(
            .semaGeneratedNameCollision,
            "the generated names of clients '\(other)' and '\(client)' collide: both produce '\(name)'")
    }
    static let genericInoutParameter = Self(
        .semaGenericInoutParameter, "an 'inout' parameter of generic type cannot be passed to the mock's handler")
    static let genericThrownType = Self(
        .semaGenericThrownType,
        "a member cannot throw a generic error type: the mock's handler could not declare it")
    static func invalidClientAccess(_ modifier: String) -> Self {
        Self(.semaInvalidClientAccess, "a client is 'public', 'package' or 'internal', not '\(modifier)'")
    }
    static func inheritanceCycle(_ client: String) -> Self {
        Self(.semaInheritanceCycle, "client '\(client)' inherits itself through the clients it inherits")
    }
    static func inheritanceTooDeep(_ client: String, limit: Int) -> Self {
        Self(
            .semaInheritanceTooDeep,
            "client '\(client)' inherits through more than \(limit) levels of clients, more than clientgen follows: "
                + "let it inherit the clients further up directly")
    }
    static func inheritedMockNameCollision(_ member: String, other: String, name: String) -> Self {
        Self(
            .semaInheritedMockNameCollision,
            "'\(member)' and the inherited '\(other)' would both use the mock member '\(name)'; choose a name for one "
                + "with '@mockName(<name>)'")
    }
    static func missingInheritedAvailability(_ client: String, other: String, attribute: AttributeModel) -> Self {
        Self(
            .semaMissingAvailability,
            "client '\(client)' uses '\(other)', which is '\(attribute)': give '\(client)' the same attribute "
                + "(or a later '@available'), or Swift rejects it on the platforms it names")
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
            "\(access) client '\(client)' cannot \(use) '\(other)', which is \(otherAccess): make '\(other)' "
                + "\(access), or '\(client)' \(otherAccess)")
    }
    static func inheritedIsolationMismatch(_ client: String, parent: String) -> Self {
        Self(
            .semaInheritedIsolationMismatch,
            "client '\(client)' and the client it inherits, '\(parent)', must have the same global actor: the doubles "
                + "of '\(client)' implement the members of '\(parent)' in their own isolation")
    }
    static func actorInheritsNonActor(_ client: String, parent: String) -> Self {
        Self(
            .semaActorInheritsNonActor,
            "actor client '\(client)' inherits '\(parent)', which is no actor: the actor doubles of '\(client)' would "
                + "implement its members in their isolation; let '\(parent)' refine 'Actor' too, or declare its members "
                + "in '\(client)'")
    }
    static func inheritsStructClient(_ client: String, parent: String) -> Self {
        Self(
            .semaInheritsStructClient,
            "client '\(client)' cannot inherit '\(parent)', a struct client; a protocol can only inherit protocols")
    }
    static func initializerModifier(_ modifier: String) -> Self {
        Self(
            .semaInitializerModifier,
            "an initializer requirement is not '\(modifier)': the generated doubles and mock are final classes, "
                + "structs or actors, which meet it with a plain 'init'")
    }
    static func initializerPlaceholder(_ member: String) -> Self {
        Self(
            .semaInitializerPlaceholder,
            "'\(member)' makes no value a placeholder could stand in for: when unimplemented, it reports the issue "
                + "and then throws, fails (an 'init?') or makes its double")
    }
    static func invalidIdentifier(_ name: String) -> Self {
        Self(.semaInvalidIdentifier, "'\(name)' is not a valid Swift identifier")
    }
    static func invalidMockName(_ name: String) -> Self {
        Self(
            .semaInvalidMockName,
            "'@mockName' takes the stem of the mock's names, as in '@mockName(fetchByID)'; "
                + "'\(name)' is not an identifier")
    }
    static func invalidImportAttribute(_ attribute: String) -> Self {
        Self(
            .semaInvalidImportAttribute,
            "'@\(attribute)' is not an attribute an import can have; an import takes '@preconcurrency', '@testable', "
                + "'@_exported', '@_implementationOnly', '@_weakLinked', '@_spiOnly' or '@_spi(Name)'")
    }
    static func invalidImportAttributeArgument(_ attribute: String) -> Self {
        Self(
            .semaInvalidImportAttributeArgument,
            attribute == "_spi"
                ? "'@_spi' on an import names the group: '@_spi(Name)'"
                : "'@\(attribute)' takes no argument on an import")
    }
    static func invalidModuleName(_ name: String) -> Self {
        Self(.semaInvalidModuleName, "'\(name)' is not a module name an import can name")
    }
    static func invisibleInheritedRequirements(_ client: String, inherited: String) -> Self {
        Self(
            .semaInvisibleInheritedRequirements,
            "'\(inherited)' is not a client of this run, so clientgen cannot see its requirements, and the doubles and "
                + "mock of '\(client)' would not implement them; re-declare them in '\(client)' marked '@inherited', "
                + "or generate '\(inherited)' from a spec in the same run (or read it with '--context <spec>')",
            severity: .warning)
    }
    static let invalidKeyName = Self(
        .semaInvalidKeyName, "'@key' takes the name of the DependencyValues property, as in '@key(weather)'")
    static let invalidNoop = Self(
        .semaInvalidNoop,
        "'@noop' takes 'none', as in '@noop(none)', which stops the generated 'noop' of a struct client whose extras "
            + "declare their own")
    static func memberAccessModifier(_ modifier: String) -> Self {
        Self(.semaMemberAccessModifier, "members take their client's access level; remove '\(modifier)'")
    }
    static func memberAccessWiderThanClient(_ modifier: String, client: String) -> Self {
        Self(
            .semaMemberAccessWiderThanClient,
            "an endpoint cannot be '\(modifier)' in a client that is '\(client)'; remove '\(modifier)'")
    }
    static func misplacedDirective(_ directive: Directive, on target: DirectiveTarget) -> Self {
        let place = directive.appliesToClients ? "clients" : "members"
        return Self(
            .semaMisplacedDirective, "'@\(directive.rawValue)' applies to \(place), not to a \(target.rawValue)")
    }
    static func missingDirectiveArgument(_ directive: Directive) -> Self {
        Self(
            .semaMissingDirectiveArgument,
            "'@\(directive.rawValue)' needs an argument, as in '\(directive.example)'")
    }
    static func missingNoop(directive: Directive, client: String, member: String, subClient: String?) -> Self {
        let reason =
            subClient.map { "'\(member)' stores '\($0)', which has no generated 'noop'" }
            ?? "'\(member)' has no placeholder or natural default to return without reporting"
        return Self(
            .semaMissingNoop,
            "'@\(directive.rawValue)' names '\(client).noop', which clientgen does not generate: \(reason); give "
                + "'\(member)' a '@placeholder(...)', or declare 'noop' in an extension of '\(client)' and write "
                + "'@noop(none)'")
    }
    static func missingPlaceholder(_ member: String, type: String) -> Self {
        Self(
            .semaMissingPlaceholder,
            "'\(member)' does not throw and '\(type)' has no natural default; add '@placeholder(<value>)' to say "
                + "what its unimplemented double returns")
    }
    static func misspeltDirective(_ name: String, suggestion: Directive) -> Self {
        Self(.semaMisspeltDirective, "unknown attribute '@\(name)'; did you mean '@\(suggestion.rawValue)'?")
    }
    static func mockNameCollision(_ member: String, other: String, name: String) -> Self {
        Self(
            .semaMockNameCollision,
            "'\(member)' and '\(other)' would both use the mock member '\(name)'; choose a name for one with "
                + "'@mockName(<name>)', or rename it")
    }
    static let nonisolatedClient = Self(
        .semaNonisolatedClient,
        "a client is not 'nonisolated': its generated key, accessor, initializers and mock state are nonisolated "
            + "already, also in a module isolated to the main actor by default; remove 'nonisolated' (a global actor "
            + "such as '@MainActor' isolates a client)")
    static func nonSendableParameter(_ parameter: String, type: String) -> Self {
        Self(
            .semaNonSendableParameter,
            "'\(parameter)' has type '\(type)', which is not Sendable: the mock passes it to the handler but does not "
                + "record it; write '@unrecorded(\(parameter))' to say so, or '@uncheckedSendable(\(parameter))' to "
                + "record it unchecked",
            severity: .warning)
    }
    static func nonSendableProperty(_ property: String, type: String) -> Self {
        Self(
            .semaNonSendableProperty,
            "'\(property)' has type '\(type)', which is not Sendable: the mock counts what it is set to but cannot keep "
                + "it behind a lock; write '@unrecorded' to say so, or '@uncheckedSendable' to keep the values unchecked",
            severity: .warning)
    }
    static let opaqueResult = Self(
        .semaOpaqueResult, "a client member cannot return an opaque type ('some'); use 'any' instead")
    static func overloadCollision(_ member: String, overload: String, other: String) -> Self {
        Self(
            .semaOverloadCollision,
            "the default values of '\(member)' need an overload '\(overload)', which clashes with '\(other)'")
    }
    static func placeholderAndTrapping(_ member: String) -> Self {
        Self(
            .semaPlaceholderAndTrapping,
            "'\(member)' has both '@placeholder' and '@trapping'; keep the one its unimplemented double should use")
    }
    static let protocolNoop = Self(
        .semaProtocolNoop,
        "'@noop(none)' has no effect on a protocol client, which has no generated 'noop'; remove it",
        severity: .warning)
    static func propertyRecordingArgument(_ directive: Directive) -> Self {
        Self(
            .semaPropertyRecordingArgument,
            "on a property, '@\(directive.rawValue)' takes no argument: it applies to the values the property is set to"
        )
    }
    static func readOnlyPropertyRecording(_ directive: Directive, property: String) -> Self {
        Self(
            .semaReadOnlyPropertyRecording,
            "'@\(directive.rawValue)' has no effect: '\(property)' is never set on a mock, so nothing of it is recorded",
            severity: .warning)
    }
    static func sendingParameter(_ parameter: String) -> Self {
        Self(
            .semaSendingParameter,
            "'\(parameter)' is 'sending', so its value need not be Sendable, and the mock cannot record it behind a "
                + "lock: it passes it to the handler without recording it; write '@unrecorded(\(parameter))' to say so, "
                + "or '@uncheckedSendable(\(parameter))' to record it unchecked",
            severity: .warning)
    }
    static let selfMemberInSignature = Self(
        .semaSelfMemberInSignature,
        "a member of 'Self' cannot appear in a client member: it names what each conforming type chooses, and a "
            + "dependency client needs one type; write the type itself")
    static func selfInSignature(client: String) -> Self {
        Self(
            .semaSelfInSignature,
            "'Self' cannot appear in a client member: the generated types could not implement it; write '\(client)', "
                + "which they can take and return")
    }
    static let staticInitializer = Self(
        .semaStaticInitializer, "an initializer is not 'static': it makes a value of the type already")
    static func throwingOnNonThrowingMember(_ member: String) -> Self {
        Self(
            .semaThrowingOnNonThrowingMember,
            "'@throwing' applies to throwing members; '\(member)' does not throw")
    }
    static func tooManyDefaults(_ member: String, count: Int) -> Self {
        Self(
            .semaTooManyDefaults,
            "'\(member)' has \(count) parameters with default values; at most "
                + "\(DefaultOverloads.maximumDefaultedParameters) are supported, as each doubles the overloads generated"
        )
    }
    static func typedThrowsNeedsFailure(_ member: String, errorType: String) -> Self {
        Self(
            .semaTypedThrowsNeedsFailure,
            "'\(member)' throws '\(errorType)', so its unimplemented double cannot throw 'UnimplementedFailure'; add "
                + "'@throwing(<error>)' or '@placeholder(<value>)'")
    }
    static func unknownParameterName(_ name: String, directive: String, member: String) -> Self {
        Self(.semaUnknownParameterName, "'@\(directive)' names '\(name)', which is not a parameter of '\(member)'")
    }
    static func unqualifiedInheritedTypeAlias(_ name: String, owner: String, client: String) -> Self {
        Self(
            .semaUnqualifiedInheritedTypeAlias,
            "'\(name)' is a type alias of '\(owner)', which '\(client)' inherits: write '\(owner).\(name)', as the "
                + "generated types that conform to '\(client)' may see another '\(name)'")
    }
    static func unimplementableInheritance(_ client: String, inherited: String) -> Self {
        Self(
            .semaUnimplementableInheritance,
            "client '\(client)' cannot inherit '\(inherited)': its requirements compare, hash, encode or decode values of "
                + "the conforming type itself, which its doubles and mock could not do meaningfully; remove it, and "
                + "compare or encode the values a client returns instead")
    }
    static func unknownModifierArgument(_ modifier: String, argument: String) -> Self {
        Self(
            .semaUnknownModifierArgument,
            "'\(modifier)(\(argument))' is not a modifier Swift has; write '\(modifier)', '\(modifier)(unsafe)' or "
                + "'\(modifier)(nonsending)'")
    }
    static func unresolvedStoredValue(_ member: String, client: String, type: String) -> Self {
        Self(
            .semaUnresolvedStoredValue,
            "'\(member)' is a stored '\(type)' of struct client '\(client)', and '\(type)' is not a client of this run: "
                + "say what its unimplemented value is with '@placeholder(...)', such as its own 'testValue'")
    }
    static func parameterlessInitializer(_ member: String) -> Self {
        Self(
            .semaParameterlessInitializer,
            "'\(member)' would clash with the plain 'init()' of the doubles and mock, with which the key makes its "
                + "test value: give it a parameter, or require a plain 'init()', which theirs meets")
    }
    static func defaultedInitializer(_ member: String) -> Self {
        Self(
            .semaDefaultedInitializer,
            "'\(member)' gives every parameter a default value, so its overload would be an 'init()' with its effects, "
                + "which calls of the doubles' and mock's plain 'init()' would reach instead: leave one parameter "
                + "without a default")
    }
    static func scopedImportWithoutDeclaration(_ kind: String) -> Self {
        Self(
            .semaScopedImportWithoutDeclaration,
            "'import \(kind)' names one declaration of a module, as in 'import \(kind) Module.Name'")
    }
    static func unsupportedModifier(_ modifier: String, on declaration: String) -> Self {
        Self(.semaUnsupportedModifier, "'\(modifier)' is not supported on a \(declaration)")
    }
    static func placeholderOnVoidMember(_ member: String) -> Self {
        Self(
            .semaPlaceholderOnVoidMember,
            "'\(member)' returns nothing, so its unimplemented double has no value to return; remove '@placeholder'")
    }
    static func unusedPlaceholder(_ member: String) -> Self {
        Self(
            .semaUnusedPlaceholder,
            "'@placeholder' has no effect: '\(member)' throws its '@throwing' error when unimplemented",
            severity: .warning)
    }
    static func unexpectedDirectiveArgument(_ directive: Directive) -> Self {
        Self(.semaUnexpectedDirectiveArgument, "'@\(directive.rawValue)' takes no argument")
    }
    static func unusedTrapping(_ member: String) -> Self {
        Self(
            .semaUnusedTrapping, "'@trapping' has no effect: '\(member)' throws when unimplemented",
            severity: .warning)
    }
    static func unwritablePlaceholder(_ member: String, type: String) -> Self {
        Self(
            .semaUnwritablePlaceholder,
            "'\(member)' does not throw and no spec can write a value of '\(type)' for its unimplemented double; add "
                + "'@trapping' to report the issue and then stop")
    }
    static func variadicWithDefaults(_ member: String) -> Self {
        Self(
            .semaVariadicWithDefaults,
            "'\(member)' cannot combine a variadic parameter with default values: Swift cannot forward variadic "
                + "arguments to the generated overloads")
    }

    // MARK: sema, styles

    static let invalidStyle = Self(.semaInvalidStyle, "'@style' takes 'struct' or 'protocol'")
    static let structActor = Self(
        .semaStructActor,
        "a struct client cannot refine 'Actor'; remove 'Actor', or use '@style(protocol)' for this client, whose "
            + "doubles and mock are then actors")
    static let structClassBound = Self(
        .semaStructClassBound,
        "a struct client cannot be class-bound; remove 'AnyObject', or use '@style(protocol)' for this client")
    static func structGeneric(_ member: String) -> Self {
        Self(
            .semaStructGeneric,
            "'\(member)' is generic, and a closure property cannot be; use '@style(protocol)' for this client")
    }
    static func structInitializer(_ client: String) -> Self {
        Self(
            .semaStructInitializer,
            "a struct client has no initializer requirements: clientgen generates its initializers ('init()' and the "
                + "memberwise one); add another in an extension of '\(client)' in a Swift file next to the spec, or use "
                + "'@style(protocol)' for this client, whose doubles and mock then implement it")
    }
    static func structOverload(_ member: String, other: String) -> Self {
        Self(
            .semaStructOverload,
            "'\(other)' and '\(member)' would both be one closure property; rename one, or use '@style(protocol)'")
    }
    static func ownershipParameter(_ specifier: String) -> Self {
        Self(
            .semaOwnershipParameter,
            "a '\(specifier)' parameter cannot reach the mock's handler, which gets it from a closure that may not "
                + "capture it; write the parameter without '\(specifier)'")
    }
    static func rethrownClosureDefault(_ parameter: String) -> Self {
        Self(
            .semaRethrownClosureDefault,
            "'\(parameter)' is a closure whose errors the member rethrows, so its default value would need an overload "
                + "that cannot say whether it throws; pass the closure at the call site instead")
    }
    static let voidParameter = Self(
        .semaVoidParameter, "a parameter of type 'Void' carries nothing, and the mock cannot pass it on; remove it")
    static let structImplicitlyUnwrapped = Self(
        .semaStructImplicitlyUnwrapped,
        "a struct client's endpoint is a closure, and a closure's types cannot be implicitly unwrapped; write '?'")
    static let structRethrows = Self(
        .semaStructRethrows,
        "a struct client's endpoint is a closure, and a closure cannot be 'rethrows'; use 'throws', or make the "
            + "client a protocol")
    static let rethrowsWithoutThrowingClosure = Self(
        .semaRethrowsWithoutThrowingClosure,
        "a 'rethrows' member needs a parameter that is a throwing closure, whose errors it rethrows; use 'throws'")
    static func structStoredEffects(_ member: String) -> Self {
        Self(
            .semaStructStoredEffects,
            "'\(member)' is a stored value of a struct client, which is read without effects; make it a 'func', or "
                + "remove the effects")
    }
    static let structInheritedMember = Self(
        .semaStructInheritedMember, "'@inherited' applies to members of protocol clients; a struct client has none")
    static func structReservedName(_ member: String) -> Self {
        Self(.semaStructReservedName, "a struct client generates '\(member)' itself; rename this endpoint")
    }
    static func structStaticMember(_ client: String) -> Self {
        Self(
            .semaStructStaticMember,
            "a struct client's endpoints are closures each value holds, so it has no static requirements: declare a "
                + "static member in an extension of '\(client)' in a Swift file next to the spec ('extension "
                + "\(client) { static let live = ... }'), or use '@style(protocol)' for this client, whose doubles and "
                + "mock then implement it")
    }
    static func structUnlabeledDefaults(_ member: String) -> Self {
        Self(
            .semaStructUnlabeledDefaults,
            "'\(member)' has default values but no argument label, so its method would clash with calling the closure; "
                + "label a parameter, or use '@style(protocol)'")
    }
    static func structVariadic(_ member: String) -> Self {
        Self(
            .semaStructVariadic,
            "'\(member)' cannot forward variadic arguments to its closure; take an array, or use '@style(protocol)'")
    }
}

/// Every note clientgen attaches to a diagnostic, sorted by identifier.
extension NoteMessage {
    static func declaredHere(_ name: String) -> Self {
        Self(.noteDeclaredHere, "'\(name)' is declared here")
    }
    static func firstDeclaredHere(_ name: String) -> Self {
        Self(.noteFirstDeclaredHere, "'\(name)' is first declared here")
    }
    static let getterEffectsHere = Self(.noteGetterEffectsHere, "the getter's effects are here")
    static func inheritedRequirement(_ declaration: String) -> Self {
        Self(.noteInheritedRequirement, "re-declare its requirement: '\(declaration)'")
    }
    static func matchingOpener(_ opener: String) -> Self {
        Self(.noteMatchingOpener, "to match this opening '\(opener)'")
    }
    static let throwsHere = Self(.noteThrowsHere, "'throws' is here")
    package static func wasFirstDeclaredHere(_ name: String) -> Self {
        Self(.noteWasFirstDeclaredHere, "'\(name)' was first declared here")
    }
}

/// Every fix-it clientgen suggests, sorted by identifier.
extension FixItMessage {
    static let addBackticks = Self(.fixitAddBackticks, "add backticks")
    static let insertAccessorBlock = Self(.fixitInsertAccessorBlock, "insert '{ get }'")
    static let insertColon = Self(.fixitInsertColon, "insert ':'")
    static func insertDirective(_ directive: String) -> Self {
        Self(.fixitInsertDirective, "insert '\(directive)'")
    }
    static func insertDeclaration(_ declaration: String) -> Self {
        Self(.fixitInsertDeclaration, "insert '\(declaration)'")
    }
    static let insertParameterList = Self(.fixitInsertParameterList, "insert '()'")
    static let insertSemicolon = Self(.fixitInsertSemicolon, "insert ';'")
    static func joinClientName(_ name: String) -> Self {
        Self(.fixitJoinClientName, "name the client '\(name)'")
    }
    static func nameParameter(_ name: String) -> Self {
        Self(.fixitNameParameter, "name the parameter '\(name)'")
    }
    static func removeDirective(_ directive: String) -> Self {
        Self(.fixitRemoveDirective, "remove '\(directive)'")
    }
    static let removeDirectiveArgument = Self(.fixitRemoveDirectiveArgument, "remove the argument")
    static func removeModifier(_ modifier: String) -> Self {
        Self(.fixitRemoveModifier, "remove '\(modifier)'")
    }
    static func renameMember(_ name: String) -> Self {
        Self(.fixitRenameMember, "rename '\(name)'")
    }
    static func replaceDirective(_ name: String, with directive: String) -> Self {
        Self(.fixitReplaceDirective, "replace '@\(name)' with '@\(directive)'")
    }
    static func qualifyTypeAlias(_ qualified: String) -> Self {
        Self(.fixitQualifyTypeAlias, "write '\(qualified)'")
    }
    static let removeDefaultValue = Self(.fixitRemoveDefaultValue, "remove the default value")
    static let removeInitializerResult = Self(.fixitRemoveInitializerResult, "remove the result type")
    static func replaceSelf(with client: String) -> Self {
        Self(.fixitReplaceSelf, "write '\(client)'")
    }
    static let replaceClassWithAnyObject = Self(.fixitReplaceClass, "replace 'class' with 'AnyObject'")
    static let replaceClassWithStatic = Self(.fixitReplaceClassWithStatic, "replace 'class' with 'static'")
    static let replaceExclamationWithQuestion = Self(.fixitReplaceExclamation, "replace '!' with '?'")
    static let replaceLetWithVar = Self(.fixitReplaceLet, "replace 'let' with 'var'")
    static let replaceModifyWithSet = Self(.fixitReplaceModify, "replace '_modify' with 'set'")
    static let replaceProtocolWithClient = Self(.fixitReplaceProtocol, "replace 'protocol' with 'client'")
    static let parenthesizeExistential = Self(.fixitParenthesizeExistential, "wrap the existential in parentheses")
    static let replaceRethrows = Self(.fixitReplaceRethrows, "replace 'rethrows' with 'throws'")
    static let replaceSomeWithAny = Self(.fixitReplaceSome, "replace 'some' with 'any'")
}
