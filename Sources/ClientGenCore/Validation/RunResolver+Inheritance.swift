/// A client inheriting another client of the run gets the parent's members in its doubles and mock; any other
/// protocol with requirements must have them re-declared with `@inherited`.
extension RunResolver {
    /// An attribute such as `@available(iOS 15, *)` the client needs because `other` (which it inherits or stores)
    /// has one of that name and the client has none: Swift rejects a declaration that uses a type less available than
    /// itself. A client with its own `@available` is left to the compiler, which compares versions.
    static func missingAvailability(of other: ClientModel, in client: ClientModel) -> AttributeModel? {
        let names = Set(client.attributes.everywhere.map(\.name))
        return other.attributes.everywhere.first { !names.contains($0.name) }
    }

    mutating func resolveInheritance(of client: ClientModel, in source: SourceFile) -> ClientModel {
        var parents: [ClientModel] = []
        var invisible: [TypeSyntax] = []
        for type in client.inheritance {
            if case .named(let name, nil) = type.kind, name == client.name {
                // Swift says "protocol refines itself", also when another client of the name is in an exclusive
                // `#if` branch.
                report(.inheritsItself(client.name), at: type.range, in: source)
            } else if case .named(let name, nil) = type.kind, let parent = self.client(named: name, for: client),
                parent.name != client.name
            {
                if canInherit(parent, as: type, in: client, source: source) { parents.append(parent) }
            } else if let name = Self.standardName(of: type), Self.unimplementableProtocols.contains(name) {
                report(.unimplementableInheritance(client.name, inherited: name), at: type.range, in: source)
            } else if let marker = client.markerParents.first(where: { $0.type.range == type.range }) {
                checkMarker(marker, of: client, in: source)
            } else if !(Self.standardName(of: type).map(Self.requirementFreeProtocols.contains) ?? false) {
                invisible.append(type)
            }
        }
        checkInvisibleRequirements(of: invisible, in: client, source: source)
        guard !parents.isEmpty else { return client }
        var ancestors: [ClientModel] = []
        var seen: Set<String> = [client.name]
        switch collectAncestors(of: parents, depth: 0, into: &ancestors, seen: &seen, for: client) {
        case .complete:
            break
        case .cycle:
            report(.inheritanceCycle(client.name), at: client.nameRange, in: source)
            return client
        case .tooDeep:
            report(
                .inheritanceTooDeep(client.name, limit: Self.maximumInheritanceDepth), at: client.nameRange, in: source)
            return client
        }
        if let plain = nonActorAncestor(of: client, among: ancestors) {
            report(.actorInheritsNonActor(client.name, parent: plain.name), at: client.nameRange, in: source)
            return client
        }
        checkInheritedTypeAliases(of: client, ancestors: ancestors, in: source)
        let inherited = inheritedMembers(from: ancestors, besides: client.members, for: client.name)
        return client.resolved(
            members: client.members, inheritedMembers: inherited,
            inheritsClassBound: ancestors.contains(where: \.isClassBound),
            inheritsActor: ancestors.contains(where: \.isActor))
    }

    /// Whether a client may inherit a client of the run, reporting why not at the inherited type: a struct client,
    /// another global actor, an availability it lacks, or less visibility.
    private mutating func canInherit(
        _ parent: ClientModel,
        as type: TypeSyntax,
        in client: ClientModel,
        source: SourceFile
    ) -> Bool {
        guard parent.style == .protocol else {
            report(.inheritsStructClient(client.name, parent: parent.name), at: type.range, in: source)
            return false
        }
        guard checkCondition(of: parent, by: client, use: "inherit", at: type.range, in: source) else { return false }
        // The doubles implement the parent's requirements in the client's isolation, which must be theirs.
        guard parent.attributes.globalActors == client.attributes.globalActors else {
            report(.inheritedIsolationMismatch(client.name, parent: parent.name), at: type.range, in: source)
            return false
        }
        if let missing = Self.missingAvailability(of: parent, in: client) {
            report(
                .missingInheritedAvailability(client.name, other: parent.name, attribute: missing),
                at: type.range, in: source)
            return false
        }
        // As in Swift, a protocol cannot refine one less visible than itself.
        guard parent.access >= client.access else {
            report(
                .lessVisibleClient(
                    client.name, access: client.access.rawValue, other: parent.name,
                    otherAccess: parent.access.rawValue, use: "inherit"),
                at: type.range, in: source)
            return false
        }
        return true
    }

