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
        var values = [inventory.registration(of: clientName).test?.location].compactMap { $0 }
        values += staticMembers(named: "unimplemented")
        for value in values {
            let skimmer = inventory.files[value.file].skimmer
            guard let opener = memberwiseCall(in: value.declaration, skimmer) else { continue }
            fallbacks = fallbacks.merging(UnimplementedFallbacks(memberwiseCallAt: opener, in: skimmer))
        }
        return fallbacks
    }

    /// The struct's `init()`, in its declaration or an extension: what its endpoints do when unimplemented.
    private func unimplementedInitializer() -> ImportInventory.Located? {
        let candidates =
            [located] + (inventory.extensions[clientName] ?? []).filter { $0.declaration.inheritance.isEmpty }
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
        ([located] + (inventory.extensions[clientName] ?? [])).flatMap { container in
            container.declaration.members.filter { $0.isStatic && $0.name == name }.map {
                ImportInventory.Located(file: container.file, declaration: $0)
            }
        }
    }

    /// The opening parenthesis of the memberwise call a static value is (`Self(…)`, `.init(…)`, `Client(…)`), as its
    /// initial value or its getter's one expression.
    private func memberwiseCall(in value: SwiftDeclaration, _ skimmer: SwiftSkimmer) -> Int? {
        let expression: SourceRange?
        if value.body != nil {
            expression = skimmer.bodyTokens(of: value).flatMap { skimmer.singleExpression(in: $0) }
        } else {
            expression = skimmer.initialValue(of: value)
        }
        guard let expression else { return nil }
        var position = skimmer.tokenIndex(at: expression.start)
        let end = skimmer.tokenIndex(at: expression.end)
        if skimmer.tokens[position].kind == .period { position += 1 }
        while position + 2 < end, skimmer.tokens[position + 1].kind == .period { position += 2 }
        let callee = skimmer.text(of: position)
        guard ["Self", "init", clientName].contains(callee), position + 1 < end,
            skimmer.tokens[position + 1].kind == .leftParen, skimmer.closers[position + 1] == end - 1
        else { return nil }
        return position + 1
    }
}
