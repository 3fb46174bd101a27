import ClientGenCore

/// A client declared `nonisolated` (`nonisolated protocol NoteStore`, `nonisolated struct ShelfClient`), as apps
/// write it in a module isolated to the main actor by default (SE-0466), so that it can be used from anywhere. A spec
/// cannot say it of a client, and a generated declaration that does not is isolated to the main actor there: the
/// requirements of such a protocol are drafted `nonisolated` each, and what the extras file declares in extensions of
/// the client or of its key stays nonisolated, as it was in the client's body or in a `nonisolated extension`.
extension ClientDrafter {
    /// Whether the client's declaration says `nonisolated`.
    var isDeclaredNonisolated: Bool { declaration.modifiers.contains("nonisolated") }

    /// A requirement's text as a spec member of a `nonisolated` protocol: with `nonisolated` before its modifiers,
    /// unless it says an isolation of its own (`@MainActor`, `nonisolated(nonsending)`) or is not one of a protocol
    /// declared `nonisolated`.
    func isolatingRequirement(_ requirement: SwiftDeclaration, text: String) -> String {
        guard isDeclaredNonisolated, declaration.kind == .protocolType,
            !requirement.modifiers.contains(where: { $0.hasPrefix("nonisolated") }),
            !requirement.attributes.contains(where: { Attribute.namesGlobalActor($0.name) })
        else { return text }
        let offset = requirement.modifiersStart - requirement.range.start
        guard offset >= 0, offset <= text.utf8.count else { return text }
        let index = text.utf8.index(text.startIndex, offsetBy: offset)
        return String(text[..<index]) + "nonisolated " + String(text[index...])
    }

    /// `nonisolated ` for the extras file's extensions of the client when its declaration is `nonisolated`, and of
    /// its key when the key (or an extension making the client one) is too; otherwise nothing.
    func extensionIsolation(keys: [ImportInventory.Located]) -> (client: String, key: String) {
        let client = isDeclaredNonisolated ? "nonisolated " : ""
        let isKeyNonisolated = keys.contains { $0.declaration.modifiers.contains("nonisolated") }
        return (client, isDeclaredNonisolated || isKeyNonisolated ? "nonisolated " : "")
    }
}

extension ClientDrafter {
    /// Whether a type nested in the client would lose the client's `nonisolated`: Swift gives a nested type the
    /// isolation of the type it is nested in (not that of the extension declaring it), and the generated client
    /// has none of its own. One moved from the client's body to the extras file is declared `nonisolated` there.
    func losesIsolation(_ member: SwiftDeclaration) -> Bool {
        isDeclaredNonisolated
            && [.structType, .enumType, .classType, .actorType].contains(member.kind)
            && !member.modifiers.contains(where: { $0.hasPrefix("nonisolated") })
            && !member.attributes.contains(where: { Attribute.namesGlobalActor($0.name) })
    }

    /// Warns at each type nested in an extension of a `nonisolated` client that the inputs keep (see
    /// ``losesIsolation(_:)``), which import does not edit.
    mutating func reportNestedTypesLosingIsolation() {
        guard isDeclaredNonisolated else { return }
        for extended in inventory.extensions[scopeName] ?? [] {
            for member in extended.declaration.members where losesIsolation(member) {
                diagnostics.append(
                    Diagnostic(
                        .importNonisolatedNestedType(member.name, client: scopeName),
                        path: inventory.files[extended.file].source.path, range: member.nameRange))
            }
        }
    }
}
