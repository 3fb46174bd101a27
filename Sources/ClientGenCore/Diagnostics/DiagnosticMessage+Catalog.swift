/// Every message the spec checks report: the lexer's and the parser's here, sorted by identifier, what a spec means in
/// DiagnosticMessage+SemanticCatalog.swift and DiagnosticMessage+RunCatalog.swift, and what a client's style allows in
/// DiagnosticMessage+StyleCatalog.swift; with the notes (NoteMessage+Catalog.swift), the fix-its
/// (FixItMessage+Catalog.swift), `clientgen import`'s messages (DiagnosticMessage+ImportCatalog.swift) and the command
/// line's (ToolMessage+Catalog.swift), the one catalog of clientgen's words. Identifiers are stable: tools and tests
/// match on them, so rename one only with a reason.
extension DiagnosticMessage {
    // MARK: generator

    static func invalidExtraImport(_ reason: String) -> Self {
        Self(
            .generatorInvalidImport,
            template: "invalid extra import: %1",
            reason)
    }
    static func tooManyDiagnostics(kept: Int) -> Self {
        Self(
            .generatorTooManyDiagnostics,
            template: "too many problems in this file: the first %1 are shown; is it a spec?",
            kept)
    }

    // MARK: lexer

    static func compilerDirective(_ directive: String) -> Self {
        Self(
            .lexerCompilerDirective,
            template: """
                compiler directive '%1' is not supported in a spec: it would apply to the generated code
                """,
            directive)
    }
    static func invalidBacktickedCharacter(_ character: String) -> Self {
        Self(
            .lexerInvalidBacktickedCharacter,
            template: "'%1' cannot appear in a name in backticks; use letters, digits and '_'",
            character)
    }
    static func editorPlaceholder(_ placeholder: String) -> Self {
        Self(
            .lexerEditorPlaceholder,
            template: "'%1' is an editor placeholder: replace it with what it stands for",
            placeholder)
    }
    static func invalidCharacter(_ character: String) -> Self {
        Self(
            .lexerInvalidCharacter,
            template: "invalid character '%1' in spec",
            character)
    }
    static func invalidEscape(_ text: String) -> Self {
        Self(
            .lexerInvalidEscape,
            template: """
                '%1' is not an escape sequence Swift reads, and it is copied into the generated code; write '\\\\' for a \
                backslash, or '\\u{…}' with the code of a Unicode scalar
                """,
            text)
    }
    static func invalidNumber(_ text: String) -> Self {
        Self(
            .lexerInvalidNumber,
            template: """
                '%1' is not a number Swift reads, and it is copied into the generated code; write its digits as Swift \
                does ('1_000', '0x1F', '0b1010', '1.5e3')
                """,
            text)
    }
    static let multilineDelimiterLine = Self(
        .lexerMultilineDelimiterLine,
        """
        Swift rejects a multiline string whose text shares a line with a '\"\"\"' (as after a '\\' ending its last \
        line); break the line here, without a '\\'
        """)
    static let multilineIndentation = Self(
        .lexerMultilineIndentation,
        "Swift rejects a line of a multiline string not indented as its closing '\"\"\"' is; indent it so")
    static let regexLiteral = Self(
        .lexerRegexLiteral,
        """
        regex literals are not supported in a spec; write spaces around a '/' operator (as in 'a / b')
        """)
    static let unterminatedBacktick = Self(
        .lexerUnterminatedBacktick,
        "expected '`' to end the identifier")
    static let unterminatedBlockComment = Self(
        .lexerUnterminatedComment,
        "unterminated '/*' comment")
    static let unterminatedString = Self(
        .lexerUnterminatedString,
        "unterminated string literal")

    // MARK: parser

