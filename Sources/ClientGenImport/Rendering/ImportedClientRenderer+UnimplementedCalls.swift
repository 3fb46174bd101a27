import ClientGenCore

/// Hand-written code in a struct client's extensions that calls `unimplemented(…)` bare, as apps write their failing
/// values (`static let failing = Self(load: unimplemented("Client.load"))`): the generated struct declares a static
/// `unimplemented`, which hides the function there ("use of 'unimplemented' refers to instance method rather than
/// global function"), so such code moves to the extras file, where every call is qualified.
extension ImportedClientRenderer {
    /// The members of the client's extensions in its module, none listed already, that call `unimplemented(…)` bare:
    /// each is copied into the extras file (whose calls ``extras(of:)`` qualifies) and listed for deletion. A
    /// `private` one becomes internal there, as the code of its file still uses it.
    func unimplementedCallers(
        _ model: ClientModel, draft: inout ClientDrafter.Draft, listed: [ReplacedDeclaration]
    ) -> [ReplacedDeclaration] {
        guard model.style == .struct else { return [] }
        var moved: [ReplacedDeclaration] = []
        for located in Set([model.name, draft.scopeName]).sorted().flatMap({ inventory.extensions[$0] ?? [] }) {
            // Another module (a test target) sees the generated `unimplemented` only if the client is public; import
            // cannot move its code.
            if inventory.isInAnotherModule(located.file, than: draft.spec.originFile) { continue }
            let skimmer = inventory.files[located.file].skimmer
            for member in located.declaration.members {
                let value = ImportInventory.Located(file: located.file, declaration: member)
                let name = MemberName(base: member.name).qualified(by: model.name)
                let candidate = replacement(value, .unimplementedCallsMoved(name))
                let isListed = listed.contains { other in
                    other.path == candidate.path && other.range.start <= candidate.range.start
                        && candidate.range.end <= other.range.end
                }
                let text = skimmer.text(candidate.range)
                guard !isListed, UnimplementedFallbacks.qualifyingUnimplementedCalls(text) != text else { continue }
                let access = member.accessModifier.map { Self.isFilePrivate($0) ? "" : $0 + " " }
                draft.extras.append(
                    inventory.extraLines(member, of: located, access: access ?? located.declaration.accessPrefix))
                moved.append(candidate)
            }
        }
        return moved
    }

    private static func isFilePrivate(_ access: String) -> Bool {
        access == "private" || access == "fileprivate"
    }
}
