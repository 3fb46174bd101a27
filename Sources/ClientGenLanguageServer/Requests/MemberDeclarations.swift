import ClientGenCore

/// What one member of a spec becomes, picked from the code the generator writes for its spec (with its context):
/// the protocol's requirement (or, for a struct client, the endpoint), and the mock's (or the recorder's) handler,
/// call count and recorded calls. Taking it from the generated file itself means the hover shows exactly what
/// `generate` writes.
struct MemberDeclarations {
    /// One declaration and the type it is declared in.
    struct Part {
        /// `protocol WeatherClient`, `MockWeatherClient`, `` protocol `Type` ``: as the generated file spells it.
        var owner: String
        /// The declaration's lines, with its doc comment.
        var lines: [Substring]
    }

    /// The parts, in the order the generated file has them.
    var parts: [Part]

    /// What member `memberIndex` of the spec's client `client` becomes; `nil` when the spec has errors (nothing is
    /// generated) or the member is not found. `occurrence` tells namesakes apart: clients of one name in the branches of
    /// an `#if` chain, counted in the order the spec declares them.
    init?(of snapshot: SpecSnapshot, client name: String, occurrence: Int = 0, memberIndex: Int) {
        let generator = ClientGenerator(artifacts: [.interface, .mock])
        let result = generator.generate([snapshot.source], context: snapshot.context)
        guard let file = result.files.first,
            let client = generator.analyze([snapshot.source], context: snapshot.context).models
                .flatMap(\.clients).filter({ $0.name == name }).element(at: occurrence),
            client.members.indices.contains(memberIndex)
        else { return nil }
        let code = GeneratedCode(file.contents)
        let member = client.members[memberIndex]
        switch client.style {
        case .protocol:
            parts = Self.protocolParts(of: member, at: memberIndex, in: client, occurrence: occurrence, code: code)
        case .struct:
            parts = Self.structParts(of: member, in: client, occurrence: occurrence, code: code)
        }
    }

    /// The requirement (the protocol declares every member but the `@inherited` ones, in order, after its type
    /// aliases) and the mock's state.
    private static func protocolParts(
        of member: MemberModel,
        at index: Int,
        in client: ClientModel,
        occurrence: Int,
        code: GeneratedCode
    ) -> [Part] {
        var parts: [Part] = []
        let declared = client.members[..<index].filter { $0.role != .inheritedRequirement }.count
        if member.role != .inheritedRequirement,
            let protocolBlock = code.blocks(declaring: "protocol", named: client.name).element(at: occurrence)
        {
            let requirements = code.groups(in: protocolBlock).filter { group in
                !(group.last.map { $0.contains("typealias ") } ?? true)
            }
            if requirements.indices.contains(declared) {
                parts.append(Part(owner: "protocol \(SwiftName.escaped(client.name))", lines: requirements[declared]))
            }
        }
        let mockBlock =
            (code.blocks(declaring: "class", named: client.names.mock)
            + code.blocks(declaring: "actor", named: client.names.mock)).element(at: occurrence)
        if let mockBlock, let names = member.mockNames {
            for name in names.all {
                // Members in other branches of an `#if` chain have properties of the same names before this one's.
                let earlier = client.members[..<index].filter { $0.mockNames?.all.contains(name) == true }.count
                if let lines = code.property(named: name, in: mockBlock, occurrence: earlier) {
                    parts.append(Part(owner: client.names.mock, lines: lines))
                }
            }
        }
        return parts
    }

    /// The endpoint's property, and the recorder's call count and calls.
    private static func structParts(
        of member: MemberModel,
        in client: ClientModel,
        occurrence: Int,
        code: GeneratedCode
    ) -> [Part] {
        var parts: [Part] = []
        if let structBlock = code.blocks(declaring: "struct", named: client.name).element(at: occurrence),
            let lines = code.property(named: member.name.base, in: structBlock)
        {
            parts.append(Part(owner: "struct \(SwiftName.escaped(client.name))", lines: lines))
        }
        let sections = code.blocks(declaring: "extension", named: client.name).compactMap { block in
            code.section(marked: member.name.base, in: block)
        }
        if let section = sections.element(at: occurrence) {
            for lines in code.visibleProperties(in: section) {
                parts.append(Part(owner: "\(SwiftName.escaped(client.name)).Calls", lines: lines))
            }
        }
        return parts
    }

    /// The parts as Swift, each under a comment naming its type.
    var swift: String {
        parts.map { part in (["// \(part.owner)"] + part.lines.map(String.init)).joined(separator: "\n") }
            .joined(separator: "\n\n")
    }
}

extension MockMemberNames {
    /// The names of the mock's properties for the member, in the order the mock declares them.
    fileprivate var all: [String] {
        [handler, callCount, calls, assignments].compactMap { $0 }
    }
}

extension Array {
    /// The element at `index`, or `nil` past the end.
    fileprivate func element(at index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
