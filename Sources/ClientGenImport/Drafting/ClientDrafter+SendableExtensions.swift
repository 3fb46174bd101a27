import ClientGenCore

/// A struct client's retroactive `Sendable` conformance (`extension ClipboardClient: @unchecked Sendable {}`, written
/// for a struct of closures that are not `@Sendable`): the generated struct declares `Sendable` itself, so the
/// extension would conform it twice.
extension ClientDrafter {
    /// Lists the extensions of the struct that conform it to `Sendable` for deletion; one that holds more (other
    /// conformances, members) moves to the extras file without `Sendable`.
    mutating func replaceSendableExtensions(into draft: inout Draft) {
        for extended in inventory.extensions[scopeName] ?? [] {
            let declaration = extended.declaration
            let name = ImportInventory.writtenName(declaration.name)
            let others = declaration.inheritance.filter { !Self.isSendable($0) }
            guard [scopeName, clientName].contains(name), others.count < declaration.inheritance.count,
                ImportInventory.keyProtocols.isDisjoint(with: others.map(ImportInventory.bareName))
            else { continue }
            let range = SourceRange(start: declaration.fullStart, end: declaration.range.end)
            let path = inventory.files[extended.file].source.path
            if others.isEmpty, declaration.members.isEmpty {
                draft.replaced.append(ReplacedDeclaration(path: path, range: range, kind: .sendableExtension(name)))
                continue
            }
            draft.movedDeclarations.append(withoutSendable(extended, keeping: others))
            draft.replaced.append(
                ReplacedDeclaration(path: path, range: range, kind: .sendableExtensionMoved(name)))
        }
    }

    /// `Sendable`, `@unchecked Sendable` or `Swift.Sendable`, as an inheritance clause writes it.
    private static func isSendable(_ written: String) -> Bool {
        let name = ImportInventory.writtenName(ImportInventory.withoutConformanceAttributes(written))
        return name == "Sendable" || name == "Swift.Sendable"
    }

    /// The extension as written, but for its conformance to `Sendable`.
    private func withoutSendable(_ extended: ImportInventory.Located, keeping others: [String]) -> [String] {
        let declaration = extended.declaration
        let skimmer = inventory.files[extended.file].skimmer
        let head = skimmer.text(SourceRange(start: declaration.fullStart, end: declaration.keywordStart))
        let conformances = others.isEmpty ? "" : ": " + others.joined(separator: ", ")
        let body = declaration.body.map(skimmer.text) ?? ""
        let text = head + "extension " + declaration.name + conformances + " {" + body + "}"
        return skimmer.unindented(text, indentation: skimmer.indentation(at: declaration.fullStart))
    }
}
