import ClientGenCore

/// Drafting a struct client's stored values that are not closures: sub-clients and other values, each a spec's
/// `var name: Type { get }` with the unimplemented value its sources give.
extension ClientDrafter {
    /// A stored value as a spec's `var name: Type { get }`, its initial value as the placeholder.
    mutating func storedValueMember(
        _ member: SwiftDeclaration,
        fallbacks: UnimplementedFallbacks
    ) -> SpecDraft.Member? {
        guard let type = skimmer.propertyType(of: member) else {
            reportUnconvertible(member, because: .untypedStoredValue)
            return nil
        }
        // An `@unchecked Sendable` struct may store a class that is not; the generated struct checks what it stores.
        if inventory.isKnownNonSendable(skimmer.text(type), clients: .run(importedNames), context: scopeName) {
            reportUnconvertible(member, because: .nonSendableStoredValue)
            return nil
        }
        var directives: [DraftDirective] = []
        if let subClient = inventory.subClient(storedIn: member, in: located.file, context: scopeName),
            let hoisted = hoistedNames[subClient.qualifiedName]
        {
            // Imported as a client of its own: the spec names it, and its old name stays a type alias of it.
            let alias =
                subClient.located.declaration.accessPrefix
                + "typealias \(subClient.located.declaration.name) = \(hoisted)"
            if !hoistedAliases.contains(alias) { hoistedAliases.append(alias) }
            return self.member(member, lines: ["var \(SwiftName.escaped(member.name)): \(hoisted) { get }"])
        }
        if let value = skimmer.initialValue(of: member) {
            directives.append(.placeholder(skimmer.unindentedLines(value).joined(separator: "\n")))
        } else if let subClient = handWrittenSubClient(storedIn: member),
            let value = unimplementedValue(of: subClient, storedIn: member, fallbacks: fallbacks)
        {
            directives.append(.placeholder(value))
            if subClient.qualifiedName.contains(".") {
                let warning = DiagnosticMessage.importNestedSubClient(
                    subClient.qualifiedName, client: clientName, placeholder: value)
                diagnostics.append(inventory.warning(warning, at: subClient.located))
            }
        }
        let line = "var \(SwiftName.escaped(member.name)): \(skimmer.text(type)) { get }"
        return self.member(member, lines: [line], directives: directives)
    }

    /// The sub-client a stored value holds, when it is not imported with the client: declared inside it, which a spec
    /// cannot declare, or not among the clients imported in this run.
    private func handWrittenSubClient(storedIn member: SwiftDeclaration) -> ImportInventory.NestedDeclaration? {
        guard let subClient = inventory.subClient(storedIn: member, in: located.file, context: scopeName),
            subClient.qualifiedName.contains(".") || !importedNames.contains(subClient.qualifiedName)
        else { return nil }
        return subClient
    }

    /// What a sub-client that is not imported with its client is when unimplemented: `Users()` when it has an unimplemented `init()` (a
    /// `@DependencyClient`'s, or its own), else what the client's test value passes for it.
    private func unimplementedValue(
        of subClient: ImportInventory.NestedDeclaration,
        storedIn member: SwiftDeclaration,
        fallbacks: UnimplementedFallbacks
    ) -> String? {
        let declaration = subClient.located.declaration
        let file = inventory.files[subClient.located.file].skimmer
        let hasInit = declaration.members.contains {
            $0.kind == .initializer && file.parameters(of: $0)?.items.isEmpty == true
        }
        if declaration.hasAttribute("DependencyClient") || hasInit {
            return (skimmer.propertyType(of: member).map(skimmer.text) ?? declaration.name) + "()"
        }
        return fallbacks.storedValues[member.name].map(UnimplementedFallbacks.qualifyingUnimplementedCalls)
    }
}
