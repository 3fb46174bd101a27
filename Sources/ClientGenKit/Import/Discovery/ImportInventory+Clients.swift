/// Which declarations of the inputs are dependency clients.
extension ImportInventory {
    /// The clients of the inputs, in file and position order: every protocol, and every struct of closures that is a
    /// `@DependencyClient`, is registered as a dependency (it is a key, a key's value or an accessor's type), or is a
    /// member of such a struct (a sub-client). A type declared in both branches of an `#if` is taken once, from the
    /// first branch.
    func clientDeclarations() -> [Located] {
        var registered: Set<String> = []
        for located in types where located.declaration.kind == .structType && isClosureStruct(located) {
            let name = located.declaration.name
            if located.declaration.hasAttribute("DependencyClient") || isRegistered(name) || isOnlyClosures(located) {
                registered.insert(name)
            }
        }
        registered.formUnion(subClients(of: registered))
        var seen: Set<String> = []
        var clients: [Located] = []
        for located in types
        where !located.declaration.isInAlternativeClause || protocols[located.declaration.name] == nil {
            let declaration = located.declaration
            guard declaration.kind == .protocolType ? !isMarker(declaration) : registered.contains(declaration.name)
            else {
                continue
            }
            if declaration.kind == .protocolType,
                protocols[declaration.name]?.declaration.nameRange != declaration.nameRange
            {
                continue
            }
            if seen.insert(declaration.name).inserted { clients.append(located) }
        }
        return clients
    }

    /// Whether a struct holds at least one closure property: the shape of a client.
    private func isClosureStruct(_ located: Located) -> Bool {
        let skimmer = files[located.file].skimmer
        return located.declaration.members.contains { member in
            guard member.kind == .variable || member.kind == .constant, !member.isStatic,
                let type = skimmer.propertyType(of: member)
            else { return false }
            return ClosureSignature(type: skimmer.text(type)) != nil
        }
    }

    /// Whether a protocol declares no requirement (`protocol AutoMockable {}`): a marker, not a client.
    private func isMarker(_ declaration: SwiftDeclaration) -> Bool {
        !declaration.members.contains { [.function, .variable, .subscriptMember, .initializer].contains($0.kind) }
    }

    /// Whether every stored property a struct shows is a closure (or a struct of closures), as a client's are.
    private func isOnlyClosures(_ located: Located) -> Bool {
        let skimmer = files[located.file].skimmer
        let stored = located.declaration.members.filter { member in
            (member.kind == .variable || member.kind == .constant) && !member.isStatic && member.body == nil
                && !member.hasModifier("private") && !member.hasModifier("fileprivate")
        }
        return !stored.isEmpty
            && stored.allSatisfy { member in
                skimmer.propertyType(of: member).map { ClosureSignature(type: skimmer.text($0)) != nil } ?? false
            }
    }

    /// Whether a type is registered as a dependency: it conforms to a key protocol, or a key or accessor holds it.
    private func isRegistered(_ name: String) -> Bool {
        if !(conformances[name] ?? []).isDisjoint(with: Self.keyProtocols) { return true }
        if accessorsByValue[name] != nil { return true }
        let registration = registration(of: name)
        return registration.live != nil || registration.test != nil || registration.preview != nil
    }

    /// The structs of closures stored in the given clients, and in those, transitively.
    private func subClients(of clients: Set<String>) -> Set<String> {
        let structs = Dictionary(
            types.filter { $0.declaration.kind == .structType && isClosureStruct($0) }.map {
                ($0.declaration.name, $0)
            },
            uniquingKeysWith: { first, _ in first })
        var found = clients
        var pending = Array(clients)
        while let name = pending.popLast() {
            guard let located = structs[name] else { continue }
            let skimmer = files[located.file].skimmer
            for member in located.declaration.members where member.kind == .variable && !member.isStatic {
                guard let type = skimmer.propertyType(of: member) else { continue }
                let stored = Self.bareName(skimmer.text(type))
                if structs[stored] != nil, found.insert(stored).inserted { pending.append(stored) }
            }
        }
        return found.subtracting(clients)
    }
}
