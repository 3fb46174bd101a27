import ClientGenCore

/// Drafting what a protocol client inherits: the requirements of parent protocols that are not imported with it,
/// re-declared `@inherited` so that the generated doubles and mock implement them.
extension ClientDrafter {
    /// In code clientgen generated, the members the unimplemented double implements that neither the protocol nor a
    /// protocol the inputs declare among its ancestors requires: the spec re-declared them `@inherited`.
    func redeclaredRequirements(besides members: [SpecDraft.Member]) -> [SpecDraft.Member] {
        guard let double = inventory.unimplementedDouble(of: clientName) else { return [] }
        let file = inventory.files[double.file].skimmer
        var covered = Set(members.map(\.key))
        for ancestor in ancestorProtocols() {
            let ancestorFile = inventory.files[ancestor.file].skimmer
            covered.formUnion(ancestor.declaration.members.map { ancestorFile.memberKey(of: $0) })
        }
        return double.declaration.members.compactMap { implementation in
            guard implementation.kind == .function || implementation.kind == .variable,
                !covered.contains(file.memberKey(of: implementation)),
                let signature = file.requirementText(of: implementation)
            else { return nil }
            var member = member(implementation, lines: file.unindented(signature, indentation: 0))
            member.directives = [.inherited]
            member.key = file.memberKey(of: implementation)
            member.origin = declaration.nameRange
            return member
        }
    }

    /// The protocols the inputs declare among the client's ancestors, transitively.
    private func ancestorProtocols() -> [ImportInventory.Located] {
        var found: [ImportInventory.Located] = []
        var pending = declaration.inheritance.map(ImportInventory.bareName)
        var seen: Set<String> = [clientName]
        while let name = pending.popLast(), found.count < 64 {
            guard seen.insert(name).inserted, let parent = inventory.protocols[name] else { continue }
            found.append(parent)
            pending += parent.declaration.inheritance.map(ImportInventory.bareName)
        }
        return found
    }

    /// The requirements of the protocols the client inherits that the inputs declare but that are not imported with
    /// it, re-declared `@inherited` so that the doubles and the mock implement them (transitively, each once).
    mutating func inheritedRequirements(of inheritance: [String]) -> [SpecDraft.Member] {
        var members: [SpecDraft.Member] = []
        let ancestors = unimportedAncestors(of: inheritance)
        for name in ancestors.undeclared { members += standardRequirements(of: name) }
        for parent in ancestors.declared {
            let file = inventory.files[parent.file].skimmer
            for requirement in parent.declaration.members
            where requirement.kind == .function || requirement.kind == .variable {
                guard var member = requirementMember(requirement, defaults: [:], fallbacks: nil, in: file) else {
                    continue
                }
                member.directives.insert(.inherited, at: 0)
                member.origin = declaration.nameRange
                members.append(member)
            }
        }
        return members
    }

    /// `AnyObject` or `Actor` when a protocol the client inherits through protocols that are not imported with it
    /// refines it (`protocol Tracking: AnyObject`), which the spec then says itself: the generator cannot see those
    /// protocols, and would make the doubles structs that cannot conform.
    func inheritedBound(of inheritance: [String]) -> String? {
        let bounds = ["AnyObject", "class", "Actor"]
        guard !inheritance.contains(where: { bounds.contains(ImportInventory.bareName($0)) }) else { return nil }
        let parents = unimportedAncestors(of: inheritance).declared.flatMap {
            ImportInventory.inheritedNames(of: $0.declaration)
        }
        if parents.contains("Actor") { return "Actor" }
        return parents.contains { $0 == "AnyObject" || $0 == "class" } ? "AnyObject" : nil
    }

    /// The protocols the client inherits that are not imported with it, transitively, each once: those the inputs
    /// declare, and the names of those they do not (whose ancestors are unknown).
    private func unimportedAncestors(
        of inheritance: [String]
    ) -> (declared: [ImportInventory.Located], undeclared: [String]) {
        var declared: [ImportInventory.Located] = []
        var undeclared: [String] = []
        var pending = inheritance.map(ImportInventory.bareName)
        var seen: Set<String> = [clientName]
        while let name = pending.popLast() {
            guard seen.insert(name).inserted, !importedNames.contains(name) else { continue }
            guard let parent = inventory.protocols[name] else {
                undeclared.append(name)
                continue
            }
            declared.append(parent)
            pending += ImportInventory.inheritedNames(of: parent.declaration)
        }
        return (declared, undeclared)
    }

    /// The requirements of the standard library's protocols a client may refine, which no double gets for free.
    static let standardRequirements: [String: [String]] = [
        "CustomStringConvertible": ["var description: String { get }"],
        "CustomDebugStringConvertible": ["var debugDescription: String { get }"],
    ]

    /// The requirements of a standard library protocol, re-declared `@inherited` (`CustomStringConvertible` →
    /// `var description: String { get }`); none for a protocol whose requirements all have defaults
    /// (`LocalizedError`), or that import does not know.
    private func standardRequirements(of name: String) -> [SpecDraft.Member] {
        (Self.standardRequirements[name] ?? []).map { line in
            let property = String(line.dropFirst("var ".count).prefix { $0 != ":" })
            var member = SpecDraft.Member(
                name: MemberName(base: property).qualified(by: clientName), docLines: [], directives: [.inherited],
                lines: [line], origin: declaration.nameRange)
            member.key = property
            return member
        }
    }
}
