/// Every fix-it clientgen suggests, sorted by identifier.
extension FixItMessage {
    static let addBackticks = Self(
        .fixitAddBackticks,
        "add backticks")
    static let indentLine = Self(
        .fixitIndentLine,
        "indent the line as the closing '\"\"\"' is")
    static let insertAccessorBlock = Self(
        .fixitInsertAccessorBlock,
        "insert '{ get }'")
    static let insertColon = Self(
        .fixitInsertColon,
        "insert ':'")
    static func insertDirective(_ directive: String) -> Self {
        Self(
            .fixitInsertDirective,
            template: "insert '%1'",
            directive)
    }
    static func insertDeclaration(_ declaration: String) -> Self {
        Self(
            .fixitInsertDeclaration,
            template: "insert '%1'",
            declaration)
    }
    static func insertModifier(_ modifier: String) -> Self {
        Self(.fixitInsertModifier, template: "insert '%1'", modifier)
    }
    static let insertParameterList = Self(
        .fixitInsertParameterList,
        "insert '()'")
    static let insertSemicolon = Self(
        .fixitInsertSemicolon,
        "insert ';'")
    static func joinClientName(_ name: String) -> Self {
        Self(
            .fixitJoinClientName,
            template: "name the client '%1'",
            name)
    }
    static func labelParameter(_ name: String) -> Self {
        Self(
            .fixitLabelParameter,
            template: "label the parameter '%1'",
            name)
    }
    static func nameParameter(_ name: String) -> Self {
        Self(
            .fixitNameParameter,
            template: "name the parameter '%1'",
            name)
    }
    static func removeDirective(_ directive: String) -> Self {
        Self(
            .fixitRemoveDirective,
            template: "remove '%1'",
            directive)
    }
    static let removeDirectiveArgument = Self(
        .fixitRemoveDirectiveArgument,
        "remove the argument")
    static let removeLineContinuation = Self(
        .fixitRemoveLineContinuation,
        "remove the '\\' that joins the line to the closing '\"\"\"'")
    static func removeModifier(_ modifier: String) -> Self {
        Self(
            .fixitRemoveModifier,
            template: "remove '%1'",
            modifier)
    }
    static func removeLabel(_ label: String) -> Self {
        Self(
            .fixitRemoveLabel,
            template: "remove the label '%1'",
            label)
    }
    static func renameMember(_ name: String) -> Self {
        Self(
            .fixitRenameMember,
            template: "rename '%1'",
            name)
    }
    static func replaceDirective(_ name: String, with directive: String) -> Self {
        Self(
            .fixitReplaceDirective,
            template: "replace '@%1' with '@%2'",
            name,
            directive)
    }
    static func qualifyTypeAlias(_ qualified: String) -> Self {
        Self(
            .fixitQualifyTypeAlias,
            template: "write '%1'",
            qualified)
    }
    static let removeDefaultValue = Self(
        .fixitRemoveDefaultValue,
        "remove the default value")
    static func spaceOperator(_ spelling: String) -> Self {
        Self(
            .fixitSpaceOperator,
            template: "put a space on each side of '%1'",
            spelling)
    }
    static let removeInitializerResult = Self(
        .fixitRemoveInitializerResult,
        "remove the result type")
    static func replaceSelf(with client: String) -> Self {
        Self(
            .fixitReplaceSelf,
            template: "write '%1'",
            client)
    }
    static let replaceClassWithAnyObject = Self(
        .fixitReplaceClass,
        "replace 'class' with 'AnyObject'")
    static let replaceClassWithStatic = Self(
        .fixitReplaceClassWithStatic,
        "replace 'class' with 'static'")
    static let replaceExclamationWithQuestion = Self(
        .fixitReplaceExclamation,
        "replace '!' with '?'")
    static let replaceLetWithVar = Self(
        .fixitReplaceLet,
        "replace 'let' with 'var'")
    static let replaceModifyWithSet = Self(
        .fixitReplaceModify,
        "replace '_modify' with 'set'")
    static let replaceProtocolWithClient = Self(
        .fixitReplaceProtocol,
        "replace 'protocol' with 'client'")
    static let parenthesizeExistential = Self(
        .fixitParenthesizeExistential,
        "wrap the existential in parentheses")
    static let replaceRethrows = Self(
        .fixitReplaceRethrows,
        "replace 'rethrows' with 'throws'")
    static let replaceSomeWithAny = Self(
        .fixitReplaceSome,
        "replace 'some' with 'any'")
    static func replaceUnimplementedCall(_ value: String) -> Self {
        Self(.fixitReplaceUnimplementedCall, template: "replace the call with its placeholder '%1'", value)
    }
}
