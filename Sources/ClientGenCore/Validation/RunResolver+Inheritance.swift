/// A client inheriting another client of the run gets the parent's members in its doubles and mock; any other
/// protocol with requirements must have them re-declared with `@inherited`.
extension RunResolver {
    /// Protocols without requirements a double or mock would have to implement.
    static let requirementFreeProtocols: Set<String> = [
        "Sendable", "AnyObject", "SendableMetatype", "BitwiseCopyable", "Copyable", "Escapable", "Error",
        // An actor's executor requirement is met by every actor, which its doubles and mock are.
        "Actor",
    ]

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

    /// The requirements of standard protocols a client may refine, as a spec re-declares them with `@inherited`.
    static let knownRequirements: [String: [String]] = [
        "CustomStringConvertible": ["@inherited", "@placeholder(\"\")", "var description: String { get }"],
        "CustomDebugStringConvertible": ["@inherited", "@placeholder(\"\")", "var debugDescription: String { get }"],
    ]

    /// The names of the requirements of standard protocols a client may refine, by the protocol's name: declared by
    /// the client (marked `@inherited` or not), they are implemented by its doubles and mock.
    static let knownRequirementNames: [String: [String]] = [
        "CustomStringConvertible": ["description"], "CustomDebugStringConvertible": ["debugDescription"],
        "Identifiable": ["id"], "RawRepresentable": ["rawValue", "init"],
    ]

    /// Warns about the protocols a client inherits that are not clients of the run, whose requirements clientgen
    /// cannot see and so the doubles and mock would not implement unless the spec declares them: a standard protocol
    /// whose requirements clientgen knows, when the client does not declare them all (marked `@inherited` or not); any
    /// other, when no member of the client is marked `@inherited` (what says that it declares a parent's
    /// requirements). `@marker P` says that `P` has none.
    private mutating func checkInvisibleRequirements(
        of types: [TypeSyntax],
        in client: ClientModel,
        source: SourceFile
    ) {
        guard !types.isEmpty else { return }
        let declaresInherited = client.members.contains { $0.role == .inheritedRequirement }
        for type in types {
            if let name = Self.standardName(of: type), let requirements = Self.knownRequirementNames[name] {
                if !requirements.allSatisfy({ requirement in client.members.contains { $0.name.base == requirement } })
                {
                    reportInvisibleRequirements(of: type, in: client, source: source)
                }
            } else if !declaresInherited {
                reportInvisibleRequirements(of: type, in: client, source: source)
            }
        }
        if declaresInherited, !client.attributes.globalActors.isEmpty {
            checkIsolatedStandardRequirements(of: client, inheriting: types, in: source)
        }
    }

    /// Reports `@marker` on a protocol clientgen knows has requirements: a client of the run, or a standard protocol
    /// with requirements, with a fix-it that removes the attribute.
    private mutating func checkMarker(_ marker: MarkerParent, of client: ClientModel, in source: SourceFile) {
        let name = marker.type.description
        let reason: String
        if case .named(let runName, nil) = marker.type.kind, self.client(named: runName, for: client) != nil {
            reason = "it is a client of this run, whose requirements the doubles implement"
        } else if let standard = Self.standardName(of: marker.type),
            let requirements = Self.knownRequirementNames[standard]
        {
            reason = "it requires '" + requirements.joined(separator: "', '") + "'"
        } else {
            return
        }
        diagnostics.append(
            Diagnostic(
                .markerWithRequirements(name, reason: reason), path: source.path, range: marker.attributeRange,
                fixIts: [FixIt(.removeDirective("@marker"), range: marker.attributeRange, replacement: "")]))
    }

    /// A standard protocol's requirements are not isolated to a global actor, so a client isolated to one (whose
    /// doubles implement its members in that isolation) must re-declare them `nonisolated`, or the doubles' conformance
    /// would cross into the actor's isolation: reported at the member, with a fix-it that writes `nonisolated`.
    private mutating func checkIsolatedStandardRequirements(
        of client: ClientModel,
        inheriting types: [TypeSyntax],
        in source: SourceFile
    ) {
        for type in types {
            guard let name = Self.standardName(of: type), let requirements = Self.knownRequirementNames[name],
                Self.knownRequirements[name] != nil
            else {
                continue
            }
            for member in client.members
            where member.role == .inheritedRequirement && requirements.contains(member.name.base)
                && !member.modifiers.contains(where: \.isNonisolated)
            {
                diagnostics.append(
                    Diagnostic(
                        .isolatedInheritedRequirement(member.name.base, protocol: name), path: source.path,
                        range: member.nameRange,
                        fixIts: [
                            FixIt(
                                .insertModifier("nonisolated"),
                                range: .empty(at: Self.keywordStart(of: member, in: source)),
                                replacement: "nonisolated ")
                        ]))
            }
        }
    }

    /// Where the keyword before a member's name (`var`, `func`) starts.
    private static func keywordStart(of member: MemberModel, in source: SourceFile) -> Int {
        var start = member.nameRange.start
        while start > 0, source.bytes[start - 1] == UInt8(ascii: " ") || source.bytes[start - 1] == 9 { start -= 1 }
        while start > 0, Lexer.isIdentifierContinuation(source.bytes[start - 1]) { start -= 1 }
        return start
    }

    /// Warns that the requirements of a protocol that is not a client of the run are invisible; for a standard
    /// protocol whose requirements clientgen knows, a note and a fix-it write the `@inherited` declarations.
    private mutating func reportInvisibleRequirements(
        of type: TypeSyntax,
        in client: ClientModel,
        source: SourceFile
    ) {
        var notes: [DiagnosticNote] = []
        var fixIts: [FixIt] = []
        if let name = Self.standardName(of: type), var lines = Self.knownRequirements[name] {
            // A client isolated to a global actor implements them nonisolated, as the protocol requires them.
            if !client.attributes.globalActors.isEmpty, let last = lines.indices.last {
                lines[last] = "nonisolated " + lines[last]
            }
            notes.append(
                DiagnosticNote(
                    .inheritedRequirement(lines.joined(separator: " ")), path: source.path, range: type.range))
            if let first = client.members.first {
                fixIts.append(.insertingLines(lines, before: first.declarationStart, in: source))
            }
        }
        diagnostics.append(
            Diagnostic(
                .invisibleInheritedRequirements(client.name, inherited: type.description), path: source.path,
                range: type.range, notes: notes, fixIts: fixIts))
    }

    /// Standard protocols whose requirements (static operators, initializers) no generated double or mock can meet.
    static let unimplementableProtocols: Set<String> = [
        "Equatable", "Hashable", "Comparable", "Codable", "Encodable", "Decodable",
    ]

    /// The name of a protocol written `Name` or `Swift.Name`.
    private static func standardName(of type: TypeSyntax) -> String? {
        guard let standard = type.standardName, standard.arguments == nil else { return nil }
        return standard.name
    }

    /// The clients of the run that `parents` inherit, transitively, each once, ancestors before their heirs; `false`
    /// when a chain comes back to a client already on it (or is too deep to follow).
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
