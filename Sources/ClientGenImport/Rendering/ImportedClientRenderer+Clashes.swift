import ClientGenCore

/// Hand-written declarations with the names the generated code declares for a client: listed for deletion when the
/// generated one does the same, else left where they are with a warning.
extension ImportedClientRenderer {
    /// The declarations the generated code replaces because it declares their names: a protocol client's
    /// `Unimplemented…`, `Mock…` and key when they are what the generated ones are (see ``clashingTypes``); a struct client's `unimplemented`, `recording` and `Calls`, and its `noop`
    /// when the generated one returns the same. A `noop` returning other values stays, with a warning: deleting it
    /// would change what it returns.
    mutating func clashingDeclarations(_ model: ClientModel, draft: inout ClientDrafter.Draft) -> [ReplacedDeclaration]
    {
        var clashes: [ReplacedDeclaration] = []
        if model.style == .protocol { return clashingTypes(model, draft: draft) }
        let generated = ["unimplemented", "recording", "Calls"] + (model.hasNoop ? ["noop"] : [])
        let scopes = Set([model.name, draft.scopeName])
        var keepsOwnNoop = false
        var hasNoop = draft.movedNoop != nil
        for located in scopes.sorted().flatMap({ inventory.extensions[$0] ?? [] }) {
            // Another module's own (a test target's `static func recording(_:)`) shadows the generated one there.
            if inventory.isInAnotherModule(located.file, than: draft.spec.originFile) { continue }
            for member in located.declaration.members where generated.contains(member.name) && member.isStatic {
                let value = ImportInventory.Located(file: located.file, declaration: member)
                if let noop = draft.movedNoop, noop.located.file == value.file,
                    noop.located.declaration.nameRange == member.nameRange
                {
                    continue  // A key's own `noop`, moved to the extras file already: judged below.
                }
                let name = MemberName(base: member.name).qualified(by: model.name)
                hasNoop = hasNoop || member.name == "noop"
                guard member.name != "noop" || noopMatches(value, model: model) else {
                    // Kept with `@noop(none)`, in the extras file: deleting it would change what it returns.
                    diagnostics.append(inventory.warning(.importHandWrittenNoop(model.name), at: value))
                    let access = located.declaration.movedAccess(of: member)
                    draft.extras.append(inventory.extraLines(member, of: located, access: access))
                    clashes.append(replacement(value, .movedToExtras(name)))
                    keepsOwnNoop = true
                    continue
                }
                clashes.append(replacement(value, .generatedName(name)))
            }
        }
        if let noop = draft.movedNoop, model.hasNoop {
            if noopMatches(noop.located, model: model) {
                draft.extras.remove(at: noop.extrasIndex)
            } else {
                diagnostics.append(inventory.warning(.importHandWrittenNoop(model.name), at: noop.located))
                keepsOwnNoop = true
            }
        }
        // Code clientgen generated without a `noop` its spec would generate came from a spec saying `@noop(none)`.
        let isGenerated = inventory.files[draft.spec.originFile].skimmer.isGeneratedCode
        if keepsOwnNoop || (model.hasNoop && isGenerated && !hasNoop) {
            let style = draft.spec.attributes.firstIndex(of: "@style(struct)") ?? draft.spec.attributes.count - 1
            draft.spec.attributes.insert("@noop(none)", at: style + 1)
        }
        return clashes
    }

    /// Whether a hand-written `noop` returns what the generated one does, member by member.
    private func noopMatches(_ value: ImportInventory.Located, model: ClientModel) -> Bool {
        guard let written = inventory.noopValues(of: value, of: model.name) else { return false }
        return model.members.allSatisfy { member in
            var generated: String?
            if case .returnValue(let returned) = member.noopValue {
                generated = ImportInventory.squeezed(returned.spelling)
            }
            let passed = written[member.name.base].map(ImportInventory.squeezed)
            guard member.role == .endpoint else {
                return passed == (generated ?? "nil") || passed == nil && generated == nil
            }
            return passed == (generated ?? "") || (generated == nil && passed == "()")
        }
    }
}
