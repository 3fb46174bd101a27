/// Declarations that would clash once generated: repeated members, and overloads for default values that shadow a
/// member. The names the mock adds are the naming pass's to check (``DoubleNaming``).
extension SpecValidator {
    /// Reports repeated members and clashing overloads, returning the positions of the repeated members.
    mutating func checkCollisions(_ members: [MemberModel], decls: [MemberDecl], client: String) -> Set<Int> {
        // Declarations can only clash within a base name, and most clients repeat none: signatures are spelt out only
        // for the members that share one.
        var byName: [String: [Int]] = [:]
        for index in members.indices { byName[members[index].name.base, default: []].append(index) }
        var repeated: Set<Int> = []
        for index in members.indices {
            guard let group = byName[members[index].name.base], group.count > 1, group[0] == index else { continue }
            repeated.formUnion(checkSharedName(group, members, decls: decls, client: client))
        }
        return repeated
    }

    /// Checks the members sharing one base name for repeats and for overloads that shadow one another, returning the
    /// repeated members.
    private mutating func checkSharedName(
        _ group: [Int],
        _ members: [MemberModel],
        decls: [MemberDecl],
        client: String
    ) -> [Int] {
        var signatures: [String: [Int]] = [:]
        var unique: [Int] = []
        var repeated: [Int] = []
        for index in group {
            let member = members[index]
            let key = Self.signatureKey(of: member) + " -> " + (member.resultType?.description ?? "Void")
            // Platform variants (`#if os(iOS)` … `#else` …) may repeat a member: only one of them is compiled.
            if let first = signatures[key]?.first(where: {
                !CompilationCondition.excludes(members[$0].condition, member.condition)
            }) {
                reportClash(
                    .duplicateMember(member.name.description, client: client), decls[index], decls[first],
                    note: .firstDeclaredHere(members[first].name.description))
                repeated.append(index)
            } else {
                signatures[key, default: []].append(index)
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
                let kept = overload.kept(function.parameters)
                let key = Self.signatureKey(of: member, taking: kept)
                guard let owner = owners[key], owner != index else {
                    owners[key] = index
                    continue
                }
                if CompilationCondition.excludes(members[owner].condition, member.condition) { continue }
                let other = members[owner].name.description
                let message = DiagnosticMessage.overloadCollision(
                    member.name.description,
                    overload: MemberName(base: member.name.base, labels: kept.map(\.label))
                        .description, other: other)
                reportClash(message, decls[index], decls[owner], note: .declaredHere(other))
            }
        }
    }

    /// Reports a clash at one member's name, with a note at the member it clashes with.
    private mutating func reportClash(
        _ message: DiagnosticMessage, _ decl: MemberDecl, _ other: MemberDecl, note: NoteMessage
    ) {
        diagnostics.report(message, at: decl.name.range, notes: [diagnostics.note(note, at: other.name.range)])
    }
}
