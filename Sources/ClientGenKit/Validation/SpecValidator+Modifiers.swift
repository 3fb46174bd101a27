/// A member's modifiers: `nonisolated`, kept on every declaration of the member, and, on a struct client's endpoint,
/// an access level no wider than the client's; anything else is reported with what to write instead.
extension SpecValidator {
    mutating func memberModifiers(
        _ modifiers: [Modifier],
        client: String,
        style: ClientStyle,
        clientAccess: AccessLevel,
        decl: MemberDecl
    ) -> (modifiers: [MemberModifier], access: AccessLevel?) {
        var kept: [MemberModifier] = []
        var access: AccessLevel?
        for modifier in modifiers {
            switch modifier.keyword {
            case .optional where style == .struct && !decl.isProperty:
                continue  // An optional endpoint: the member's role.
            case .nonisolated:
                if let argument = modifier.argument, argument != "unsafe", argument != "nonsending" {
                    diagnostics.report(.unknownModifierArgument("nonisolated", argument: argument), at: modifier.range)
                    continue
                }
                kept.append(.nonisolated(argument: modifier.argument))
            case let keyword where style == .struct && AccessLevel(rawValue: keyword.text) != nil:
                let level = AccessLevel(rawValue: keyword.text) ?? clientAccess
                if access != nil {
                    diagnostics.report(.duplicateModifier(keyword.text), at: modifier.range)
                } else if level > clientAccess {
                    diagnostics.report(
                        .memberAccessWiderThanClient(keyword.text, client: clientAccess.rawValue), at: modifier.range,
                        fixIts: [removalFixIt(modifier, keyword: keyword)])
                } else {
                    access = level
                }
            case let keyword where keyword.isAccessModifier:
                diagnostics.report(
                    .memberAccessModifier(keyword.text), at: modifier.range,
                    fixIts: [removalFixIt(modifier, keyword: keyword)])
            case .static, .class:
                diagnostics.report(
                    .staticMember(client: client), at: modifier.range,
                    fixIts: [removalFixIt(modifier, keyword: modifier.keyword)])
            default:
                diagnostics.report(.unsupportedModifier(modifier.keyword.text, on: "client member"), at: modifier.range)
            }
        }
        return (kept, access)
    }

    /// A fix-it that removes a modifier and the space after it.
    private func removalFixIt(_ modifier: Modifier, keyword: Keyword) -> FixIt {
        FixIt(
            .removeModifier(keyword.text), range: SourceRange(start: modifier.range.start, end: modifier.range.end + 1),
            replacement: "")
    }
}
