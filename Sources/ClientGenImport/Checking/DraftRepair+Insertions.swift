import ClientGenCore

/// The directives a repair inserts where the checks ask for one, read from the diagnostic's identifier and the draft's
/// own syntax: a placeholder, `@trapping`, `@unrecorded`, a mock name.
extension DraftRepair {
    /// The directive a diagnostic asks for, by its identifier: a placeholder for a missing value (the zero of a type
    /// anyone would write one of, `false`, `0`, `""`, else `@trapping`), `@trapping` where no value can be written,
    /// `@unrecorded` for the parameter (or the settable property) that is not `Sendable`, a mock name for a clash. `nil` when the diagnostic asks
    /// for none, or the member already has one of that kind (a repair that changed nothing).
    func insertion(for diagnostic: Diagnostic, member index: Int) -> DraftDirective? {
        let member = draft.spec.members[index]
        let decl = syntax.first { $0.range.contains(diagnostic.range.start) }
        let directive: DraftDirective
        switch diagnostic.id.rawValue {
        case "sema.missing-placeholder":
            directive = resultType(of: decl).flatMap(ZeroValue.of).map(DraftDirective.placeholder) ?? .trapping
        case "sema.unwritable-placeholder", "sema.typed-throws-needs-failure":
            directive = .trapping
        case "sema.non-sendable-property":
            // What the property is set to is only counted, as the mock would without the directive.
            guard !member.has(.unrecorded), !member.has(.uncheckedSendable) else { return nil }
            return .unrecorded([])
        case "sema.non-sendable-parameter", "sema.sending-parameter":
            guard let name = parameterName(in: decl, at: diagnostic.range.start) else { return nil }
            // An unnamed parameter (`_: [String: Any]`) can only be left out with every other one.
            let directive = DraftDirective.unrecorded(name.map { [$0] } ?? [])
            guard !member.directives.contains(directive) else { return nil }
            return directive
        case "sema.mock-name-collision":
            directive = .mockName(mockName(for: member, decl: decl))
        default:
            return nil
        }
        return member.has(directive.kind) ? nil : directive
    }

    /// The result type of a member as written: a method's (`Void` without one) or a property's.
    private func resultType(of decl: MemberDecl?) -> String? {
        switch decl?.kind {
        case .function(let function): return function.returnType?.description ?? "Void"
        case .property(let property): return property.type.description
        case nil: return nil
        }
    }

    /// The local name (or label) of the parameter whose type is at an offset: `.some(nil)` for a parameter with
    /// neither (`_: Int`), `nil` when there is no parameter there.
    private func parameterName(in decl: MemberDecl?, at offset: Int) -> String?? {
        guard case .function(let function) = decl?.kind,
            let parameter = function.parameters.first(where: { $0.range.contains(offset) })
        else { return nil }
        return .some(parameter.localName ?? parameter.label)
    }

    /// A mock name for an overload the naming rule cannot tell apart: its name and its first generic constraint
    /// (`subscribeLegacyEventPayload`), or its name and its place among the overloads (`convert2` for the second),
    /// unused by the client's other members.
    private func mockName(for member: SpecDraft.Member, decl: MemberDecl?) -> String {
        let base = member.name.split(separator: ".").last.map(String.init) ?? member.name
        let place = draft.spec.members.prefix { $0.origin != member.origin }.filter { $0.name == member.name }.count + 1
        var stem = base + String(place)
        if case .function(let function)? = decl?.kind, let constraint = function.genericParameters.first?.constraint {
            let name = constraint.description.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { stem = base + name.prefix(1).uppercased() + name.dropFirst() }
        }
        let taken = Set(
            draft.spec.members.flatMap(\.directives).compactMap { directive -> String? in
                if case .mockName(let name) = directive { return name }
                return nil
            })
        var name = stem
        var number = place + 1
        while taken.contains(name) {
            name = base + String(number)
            number += 1
        }
        return name
    }
}
