import ClientGenCore

/// Sub-clients declared inside their struct clients (`extension GatewayClient { struct LinkWallet }`), which a spec
/// cannot declare there: each is imported as a client of its own at the top level, named after both
/// (`GatewayLinkWallet`), and its old name becomes a type alias of it.
extension ImportInventory {
    /// A nested sub-client and the top-level name it is imported as.
    struct HoistedSubClient {
        var name: String
        var qualifiedName: String
        var parent: String
        var located: Located
    }

    /// The sub-clients declared inside the given struct clients, one level deep, each with a top-level name no type
    /// of the inputs has (one whose name is taken stays hand-written).
    func hoistedSubClients(of clients: [Located]) -> [HoistedSubClient] {
        var taken = Set(clients.map(\.declaration.name)).union(concreteTypes.keys).union(protocols.keys)
        var found: [HoistedSubClient] = []
        for client in clients where client.declaration.kind == .structType {
            let parent = client.declaration.name
            for member in client.declaration.members {
                guard let subClient = subClient(storedIn: member, in: client.file, context: parent),
                    subClient.qualifiedName == parent + "." + subClient.located.declaration.name,
                    subClient.located.declaration.genericParameter == nil
                else { continue }
                let name = Self.hoistedName(parent: parent, nested: subClient.located.declaration.name)
                guard taken.insert(name).inserted else { continue }
                found.append(
                    HoistedSubClient(
                        name: name, qualifiedName: subClient.qualifiedName, parent: parent,
                        located: subClient.located))
            }
        }
        return found
    }

    /// The top-level name of a nested sub-client: its client's name without `Client` (or `Service`), then its own:
    /// `GatewayClient.LinkWallet` → `GatewayLinkWallet`.
    static func hoistedName(parent: String, nested: String) -> String {
        var base = parent
        for suffix in ["Client", "Service"] where base.hasSuffix(suffix) && base.count > suffix.count {
            base.removeLast(suffix.count)
            break
        }
        return base + nested
    }
}