    /// For an actor client, an ancestor that is no actor and has members: the actor doubles would implement them in
    /// their isolation, which a requirement that is not isolated cannot have. Ancestors come after their own.
    private func nonActorAncestor(of client: ClientModel, among ancestors: [ClientModel]) -> ClientModel? {
        guard client.isActor || ancestors.contains(where: \.isActor) else { return nil }
        var actors: Set<String> = []
        for ancestor in ancestors {
            let inheritsActor = ancestor.inheritance.contains { type in
                if case .named(let name, nil) = type.kind { return actors.contains(name) }
                return false
            }
            if ancestor.isActor || inheritsActor { actors.insert(ancestor.name) }
        }
        // Even `async` members: an actor meets them from its isolation in Swift 6 mode, but not where a module's
        // default isolation is the main actor.
        return ancestors.first { !actors.contains($0.name) && !$0.members.isEmpty }
    }

    /// How a walk of a client's ancestors ended.
    private enum AncestorWalk {
        case complete
        /// A client inherits itself.
        case cycle
        /// The clients inherit through more levels than ``maximumInheritanceDepth``.
        case tooDeep
    }

    /// Adds the clients of the run that `parents` inherit, transitively, each once, ancestors before their heirs, to
    /// `ancestors`; says so when a chain comes back to a client already on it, or is too deep to follow.
    private func collectAncestors(
        of parents: [ClientModel],
        depth: Int,
        into ancestors: inout [ClientModel],
        seen: inout Set<String>,
        for client: ClientModel
    ) -> AncestorWalk {
        guard !parents.isEmpty else { return .complete }
        guard depth < Self.maximumInheritanceDepth else { return .tooDeep }
        for parent in parents {
            if seen.contains(parent.name) {
                if !ancestors.contains(where: { $0.name == parent.name }) { return .cycle }  // On the chain.
                continue  // Reached twice through different parents.
            }
            seen.insert(parent.name)
            let grandparents = parent.inheritance.compactMap { type -> ClientModel? in
                guard case .named(let name, nil) = type.kind, let ancestor = self.client(named: name, for: client),
                    ancestor.style == .protocol
                else { return nil }
                return ancestor
            }
            let walk = collectAncestors(of: grandparents, depth: depth + 1, into: &ancestors, seen: &seen, for: client)
            guard walk == .complete else { return walk }
            ancestors.append(parent)
        }
        return .complete
    }

    /// The ancestors' members the client does not declare again, each once, generated for the client.
    private func inheritedMembers(
        from ancestors: [ClientModel],
        besides own: [MemberModel],
        for client: String
    ) -> [MemberModel] {
        var signatures = Set(own.map(Self.signature))
        var inherited: [MemberModel] = []
        for ancestor in ancestors {
            for member in ancestor.members where signatures.insert(Self.signature(of: member)).inserted {
                inherited.append(member.resolved { $0.qualifiedName = member.name.qualified(by: client) })
            }
        }
        return inherited
    }

    /// What tells two requirements apart: the name, labels and types, and the result.
    private static func signature(of member: MemberModel) -> String {
        member.name.base + "(" + member.parameters.map(SpecValidator.signatureKey).joined(separator: ",") + ") -> "
            + (member.resultType?.description ?? "Void")
    }

    mutating func report(_ message: DiagnosticMessage, at range: SourceRange, in source: SourceFile) {
        diagnostics.append(Diagnostic(message, path: source.path, range: range))
    }
}
