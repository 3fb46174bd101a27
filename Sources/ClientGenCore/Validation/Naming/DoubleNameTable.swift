/// The names one generated type declares, each with what declares it, and the clashes among them: one check for
/// every name a mock or recorder adds to a client's members.
struct DoubleNameTable {
    /// What declares a name besides a member's own name.
    enum Declarer: Equatable {
        /// A member, through its mock (or recorder) properties and their storage.
        case member(Int)
        /// The generated type itself.
        case generated(GeneratedRole)
    }

    /// Why the generated type declares a name of its own.
    enum GeneratedRole: Equatable {
        /// The mock's `reset()` (or `resetMock()`).
        case reset
        /// The mock's `static func resetStatics()` (or `resetMockStatics()`).
        case resetStatics
        /// A struct client's storage of the closure of the endpoint at this position: `_fetch`.
        case closureStorage(of: Int)
        /// A struct client's storage of its recorder: `_calls`.
        case recorderStorage
        /// A function or type the generated bodies call by name (`reportIssue`, `LockIsolated`), which a member of
        /// that name would hide from them.
        case calledByBodies

        /// The member name that made the generated type take this name instead of its first choice: `reset` for
        /// `resetMock`.
        var cause: String? {
            switch self {
            case .reset: "reset"
            case .resetStatics: "resetStatics"
            case .closureStorage, .recorderStorage, .calledByBodies: nil
            }
        }

        /// What the name is for, as a message says it.
        func purpose(among members: [MemberModel]) -> String {
            switch self {
            case .reset: "the mock's method that forgets its handlers and calls"
            case .resetStatics: "the mock's method that forgets its static handlers and calls"
            case .closureStorage(let index): "the storage of the closure of '\(members[index].name.base)'"
            case .recorderStorage: "the storage of the recorder that 'recording(into:)' sets"
            case .calledByBodies: "a function or type its bodies call, which a member of that name would hide"
            }
        }
    }

    private let members: [MemberModel]
    /// The member (by position) or generated declaration that has each name, the first to take it.
    private var owners: [String: Int] = [:]
    /// Whether a member's name starts with `_`, the only ones storage names can clash with.
    private let hasUnderscoredMember: Bool
    private(set) var clashes: [DoubleNameClash] = []

    /// A table holding the members' own names.
    init(members: [MemberModel]) {
        self.members = members
        owners.reserveCapacity(members.count * 4)
        for index in members.indices where owners[members[index].name.base] == nil {
            owners[members[index].name.base] = index
        }
        hasUnderscoredMember = members.contains { $0.name.base.utf8.first == UInt8(ascii: "_") }
    }

    /// Declares the mock's (or recorder's) names for a member: its handler, call count, calls and assignments, each
    /// kept in storage named with a leading `_`. A clash is recorded once per pair of members.
    mutating func declare(_ member: MemberModel, of index: Int) {
        guard let names = member.mockNames else { return }
        var reported: Set<Int> = []
        for name in [names.handler, names.callCount, names.calls, names.assignments] {
            guard let name else { continue }
            if hasUnderscoredMember, let owner = owners["_" + name], owner != index, reported.insert(owner).inserted {
                clashes.append(DoubleNameClash(declarer: .member(index), owner: owner, name: "_" + name))
            }
            guard let owner = owners[name], owner != index else {
                owners[name] = index
                continue
            }
            if reported.insert(owner).inserted {
                clashes.append(DoubleNameClash(declarer: .member(index), owner: owner, name: name))
            }
        }
    }

    /// Declares the names the generated bodies call (``SpecValidator/namesGeneratedBodiesCall``), which no member
    /// may take.
    mutating func declareNamesBodiesCall() {
        guard members.contains(where: { SpecValidator.namesGeneratedBodiesCall.contains($0.name.base) }) else { return }
        for name in SpecValidator.namesGeneratedBodiesCall.sorted() { declare(name, .calledByBodies) }
    }

    /// Declares a name the generated type has of its own, which no member may take.
    mutating func declare(_ name: String, _ role: GeneratedRole) {
        guard let owner = owners[name], owner < members.count, members[owner].name.base == name else { return }
        clashes.append(DoubleNameClash(declarer: .generated(role), owner: owner, name: name))
    }
}

/// A name two declarations of a generated type would share.
struct DoubleNameClash: Equatable {
    /// What declares the name a second time.
    var declarer: DoubleNameTable.Declarer
    /// The position of the member that has the name, as its own or as one of its mock members.
    var owner: Int
    var name: String
}
