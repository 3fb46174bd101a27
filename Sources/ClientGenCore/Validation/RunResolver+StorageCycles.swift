/// Struct clients that would contain themselves: a stored value of the client's own type, or of a struct client that
/// stores it in turn, held inline (as itself, an `Optional` or a tuple's element). Swift rejects a value type that
/// contains itself, and its unimplemented value would build one inside another forever. An array, an endpoint's
/// closure or a protocol client's existential holds its value elsewhere, so only these shapes are followed.
extension RunResolver {
    /// Reports each stored value of a struct client through which the client would contain itself.
    mutating func checkStorageCycles(of client: ClientModel, in source: SourceFile) {
        for member in client.members where member.role == .storedValue {
            guard let type = storedType(of: member, in: client),
                heldClients(of: type, for: client).contains(where: { leadsBack(from: $0, to: client) })
            else { continue }
            diagnostics.append(
                Diagnostic(
                    .recursiveStoredValue(member.name.base, client: client.name, type: type.description),
                    path: source.path, range: member.nameRange))
        }
    }

    /// Whether `start` is `target` or holds it inline through its stored values: a search of the clients `start`
    /// reaches, each visited once.
    private func leadsBack(from start: ClientModel, to target: ClientModel) -> Bool {
        var visited: Set<String> = [start.name]
        var pending = [start]
        while let client = pending.popLast() {
            if client.name == target.name { return true }
            for member in client.members where member.role == .storedValue {
                for held in storedType(of: member, in: client).map({ heldClients(of: $0, for: target) }) ?? []
                where visited.insert(held.name).inserted {
                    pending.append(held)
                }
            }
        }
        return false
    }

    /// A stored value's type, seen through its client's type aliases (`typealias Parent = Tree`), as Swift sees it.
    private func storedType(of member: MemberModel, in client: ClientModel) -> TypeSyntax? {
        member.resultType.map(ClientTypeAliases(owner: client.name, aliases: client.typeAliases).expanding)
    }

    /// The run's struct clients a type holds inline: itself, wrapped in optionals, or a tuple's elements.
    private func heldClients(of type: TypeSyntax, for requester: ClientModel) -> [ClientModel] {
        switch type.kind {
        case .named("Optional", let arguments?) where arguments.count == 1:
            return heldClients(of: arguments[0], for: requester)
        case .named(let name, nil):
            guard let held = client(named: name, for: requester), held.style == .struct else { return [] }
            return [held]
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped):
            return heldClients(of: wrapped, for: requester)
        case .tuple(let elements):
            return elements.flatMap { heldClients(of: $0.type, for: requester) }
        case .attributed(_, _, let base):
            return heldClients(of: base, for: requester)
        default:
            return []
        }
    }
}
