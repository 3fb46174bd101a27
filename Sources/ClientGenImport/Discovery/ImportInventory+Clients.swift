import ClientGenCore

/// Which declarations of the inputs are dependency clients.
extension ImportInventory {
    /// The clients found, and a warning at each declaration that looks like one but is not imported.
    struct ClientDiscovery {
        var clients: [Located] = []
        var warnings: [NamedWarning] = []
    }

    /// A warning about a declaration that is not imported, with the declaration's name, so that a run importing
    /// other clients by name leaves it unsaid.
    struct NamedWarning {
        var name: String
        var diagnostic: Diagnostic
    }

    /// The clients of the inputs, in file and position order: every protocol, and every struct of closures (or of
    /// sub-clients that are structs of closures) that is a `@DependencyClient`, is registered as a dependency (it is a
    /// key, a key's value or an accessor's type), or is a member of such a struct (a sub-client). A type declared in
    /// both branches of an `#if` is taken once, from the first branch. A registered struct that is no client, and a
    /// client declared inside another type, get a warning saying why they are not imported.
    func discoverClients() -> ClientDiscovery {
        var discovery = ClientDiscovery()
        var registered: Set<String> = []
        for located in types where located.declaration.kind == .structType {
            let declaration = located.declaration
            let isDeclaredClient = declaration.hasAttribute("DependencyClient") || isRegistered(declaration.name)
            if hasEndpoints(located), isDeclaredClient || isOnlyEndpoints(located) {
                registered.insert(declaration.name)
            } else if isDeclaredClient, declaration.genericParameter == nil {
                discovery.warnings.append(
                    NamedWarning(
                        name: declaration.name,
                        diagnostic: warning(.importRegisteredNonClient(declaration.name), at: located)))
            }
        }
        registered.formUnion(subClients(of: registered))
        let composing = protocolsComposingClients()
        var seen: Set<String> = []
        for located in types
        where !located.declaration.isInAlternativeClause || protocols[located.declaration.name] == nil {
            let declaration = located.declaration
            let isClient =
                declaration.kind == .protocolType
                ? !Self.isMarker(declaration) || composing.contains(declaration.name)
                : registered.contains(declaration.name)
            guard isClient else { continue }
            if let lookAlike = lookAlikeName(involving: declaration.name) {
                discovery.warnings.append(
                    NamedWarning(
                        name: declaration.name,
                        diagnostic: warning(.importLookAlikeName(declaration.name, lookAlike: lookAlike), at: located)))
                continue
            }
            if declaration.kind == .protocolType, let first = protocols[declaration.name],
                first.file != located.file || first.declaration.nameRange != declaration.nameRange
            {
                if !declaration.isInAlternativeClause {
                    discovery.warnings.append(duplicateWarning(located, first: first))
                }
                continue
            }
            if declaration.branches.count >= SpecParser.maximumNestingDepth {
                // A spec could not nest its `#if` blocks that deep; drafting it would only cost time.
                discovery.warnings.append(
                    NamedWarning(
                        name: declaration.name,
                        diagnostic: warning(
                            .importTooDeeplyConditional(declaration.name, depth: declaration.branches.count),
                            at: located)))
                continue
            }
            if seen.insert(declaration.name).inserted {
                discovery.clients.append(located)
            } else if let first = discovery.clients.first(where: { $0.declaration.name == declaration.name }) {
                discovery.warnings.append(duplicateWarning(located, first: first))
            }
        }
        discovery.warnings += nestedClientWarnings() + closureDependencyWarnings()
        return discovery
    }

    /// A warning at each accessor of a bare closure (`var openSettings: @Sendable () async -> Void`): a dependency,
    /// but no client a spec can declare.
    private func closureDependencyWarnings() -> [NamedWarning] {
        accessors.filter { ClosureSignature(type: $0.valueType) != nil }.map { accessor in
            NamedWarning(
                name: accessor.name,
                diagnostic: warning(
                    .importClosureDependency(accessor.name, type: accessor.valueType), at: accessor.property))
        }
    }

    /// A name declared with two spellings that a client's import would read as one: the client's own, or one of
    /// its keys'.
    private func lookAlikeName(involving client: String) -> String? {
        guard !lookAlikeNames.isEmpty else { return nil }
        let keyNames = [accessorsByValue[client]?.keyName].compactMap { $0 } + (keysByValue[client] ?? [])
        return ([client] + keyNames).first { lookAlikeNames.contains($0) }
    }

    /// The clients of the inputs (see ``discoverClients()``).
    func clientDeclarations() -> [Located] {
        discoverClients().clients
    }

    /// The closure type of a struct's stored property, through the type aliases of the inputs (`var send: Send`,
    /// `typealias Send = @Sendable (String) -> Void`); `nil` for a property that is not a closure.
    func closureSignature(of member: SwiftDeclaration, in file: Int, context: String) -> ClosureSignature? {
        guard member.kind == .variable || member.kind == .constant, !member.isStatic,
            let type = files[file].skimmer.propertyType(of: member)
        else { return nil }
        let resolved = resolvingAliases(files[file].skimmer.text(type), in: context)
        // Only a function type has an arrow: most properties need no parse.
        guard resolved.contains("->") else { return nil }
        return ClosureSignature(type: resolved)
    }

