/// Derives the stem of each member's mock properties (`forecast` → `forecastHandler`, `forecastCallCount`,
/// `forecastCalls`).
///
/// The rule, documented in Docs/SpecLanguage.md:
/// 1. A member whose base name no other member shares uses its base name: `forecast`.
/// 2. Members sharing a base name append their argument labels, capitalized, skipping `_`: `fetch(id:)` → `fetchId`,
///    `fetch(name:)` → `fetchName`.
/// 3. If that still leaves two alike, they also append their parameter types: `fetch(_: Int)` → `fetchInt`.
/// Anything still alike is a collision the validator reports.
///
/// Stems depend only on what the spec declares (names, labels and types), so they are derived from the declarations
/// before the members are validated.
enum MockNaming {
    /// One stem per member, in the same order.
    static func stems(for members: [MemberDecl]) -> [String] {
        var stems = members.map(\.name.name)
        var byName: [String: [Int]] = [:]
        for index in members.indices { byName[stems[index], default: []].append(index) }
        for index in members.indices {
            // Each group of members sharing a base name is handled once, at its first member.
            guard let group = byName[members[index].name.name], group.count > 1, group[0] == index else { continue }
            for member in group {
                stems[member] += parameters(of: members[member]).compactMap(\.label).map(SwiftName.upperCamelCase)
                    .joined()
            }
            let byStem = Dictionary(grouping: group, by: { stems[$0] })
            for clashing in byStem.values where clashing.count > 1 {
                for member in clashing {
                    stems[member] += parameters(of: members[member]).map { typeSuffix($0.type.description) }.joined()
                }
            }
        }
        return stems
    }

    private static func parameters(of member: MemberDecl) -> [Parameter] {
        if case .function(let function) = member.kind { return function.parameters }
        return []
    }

    /// A type as part of a name: its identifiers, capitalized and joined (`[String: Int]` → `StringInt`).
    private static func typeSuffix(_ type: String) -> String {
        type.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
            .map { SwiftName.upperCamelCase(String($0)) }
            .joined()
    }
}