    static func accessorModifier(_ modifier: String) -> Self {
        Self(
            .parserAccessorModifier,
            template: "'%1' is not allowed on a client property's accessors; write '{ get }' or '{ get set }'",
            modifier)
    }
    package static func associatedType(client: String) -> Self {
        Self(
            .parserAssociatedType,
            template: """
                a dependency client needs concrete types: 'DependencyValues' holds 'any %1', whose associated types \
                no caller can name; replace the associated type with the concrete type, or make the members that use \
                it generic ('func load<Item: Decodable>(...)')
                """,
            client)
    }
    static let asyncAfterThrows = Self(
        .parserAsyncAfterThrows,
        "'async' must precede 'throws'")
    static let classConstraint = Self(
        .parserClassConstraint,
        "use 'AnyObject' to make a client class-bound; 'class' is its old spelling")
    static func suppressedConformance(_ name: String) -> Self {
        Self(
            .parserSuppressedConformance,
            template: """
                '~%1' cannot be written in a spec: the generated mock records and stores the values it is given, and \
                its doubles return them, which needs '%1'; take a type that is '%1'
                """,
            name)
    }
    package static func genericClient(_ client: String, parameter: String) -> Self {
        Self(
            .parserGenericClient,
            template: """
                a client cannot be generic: 'DependencyValues' holds one '%1' for every caller; make the members \
                generic ('func all<%2>() -> [%2]'), or declare one client per concrete type
                """,
            client,
            parameter)
    }
    static func misplacedConditionalDirective(_ directive: String) -> Self {
        Self(
            .parserMisplacedDirective,
            template: """
                '%1' can only be part of an '#if' block around imports and clients at the top of a spec, or around \
                members in a client's body; inside a declaration it would apply to part of the generated code
                """,
            directive)
    }
    static func declarationInExpression(_ word: String) -> Self {
        Self(
            .parserDeclarationInExpression,
            template: """
                '%1' cannot appear here: clientgen copies default values and attribute arguments into generated code \
                as one expression, where a declaration or statement can only be inside a closure's braces
                """,
            word)
    }
    static let deinitMember = Self(
        .parserDeinit,
        """
        a client cannot require 'deinit': a protocol has none, and the types that conform to it declare their \
        own
        """)
    static let expectedCondition = Self(
        .parserExpectedCondition,
        "expected a condition after the directive")
    static let expectedSubscriptResult = Self(
        .parserExpectedSubscriptResult,
        "expected '->' and the subscript's result type after its parameters")
    static let expectedEndif = Self(
        .parserExpectedEndif,
        "expected '#endif' to close the '#if' block")
    static let interpolatedAttributeString = Self(
        .parserInterpolatedAttributeString,
        "an attribute's string cannot have an interpolation ('\\(…)'), as Swift requires; write the text itself")
    static func invalidCondition(_ text: String) -> Self {
        Self(
            .parserInvalidCondition,
            template: "'%1' cannot be part of a compilation condition",
            text)
    }
    static let unbalancedCondition = Self(
        .parserUnbalancedCondition,
        "the parentheses of a compilation condition must match on its line")
    static let clientWhereClause = Self(
        .parserClientWhereClause,
        "a client cannot have a 'where' clause")
    static let consecutiveDeclarations = Self(
        .parserConsecutiveDeclarations,
        "consecutive declarations on a line must be separated by ';'")
    static let expectedAccessorBlock = Self(
        .parserExpectedAccessorBlock,
        "expected '{ get }' (or '{ get set }' for a settable property) after the property's type")
    static let expectedAccessorBlockEnd = Self(
        .parserExpectedAccessorBlockEnd,
        "expected '}' to end the accessors")
    static let expectedArrow = Self(
        .parserExpectedArrow,
        "expected '->' after the effects of a function type")
    static let expectedAttributeName = Self(
        .parserExpectedAttributeName,
        "expected an attribute name after '@'")
    static let expectedClientBody = Self(
        .parserExpectedClientBody,
        "expected '{' to start the client's members")
    static let expectedClosingAngle = Self(
        .parserExpectedClosingAngle,
        "expected '>'")
    static func expectedClosingBrace(client: String) -> Self {
        Self(
            .parserExpectedClosingBrace,
            template: "expected '}' at the end of client '%1'",
            client)
    }
    static let expectedClosingBracket = Self(
        .parserExpectedClosingBracket,
        "expected ']'")
    static let expectedClosingParenthesis = Self(
        .parserExpectedClosingParenthesis,
        "expected ')'")
    static let expectedColonAfterParameterName = Self(
        .parserExpectedColon,
        "expected ':' after parameter name")
    static let expectedDefaultValue = Self(
        .parserExpectedDefaultValue,
        "expected a default value after '='")
    static let expectedGetter = Self(
        .parserExpectedGetter,
        "expected 'get' in the property's accessors")
    static let expectedMember = Self(
        .parserExpectedMember,
        "expected 'func' or 'var' declaration in client")
    static let expectedMemberAfterAttributes = Self(
        .parserExpectedMemberAfterAttributes,
        "expected a declaration after its attributes")
    static let expectedModuleName = Self(
        .parserExpectedModuleName,
        "expected a module name after 'import'")
    static func expectedName(_ role: String) -> Self {
        Self(
            .parserExpectedName,
            template: "expected %1 name",
            role)
    }
    static let expectedParameterList = Self(
        .parserExpectedParameterList,
        "expected '(' to start the parameters")
    static let expectedParameterSeparator = Self(
        .parserExpectedParameterSeparator,
        "expected ',' or ')' after the parameter")
    static let expectedPropertyType = Self(
        .parserExpectedPropertyType,
        "expected ':' and a type after the property's name")
    static let expectedRequirement = Self(
        .parserExpectedRequirement,
        "expected ':' or '==' in a 'where' requirement")
    static let expectedTypeAliasValue = Self(
        .parserExpectedTypeAliasValue,
        "expected '=' and a type after the type alias's name")
    static let expectedTopLevelDeclaration = Self(
        .parserExpectedTopLevelDeclaration,
        "expected 'import' or 'client' declaration")
    static let expectedType = Self(
        .parserExpectedType,
        "expected a type")
    static func genericTypeAlias(_ name: String, client: String) -> Self {
        Self(
            .parserGenericTypeAlias,
            template: """
                a client's type alias cannot be generic; declare '%1' in an extension of '%2' in a Swift file next \
                to the spec, or give it concrete types
                """,
            name,
            client)
    }
    static func keywordAsName(_ keyword: String) -> Self {
        Self(
            .parserKeywordAsName,
            template: "keyword '%1' cannot be used as a name unless it is in backticks",
            keyword)
    }
    static let lineBreakInDirectiveArgument = Self(
        .parserLineBreakInDirectiveArgument,
        """
        a directive's argument continues on a new line only inside brackets: clientgen copies it after 'return', \
        'throw' or '=', where a new line would start a new statement
        """)
    static func parameterAttribute(_ name: String) -> Self {
        Self(
            .parserParameterAttribute,
            template: """
                '@%1' before a parameter's name is not copied into the generated code, so callers lose what it gives \
                them (a result builder's syntax); remove it, or keep the client hand-written
                """,
            name,
            severity: .warning)
    }
    static let letProperty = Self(
        .parserLetProperty,
        "client properties are declared with 'var' and '{ get }'")
    static func memberBody(client: String) -> Self {
        Self(
            .parserMemberBody,
            template: """
                a member with a body is a helper, not a requirement: clientgen generates the implementations; move \
                helpers into an extension of '%1' in a Swift file next to the spec
                """,
            client)
    }
    static func nestedClient(_ written: String, suggestion: String, outer: String, inner: String) -> Self {
        Self(
            .parserNestedClient,
            template: """
                a client cannot be nested in another type ('%1'): its key, doubles and mock are declared at the top \
                level; name it '%2', and add 'extension %3 { typealias %4 = %2 }' in a Swift file next to the spec \
                for the nested name
                """,
            written,
            suggestion,
            outer,
            inner)
    }
    static func nestedDeclaration(_ keyword: String, client: String) -> Self {
        Self(
            .parserNestedDeclaration,
            template: """
                '%1' declarations cannot be nested in a client: declare it in an extension of '%2' in a Swift file \
                next to the spec
                """,
            keyword,
            client)
    }
    static let implicitlyUnwrappedInitializer = Self(
        .parserImplicitlyUnwrappedInitializer,
        """
        a failable initializer requirement is written 'init?': with 'init!', code that makes a client through \
        the protocol would trap where the initializer fails
        """)
    static let initializerResult = Self(
        .parserInitializerResult,
        """
        an initializer has no result type: it makes a value of the type that conforms to the client
        """)
    static func mismatchedBracket(_ closer: String, opener: String) -> Self {
        Self(
            .parserMismatchedBracket,
            template: "'%1' does not close '%2'",
            closer,
            opener)
    }
    static let nestingTooDeep = Self(
        .parserNestingTooDeep,
        "types are nested too deeply")
    static let operatorFunction = Self(
        .parserOperatorFunction,
        "operator functions are not supported in a client")
    static let parameterPack = Self(
        .parserParameterPack,
        "parameter packs ('each', 'repeat') are not supported")
    static let propertyInitializer = Self(
        .parserPropertyInitializer,
        "client properties cannot have an initial value")
    static let protocolKeyword = Self(
        .parserProtocolKeyword,
        "a spec declares clients: use 'client' instead of 'protocol'")
    static func optionalExistential(_ keyword: String, suffix: String) -> Self {
        Self(
            .parserOptionalExistential,
            template: """
                an optional '%1' type must be written '(%1 P)%2': '%1 P%2' makes 'P%2' the constraint
                """,
            keyword,
            suffix
        )
    }
    static let rethrowsKeyword = Self(
        .parserRethrows,
        "only a method can be 'rethrows'; a getter or a function type uses 'throws'")
    static let semicolonInExpression = Self(
        .parserSemicolonInExpression,
        """
        ';' cannot appear in a default value or an attribute's argument outside brackets: it would end the \
        expression clientgen copies into generated code
        """)
    static func operatorSpacing(_ spelling: String, _ fixity: String) -> Self {
        Self(
            .parserOperatorSpacing,
            template: """
                '%1' reads as a %2 operator between two operands, which Swift rejects in the copied expression: the \
                spaces on its sides differ (a form feed or vertical tab is no space to Swift); put a space on each side
                """,
            spelling,
            fixity)
    }
    static let modifyAccessor = Self(
        .parserModifyAccessor,
        "a client cannot require '_modify'; write '{ get set }'")
    static let setterWithEffects = Self(
        .parserSetterWithEffects,
        """
        a property with a setter cannot have an 'async' or 'throws' getter; use methods to read and change it
        """)
    static func unsupportedMember(_ keyword: String) -> Self {
        Self(
            .parserUnsupportedMember,
            template: "'%1' declarations are not supported in a client; use 'func' or 'var'",
            keyword)
    }
}
