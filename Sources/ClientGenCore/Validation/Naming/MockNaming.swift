/// Derives the stem of each member's mock properties (`forecast` → `forecastHandler`, `forecastCallCount`,
/// `forecastCalls`).
///
/// The rule, documented in Docs/SpecLanguage.md:
/// 0. A member with `@mockName(stem)` uses that stem.
/// 1. A member whose base name no other member shares uses its base name: `forecast`.
/// 2. Members sharing a base name append their argument labels, capitalized, skipping `_`: `fetch(id:)` → `fetchId`,
///    `fetch(name:)` → `fetchName`.
/// 3. If that still leaves two alike, they also append their parameter types: `fetch(_: Int)` → `fetchInt`.
/// Anything still alike is a collision the validator reports. A subscript's base name is `subscript` with its labels
/// (`subscript(metadataKey:)` → `subscriptMetadataKey`), and members in different branches of one `#if` chain do not
/// count as sharing a name.
///
/// Stems depend only on what the spec declares (names, labels, types and `@mockName`); ``DoubleNaming`` derives them
/// once the run is resolved, among every member a client's mock implements, its inherited ones included.
enum MockNaming {
    /// What naming needs to know of a member.
    struct Candidate {
        var baseName: String
        /// The argument labels, `_` left out.
        var labels: [String]
        /// The parameter types, spelt only for members whose labels leave them alike.
        var parameterTypes: [TypeSyntax]
        /// The stem `@mockName` chose, if any.
        var chosenStem: String?
        /// The `#if` branches the member is in: members of different branches of one chain never meet.
        var condition: CompilationCondition? = nil
    }

    /// One stem per member, in the same order.
    static func stems(for members: [Candidate]) -> [String] {
        var stems = members.map { $0.chosenStem ?? $0.baseName }
        var byName: [String: [Int]] = [:]
        for index in members.indices where members[index].chosenStem == nil {
            byName[members[index].baseName, default: []].append(index)
        }
        let isConditional = members.contains { $0.condition != nil }
        for index in members.indices {
            // Each group of members sharing a base name is handled once, at its first member.
            guard let group = byName[members[index].baseName], group.count > 1, group[0] == index else { continue }
            for member in group where !isConditional || meetsAnother(member, in: group, members) {
                stems[member] += members[member].labels.map(SwiftName.upperCamelCase).joined()
            }
            let byStem = Dictionary(grouping: group, by: { stems[$0] })
            for clashing in byStem.values where clashing.count > 1 {
                for member in clashing where !isConditional || meetsAnother(member, in: clashing, members) {
                    stems[member] += members[member].parameterTypes.map { typeSuffix($0.description) }.joined()
                }
            }
        }
        return stems
    }

    /// Whether another member of the group is compiled with this one: members in different branches of one `#if`
    /// chain (platform variants) keep their shorter names.
    private static func meetsAnother(_ member: Int, in group: [Int], _ members: [Candidate]) -> Bool {
        group.contains { other in
            other != member && !CompilationCondition.excludes(members[other].condition, members[member].condition)
        }
    }

    /// A type as part of a name: its identifiers, capitalized and joined (`[String: Int]` → `StringInt`).
    private static func typeSuffix(_ type: String) -> String {
        type.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
            .map { SwiftName.upperCamelCase(String($0)) }
            .joined()
    }
}

extension MockNaming.Candidate {
    /// A validated member, named among the members its client's mock implements.
    /// A subscript's names always say its labels (`subscriptMetadataKey`), as `subscript` alone says little.
    init(_ member: MemberModel) {
        let labels = member.parameters.compactMap(\.label)
        let isSubscript = member.isSubscript
        self.init(
            baseName: isSubscript ? member.name.base + labels.map(SwiftName.upperCamelCase).joined() : member.name.base,
            labels: isSubscript ? [] : labels, parameterTypes: member.parameters.map(\.type),
            chosenStem: member.mock?.chosenStem, condition: member.condition)
    }
}
