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
        models.map { model in
            var model = model
            model.clients = model.clients.map { name($0, in: model.source) }
            return model
        }
    }

    private mutating func name(_ client: ClientModel, in source: SourceFile) -> ClientModel {
        switch client.style {
        case .protocol: return nameMock(of: client, in: source)
        case .struct: return nameRecorder(of: client, in: source)
        }
    }

    // MARK: Protocol clients: the mock

    /// The mock's names: each member's from its stem (see ``MockNaming``), `reset` (`resetMock` when a member takes
    /// `reset`) and `resetStatics` (`resetMockStatics`).
    private mutating func nameMock(of client: ClientModel, in source: SourceFile) -> ClientModel {
        let members = client.implementedMembers
        let stems = MockNaming.stems(for: members.map(MockNaming.Candidate.init))
        let named = zip(members, stems).map { member, stem in
            member.resolved { resolution in
                resolution.names = MockMemberNames(
                    stem: stem, recordsCalls: member.recordsCalls, assignment: resolution.mock?.assignment)
            }
        }
        let takes = { (name: String) in members.contains { $0.name.base == name } }
        let doubleNames = DoubleNames(
            reset: takes("reset") ? "resetMock" : "reset",
            resetStatics: takes("resetStatics") ? "resetMockStatics" : "resetStatics")
        var table = DoubleNameTable(members: named)
        for index in named.indices where !named[index].isMetByPlainInitializer {
            table.declare(named[index], of: index)
        }
        table.declare(doubleNames.reset, .reset)
        table.declareNamesBodiesCall()
        if named.contains(where: \.hasStaticState) { table.declare(doubleNames.resetStatics, .resetStatics) }
        report(table.clashes, among: named, ownStart: client.inheritedMembers.count, of: client, in: source)
        let inherited = client.inheritedMembers.count
        return client.named(
            members: Array(named[inherited...]), inheritedMembers: Array(named[..<inherited]),
            doubleNames: doubleNames)
    }

    // MARK: Struct clients: the recorder and the closure storage

    /// The recorder's names, each endpoint's stem being its name (unique among a struct's endpoints); the struct
    /// keeps each recorded closure in `_name`, and the recorder in `_calls`.
    private mutating func nameRecorder(of client: ClientModel, in source: SourceFile) -> ClientModel {
        let members = client.members.map { member -> MemberModel in
            guard member.role == .endpoint else { return member }
            return member.resolved { resolution in
                resolution.names = MockMemberNames(stem: member.name.base, recordsCalls: member.recordsCalls)
            }
        }
        var table = DoubleNameTable(members: members)
        for index in members.indices where members[index].role == .endpoint {
            table.declare("_" + members[index].name.base, .closureStorage(of: index))
        }
        if members.contains(where: { $0.role == .endpoint }) {
            table.declare(DoubleNames.recorderStorage, .recorderStorage)
        }
        table.declareNamesBodiesCall()
        report(table.clashes, among: members, ownStart: 0, of: client, in: source)
        return client.named(members: members, inheritedMembers: [], doubleNames: DoubleNames())
    }

    // MARK: Reporting

    /// Reports each clash once: at the client's own member involved (the one whose generated names clash, when it is
    /// the client's), or else at the client.
    private mutating func report(
        _ clashes: [DoubleNameClash],
        among members: [MemberModel],
        ownStart: Int,
        of client: ClientModel,
        in source: SourceFile
    ) {
        for clash in clashes {
            let other = members[clash.owner]
            switch clash.declarer {
            case .member(let index) where index >= ownStart && clash.owner >= ownStart:
                let member = members[index]
                var (name, otherName) = (member.name.description, other.name.description)
                if name == otherName {  // Overloads under the same labels: their parameters' types tell them apart.
                    (name, otherName) = (member.typedName, other.typedName)
                }
                diagnostics.append(
                    Diagnostic(
                        .mockNameCollision(name, other: otherName, name: clash.name), path: source.path,
                        range: member.nameRange,
                        notes: [DiagnosticNote(.declaredHere(otherName), path: source.path, range: other.nameRange)],
                        fixIts: [
                            .insertingDirective(.mockName("<#name#>"), before: member.declarationStart, in: source)
                        ]))
            case .member(let index) where index >= ownStart:
                // The client's own member takes names an inherited one has: a name of its own settles it.
                diagnostics.append(
                    Diagnostic(
                        .inheritedMockNameCollision(
                            members[index].qualifiedName, other: other.qualifiedName, name: clash.name),
                        path: source.path, range: members[index].nameRange,
                        fixIts: [
                            .insertingDirective(
                                .mockName("<#name#>"), before: members[index].declarationStart, in: source)
                        ]))
            case .member(let index):
                // An inherited member's mock name is the client's own member's name, or another inherited member's.
                let located = clash.owner >= ownStart ? other : nil
                diagnostics.append(
                    Diagnostic(
                        .inheritedMockNameCollision(
                            members[index].qualifiedName, other: other.qualifiedName, name: clash.name),
                        path: source.path, range: located?.nameRange ?? client.nameRange,
                        fixIts: located.map { [.renamingMember($0, in: source)] } ?? []))
            case .generated(let role):
                // An inherited member that has the name: the client's own member that made the mock take it goes.
                let located =
                    clash.owner >= ownStart
                    ? other : role.cause.flatMap { name in members[ownStart...].first { $0.name.base == name } }
                diagnostics.append(
                    Diagnostic(
                        .generatedMemberCollision(
                            other.qualifiedName, name: clash.name, purpose: role.purpose(among: members)),
                        path: source.path, range: located?.nameRange ?? client.nameRange,
                        fixIts: located.map { [.renamingMember($0, in: source)] } ?? []))
            }
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
        let parameters = function.parameters.map { ($0.label ?? "_") + ": " + $0.type.description }
        return name.base + "(" + parameters.joined(separator: ", ") + ")"
    }
}

extension FixIt {
    /// A fix-it that renames a member, leaving a placeholder for its new name.
    static func renamingMember(_ member: MemberModel, in source: SourceFile) -> FixIt {
        FixIt(.renameMember(member.name.base), range: member.nameRange, replacement: "<#name#>")
    }
}
