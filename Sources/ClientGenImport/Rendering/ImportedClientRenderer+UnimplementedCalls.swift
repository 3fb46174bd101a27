import ClientGenCore

/// Hand-written code in a struct client's extensions that calls `unimplemented(…)` bare, as apps write their failing
/// values (`static let failing = Self(load: unimplemented("Client.load"))`): the generated struct declares a static
/// `unimplemented`, which hides the function there ("use of 'unimplemented' refers to instance method rather than
/// global function"), so such code moves to the extras file, where every call is qualified.
extension ImportedClientRenderer {
    /// The members of the client's extensions in its module, none listed already, that call `unimplemented(…)` bare:
    /// each is copied into the extras file (whose calls ``extras(of:)`` qualifies) and listed for deletion. A
    /// `private` one becomes internal there, as the code of its file still uses it.
    mutating func unimplementedCallers(
        _ model: ClientModel, draft: inout ClientDrafter.Draft, listed: [ReplacedDeclaration]
    ) -> [ReplacedDeclaration] {
        guard model.style == .struct else { return [] }
        var moved: [ReplacedDeclaration] = []
        for located in Set([model.name, draft.scopeName]).sorted().flatMap({ inventory.extensions[$0] ?? [] }) {
            let skimmer = inventory.files[located.file].skimmer
            // Another module (a test target) that extends the client sees the generated `unimplemented` too, and
            // import cannot move its code: a warning says what to write.
            if inventory.isInAnotherModule(located.file, than: draft.spec.originFile) {
                for member in located.declaration.members where Self.callsUnimplemented(member, skimmer) {
                    let name = MemberName(base: member.name).qualified(by: model.name)
                    let message = DiagnosticMessage.importShadowedUnimplemented(name, client: model.name)
                    diagnostics.append(inventory.warning(message, at: .init(file: located.file, declaration: member)))
                }
                continue
            }
            for member in located.declaration.members {
                let value = ImportInventory.Located(file: located.file, declaration: member)
                let name = MemberName(base: member.name).qualified(by: model.name)
                let candidate = replacement(value, .unimplementedCallsMoved(name))
                let isListed = listed.contains { other in
                    other.path == candidate.path && other.range.start <= candidate.range.start
                        && candidate.range.end <= other.range.end
                }
                guard !isListed, Self.callsUnimplemented(member, skimmer) else { continue }
                let access = located.declaration.movedAccess(of: member)
                draft.extras.append(inventory.extraLines(member, of: located, access: access))
                moved.append(candidate)
            }
        }
        return moved
    }

    /// Whether a declaration calls `unimplemented(…)` unqualified.
    private static func callsUnimplemented(_ member: SwiftDeclaration, _ skimmer: SwiftSkimmer) -> Bool {
        let text = skimmer.text(SourceRange(start: member.fullStart, end: member.range.end))
        return UnimplementedFallbacks.qualifyingUnimplementedCalls(text) != text
    }
}
