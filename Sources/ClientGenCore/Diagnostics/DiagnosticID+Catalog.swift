/// The typed identity of every entry of the generator's part of the catalog: one constant per message, note and fix-it,
/// named after its identifier (`sema.mock-name-collision` → `semaMockNameCollision`), which the entry is built with
/// and code that tells diagnostics apart compares, never spelling an identifier, so a renamed one cannot silently stop
/// matching. Computed, so that each costs a few instructions to compile rather than a global's lazy initializer.
extension DiagnosticID {
    package static var cliFileSystem: Self { Self(rawValue: "cli.file-system") }
    package static var cliForeignFile: Self { Self(rawValue: "cli.foreign-file") }
    package static var cliInTheWay: Self { Self(rawValue: "cli.in-the-way") }
    package static var cliNotARegularFile: Self { Self(rawValue: "cli.not-a-regular-file") }
    package static var cliSpecGrewWhileRead: Self { Self(rawValue: "cli.spec-grew-while-read") }
    package static var cliSpecTooLarge: Self { Self(rawValue: "cli.spec-too-large") }
    package static var cliWhereFolderIsNeeded: Self { Self(rawValue: "cli.where-folder-is-needed") }
    package static var fixitAddBackticks: Self { Self(rawValue: "fixit.add-backticks") }
    package static var fixitIndentLine: Self { Self(rawValue: "fixit.indent-line") }
    package static var fixitInsertAccessorBlock: Self { Self(rawValue: "fixit.insert-accessor-block") }
    package static var fixitInsertColon: Self { Self(rawValue: "fixit.insert-colon") }
    package static var fixitInsertDeclaration: Self { Self(rawValue: "fixit.insert-declaration") }
    package static var fixitInsertDirective: Self { Self(rawValue: "fixit.insert-directive") }
    package static var fixitInsertModifier: Self { Self(rawValue: "fixit.insert-modifier") }
    package static var fixitInsertParameterList: Self { Self(rawValue: "fixit.insert-parameter-list") }
    package static var fixitInsertSemicolon: Self { Self(rawValue: "fixit.insert-semicolon") }
    package static var fixitJoinClientName: Self { Self(rawValue: "fixit.join-client-name") }
    package static var fixitLabelParameter: Self { Self(rawValue: "fixit.label-parameter") }
    package static var fixitNameParameter: Self { Self(rawValue: "fixit.name-parameter") }
    package static var fixitParenthesizeExistential: Self { Self(rawValue: "fixit.parenthesize-existential") }
    package static var fixitQualifyTypeAlias: Self { Self(rawValue: "fixit.qualify-type-alias") }
    package static var fixitRemoveDefaultValue: Self { Self(rawValue: "fixit.remove-default-value") }
    package static var fixitRemoveDirective: Self { Self(rawValue: "fixit.remove-directive") }
    package static var fixitRemoveDirectiveArgument: Self { Self(rawValue: "fixit.remove-directive-argument") }
    package static var fixitRemoveInitializerResult: Self { Self(rawValue: "fixit.remove-initializer-result") }
    package static var fixitRemoveLabel: Self { Self(rawValue: "fixit.remove-label") }
    package static var fixitRemoveLineContinuation: Self { Self(rawValue: "fixit.remove-line-continuation") }
    package static var fixitRemoveModifier: Self { Self(rawValue: "fixit.remove-modifier") }
    package static var fixitRenameMember: Self { Self(rawValue: "fixit.rename-member") }
    package static var fixitReplaceClass: Self { Self(rawValue: "fixit.replace-class") }
    package static var fixitReplaceClassWithStatic: Self { Self(rawValue: "fixit.replace-class-with-static") }
    package static var fixitReplaceDirective: Self { Self(rawValue: "fixit.replace-directive") }
    package static var fixitReplaceExclamation: Self { Self(rawValue: "fixit.replace-exclamation") }
    package static var fixitReplaceLet: Self { Self(rawValue: "fixit.replace-let") }
    package static var fixitReplaceModify: Self { Self(rawValue: "fixit.replace-modify") }
    package static var fixitReplaceProtocol: Self { Self(rawValue: "fixit.replace-protocol") }
    package static var fixitReplaceRethrows: Self { Self(rawValue: "fixit.replace-rethrows") }
    package static var fixitReplaceSelf: Self { Self(rawValue: "fixit.replace-self") }
    package static var fixitReplaceSome: Self { Self(rawValue: "fixit.replace-some") }
    package static var fixitReplaceUnimplementedCall: Self { Self(rawValue: "fixit.replace-unimplemented-call") }
    package static var fixitSpaceOperator: Self { Self(rawValue: "fixit.space-operator") }
    package static var generatorInvalidImport: Self { Self(rawValue: "generator.invalid-import") }
    package static var generatorTooManyDiagnostics: Self { Self(rawValue: "generator.too-many-diagnostics") }
    package static var lexerCompilerDirective: Self { Self(rawValue: "lexer.compiler-directive") }
    package static var lexerEditorPlaceholder: Self { Self(rawValue: "lexer.editor-placeholder") }
    package static var lexerInvalidBacktickedCharacter: Self { Self(rawValue: "lexer.invalid-backticked-character") }
    package static var lexerInvalidCharacter: Self { Self(rawValue: "lexer.invalid-character") }
    package static var lexerInvalidEscape: Self { Self(rawValue: "lexer.invalid-escape") }
    package static var lexerInvalidNumber: Self { Self(rawValue: "lexer.invalid-number") }
    package static var lexerMultilineDelimiterLine: Self { Self(rawValue: "lexer.multiline-delimiter-line") }
    package static var lexerMultilineIndentation: Self { Self(rawValue: "lexer.multiline-indentation") }
    package static var lexerRegexLiteral: Self { Self(rawValue: "lexer.regex-literal") }
    package static var lexerUnterminatedBacktick: Self { Self(rawValue: "lexer.unterminated-backtick") }
    package static var lexerUnterminatedComment: Self { Self(rawValue: "lexer.unterminated-comment") }
    package static var lexerUnterminatedString: Self { Self(rawValue: "lexer.unterminated-string") }
    package static var noteDeclaredHere: Self { Self(rawValue: "note.declared-here") }
    package static var noteFirstDeclaredHere: Self { Self(rawValue: "note.first-declared-here") }
    package static var noteGetterEffectsHere: Self { Self(rawValue: "note.getter-effects-here") }
    package static var noteInheritedRequirement: Self { Self(rawValue: "note.inherited-requirement") }
    package static var noteMatchingOpener: Self { Self(rawValue: "note.matching-opener") }
    package static var noteThrowsHere: Self { Self(rawValue: "note.throws-here") }
    package static var noteWasFirstDeclaredHere: Self { Self(rawValue: "note.was-first-declared-here") }
    package static var parserAccessorModifier: Self { Self(rawValue: "parser.accessor-modifier") }
    package static var parserAssociatedType: Self { Self(rawValue: "parser.associated-type") }
    package static var parserAsyncAfterThrows: Self { Self(rawValue: "parser.async-after-throws") }
    package static var parserClassConstraint: Self { Self(rawValue: "parser.class-constraint") }
    package static var parserClientWhereClause: Self { Self(rawValue: "parser.client-where-clause") }
    package static var parserConsecutiveDeclarations: Self { Self(rawValue: "parser.consecutive-declarations") }
    package static var parserDeclarationInExpression: Self { Self(rawValue: "parser.declaration-in-expression") }
    package static var parserDeinit: Self { Self(rawValue: "parser.deinit") }
    package static var parserExpectedAccessorBlock: Self { Self(rawValue: "parser.expected-accessor-block") }
    package static var parserExpectedAccessorBlockEnd: Self { Self(rawValue: "parser.expected-accessor-block-end") }
    package static var parserExpectedArrow: Self { Self(rawValue: "parser.expected-arrow") }
    package static var parserExpectedAttributeName: Self { Self(rawValue: "parser.expected-attribute-name") }
    package static var parserExpectedClientBody: Self { Self(rawValue: "parser.expected-client-body") }
    package static var parserExpectedClosingAngle: Self { Self(rawValue: "parser.expected-closing-angle") }
    package static var parserExpectedClosingBrace: Self { Self(rawValue: "parser.expected-closing-brace") }
    package static var parserExpectedClosingBracket: Self { Self(rawValue: "parser.expected-closing-bracket") }
    package static var parserExpectedClosingParenthesis: Self { Self(rawValue: "parser.expected-closing-parenthesis") }
    package static var parserExpectedColon: Self { Self(rawValue: "parser.expected-colon") }
    package static var parserExpectedCondition: Self { Self(rawValue: "parser.expected-condition") }
    package static var parserExpectedDefaultValue: Self { Self(rawValue: "parser.expected-default-value") }
    package static var parserExpectedEndif: Self { Self(rawValue: "parser.expected-endif") }
    package static var parserExpectedGetter: Self { Self(rawValue: "parser.expected-getter") }
    package static var parserExpectedMember: Self { Self(rawValue: "parser.expected-member") }
    package static var parserExpectedMemberAfterAttributes: Self {
        Self(rawValue: "parser.expected-member-after-attributes")
    }
    package static var parserExpectedModuleName: Self { Self(rawValue: "parser.expected-module-name") }
    package static var parserExpectedName: Self { Self(rawValue: "parser.expected-name") }
    package static var parserExpectedParameterList: Self { Self(rawValue: "parser.expected-parameter-list") }
    package static var parserExpectedParameterSeparator: Self { Self(rawValue: "parser.expected-parameter-separator") }
    package static var parserExpectedPropertyType: Self { Self(rawValue: "parser.expected-property-type") }
    package static var parserExpectedRequirement: Self { Self(rawValue: "parser.expected-requirement") }
    package static var parserExpectedSubscriptResult: Self { Self(rawValue: "parser.expected-subscript-result") }
    package static var parserExpectedTopLevelDeclaration: Self {
        Self(rawValue: "parser.expected-top-level-declaration")
    }
    package static var parserExpectedType: Self { Self(rawValue: "parser.expected-type") }
    package static var parserExpectedTypeAliasValue: Self { Self(rawValue: "parser.expected-type-alias-value") }
    package static var parserGenericClient: Self { Self(rawValue: "parser.generic-client") }
    package static var parserSuppressedConformance: Self { Self(rawValue: "parser.suppressed-conformance") }
    package static var parserGenericTypeAlias: Self { Self(rawValue: "parser.generic-type-alias") }
    package static var parserImplicitlyUnwrappedInitializer: Self {
        Self(rawValue: "parser.implicitly-unwrapped-initializer")
    }
    package static var parserInitializerResult: Self { Self(rawValue: "parser.initializer-result") }
    package static var parserInterpolatedAttributeString: Self {
        Self(rawValue: "parser.interpolated-attribute-string")
    }
    package static var parserInvalidCondition: Self { Self(rawValue: "parser.invalid-condition") }
    package static var parserKeywordAsName: Self { Self(rawValue: "parser.keyword-as-name") }
    package static var parserLetProperty: Self { Self(rawValue: "parser.let-property") }
    package static var parserLineBreakInDirectiveArgument: Self {
        Self(rawValue: "parser.line-break-in-directive-argument")
    }
    package static var parserMemberBody: Self { Self(rawValue: "parser.member-body") }
    package static var parserMismatchedBracket: Self { Self(rawValue: "parser.mismatched-bracket") }
    package static var parserMisplacedDirective: Self { Self(rawValue: "parser.misplaced-directive") }
    package static var parserModifyAccessor: Self { Self(rawValue: "parser.modify-accessor") }
    package static var parserNestedClient: Self { Self(rawValue: "parser.nested-client") }
    package static var parserNestedDeclaration: Self { Self(rawValue: "parser.nested-declaration") }
    package static var parserNestingTooDeep: Self { Self(rawValue: "parser.nesting-too-deep") }
    package static var parserOperatorFunction: Self { Self(rawValue: "parser.operator-function") }
    package static var parserOptionalExistential: Self { Self(rawValue: "parser.optional-existential") }
    package static var parserParameterAttribute: Self { Self(rawValue: "parser.parameter-attribute") }
    package static var parserParameterPack: Self { Self(rawValue: "parser.parameter-pack") }
    package static var parserPropertyInitializer: Self { Self(rawValue: "parser.property-initializer") }
    package static var parserProtocolKeyword: Self { Self(rawValue: "parser.protocol-keyword") }
    package static var parserRethrows: Self { Self(rawValue: "parser.rethrows") }
    package static var parserSemicolonInExpression: Self { Self(rawValue: "parser.semicolon-in-expression") }
    package static var parserOperatorSpacing: Self { Self(rawValue: "parser.operator-spacing") }
    package static var parserSetterWithEffects: Self { Self(rawValue: "parser.setter-with-effects") }
    package static var parserUnbalancedCondition: Self { Self(rawValue: "parser.unbalanced-condition") }
    package static var parserUnsupportedMember: Self { Self(rawValue: "parser.unsupported-member") }
    package static var semaActorInheritsNonActor: Self { Self(rawValue: "sema.actor-inherits-non-actor") }
    package static var semaActorWithGlobalActor: Self { Self(rawValue: "sema.actor-with-global-actor") }
    package static var semaAsyncLentClosure: Self { Self(rawValue: "sema.async-lent-closure") }
    package static var semaAttributeNeedsPublic: Self { Self(rawValue: "sema.attribute-needs-public") }
    package static var semaBacktickedWildcardParameter: Self { Self(rawValue: "sema.backticked-wildcard-parameter") }
    package static var semaBareResult: Self { Self(rawValue: "sema.bare-result") }
    package static var semaClassMember: Self { Self(rawValue: "sema.class-member") }
    package static var semaClientHidesGeneratedName: Self { Self(rawValue: "sema.client-hides-generated-name") }
    package static var semaConditionalClientUse: Self { Self(rawValue: "sema.conditional-client-use") }
    package static var semaDefaultedInitializer: Self { Self(rawValue: "sema.defaulted-initializer") }
    package static var semaDuplicateClient: Self { Self(rawValue: "sema.duplicate-client") }
    package static var semaDuplicateDirective: Self { Self(rawValue: "sema.duplicate-directive") }
    package static var semaDuplicateMember: Self { Self(rawValue: "sema.duplicate-member") }
    package static var semaTypeAliasCycle: Self { Self(rawValue: "sema.type-alias-cycle") }
    package static var semaDuplicateModifier: Self { Self(rawValue: "sema.duplicate-modifier") }
    package static var semaDuplicateValuesProperty: Self { Self(rawValue: "sema.duplicate-values-property") }
    package static var semaGeneratedMemberCollision: Self { Self(rawValue: "sema.generated-member-collision") }
    package static var semaGeneratedNameCollision: Self { Self(rawValue: "sema.generated-name-collision") }
    package static var semaGenericInoutParameter: Self { Self(rawValue: "sema.generic-inout-parameter") }
    package static var semaGenericSubscript: Self { Self(rawValue: "sema.generic-subscript") }
    package static var semaGenericThrownType: Self { Self(rawValue: "sema.generic-thrown-type") }
    package static var semaGlobalActorWithIsolatedParameter: Self {
        Self(rawValue: "sema.global-actor-with-isolated-parameter")
    }
    package static var semaHiddenGeneratedName: Self { Self(rawValue: "sema.hidden-generated-name") }
    package static var semaInheritanceCycle: Self { Self(rawValue: "sema.inheritance-cycle") }
    package static var semaInheritsItself: Self { Self(rawValue: "sema.inherits-itself") }
    package static var semaStructClientWithoutEndpoints: Self {
        Self(rawValue: "sema.struct-client-without-endpoints")
    }
    package static var semaInheritanceTooDeep: Self { Self(rawValue: "sema.inheritance-too-deep") }
    package static var semaInheritedIsolationMismatch: Self { Self(rawValue: "sema.inherited-isolation-mismatch") }
    package static var semaInheritedMockNameCollision: Self { Self(rawValue: "sema.inherited-mock-name-collision") }
    package static var semaInheritsStructClient: Self { Self(rawValue: "sema.inherits-struct-client") }
    package static var semaInoutDefaultValue: Self { Self(rawValue: "sema.inout-default-value") }
    package static var semaLabelledSingleElementTuple: Self { Self(rawValue: "sema.labelled-single-element-tuple") }
    package static var semaAsyncAutoclosureInSyncMember: Self {
        Self(rawValue: "sema.async-autoclosure-in-sync-member")
    }
    package static var semaDuplicateName: Self { Self(rawValue: "sema.duplicate-name") }
    package static var semaAttributeNeedsFunctionType: Self { Self(rawValue: "sema.attribute-needs-function-type") }
    package static var semaAutoclosureWithParameters: Self { Self(rawValue: "sema.autoclosure-with-parameters") }
    package static var semaVariadicSpecifier: Self { Self(rawValue: "sema.variadic-specifier") }
    package static var semaFunctionTypeLabel: Self { Self(rawValue: "sema.function-type-label") }
    package static var semaMisplacedEscaping: Self { Self(rawValue: "sema.misplaced-escaping") }
    package static var semaDefaultNamesParameter: Self { Self(rawValue: "sema.default-names-parameter") }
    package static var semaInitializerModifier: Self { Self(rawValue: "sema.initializer-modifier") }
    package static var semaInitializerPlaceholder: Self { Self(rawValue: "sema.initializer-placeholder") }
    package static var semaInvalidClientAccess: Self { Self(rawValue: "sema.invalid-client-access") }
    package static var semaIsolationNeedsAsync: Self { Self(rawValue: "sema.isolation-needs-async") }
    package static var semaNonsendingNeedsAsyncFunction: Self { Self(rawValue: "sema.nonsending-needs-async-function") }
    package static var semaIsolatedInheritedRequirement: Self {
        Self(rawValue: "sema.isolated-inherited-requirement")
    }
    package static var semaInvalidIdentifier: Self { Self(rawValue: "sema.invalid-identifier") }
    package static var semaInvalidImportAttribute: Self { Self(rawValue: "sema.invalid-import-attribute") }
    package static var semaInvalidImportAttributeArgument: Self {
        Self(rawValue: "sema.invalid-import-attribute-argument")
    }
    package static var semaInvalidKeyName: Self { Self(rawValue: "sema.invalid-key-name") }
    package static var semaInvalidMockName: Self { Self(rawValue: "sema.invalid-mock-name") }
    package static var semaInvalidModuleName: Self { Self(rawValue: "sema.invalid-module-name") }
    package static var semaInvalidNoop: Self { Self(rawValue: "sema.invalid-noop") }
    package static var semaInvalidStyle: Self { Self(rawValue: "sema.invalid-style") }
    package static var semaInvisibleInheritedRequirements: Self {
        Self(rawValue: "sema.invisible-inherited-requirements")
    }
    package static var semaLessVisibleClient: Self { Self(rawValue: "sema.less-visible-client") }
    package static var semaMarkerArgument: Self { Self(rawValue: "sema.marker-argument") }
    package static var semaMarkerOnNonProtocol: Self { Self(rawValue: "sema.marker-on-non-protocol") }
    package static var semaMarkerWithRequirements: Self { Self(rawValue: "sema.marker-with-requirements") }
    package static var semaMemberAccessModifier: Self { Self(rawValue: "sema.member-access-modifier") }
    package static var semaMemberAccessWiderThanClient: Self { Self(rawValue: "sema.member-access-wider-than-client") }
    package static var semaMisplacedDirective: Self { Self(rawValue: "sema.misplaced-directive") }
    package static var semaMisplacedDiscardableResult: Self { Self(rawValue: "sema.misplaced-discardable-result") }
    package static var semaMisplacedOpaqueType: Self { Self(rawValue: "sema.misplaced-opaque-type") }
    package static var semaMissingAvailability: Self { Self(rawValue: "sema.missing-availability") }
    package static var semaMissingDirectiveArgument: Self { Self(rawValue: "sema.missing-directive-argument") }
    package static var semaMissingNoop: Self { Self(rawValue: "sema.missing-noop") }
    package static var semaMissingPlaceholder: Self { Self(rawValue: "sema.missing-placeholder") }
    package static var semaGenericDefaultValue: Self { Self(rawValue: "sema.generic-default-value") }
    package static var semaMisspeltDirective: Self { Self(rawValue: "sema.misspelt-directive") }
    package static var semaMockNameCollision: Self { Self(rawValue: "sema.mock-name-collision") }
    package static var semaNonSendableParameter: Self { Self(rawValue: "sema.non-sendable-parameter") }
    package static var semaNonSendableProperty: Self { Self(rawValue: "sema.non-sendable-property") }
    package static var semaNeverParameter: Self { Self(rawValue: "sema.never-parameter") }
    package static var semaNonGenericParameter: Self { Self(rawValue: "sema.non-generic-parameter") }
    package static var semaNonisolatedAndGlobalActor: Self { Self(rawValue: "sema.nonisolated-and-global-actor") }
    package static var semaNonisolatedClient: Self { Self(rawValue: "sema.nonisolated-client") }
    package static var semaNonisolatedWithIsolatedParameter: Self {
        Self(rawValue: "sema.nonisolated-with-isolated-parameter")
    }
    package static var semaOpaqueResult: Self { Self(rawValue: "sema.opaque-result") }
    package static var semaOverloadCollision: Self { Self(rawValue: "sema.overload-collision") }
    package static var semaOwnershipParameter: Self { Self(rawValue: "sema.ownership-parameter") }
    package static var semaParameterlessInitializer: Self { Self(rawValue: "sema.parameterless-initializer") }
    package static var semaPlaceholderAndTrapping: Self { Self(rawValue: "sema.placeholder-and-trapping") }
    package static var semaPlaceholderCallsUnimplemented: Self {
        Self(rawValue: "sema.placeholder-calls-unimplemented")
    }
    package static var semaPlaceholderOnVoidMember: Self { Self(rawValue: "sema.placeholder-on-void-member") }
    package static var semaDirectiveUsesRenamedParameter: Self {
        Self(rawValue: "sema.directive-uses-renamed-parameter")
    }
    package static var semaPropertyRecordingArgument: Self { Self(rawValue: "sema.property-recording-argument") }
    package static var semaProtocolNoopValue: Self { Self(rawValue: "sema.protocol-noop-value") }
    package static var semaProtocolNoop: Self { Self(rawValue: "sema.protocol-noop") }
    package static var semaReadOnlyPropertyRecording: Self { Self(rawValue: "sema.read-only-property-recording") }
    package static var semaRecursiveStoredValue: Self { Self(rawValue: "sema.recursive-stored-value") }
    package static var semaRethrownClosureDefault: Self { Self(rawValue: "sema.rethrown-closure-default") }
    package static var semaRethrowsWithoutThrowingClosure: Self {
        Self(rawValue: "sema.rethrows-without-throwing-closure")
    }
    package static var semaScopedImportWithoutDeclaration: Self {
        Self(rawValue: "sema.scoped-import-without-declaration")
    }
    package static var semaSelfInSignature: Self { Self(rawValue: "sema.self-in-signature") }
    package static var semaSelfMemberInSignature: Self { Self(rawValue: "sema.self-member-in-signature") }
    package static var semaSendingParameter: Self { Self(rawValue: "sema.sending-parameter") }
    package static var semaStaticInitializer: Self { Self(rawValue: "sema.static-initializer") }
    package static var semaStructActor: Self { Self(rawValue: "sema.struct-actor") }
    package static var semaStructClientConstraint: Self { Self(rawValue: "sema.struct-client-constraint") }
    package static var semaStructClassBound: Self { Self(rawValue: "sema.struct-class-bound") }
    package static var semaStructGeneric: Self { Self(rawValue: "sema.struct-generic") }
    package static var semaStructImplicitlyUnwrapped: Self { Self(rawValue: "sema.struct-implicitly-unwrapped") }
    package static var semaStructInheritedMember: Self { Self(rawValue: "sema.struct-inherited-member") }
    package static var semaStructInitializer: Self { Self(rawValue: "sema.struct-initializer") }
    package static var semaStructOverload: Self { Self(rawValue: "sema.struct-overload") }
    package static var semaStructReservedName: Self { Self(rawValue: "sema.struct-reserved-name") }
    package static var semaStructRethrows: Self { Self(rawValue: "sema.struct-rethrows") }
    package static var semaStructStaticMember: Self { Self(rawValue: "sema.struct-static-member") }
    package static var semaStructStoredEffects: Self { Self(rawValue: "sema.struct-stored-effects") }
    package static var semaStructStoredNonSendable: Self { Self(rawValue: "sema.struct-stored-non-sendable") }
    package static var semaStructStoredTrap: Self { Self(rawValue: "sema.struct-stored-trap") }
    package static var semaStructSubscript: Self { Self(rawValue: "sema.struct-subscript") }
    package static var semaStructUnlabeledDefaults: Self { Self(rawValue: "sema.struct-unlabeled-defaults") }
    package static var semaStructVariadic: Self { Self(rawValue: "sema.struct-variadic") }
    package static var semaStructThrowingAutoclosure: Self {
        Self(rawValue: "sema.struct-throwing-autoclosure")
    }
    package static var semaSubscriptDefaultValue: Self { Self(rawValue: "sema.subscript-default-value") }
    package static var semaSubscriptInout: Self { Self(rawValue: "sema.subscript-inout") }
    package static var semaThrowingOnNonThrowingMember: Self { Self(rawValue: "sema.throwing-on-non-throwing-member") }
    package static var semaTooManyDefaults: Self { Self(rawValue: "sema.too-many-defaults") }
    package static var semaTooManyEndpointCombinations: Self { Self(rawValue: "sema.too-many-endpoint-combinations") }
    package static var semaTypedThrowsNeedsFailure: Self { Self(rawValue: "sema.typed-throws-needs-failure") }
    package static var semaUnavailableMember: Self { Self(rawValue: "sema.unavailable-member") }
    package static var semaUnsafeNonisolatedRequirement: Self {
        Self(rawValue: "sema.unsafe-nonisolated-requirement")
    }
    package static var semaUncopiedAttribute: Self { Self(rawValue: "sema.uncopied-attribute") }
    package static var semaWildcardAvailabilityVersion: Self { Self(rawValue: "sema.wildcard-availability-version") }
    package static var semaUnexpectedDirectiveArgument: Self { Self(rawValue: "sema.unexpected-directive-argument") }
    package static var semaUnimplementableInheritance: Self { Self(rawValue: "sema.unimplementable-inheritance") }
    package static var semaUnknownModifierArgument: Self { Self(rawValue: "sema.unknown-modifier-argument") }
    package static var semaUnknownParameterName: Self { Self(rawValue: "sema.unknown-parameter-name") }
    package static var semaUnlabeledAfterVariadic: Self { Self(rawValue: "sema.unlabeled-after-variadic") }
    package static var semaConflictingInheritedTypeAlias: Self {
        Self(rawValue: "sema.conflicting-inherited-type-alias")
    }
    package static var semaUnqualifiedInheritedTypeAlias: Self {
        Self(rawValue: "sema.unqualified-inherited-type-alias")
    }
    package static var semaUnresolvedStoredValue: Self { Self(rawValue: "sema.unresolved-stored-value") }
    package static var semaUnsupportedModifier: Self { Self(rawValue: "sema.unsupported-modifier") }
    package static var semaUnusedPlaceholder: Self { Self(rawValue: "sema.unused-placeholder") }
    package static var semaUnusedTrapping: Self { Self(rawValue: "sema.unused-trapping") }
    package static var semaUnwritablePlaceholder: Self { Self(rawValue: "sema.unwritable-placeholder") }
    package static var semaVariadicWithDefaults: Self { Self(rawValue: "sema.variadic-with-defaults") }
    package static var semaValuesPropertyOfTheLibrary: Self { Self(rawValue: "sema.values-property-of-the-library") }
    package static var semaVariadicOpaqueParameter: Self { Self(rawValue: "sema.variadic-opaque-parameter") }
    package static var semaVoidParameter: Self { Self(rawValue: "sema.void-parameter") }
    package static var usageEmptyValue: Self { Self(rawValue: "usage.empty-value") }
    package static var usageInvalidImport: Self { Self(rawValue: "usage.invalid-import") }
    package static var usageMissingInputs: Self { Self(rawValue: "usage.missing-inputs") }
    package static var usageMissingValue: Self { Self(rawValue: "usage.missing-value") }
    package static var usageNoCommand: Self { Self(rawValue: "usage.no-command") }
    package static var usageOutputFileNeedsOneSpec: Self { Self(rawValue: "usage.output-file-needs-one-spec") }
    package static var usageRepeatedOption: Self { Self(rawValue: "usage.repeated-option") }
    package static var usageUnknownArtifact: Self { Self(rawValue: "usage.unknown-artifact") }
    package static var usageUnknownCommand: Self { Self(rawValue: "usage.unknown-command") }
    package static var usageUnknownOption: Self { Self(rawValue: "usage.unknown-option") }
}
