/// What a client inherits from protocols that are not clients of the run: standard protocols whose requirements
/// clientgen knows, markers without requirements (`@marker`), and any other, whose requirements a spec re-declares
/// with `@inherited` or the doubles would not implement.
extension RunResolver {
    /// Protocols without requirements a double or mock would have to implement.
    package static let requirementFreeProtocols: Set<String> = [
        "Sendable", "AnyObject", "SendableMetatype", "BitwiseCopyable", "Copyable", "Escapable", "Error",
        // An actor's executor requirement is met by every actor, which its doubles and mock are.
        "Actor",
        // Observation's: an `@Observable` class is the live value of many SwiftUI clients.
        "Observable",
    ]

    /// The requirements of standard protocols a client may refine, as a spec re-declares them with `@inherited`.
    static let knownRequirements: [String: [String]] = [
        "CustomStringConvertible": ["@inherited", "@placeholder(\"\")", "var description: String { get }"],
        "CustomDebugStringConvertible": ["@inherited", "@placeholder(\"\")", "var debugDescription: String { get }"],
    ]

    /// The names of the requirements of standard protocols a client may refine, by the protocol's name: declared by
    /// the client (marked `@inherited` or not), they are implemented by its doubles and mock.
    package static let knownRequirementNames: [String: [String]] = [
        "CustomStringConvertible": ["description"], "CustomDebugStringConvertible": ["debugDescription"],
        "Identifiable": ["id"], "RawRepresentable": ["rawValue", "init"],
    ]

    /// Warns about the protocols a client inherits that are not clients of the run, whose requirements clientgen
    /// cannot see and so the doubles and mock would not implement unless the spec declares them: a standard protocol
    /// whose requirements clientgen knows, when the client does not declare them all (marked `@inherited` or not); any
    /// other, when no member of the client is marked `@inherited` (what says that it declares a parent's
    /// requirements). `@marker P` says that `P` has none.
    mutating func checkInvisibleRequirements(
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
        if !client.attributes.globalActors.isEmpty {
            checkIsolatedStandardRequirements(of: client, inheriting: types, in: source)
        }
    }

    /// Reports `@marker` on a protocol clientgen knows has requirements: a client of the run, or a standard protocol
    /// with requirements, with a fix-it that removes the attribute.
    mutating func checkMarker(_ marker: MarkerParent, of client: ClientModel, in source: SourceFile) {
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
    /// doubles implement its members in that isolation) must declare them `nonisolated`, `@inherited` or not, or the
    /// doubles' conformance would cross into the actor's isolation: reported at the member, with a fix-it that writes
    /// `nonisolated`.
    private mutating func checkIsolatedStandardRequirements(
        of client: ClientModel,
        inheriting types: [TypeSyntax],
        in source: SourceFile
    ) {
        for type in types {
            guard let name = Self.standardName(of: type), let requirements = Self.knownRequirementNames[name] else {
                continue
            }
            for member in client.members
            where requirements.contains(member.name.base) && !member.modifiers.contains(where: \.isNonisolated) {
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
        if case .initializer = member.scope { return start }  // `init` is both.
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
    package static let unimplementableProtocols: Set<String> = [
        "Equatable", "Hashable", "Comparable", "Codable", "Encodable", "Decodable",
    ]

    /// The name of a protocol written `Name` or `Swift.Name`.
    static func standardName(of type: TypeSyntax) -> String? {
        guard let standard = type.standardName, standard.arguments == nil else { return nil }
        return standard.name
    }
}
