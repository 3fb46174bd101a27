/// Names that would clash once generated: repeated members, overloads for default values that shadow a member, and
/// mock properties shared by two members.
extension SpecValidator {
    mutating func checkCollisions(_ members: [MemberModel], decls: [MemberDecl], client: String) {
        var signatures: [String: Int] = [:]
        var unique: [Int] = []
        for (index, member) in members.enumerated() {
            let key =
                Self.signatureKey(of: member, keeping: member.parameters.indices)
                + " -> " + (member.resultType?.description ?? "Void")
            if let first = signatures[key] {
                diagnostics.report(
                    .duplicateMember(member.displayName, client: client), at: decls[index].name.range,
                    notes: [
                        diagnostics.note(
                            "'\(members[first].displayName)' is first declared here",
                            at: decls[first].name.range)
                    ])
            } else {
                signatures[key] = index
                unique.append(index)
            }
        }
        // A repeated member is reported once; its overloads and mock names would only repeat the news.
        checkOverloads(unique.map { members[$0] }, decls: unique.map { decls[$0] })
        checkMockNames(unique.map { members[$0] }, decls: unique.map { decls[$0] })
    }

    /// The name and parameter labels and types of a member (or of an overload keeping some of its parameters).
    private static func signatureKey(of member: MemberModel, keeping indices: some Sequence<Int>) -> String {
        guard case .function(let function) = member.kind else { return member.name }
        return member.name + "(" + indices.map { signatureKey(function.parameters[$0]) }.joined(separator: ",") + ")"
    }

    private mutating func checkOverloads(_ members: [MemberModel], decls: [MemberDecl]) {
        var owners: [String: Int] = [:]
        for (index, member) in members.enumerated() {
            owners[Self.signatureKey(of: member, keeping: member.parameters.indices)] = index
        }
        for (index, member) in members.enumerated() {
            guard case .function(let function) = member.kind else { continue }
            for kept in function.overloads {
                let key = Self.signatureKey(of: member, keeping: kept)
                if let owner = owners[key], owner != index {
                    let overload =
                        member.name + "("
                        + kept.map { (function.parameters[$0].label ?? "_") + ":" }
                        .joined() + ")"
                    diagnostics.report(
                        .overloadCollision(
                            member.displayName, overload: overload,
                            other: members[owner].displayName),
                        at: decls[index].name.range,
                        notes: [
                            diagnostics.note(
                                "'\(members[owner].displayName)' is declared here",
                                at: decls[owner].name.range)
                        ])
                } else {
                    owners[key] = index
                }
            }
        }
    }

    /// The mock declares, per member, the member itself and its handler, call count and calls; all must be unique.
    private mutating func checkMockNames(_ members: [MemberModel], decls: [MemberDecl]) {
        var owners: [String: Int] = [:]
        for (index, member) in members.enumerated() where owners[member.name] == nil {
            owners[member.name] = index
        }
        for (index, member) in members.enumerated() {
            let names = [member.mock.handler, member.mock.callCount] + (member.mock.calls.map { [$0] } ?? [])
            for name in names {
                if let owner = owners[name], owner != index {
                    diagnostics.report(
                        .mockNameCollision(member.displayName, other: members[owner].displayName, name: name),
                        at: decls[index].name.range,
                        notes: [
                            diagnostics.note(
                                "'\(members[owner].displayName)' is declared here",
                                at: decls[owner].name.range)
                        ])
                } else {
                    owners[name] = index
                }
            }
        }
    }
}