    /// The struct of closures of the inputs a struct's stored property holds (a sub-client), if it holds one: a
    /// top-level struct, or one nested in the struct (`var users: Users`, `extension ApiClient { struct Users }`).
    func subClient(storedIn member: SwiftDeclaration, in file: Int, context: String) -> NestedDeclaration? {
        guard member.kind == .variable || member.kind == .constant, !member.isStatic, member.body == nil,
            let type = files[file].skimmer.propertyType(of: member)
        else { return nil }
        let name = files[file].skimmer.text(type).trimmingSpaces
        let nested = qualifiedTypes[context + "." + name].map {
            NestedDeclaration(qualifiedName: context + "." + name, located: $0)
        }
        guard let found = nested ?? declaredType(named: name), found.located.declaration.kind == .structType,
            hasClosures(found.located, context: found.qualifiedName)
        else { return nil }
        return found
    }

    /// Whether a struct holds at least one closure property, or a sub-client: the shape of a client.
    private func hasEndpoints(_ located: Located) -> Bool {
        hasClosures(located, context: located.declaration.name)
            || located.declaration.members.contains {
                subClient(storedIn: $0, in: located.file, context: located.declaration.name) != nil
            }
    }

    private func hasClosures(_ located: Located, context: String) -> Bool {
        let key = "\(located.file):\(located.declaration.nameRange.start)"
        if let known = sendability.closureStructs[key] { return known }
        let found = located.declaration.members.contains {
            closureSignature(of: $0, in: located.file, context: context) != nil
        }
        sendability.closureStructs[key] = found
        return found
    }

    /// Whether a protocol declares no requirement of its own (`protocol AutoMockable {}`): a marker, unless it
    /// composes clients (see ``protocolsComposingClients()``).
    static func isMarker(_ declaration: SwiftDeclaration) -> Bool {
        !declaration.members.contains { [.function, .variable, .subscriptMember, .initializer].contains($0.kind) }
    }

    /// The protocols of the inputs without requirements of their own that inherit a protocol of the inputs with some,
    /// directly or through others like them: `protocol Interceptor: Adapter, Retrier {}`, a client made of clients
    /// (as a spec says it: see "Inheriting other clients"). Found from the protocols with requirements down to their
    /// descendants, each protocol once, without recursion, however long the chains.
    func protocolsComposingClients() -> Set<String> {
        var children: [String: [String]] = [:]
        var pending: [String] = []
        for (name, located) in protocols {
            guard Self.isMarker(located.declaration) else {
                pending.append(name)
                continue
            }
            for parent in Self.inheritedNames(of: located.declaration) { children[parent, default: []].append(name) }
        }
        var found: Set<String> = []
        while let name = pending.popLast() {
            for child in children[name] ?? [] where found.insert(child).inserted { pending.append(child) }
        }
        return found
    }

    /// The names a declaration inherits, a composition's one by one: `Adapter & Retrier` → `Adapter`, `Retrier`.
    static func inheritedNames(of declaration: SwiftDeclaration) -> [String] {
        declaration.inheritance.flatMap { $0.split(separator: "&").map { bareName(String($0)) } }
    }

    /// Whether every stored property a struct shows is a closure or a sub-client, as a client's are.
    private func isOnlyEndpoints(_ located: Located) -> Bool {
        let name = located.declaration.name
        let stored = located.declaration.members.filter { member in
            (member.kind == .variable || member.kind == .constant) && !member.isStatic && member.body == nil
                && !member.hasModifier("private") && !member.hasModifier("fileprivate")
        }
        return !stored.isEmpty
            && stored.allSatisfy { member in
                closureSignature(of: member, in: located.file, context: name) != nil
                    || subClient(storedIn: member, in: located.file, context: name) != nil
            }
    }

    /// Whether a type is registered as a dependency: it conforms to a key protocol (as the key of its own values),
    /// or a key or accessor holds it.
    private func isRegistered(_ name: String) -> Bool {
        if !(conformances[name] ?? []).isDisjoint(with: Self.keyProtocols) {
            // A key whose values are another type's (`struct WeatherKey: DependencyKey`) is that type's key.
            let values = Set((keys[name] ?? []).compactMap(valueType))
            if values.isEmpty || values.contains(name) || values.contains("Self") { return true }
            // Its own values are not its registration (`registration(of:)` would read them): only another key's or
            // an accessor's would be.
            return accessorsByValue[name] != nil || keysByValue[name]?.isEmpty == false
        }
        if accessorsByValue[name] != nil { return true }
        let registration = registration(of: name)
        return registration.live != nil || registration.test != nil || registration.preview != nil
    }

    /// The structs of closures stored in the given clients, and in those, transitively.
    private func subClients(of clients: Set<String>) -> Set<String> {
        let structs = Dictionary(
            types.filter { $0.declaration.kind == .structType && hasEndpoints($0) }.map {
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

    /// A warning at a declaration's name.
    /// A client declared a second time, with a note at the declaration imported.
    private func duplicateWarning(_ located: Located, first: Located) -> NamedWarning {
        let name = located.declaration.name
        var diagnostic = warning(.importDuplicateClient(name), at: located)
        diagnostic.notes.append(
            DiagnosticNote(
                .wasFirstDeclaredHere(name), path: files[first.file].source.path, range: first.declaration.nameRange))
        return NamedWarning(name: name, diagnostic: diagnostic)
    }

    func warning(_ message: DiagnosticMessage, at located: Located) -> Diagnostic {
        Diagnostic(message, path: files[located.file].source.path, range: located.declaration.nameRange)
    }

    /// Whether the inputs declare a protocol or struct of the same name elsewhere (in another `#if` branch, as a
    /// protocol declared once per compiler version is).
    func hasOtherDeclaration(of located: Located) -> Bool {
        (typesByName[located.declaration.name] ?? []).contains { other in
            other.declaration.name == located.declaration.name
                && (other.file != located.file || other.declaration.nameRange != located.declaration.nameRange)
        }
    }
}
