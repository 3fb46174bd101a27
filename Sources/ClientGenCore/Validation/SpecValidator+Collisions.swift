/// Names that would clash once generated: repeated members, overloads for default values that shadow a member, and
/// mock properties shared by two members.
extension SpecValidator {
    mutating func checkCollisions(_ members: [MemberModel], decls: [MemberDecl], client: String) {
        // Declarations can only clash within a base name, and most clients repeat none: signatures are spelt out only
        // for the members that share one.
        var byName: [String: [Int]] = [:]
        for index in members.indices { byName[members[index].name.base, default: []].append(index) }
        var repeated: Set<Int> = []
        for index in members.indices {
            guard let group = byName[members[index].name.base], group.count > 1, group[0] == index else { continue }
            repeated.formUnion(checkSharedName(group, members, decls: decls, client: client))
        }
        // A repeated member is reported once; its mock names would only repeat the news.
        checkMockNames(members.indices.filter { !repeated.contains($0) }, members, decls: decls)
    }

    /// Checks the members sharing one base name for repeats and for overloads that shadow one another, returning the
    /// repeated members.
    private mutating func checkSharedName(
        _ group: [Int],
        _ members: [MemberModel],
        decls: [MemberDecl],
        client: String
    ) -> [Int] {
        var signatures: [String: Int] = [:]
        var unique: [Int] = []
        var repeated: [Int] = []
        for index in group {
            let member = members[index]
            let key = Self.signatureKey(of: member) + " -> " + (member.resultType?.description ?? "Void")
            if let first = signatures[key] {
                reportClash(
                    .duplicateMember(member.name.description, client: client), decls[index], decls[first],
                    note: .firstDeclaredHere(members[first].name.description))
                repeated.append(index)
            } else {
                signatures[key] = index
                unique.append(index)
            }
        }
        checkOverloads(unique, members, decls: decls)
        return repeated
    }

    /// The scope, name, generic signature and parameter labels and types of a member (or of an overload taking some
    /// of its parameters). Overloads that differ only in their generic constraints are different declarations, and so
    /// are a static member and an instance member of one signature.
    private static func signatureKey(of member: MemberModel, taking parameters: [ParameterModel]? = nil) -> String {
        let scope = member.scope == .static ? "static " : ""
        guard case .function(let function) = member.kind else { return scope + member.name.base }
        let taken = parameters ?? function.parameters
        return scope + member.name.base + genericKey(of: function) + "("
            + taken.map(signatureKey).joined(separator: ",") + ")"
    }

    private static func genericKey(of function: FunctionModel) -> String {
        guard !function.genericParameters.isEmpty || !function.requirements.isEmpty else { return "" }
        let parameters = function.genericParameters.map { $0.name + ":" + ($0.constraint?.description ?? "") }
        let requirements = function.requirements.map { requirement in
            requirement.left.description + (requirement.relation == .sameType ? "==" : ":")
                + requirement.right.description
        }
        return "<" + parameters.joined(separator: ",") + " where " + requirements.joined(separator: ",") + ">"
    }

    private mutating func checkOverloads(_ indices: [Int], _ members: [MemberModel], decls: [MemberDecl]) {
        var owners: [String: Int] = [:]
        for index in indices {
            owners[Self.signatureKey(of: members[index])] = index
        }
        for index in indices {
            let member = members[index]
            guard case .function(let function) = member.kind else { continue }
            for overload in function.overloads {
                let kept = overload.keptParameters(of: function.parameters)
                let key = Self.signatureKey(of: member, taking: kept)
                guard let owner = owners[key], owner != index else {
                    owners[key] = index
                    continue
                }
                let other = members[owner].name.description
                let message = DiagnosticMessage.overloadCollision(
                    member.name.description,
                    overload: MemberName(base: member.name.base, labels: kept.map(\.label))
                        .description, other: other)
                reportClash(message, decls[index], decls[owner], note: .declaredHere(other))
            }
        }
    }

    /// The mock declares, per member, the member itself and its handler, call count and calls; all must be unique.
    /// Two members whose names clash are reported once, with a fix-it that lets the spec choose a name.
    private mutating func checkMockNames(_ indices: [Int], _ members: [MemberModel], decls: [MemberDecl]) {
        for clash in MockNameClash.find(in: indices.map { members[$0] }) {
            let (index, owner) = (indices[clash.member], indices[clash.other])
            var (name, other) = (members[index].name.description, members[owner].name.description)
            if name == other {  // Overloads under the same labels: their parameters' types tell them apart.
                (name, other) = (Self.typedName(of: members[index]), Self.typedName(of: members[owner]))
            }
            diagnostics.report(
                .mockNameCollision(name, other: other, name: clash.name),
                at: decls[index].name.range,
                notes: [diagnostics.note(.declaredHere(other), at: decls[owner].name.range)],
                fixIts: [insertionFixIt("@mockName(<#name#>)", before: decls[index])])
        }
    }

    /// A function's name with its parameters' types, `fetch(_: [Int])`, for overloads that share their labels.
    private static func typedName(of member: MemberModel) -> String {
        guard case .function(let function) = member.kind else { return member.name.description }
        let parameters = function.parameters.map { ($0.label ?? "_") + ": " + $0.type.description }
        return member.name.base + "(" + parameters.joined(separator: ", ") + ")"
    }

    /// Reports a clash at one member's name, with a note at the member it clashes with.
    private mutating func reportClash(
        _ message: DiagnosticMessage, _ decl: MemberDecl, _ other: MemberDecl, note: NoteMessage
    ) {
        diagnostics.report(message, at: decl.name.range, notes: [diagnostics.note(note, at: other.name.range)])
    }
}

/// Two members whose mock members would share a name: the mock declares, per member, the member itself and its
/// handler, call count and calls.
struct MockNameClash: Equatable {
    /// The index of the member whose mock name clashes.
    var member: Int
    /// The index of the member that has the name (as its own, or as one of its mock members).
    var other: Int
    var name: String

    /// The clashes among members, each pair once, in order.
    static func find(in members: [MemberModel]) -> [MockNameClash] {
        var owners: [String: Int] = [:]
        owners.reserveCapacity(members.count * 4)
        for index in members.indices where owners[members[index].name.base] == nil {
            owners[members[index].name.base] = index
        }
        var clashes: [MockNameClash] = []
        // Only a member whose name starts with `_` can be named like the mock's private storage.
        let hasUnderscoredMember = members.contains { $0.name.base.utf8.first == UInt8(ascii: "_") }
        for index in members.indices {
            guard let names = members[index].mock?.names else { continue }
            var reported: Set<Int> = []
            for name in [names.handler, names.callCount, names.calls, names.assignments] {
                guard let name else { continue }
                // The mock keeps each in private storage named with a leading `_`, which a member may not be named.
                if hasUnderscoredMember, let owner = owners["_" + name], owner != index, reported.insert(owner).inserted
                {
                    clashes.append(MockNameClash(member: index, other: owner, name: "_" + name))
                }
                guard let owner = owners[name], owner != index else {
                    owners[name] = index
                    continue
                }
                if reported.insert(owner).inserted {
                    clashes.append(MockNameClash(member: index, other: owner, name: name))
                }
            }
        }
        return clashes
    }
}
