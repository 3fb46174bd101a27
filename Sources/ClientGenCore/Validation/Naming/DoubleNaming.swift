/// Chooses every name a client's generated mock (or a struct client's recorder) declares, once the run is resolved,
/// and checks them all at once: a member's handler, call count, recorded calls and assignments, the storage behind
/// them, `reset` and `resetStatics`, and a struct endpoint's closure storage.
///
/// Names depend on every member the mock implements, inherited ones included, so they are chosen here and nowhere
/// else; lowering spells what is decided. A clash is an error located at the client's own member (or, when only
/// inherited members are involved, at the client), with a fix-it: `@mockName` for a member whose mock names clash, a
/// rename for a member that takes a name the generated code declares.
///
/// A new kind of member names its generated declarations in ``DoubleNameTable/declare(_:of:)`` (what its mock or
/// recorder adds) and takes part in the one check below.
struct DoubleNaming {
    private(set) var diagnostics: [Diagnostic] = []

    /// The run's models, with the names of every client's mock and recorder chosen.
    mutating func name(_ models: [SpecModel]) -> [SpecModel] {
        var named = models
        for file in named.indices {
            for index in named[file].clients.indices {
                let client = named[file].clients[index]
                named[file].clients[index] =
                    client.style == .protocol
                    ? nameMock(of: client, in: named[file].source) : nameRecorder(of: client, in: named[file].source)
            }
        }
        return named
    }

    // MARK: Protocol clients: the mock

    /// The mock's names: each member's from its stem (see ``MockNaming``), `reset` (`resetMock` when a member takes
    /// `reset`) and `resetStatics` (`resetMockStatics`).
    private mutating func nameMock(of client: ClientModel, in source: SourceFile) -> ClientModel {
        var members = client.implementedMembers
        let stems = MockNaming.stems(for: members.map(MockNaming.Candidate.init))
        var doubleNames = DoubleNames()
        var hasStaticState = false
        for index in members.indices {
            let member = members[index]
            let names = MockMemberNames(
                stem: stems[index], recordsCalls: member.recordsCalls, assignment: member.mock?.assignment)
            members[index] = member.resolved { $0.names = names }
            if member.name.base == "reset" { doubleNames.reset = "resetMock" }
            if member.name.base == "resetStatics" { doubleNames.resetStatics = "resetMockStatics" }
            hasStaticState = hasStaticState || member.hasStaticState
        }
        var table = DoubleNameTable(members: members)
        for index in members.indices where !members[index].isMetByPlainInitializer {
            table.declare(members[index], of: index)
        }
        table.declare(doubleNames.reset, .reset)
        if hasStaticState { table.declare(doubleNames.resetStatics, .resetStatics) }
        table.declareNamesBodiesCall()
        let inherited = client.inheritedMembers.count
        report(table.clashes, among: members, ownStart: inherited, of: client, in: source)
        return client.named(
            members: Array(members[inherited...]), inheritedMembers: Array(members[..<inherited]),
            doubleNames: doubleNames)
    }

    // MARK: Struct clients: the recorder and the closure storage

    /// The recorder's names, each endpoint's stem being its name (unique among a struct's endpoints); the struct
    /// keeps each recorded closure in `_name`, and the recorder in `_calls`.
    private mutating func nameRecorder(of client: ClientModel, in source: SourceFile) -> ClientModel {
        var members = client.members
        var table = DoubleNameTable(members: members)
        var hasEndpoint = false
        for index in members.indices where members[index].role == .endpoint {
            let member = members[index]
            let names = MockMemberNames(stem: member.name.base, recordsCalls: member.recordsCalls)
            members[index] = member.resolved { $0.names = names }
            table.declare("_" + member.name.base, .closureStorage)
            hasEndpoint = true
        }
        if hasEndpoint { table.declare(DoubleNames.recorderStorage, .recorderStorage) }
        table.declareNamesBodiesCall()
        report(table.clashes, among: members, ownStart: 0, of: client, in: source)
        return client.named(members: members, inheritedMembers: [], doubleNames: DoubleNames())
    }

    // MARK: Reporting

    /// Reports each clash once, at the client's own member involved, or else at the client: a member whose mock names
    /// clash gets a fix-it that gives it a `@mockName`; one that takes a name the generated code declares, one that
    /// renames it.
    private mutating func report(
        _ clashes: [DoubleNameClash],
        among members: [MemberModel],
        ownStart: Int,
        of client: ClientModel,
        in source: SourceFile
    ) {
        for clash in clashes {
            let other = members[clash.owner]
            let message: DiagnosticMessage
            var located: MemberModel? = clash.owner >= ownStart ? other : nil
            var notes: [DiagnosticNote] = []
            var namesItself = false
            switch (clash.declarer, clash.role) {
            case (let index?, _) where index >= ownStart && clash.owner >= ownStart:
                let member = members[index]
                var (name, otherName) = (member.name.description, other.name.description)
                if name == otherName {  // Overloads under the same labels: their parameters' types tell them apart.
                    (name, otherName) = (member.typedName, other.typedName)
                }
                message = .mockNameCollision(name, other: otherName, name: clash.name)
                notes.append(DiagnosticNote(.declaredHere(otherName), path: source.path, range: other.nameRange))
                (located, namesItself) = (member, true)
            case (let index?, _):
                message = .inheritedMockNameCollision(
                    members[index].qualifiedName, other: other.qualifiedName, name: clash.name)
                // The client's own member takes names an inherited one has: a name of its own settles it.
                if index >= ownStart { (located, namesItself) = (members[index], true) }
            case (nil, let role):
                let role = role ?? .calledByBodies
                message = .generatedMemberCollision(other.qualifiedName, name: clash.name, role: role)
                // An inherited member has the name: the client's own member that made the mock take it is renamed.
                if located == nil, let cause = role.cause {
                    located = members[ownStart...].first { $0.name.base == cause }
                }
            }
            var fixIts: [FixIt] = []
            if let located {
                fixIts.append(
                    namesItself
                        ? .insertingDirective(.mockName("<#name#>"), before: located.declarationStart, in: source)
                        : FixIt(.renameMember(located.name.base), range: located.nameRange, replacement: "<#name#>"))
            }
            diagnostics.append(
                Diagnostic(
                    message, path: source.path, range: located?.nameRange ?? client.nameRange, notes: notes,
                    fixIts: fixIts))
        }
    }
}

/// The names a client's mock (or recorder) declares besides its members', chosen by ``DoubleNaming``.
struct DoubleNames: Sendable {
    /// `reset`, or `resetMock` when a member takes `reset`.
    var reset = "reset"
    /// `resetStatics`, or `resetMockStatics` when a member takes `resetStatics`.
    var resetStatics = "resetStatics"

    /// The stored property of a struct client that holds its recorder.
    static let recorderStorage = "_calls"
}

extension MemberModel {
    /// Whether the mock (or recorder) records the member's calls: it has a parameter the mock keeps.
    var recordsCalls: Bool {
        parameters.contains(where: \.isRecorded)
    }

    /// A function's name with its parameters' types, `fetch(_: [Int])`, for overloads that share their labels.
    var typedName: String {
        guard case .function(let function) = kind else { return name.description }
        var text = name.base + "("
        for (position, parameter) in function.parameters.enumerated() {
            text += (position == 0 ? "" : ", ") + (parameter.label ?? "_") + ": " + parameter.type.description
        }
        return text + ")"
    }
}
