import ClientGenCore

/// Third-party mock macros on a client (`@Mockable`, `@Spyable`): the generated mock replaces what they generate, and
/// kept, the protocol generated from the spec would expand them again (a second `MockTrailStore`). Each goes with the
/// import of its module, so a spec never keeps one without the other.
extension ClientDrafter {
    /// The mock macros clientgen's mock replaces, by name; each is imported from the module of its name
    /// (`import Mockable`).
    static let mockMacros: Set<String> = ["Mockable", "Spyable", "AutoMockable"]

    /// The client's mock macro attributes.
    private var mockMacroAttributes: [SwiftAttribute] {
        declaration.attributes.filter { Self.mockMacros.contains($0.name) }
    }

    /// The client's mock macros, for the modules whose imports leave with them.
    var mockMacroNames: [String] { mockMacroAttributes.map(\.name) }

    /// Leaves the client's mock macros out of its spec, with a note for each that says whether its module's import,
    /// which the caller drops (``mockMacroNames``), left with it.
    mutating func droppingMockMacros(from draft: inout Draft, importing contributing: [Int]) {
        let macros = mockMacroAttributes
        guard !macros.isEmpty else { return }
        let texts = Set(macros.map(\.text))
        draft.spec.attributes.removeAll { texts.contains($0) }
        for macro in macros {
            let imported = contributing.contains { inventory.imports(module: macro.name, inFile: $0) }
            report(
                .importMockMacroLeftOut(macro.name, client: clientName, withImport: imported), at: declaration.nameRange
            )
        }
    }
}
