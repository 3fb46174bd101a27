/// Which types of the inputs are known not to be `Sendable`, so that a drafted client's mock leaves parameters of
/// those types out of its recorded calls (`@unrecorded`) instead of failing to compile.
extension ImportInventory {
    /// Whether a type, as written, names a type the inputs declare that is not `Sendable`: a class that does not
    /// conform (and is not isolated to a global actor), a `public` or `package` struct or enum that does not conform
    /// (Swift infers `Sendable` only for internal ones), or a protocol that does not refine `Sendable`, unless it is
    /// one of `clients`, whose generated protocols are `Sendable`.
    func isKnownNonSendable(_ type: String, clients: Set<String>, depth: Int = 0) -> Bool {
        guard depth < 8 else { return false }
        let names = Self.identifiers(in: type)
        // A value in a wrapper that makes it Sendable is Sendable, whatever it wraps.
        if let outer = names.first, Self.sendableWrappers.contains(outer) { return false }
        return names.contains { name in
            guard !clients.contains(name) else { return false }
            if let aliased = typeAliases[name] {
                return isKnownNonSendable(aliased, clients: clients, depth: depth + 1)
            }
            if let located = concreteTypes[name] { return !isSendable(located, clients: clients, depth: depth) }
            if let located = protocols[name] { return !refinesSendable(located.declaration, depth: 0) }
            return false
        }
    }

    /// Generic types that are `Sendable` whatever they hold.
    static let sendableWrappers: Set<String> = ["UncheckedSendable", "LockIsolated", "ActorIsolated", "Mutex"]

    /// The declarations of the inputs that conform a type to `client` and are not known to be `Sendable`: a conforming
    /// type that is not, or an extension conforming a type the inputs do not declare (`extension UserDefaults: …`).
    func nonSendableConformers(of client: String) -> [Located] {
        var found: [Located] = []
        for located in conformers[client] ?? [] {
            let declaration = located.declaration
            switch declaration.kind {
            case .classType, .structType, .enumType:
                // A class isolated to a global actor is Sendable, but its conformance to a protocol that is not
                // isolated is isolated, which a Sendable protocol cannot have.
                let isIsolated = declaration.attributes.contains { Self.isGlobalActor($0.name) }
                if !isSendable(located, clients: [client]) || isIsolated { found.append(located) }
            case .extensionType:
                let name = Self.bareName(declaration.name)
                let known = concreteTypes[name].map { isSendable($0) } ?? false
                if !known, conformances[name]?.contains(where: { $0.hasSuffix("Sendable") }) != true {
                    found.append(located)
                }
            default:
                continue
            }
        }
        return found
    }

    /// Whether a protocol of the inputs refines `Sendable` or is isolated to a global actor, so its conformers are
    /// already `Sendable`.
    func isSendableProtocol(_ declaration: SwiftDeclaration) -> Bool {
        refinesSendable(declaration, depth: 0) || declaration.attributes.contains { Self.isGlobalActor($0.name) }
    }

    /// Whether an attribute names a global actor, by the convention of their names (`MainActor`, `DatabaseActor`).
    static func isGlobalActor(_ name: String) -> Bool {
        name.first?.isUppercase == true && name.hasSuffix("Actor")
    }

    /// Whether a type of the inputs is `Sendable`: it conforms, it is an actor or a class isolated to a global
    /// actor, or it is an internal struct or enum whose stored properties are (as Swift infers).
    private func isSendable(_ located: Located, clients: Set<String> = [], depth: Int = 0) -> Bool {
        let declaration = located.declaration
        if conformances[declaration.name]?.contains(where: { $0.hasSuffix("Sendable") }) == true { return true }
        switch declaration.kind {
        case .actorType: return true
        case .classType: return declaration.attributes.contains { Self.isGlobalActor($0.name) }
        default:
            guard declaration.accessModifier != "public", declaration.accessModifier != "package" else { return false }
            let skimmer = files[located.file].skimmer
            return !declaration.members.contains { member in
                guard member.kind == .variable || member.kind == .constant, !member.isStatic, member.body == nil,
                    let type = skimmer.propertyType(of: member)
                else { return false }
                return isKnownNonSendable(skimmer.text(type), clients: clients, depth: depth + 1)
            }
        }
    }

    /// Whether a protocol refines `Sendable`, directly or through protocols of the inputs (a few levels deep).
    private func refinesSendable(_ declaration: SwiftDeclaration, depth: Int) -> Bool {
        let inherited = declaration.inheritance.map(Self.bareName)
        if inherited.contains(where: { $0.hasSuffix("Sendable") }) { return true }
        guard depth < 8 else { return false }
        return inherited.contains { name in
            protocols[name].map { refinesSendable($0.declaration, depth: depth + 1) } ?? false
        }
    }

    /// The identifiers of a type as written: `[String: FetchQuery<Item>]` → `String`, `FetchQuery`, `Item`.
    static func identifiers(in type: String) -> [String] {
        type.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init).filter {
            $0.first?.isNumber == false
        }
    }
}
