import ClientGenCore

/// Which protocols of the inputs are not dependencies: protocols import would make `Sendable` although a type that
/// is not conforms to them, and protocols the clients only use as types (a handle a client returns, a model its
/// members are generic over). Imported only when named with `--client`; a registered protocol always is.
extension ImportInventory {
    /// The protocols among the clients that are no dependency, each with the warning that says why, by name.
    func nonDependencies(among clients: [Located]) -> [String: Diagnostic] {
        let candidates = clients.filter { $0.declaration.kind == .protocolType && !isRegistered($0.declaration.name) }
        guard !candidates.isEmpty else { return [:] }
        let users = typeUsers(in: clients)
        var found: [String: Diagnostic] = [:]
        for located in candidates {
            let name = located.declaration.name
            if !isSendableProtocol(located.declaration), let conformer = nonSendableConformers(of: name).first {
                let conforming = Self.bareName(conformer.declaration.name)
                found[name] = warning(.importNonSendableHelper(name, conformer: conforming), at: located)
            } else if let user = users[name] {
                found[name] = warning(.importTypeOnlyProtocol(name, user: user), at: located)
            }
        }
        return found
    }

    /// For each name the members of the clients mention in their signatures, the first client mentioning it (not
    /// itself): what the clients pass, return or constrain their generics to.
    private func typeUsers(in clients: [Located]) -> [String: String] {
        var users: [String: String] = [:]
        for located in clients {
            let skimmer = files[located.file].skimmer
            let client = located.declaration.name
            for member in located.declaration.members where member.kind == .function || member.kind == .variable {
                let signature = SourceRange(start: member.nameRange.end, end: member.body?.start ?? member.range.end)
                for reference in Self.typeReferences(in: skimmer.text(signature)) {
                    let name = Self.bareName(reference)
                    if name != client, users[name] == nil { users[name] = client }
                }
            }
        }
        return users
    }

    /// Whether a protocol is registered: a key holds it, or an accessor's type names it.
    private func isRegistered(_ name: String) -> Bool {
        accessorsByValue[name] != nil || keysByValue[name]?.isEmpty == false
    }
}
