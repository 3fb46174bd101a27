/// The names one generated type declares, each with what declares it, and the clashes among them: one check for
/// every name a mock or recorder adds to a client's members.
struct DoubleNameTable {
    /// Why the generated type declares a name of its own.
    enum GeneratedRole: Sendable {
        /// The mock's `reset()` (or `resetMock()`).
        case reset
        /// The mock's `static func resetStatics()` (or `resetMockStatics()`).
        case resetStatics
        /// A struct client's storage of an endpoint's closure: `_fetch`.
        case closureStorage
        /// A struct client's storage of its recorder: `_calls`.
        case recorderStorage
        /// A function or type the generated bodies call by name (`reportIssue`, `LockIsolated`), which a member of
        /// that name would hide from them.
        case calledByBodies
        /// `self`, through which the generated bodies call the members: a member named `self` is read in its place.
        case selfReference

        /// The member name that made the generated type take this name instead of its first choice: `reset` for
        /// `resetMock`.
        var cause: String? {
            switch self {
            case .reset: "reset"
            case .resetStatics: "resetStatics"
            case .closureStorage, .recorderStorage, .calledByBodies, .selfReference: nil
            }
        }
    }

    private let members: [MemberModel]
    /// The member (by position) that has each name, the first to take it.
    private var owners: [String: Int] = [:]
    /// The other members that have a name, each in an `#if` branch that excludes the owner's (platform variants,
    /// whose mock declares the name once per branch); only for clients with such members.
    private var alternatives: [String: [Int]] = [:]
    /// Whether a member's name starts with `_`, the only ones storage names can clash with.
    private let hasUnderscoredMember: Bool
    private(set) var clashes: [DoubleNameClash] = []

    /// A table holding the members' own names.
    init(members: [MemberModel]) {
        self.members = members
        owners.reserveCapacity(members.count * 4)
        var hasUnderscoredMember = false
        for index in members.indices {
            let name = members[index].name.base
            if owners[name] == nil { owners[name] = index }
            hasUnderscoredMember = hasUnderscoredMember || name.utf8.first == UInt8(ascii: "_")
        }
        self.hasUnderscoredMember = hasUnderscoredMember
    }

    /// Declares the mock's (or recorder's) names for a member: its handler, call count, calls and assignments, each
    /// kept in storage named with a leading `_`. A clash is recorded once per pair of members.
    mutating func declare(_ member: MemberModel, of index: Int) {
        guard let names = member.mockNames else { return }
        var reported: [Int] = []
        for name in [names.handler, names.callCount, names.calls ?? "", names.assignments ?? ""] where !name.isEmpty {
            if hasUnderscoredMember, let owner = owners["_" + name], owner != index, !reported.contains(owner),
                !excludes(owner, index)
            {
                reported.append(owner)
                clashes.append(DoubleNameClash(declarer: index, role: nil, owner: owner, name: "_" + name))
            }
            guard let owner = owners[name], owner != index else {
                owners[name] = index
                continue
            }
            declareAlternative(name, of: index, owner: owner, reported: &reported)
        }
    }

    /// Declares a name another member has: a clash unless every member with the name is in an `#if` branch that
    /// excludes this one's.
    private mutating func declareAlternative(_ name: String, of index: Int, owner: Int, reported: inout [Int]) {
        let others = [owner] + (alternatives[name] ?? [])
        guard !others.contains(index) else { return }
        if let clashing = others.first(where: { !excludes($0, index) }) {
            if !reported.contains(clashing) {
                reported.append(clashing)
                clashes.append(DoubleNameClash(declarer: index, role: nil, owner: clashing, name: name))
            }
        } else {
            alternatives[name, default: []].append(index)
        }
    }

    /// Whether two members are in different branches of one `#if` chain, so never compiled together.
    private func excludes(_ first: Int, _ second: Int) -> Bool {
        CompilationCondition.excludes(members[first].condition, members[second].condition)
    }

    /// Declares the names the generated bodies call (``SpecValidator/namesGeneratedBodiesCall``), and `self`, which
    /// no member may take.
    mutating func declareNamesBodiesCall() {
        for member in members where SpecValidator.namesGeneratedBodiesCall.contains(member.name.base) {
            declare(member.name.base, .calledByBodies)
        }
        declare("self", .selfReference)
    }

    /// Declares a name the generated type has of its own, which no member may take.
    mutating func declare(_ name: String, _ role: GeneratedRole) {
        guard let owner = owners[name], members[owner].name.base == name else { return }
        clashes.append(DoubleNameClash(declarer: nil, role: role, owner: owner, name: name))
    }
}

/// A name two declarations of a generated type would share.
struct DoubleNameClash {
    /// The position of the member that declares the name a second time, through its mock names; `nil` when the
    /// generated type does, for `role`.
    var declarer: Int?
    var role: DoubleNameTable.GeneratedRole?
    /// The position of the member that has the name, as its own or as one of its mock members.
    var owner: Int
    var name: String
}
