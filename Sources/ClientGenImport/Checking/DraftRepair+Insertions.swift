import ClientGenCore

/// The directives a repair inserts where the checks ask for one: the directive the diagnostic's fix-it inserts, with
/// import's own choice where the fix-it leaves one to the user (`<#Type#>`, `<#name#>`).
extension DraftRepair {
    /// The directive the fix-it of a diagnostic inserts, as import completes it: a missing value, or the value of a
    /// member whose typed error no source names a value of, the zero of a type anyone would write one of (`false`,
    /// `0`, `""`), else `@trapping`; a mock name for a clash; `@unrecorded` as it is. `nil` when the diagnostic asks for
    /// none, or the member already has one of that kind (a repair that changed nothing).
    func insertion(for diagnostic: Diagnostic, member index: Int) -> DraftDirective? {
        let member = draft.spec.members[index]
        guard let inserted = diagnostic.fixIts.lazy.compactMap(\.directive).first else { return nil }
        let directive: DraftDirective
        switch inserted.directive {
        case .placeholder:
            directive =
                Self.chosenByUser(inserted.expression).map {
                    ZeroValue.of($0).map(DraftDirective.placeholder) ?? .trapping
                } ?? inserted
        case .throwing where Self.chosenByUser(inserted.expression) != nil:
            // A typed error no source names a value of: the result's zero, as for a missing placeholder, else a trap.
            directive = resultType(at: diagnostic).flatMap(ZeroValue.of).map(DraftDirective.placeholder) ?? .trapping
        case .unrecorded:
            // What a settable property is set to is only counted, as the mock would without the directive.
            if case .property? = syntax.first(where: { $0.range.contains(diagnostic.range.start) })?.kind {
                guard !member.has(.unrecorded), !member.has(.uncheckedSendable) else { return nil }
            }
            guard !member.directives.contains(inserted) else { return nil }
            return inserted
        case .mockName:
            let decl = syntax.first { $0.range.contains(diagnostic.range.start) }
            directive = .mockName(mockName(for: member, decl: decl))
        default:
            directive = inserted
        }
        return member.has(directive.kind) ? nil : directive
    }

    /// The result type, as written, of the member a diagnostic is about: a function's, or a property's type.
    private func resultType(at diagnostic: Diagnostic) -> String? {
        switch syntax.first(where: { $0.range.contains(diagnostic.range.start) })?.kind {
        case .function(let function)?: return function.returnType?.description
        case .property(let property)?: return property.type.description
        default: return nil
        }
    }

    /// What an editor placeholder asks the user to choose (`<#Int#>` → `Int`), or `nil` for a value the fix-it
    /// chose.
    private static func chosenByUser(_ text: String) -> String? {
        guard text.hasPrefix("<#"), text.hasSuffix("#>"), text.count >= 4 else { return nil }
        return String(text.dropFirst(2).dropLast(2))
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
                directive.directive == .mockName ? directive.expression : nil
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
