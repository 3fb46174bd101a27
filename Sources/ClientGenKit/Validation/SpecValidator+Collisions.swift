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
                reportClash(
                    .duplicateMember(member.displayName, client: client), decls[index], decls[first],
                    note: "'\(members[first].displayName)' is first declared here")
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
                guard let owner = owners[key], owner != index else {
                    owners[key] = index
                    continue
                }
                let overload =
                    member.name + "(" + kept.map { (function.parameters[$0].label ?? "_") + ":" }.joined() + ")"
                let message = DiagnosticMessage.overloadCollision(
                    member.displayName, overload: overload, other: members[owner].displayName)
                reportClash(
                    message, decls[index], decls[owner],
                    note: "'\(members[owner].displayName)' is declared here")
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
            for name in [member.mock.handler, member.mock.callCount] + (member.mock.calls.map { [$0] } ?? []) {
                guard let owner = owners[name], owner != index else {
                    owners[name] = index
                    continue
                }
                let message = DiagnosticMessage.mockNameCollision(
                    member.displayName, other: members[owner].displayName, name: name)
                reportClash(
                    message, decls[index], decls[owner],
                    note: "'\(members[owner].displayName)' is declared here")
            }
        }
    }

    /// Reports a clash at one member's name, with a note at the member it clashes with.
    private mutating func reportClash(
        _ message: DiagnosticMessage, _ decl: MemberDecl, _ other: MemberDecl, note: String
    ) {
        diagnostics.report(message, at: decl.name.range, notes: [diagnostics.note(note, at: other.name.range)])
    }
}
