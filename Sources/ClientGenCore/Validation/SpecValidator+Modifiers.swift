/// A member's modifiers: `nonisolated`, kept on every declaration of the member, `static` on a protocol client's
/// member, and, on a struct client's endpoint, an access level no wider than the client's; anything else is reported
/// with what to write instead.
extension SpecValidator {
    /// What a member's modifiers say.
    struct CheckedModifiers {
        var kept: [MemberModifier] = []
        /// A struct endpoint's own access level.
        var access: AccessLevel?
        var isStatic = false
    }

    mutating func memberModifiers(
        _ modifiers: [Modifier],
        client: String,
        style: ClientStyle,
        clientAccess: AccessLevel,
        decl: MemberDecl
    ) -> CheckedModifiers {
        var checked = CheckedModifiers()
        for modifier in modifiers {
            switch modifier.keyword {
            case .optional where style == .struct && !decl.isProperty:
                continue  // An optional endpoint: the member's role.
            case .nonisolated:
                if let argument = modifier.argument, argument != "unsafe", argument != "nonsending" {
                    diagnostics.report(.unknownModifierArgument("nonisolated", argument: argument), at: modifier.range)
                    continue
                }
                if modifier.argument == "unsafe", style == .protocol {
                    // Only a stored property can be `nonisolated(unsafe)`; a requirement's declarations are none.
                    diagnostics.report(
                        .unsafeNonisolatedRequirement, at: modifier.range,
                        fixIts: [FixIt(.removeDirectiveArgument, range: modifier.argumentRange, replacement: "")])
                    continue
                }
                checked.kept.append(.nonisolated(argument: modifier.argument))
            case let keyword where style == .struct && AccessLevel(rawValue: keyword.text) != nil:
                let level = AccessLevel(rawValue: keyword.text) ?? clientAccess
                if checked.access != nil {
                    diagnostics.report(.duplicateModifier(keyword.text), at: modifier.range)
                } else if level > clientAccess {
                    diagnostics.report(
                        .memberAccessWiderThanClient(keyword.text, client: clientAccess.rawValue), at: modifier.range,
                        fixIts: [removalFixIt(modifier, keyword: keyword)])
                } else {
                    checked.access = level
                }
            case let keyword where keyword.isAccessModifier:
                diagnostics.report(
                    .memberAccessModifier(keyword.text), at: modifier.range,
                    fixIts: [removalFixIt(modifier, keyword: keyword)])
            case .static, .class:
                checkStatic(modifier, style: style, client: client, decl: decl, into: &checked)
            case .convenience where decl.isInitializer, .required where decl.isInitializer:
                diagnostics.report(
                    .initializerModifier(modifier.keyword.text), at: modifier.range,
                    fixIts: [removalFixIt(modifier, keyword: modifier.keyword)])
            default:
                diagnostics.report(.unsupportedModifier(modifier.keyword.text, on: "client member"), at: modifier.range)
            }
        }
        if let nonisolated = modifiers.first(where: { $0.keyword == .nonisolated }),
            let actor = decl.attributes.first(where: { AttributeModel($0).role == .globalActor })
        {
            diagnostics.report(
                .nonisolatedAndGlobalActor(actor.name, member: decl.name.name), at: nonisolated.range,
                fixIts: [removalFixIt(nonisolated, keyword: .nonisolated)])
        } else {
            checkIsolatedParameter(of: decl, modifiers: modifiers)
        }
        return checked
    }

    /// Reports a member with an `isolated` parameter (isolated to its caller's actor, as with `#isolation`) that is
    /// also `nonisolated` or isolated to a global actor, which Swift rejects. The fix-it removes the other isolation.
    private mutating func checkIsolatedParameter(of decl: MemberDecl, modifiers: [Modifier]) {
        guard case .function(let function) = decl.kind,
            function.parameters.contains(where: { $0.type.hasSpecifier(.isolated) })
        else { return }
        if let nonisolated = modifiers.first(where: { $0.keyword == .nonisolated }) {
            diagnostics.report(
                .nonisolatedWithIsolatedParameter(decl.name.name), at: nonisolated.range,
                fixIts: [removalFixIt(nonisolated, keyword: .nonisolated)])
        }
        if let actor = decl.attributes.first(where: { AttributeModel($0).role == .globalActor }) {
            diagnostics.report(
                .globalActorWithIsolatedParameter(decl.name.name, actor: actor.name), at: actor.range,
                fixIts: [.removingAttribute(actor.range, message: .removeDirective("@" + actor.name), in: source)])
        }
    }

    /// `static` makes a protocol client's member the type's; `class` is Swift's word for it in classes only. A struct
    /// client has no static requirements, and an initializer is never `static`.
    private mutating func checkStatic(
        _ modifier: Modifier,
        style: ClientStyle,
        client: String,
        decl: MemberDecl,
        into checked: inout CheckedModifiers
    ) {
        if style == .struct {
            diagnostics.report(.structStaticMember(client), at: modifier.range)
        } else if decl.isInitializer {
            diagnostics.report(
                .staticInitializer, at: modifier.range, fixIts: [removalFixIt(modifier, keyword: modifier.keyword)])
        } else if modifier.keyword == .class {
            diagnostics.report(
                .classMember, at: modifier.range,
                fixIts: [FixIt(.replaceClassWithStatic, range: modifier.range, replacement: "static")])
        } else {
            checked.isStatic = true
        }
    }

    /// A fix-it that removes a modifier and the space after it.
    private func removalFixIt(_ modifier: Modifier, keyword: Keyword) -> FixIt {
        FixIt(
            .removeModifier(keyword.text), range: SourceRange(start: modifier.range.start, end: modifier.range.end + 1),
            replacement: "")
    }
}

extension SpecValidator {
    /// Reports `@discardableResult` where Swift rejects it (a property, a subscript) or warns of it (a method that
    /// returns nothing): it is copied to every declaration of the member. The fix-it removes it.
    mutating func checkDiscardableResult(_ attributes: [Attribute], of decl: MemberDecl, resultType: TypeSyntax?) {
        guard let attribute = attributes.first(where: { $0.name == "discardableResult" }), !decl.isInitializer
        else { return }
        let returnsNothing: Bool
        switch resultType?.kind {
        case nil, .named("Void", nil), .named("Never", nil), .named("Swift.Void", nil), .tuple([]):
            returnsNothing = true
        default: returnsNothing = false
        }
        guard decl.isProperty || decl.isSubscript || returnsNothing else { return }
        diagnostics.report(
            .misplacedDiscardableResult, at: attribute.range,
            fixIts: [.removingAttribute(attribute.range, message: .removeDirective("@discardableResult"), in: source)])
    }

    /// Reports the `isolated` parameters of a struct client isolated to a global actor: its endpoints are closures
    /// isolated to that actor, and a function type cannot also take an `isolated` parameter.
    mutating func checkIsolatedParameters(of members: [MemberDecl], actor: String) {
        for decl in members {
            guard case .function(let function) = decl.kind else { continue }
            for parameter in function.parameters where parameter.type.hasSpecifier(.isolated) {
                diagnostics.report(
                    .globalActorWithIsolatedParameter(decl.name.name, actor: actor), at: parameter.type.range)
            }
        }
    }
}
