import ClientGenCore

/// What a struct client's sources say its endpoints do when unimplemented: its `init()` that reports, its test value
/// or `unimplemented` value built of `unimplemented(…, placeholder:)` calls.
extension ClientDrafter {
    /// The fallbacks of the struct's endpoints, by endpoint name: from its unimplemented `init()`, then its test value,
    /// then its `unimplemented` value.
    func structFallbacks() -> UnimplementedFallbacks {
        var fallbacks = UnimplementedFallbacks.none
        if let initializer = unimplementedInitializer() {
            let skimmer = inventory.files[initializer.file].skimmer
            fallbacks = UnimplementedFallbacks(initializer: initializer.declaration, in: skimmer)
        }
        var values = [inventory.registration(of: clientName).test].compactMap { $0 }.map(referencedValue)
        values += staticMembers(named: "unimplemented")
        for value in values {
            let skimmer = inventory.files[value.file].skimmer
            guard let opener = inventory.memberwiseCall(in: value, of: declaration.name) else { continue }
            fallbacks = fallbacks.merging(UnimplementedFallbacks(memberwiseCallAt: opener, in: skimmer))
        }
        if let noop = staticMembers(named: "noop").first,
            let values = inventory.noopValues(of: noop, of: declaration.name)
        {
            fallbacks = fallbacks.resolvingNoopReferences(values)
        }
        return fallbacks
    }

    /// The static value a key value names (`GeoManager.failing`, `Self.failing`, `.failing`), or the key value
    /// itself.
    private func referencedValue(_ value: ImportInventory.KeyValue) -> ImportInventory.Located {
        var name = ImportInventory.squeezed(value.expression)
        for prefix in [clientName + ".", "Self.", "."] where name.hasPrefix(prefix) {
            name.removeFirst(prefix.count)
            break
        }
        guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
            let member = staticMembers(named: name).first(where: {
                $0.declaration.nameRange != value.location.declaration.nameRange
            })
        else { return value.location }
        return member
    }

    /// The struct's `init()`, in its declaration or an extension: what its endpoints do when unimplemented.
    private func unimplementedInitializer() -> ImportInventory.Located? {
        let candidates =
            [located] + (inventory.extensions[scopeName] ?? []).filter { $0.declaration.inheritance.isEmpty }
        for candidate in candidates {
            let file = inventory.files[candidate.file].skimmer
            for member in candidate.declaration.members
            where member.kind == .initializer && file.parameters(of: member)?.items.isEmpty == true {
                return ImportInventory.Located(file: candidate.file, declaration: member)
            }
        }
        return nil
    }

    /// The static members of the client with a name, in its declaration and its extensions.
    func staticMembers(named name: String) -> [ImportInventory.Located] {
        ([located] + (inventory.extensions[scopeName] ?? [])).flatMap { container in
            container.declaration.members.filter { $0.isStatic && $0.name == name }.map {
                ImportInventory.Located(file: container.file, declaration: $0)
            }
        }
    }
}
