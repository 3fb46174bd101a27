import ClientGenCore

/// Hand-written types with the names a protocol client's generated code declares (`Mock<Client>`,
/// `Unimplemented<Client>`, `<Client>Key`): the generated one replaces such a type only when it is the same kind of
/// thing. An app's own fake named `MockWeatherService`, returning canned data for previews, is not replaced by a mock
/// of unset handlers, and a directive naming it would silently start naming the generated mock.
extension ImportedClientRenderer {
    /// The types of a protocol client's generated names the generated code replaces; each other one stays, with a
    /// warning saying that it must be renamed.
    mutating func clashingTypes(_ model: ClientModel, draft: ClientDrafter.Draft) -> [ReplacedDeclaration] {
        var clashes: [ReplacedDeclaration] = []
        let generated = [
            (name: model.names.unimplemented, rename: "Failing" + model.name),
            (name: model.names.mock, rename: "Preview" + model.name),
            (name: model.names.key, rename: model.name + "DependencyKey"),
        ]
        for (name, rename) in generated {
            guard let located = inventory.concreteTypes[name] else { continue }
            let directive = draft.spec.attributes.first { Self.names(name, in: $0) }
            let isNamedByExtras = (draft.extras + draft.keyExtras).joined().contains { Self.names(name, in: $0) }
            // A type clientgen generated is the generated one: a directive naming it named it already.
            let isGenerated = inventory.files[located.file].skimmer.isGeneratedCode
            // A test target's own mock, say, stays: its tests use what it declares, not what the generated one does.
            let isElsewhere = inventory.isInAnotherModule(located.file, than: draft.spec.originFile)
            if isGenerated
                || (directive == nil && !isNamedByExtras && !isElsewhere && isReplaced(located, as: name, model: model))
            {
                clashes.append(replacement(located, .generatedName(name)))
                continue
            }
            let message = DiagnosticMessage.importGeneratedNameClash(
                name, client: model.name, rename: rename, named: directive.map { String($0.prefix { $0 != "\n" }) },
                inAnotherModule: isElsewhere && directive == nil)
            diagnostics.append(inventory.warning(message, at: located))
        }
        return clashes
    }

    /// Whether the generated type of a name replaces the hand-written one: a type that declares nothing, a key (for
    /// the key's name), a double of unimplemented members, or a mock that records calls or takes handlers (for the
    /// mock's name).
    private func isReplaced(_ located: ImportInventory.Located, as name: String, model: ClientModel) -> Bool {
        let type = located.declaration
        if type.members.isEmpty { return true }
        // A key of another value (`(any CrashReporter)?`) registers another dependency under the name.
        if name == model.names.key {
            return inventory.keys[name]?.allSatisfy { inventory.valueType(of: $0).map { $0 == model.name } ?? true }
                ?? false
        }
        if inventory.isUnimplementedDouble(name, of: model.name) { return true }
        guard name == model.names.mock else { return false }
        let recording = ["handler", "calls", "callcount", "called", "received", "invocation", "stub", "spy"]
        return type.members.contains { member in
            (member.kind == .variable || member.kind == .constant) && !member.isStatic
                && recording.contains { member.name.lowercased().contains($0) }
        }
    }

    /// Whether Swift text names an identifier: `MockWeatherService` in `@preview(MockWeatherService())`, not in
    /// `MockWeatherServices`.
    static func names(_ identifier: String, in text: String) -> Bool {
        !text.wholeWordRanges(of: identifier).isEmpty
    }
}
