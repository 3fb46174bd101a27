/// The mock of a client that inherits other clients implements their members too: every member is named again among
/// all of them, by the rule the spec's own members follow, and names that still clash are reported.
extension RunResolver {
    /// The inherited and own members, with mock names derived among all of them.
    struct NamedMembers {
        var inherited: [MemberModel]
        var own: [MemberModel]
    }

    mutating func renamingMocks(
        inherited: [MemberModel],
        own: [MemberModel],
        of client: ClientModel,
        in source: SourceFile
    ) -> NamedMembers {
        let all = inherited + own
        let stems = MockNaming.stems(for: all.map(MockNaming.Candidate.init))
        let renamed = zip(all, stems).map { member, stem -> MemberModel in
            guard let mock = member.mock, mock.names.stem != stem else { return member }
            return member.resolved { resolution in
                resolution.mock?.names = MockMemberNames(
                    stem: stem, recordsCalls: mock.names.calls != nil, assignment: mock.assignment)
            }
        }
        checkMockNames(renamed, ownCount: own.count, of: client, in: source)
        return NamedMembers(inherited: Array(renamed.prefix(inherited.count)), own: Array(renamed.suffix(own.count)))
    }

    /// Reports, once per pair, two members whose mock members would share a name, at the client's own member when one
    /// is involved, or else at the client.
    private mutating func checkMockNames(
        _ members: [MemberModel],
        ownCount: Int,
        of client: ClientModel,
        in source: SourceFile
    ) {
        let firstOwn = members.count - ownCount
        for clash in MockNameClash.find(in: members) {
            let range = clash.member >= firstOwn ? members[clash.member].nameRange : client.nameRange
            report(
                .inheritedMockNameCollision(
                    members[clash.member].qualifiedName, other: members[clash.other].qualifiedName, name: clash.name),
                at: range, in: source)
        }
    }
}
