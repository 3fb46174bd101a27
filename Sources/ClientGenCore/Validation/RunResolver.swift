/// Decides what depends on more than one spec of a run, once every file is validated: the unimplemented value of a
/// struct client's sub-client, and the members a client inherits from another client (with the mock names they take
/// among the inheriting client's own).
package struct RunResolver {
    /// The run's clients by name: the first declaration of each (a repeat is reported as a duplicate).
    let clients: [String: ClientModel]
    var diagnostics: [Diagnostic] = []

    /// How deeply clients may inherit one another before the chain is taken for a cycle.
    static let maximumInheritanceDepth = 64

    /// The imports of the spec declaring each client of the run, by the client's name.
    let importsByClient: [String: [ImportModel]]
    /// The declarations of a client name after the first, each in an `#if` branch that excludes the first's: a
    /// client only some platforms have, declared once per platform (with the first, in order).
    let variants: [String: [ClientModel]]

    init(_ files: [SpecValidator.FileResult]) {
        var clients: [String: ClientModel] = [:]
        var imports: [String: [ImportModel]] = [:]
        var variants: [String: [ClientModel]] = [:]
        for file in files {
            for client in file.model.clients {
                guard let first = clients[client.name] else {
                    clients[client.name] = client
                    imports[client.name] = file.model.imports
                    continue
                }
                if CompilationCondition.excludes(first.condition, client.condition) {
                    variants[client.name, default: [first]].append(client)
                }
            }
        }
        self.clients = clients
        self.importsByClient = imports
        self.variants = variants
    }

    /// The run's client of a name that `requester` inherits or stores: of a client declared once per platform, the
    /// declaration whose `#if` branches enclose the requester's (the first when none does, which the requester is
    /// then reported for).
    func client(named name: String, for requester: ClientModel) -> ClientModel? {
        guard let first = clients[name] else { return nil }
        guard let variants = variants[name] else { return first }
        return variants.first { CompilationCondition.encloses($0.condition, requester.condition) } ?? first
    }

    /// Reports a client of the run used (inherited or stored) by a client that is not under its `#if` branches, where
    /// the client it uses would not be declared; `false` then.
    mutating func checkCondition(
        of used: ClientModel,
        by client: ClientModel,
        use: String,
        at range: SourceRange,
        in source: SourceFile
    ) -> Bool {
        guard let condition = used.condition, !CompilationCondition.encloses(condition, client.condition) else {
            return true
        }
        diagnostics.append(
            Diagnostic(
                .conditionalClientUse(client.name, other: used.name, condition: condition.text, use: use),
                path: source.path, range: range))
        return false
    }

    /// The files' models, with every client resolved, and the imports of the specs whose clients they inherit: the
    /// doubles and mock implement the ancestors' members, whose types those imports name.
    mutating func resolve(_ files: [SpecValidator.FileResult]) -> [SpecModel] {
        files.map { file in
            var model = file.model
            model.clients = model.clients.map { resolve($0, in: model.source) }
            for client in model.clients where !client.inheritedMembers.isEmpty {
                for ancestor in ancestorNames(of: client) {
                    for decl in importsByClient[ancestor] ?? []
                    where decl.path != "Dependencies" && !model.imports.contains(where: { $0.declaresSame(as: decl) }) {
                        model.imports.append(decl)
                    }
                }
            }
            return model
        }
    }

    /// The names of the run's clients a client inherits, transitively, nearest first.
    private func ancestorNames(of client: ClientModel) -> [String] {
        var names: [String] = []
        var pending = [client]
        while let next = pending.popLast(), names.count < Self.maximumInheritanceDepth {
            for type in next.inheritance {
                guard case .named(let name, nil) = type.kind, let parent = clients[name], name != client.name,
                    !names.contains(name)
                else { continue }
                names.append(name)
                pending.append(parent)
            }
        }
        return names
    }

    private mutating func resolve(_ client: ClientModel, in source: SourceFile) -> ClientModel {
        checkStructClientConstraints(in: client, source: source)
        switch client.style {
        case .struct:
            var resolved = client
            if client.members.contains(where: { $0.resolution.pendingStoredType != nil }) {
                let members = client.members.map { resolveStoredValue($0, of: client, in: source) }
                resolved = client.resolved(members: members, inheritedMembers: [], inheritsClassBound: false)
            }
            checkNoopNames(of: resolved, in: source)
            checkStorageCycles(of: resolved, in: source)
            return resolved
        case .protocol:
            return resolveInheritance(of: client, in: source)
        }
    }

    /// Reports a struct client of the run, a concrete type, where Swift wants a protocol: `any S`, `some S`, `S & P`,
    /// `S.Protocol`, `T: S`. The fix-it removes the `any` or `some` of `any S` and `some S`.
    private mutating func checkStructClientConstraints(in client: ClientModel, source: SourceFile) {
        var constraints: [(type: TypeSyntax, keyword: TypeSyntax?)] = []
        for member in client.members {
            guard case .function(let function) = member.kind else { continue }
            constraints += function.genericParameters.compactMap { $0.constraint.map { ($0, nil) } }
            constraints += function.requirements.filter { $0.relation == .conformance }.map { ($0.right, nil) }
        }
        let types = client.typeAliases.map(\.type) + client.members.flatMap(\.signatureTypes)
        for type in types {
            _ = type.contains { node in
                switch node.kind {
                case .existential(let constraint), .opaque(let constraint): constraints.append((constraint, node))
                case .composition(let elements): constraints += elements.map { ($0, nil) }
                case .metatype(let base, isProtocol: true): constraints.append((base, nil))
                default: break
                }
                return false
            }
        }
        let aliases = ClientTypeAliases(owner: client.name, aliases: client.typeAliases)
        for (type, keyword) in constraints {
            let named = if case .metatype(let base, false) = type.kind, keyword != nil { base } else { type }
            guard case .named(let name, nil) = aliases.expanding(named).kind,
                self.client(named: name, for: client)?.style == .struct
            else { continue }
            let fixIts = keyword.map { keyword in
                let word = if case .opaque = keyword.kind { "some" } else { "any" }
                let range = SourceRange(start: keyword.range.start, end: type.range.start)
                return [FixIt(.removeModifier(word), range: range, replacement: "")]
            }
            diagnostics.append(
                Diagnostic(
                    .structClientConstraint(name), path: source.path, range: type.range, fixIts: fixIts ?? []))
        }
    }

    // MARK: Sub-clients

    /// A stored value whose type is a client of the run is that client's unimplemented value (`SessionClient()`,
    /// `UnimplementedSession()`), and its `noop` in `noop`; any other type needs a `@placeholder`.
    private mutating func resolveStoredValue(
        _ member: MemberModel,
        of client: ClientModel,
        in source: SourceFile
    ) -> MemberModel {
        guard let type = member.resolution.pendingStoredType else { return member }
        guard let subClient = runClient(named: type, for: client) else {
            // A named type that is not a plain value is most likely another module's dependency client.
            let suggestion =
                if case .named(let name, nil) = type.kind, !Self.valueTypeNames.contains(name) {
                    DirectiveValue.placeholder("\(SwiftName.escaped(name)).testValue")
                } else {
                    DirectiveValue.placeholder("<#\(type)#>")
                }
            diagnostics.append(
                Diagnostic(
                    .unresolvedStoredValue(member.name.base, client: client.name, type: type.description),
                    path: source.path, range: member.nameRange,
                    fixIts: [.insertingDirective(suggestion, before: member.declarationStart, in: source)]))
            return member
        }
        guard checkCondition(of: subClient, by: client, use: "store", at: member.nameRange, in: source) else {
            return member
        }
        if let missing = Self.missingAvailability(of: subClient, in: client) {
            diagnostics.append(
                Diagnostic(
                    .missingInheritedAvailability(client.name, other: subClient.name, attribute: missing),
                    path: source.path, range: member.nameRange))
            return member
        }
        // The struct declares the sub-client as a stored property and an initializer parameter of its own access.
        guard subClient.access >= client.access else {
            diagnostics.append(
                Diagnostic(
                    .lessVisibleClient(
                        client.name, access: client.access.rawValue, other: subClient.name,
                        otherAccess: subClient.access.rawValue, use: "store"),
                    path: source.path, range: member.nameRange))
            return member
        }
        return member.resolved { resolution in
            resolution.pendingStoredType = nil
            resolution.fallback = .returnValue(.unimplementedClient(subClient.name, style: subClient.style))
            // A `@noopValue` the spec wrote stays.
            guard resolution.noopValue == nil else { return }
            var known: [String: Bool] = [:]
            resolution.noopValue =
                subClient.style == .struct && hasNoop(subClient, depth: 0, known: &known, for: client)
                ? .returnValue(.noopClient(subClient.name)) : nil
        }
    }

    /// Common value types, whose unimplemented value the spec must write.
    private static let valueTypeNames: Set<String> = [
        "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double",
        "Float", "String", "Character", "Date", "URL", "UUID", "Data", "Decimal", "TimeInterval", "Duration",
    ]

    /// The run's client a type names in a member of `requester`: `SessionClient`, or `any Session` for a protocol
    /// client (`any` of a struct client is reported on its own).
    func runClient(named type: TypeSyntax, for requester: ClientModel) -> ClientModel? {
        switch type.kind {
        case .named(let name, nil): return client(named: name, for: requester)
        case .existential(let constraint):
            guard case .named(let name, nil) = constraint.kind else { return nil }
            return client(named: name, for: requester)
        default: return nil
        }
    }

}
