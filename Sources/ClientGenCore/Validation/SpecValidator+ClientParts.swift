/// A client's type aliases and `@noop`: what a client declares besides its members and directives with a value.
extension SpecValidator {
    /// Reports a type alias whose type names it, itself or through the client's other aliases (`typealias Data = Data`,
    /// `typealias A = [B]` with `typealias B = A?`), which Swift rejects ("type alias 'Data' references itself").
    mutating func checkTypeAliasCycles(of decl: ClientDecl) {
        for alias in decl.typeAliases {
            var others = typeAliases
            guard let type = others.types.removeValue(forKey: alias.name.name) else { continue }
            let isCycle = others.expanding(type).contains { node in
                if case .named(alias.name.name, _) = node.kind { return true }
                guard case .member(let base, alias.name.name, nil) = node.kind else { return false }
                return base.kind == .named(name: decl.name.name, genericArguments: nil)
            }
            if isCycle { diagnostics.report(.typeAliasCycle(alias.name.name), at: alias.name.range) }
        }
    }

    /// A client's type aliases: no modifiers (they take the client's access) and no directives; their types may use
    /// one another, qualified like the members'.
    mutating func validateTypeAliases(of decl: ClientDecl, style: ClientStyle) -> [TypeAliasModel] {
        let names = Set(decl.typeAliases.map(\.name.name))
        var seen: [String: CompilationCondition?] = [:]
        return decl.typeAliases.compactMap { alias in
            checkIdentifier(alias.name)
            checkHiddenName(alias.name, declaration: "type alias", client: decl.name.name, style: style)
            for modifier in alias.modifiers {
                diagnostics.report(
                    .memberAccessModifier(modifier.keyword.text), at: modifier.range,
                    fixIts: [
                        .removingAttribute(modifier.range, message: .removeModifier(modifier.keyword.text), in: source)
                    ])
            }
            var attributes: [AttributeModel] = []
            for attribute in alias.attributes {
                if let directive = Directive(rawValue: attribute.name) {
                    diagnostics.report(.misplacedDirective(directive, on: .typeAlias), at: attribute.range)
                } else {
                    attributes.append(AttributeModel(attribute))
                }
            }
            checkIsNotOpaque(alias.type.opaqueClosureParameter ?? alias.type, .misplacedOpaqueType)
            let aliasCondition = condition(of: alias.condition)
            // Platform variants (`#if canImport(UIKit)` … `#else` …) may declare an alias each.
            if let earlier = seen[alias.name.name], !CompilationCondition.excludes(earlier, aliasCondition) {
                diagnostics.report(.duplicateMember(alias.name.name, client: decl.name.name), at: alias.name.range)
                return nil
            }
            seen[alias.name.name] = aliasCondition
            return TypeAliasModel(
                docLines: alias.docLines, attributes: attributes, name: alias.name.name,
                type: alias.type.qualifying(names.subtracting([alias.name.name]), with: decl.name.name),
                condition: aliasCondition)
        }
    }

    /// `@noop(none)` turns off a struct client's generated `noop`; it says nothing to a protocol client, which has
    /// none, and takes no other argument.
    mutating func generatesNoop(_ directives: WrittenDirectives, style: ClientStyle) -> Bool {
        guard let directive = directives[.noop] else { return true }
        guard directives.value(.noop) == .noNoop else {
            diagnostics.report(.invalidNoop, at: directive.arguments?.range ?? directive.range)
            return true
        }
        if style == .protocol {
            diagnostics.report(
                .protocolNoop, at: directive.range,
                fixIts: [.removingAttribute(directive.range, message: .removeDirective("@noop"), in: source)])
        }
        return false
    }
}
