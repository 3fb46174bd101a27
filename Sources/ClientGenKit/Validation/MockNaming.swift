/// Derives the stem of each member's mock properties (`forecast` → `forecastHandler`, `forecastCallCount`,
/// `forecastCalls`).
///
/// The rule, documented in Docs/SpecLanguage.md:
/// 1. A member whose base name no other member shares uses its base name: `forecast`.
/// 2. Members sharing a base name append their argument labels, capitalized, skipping `_`: `fetch(id:)` → `fetchId`,
///    `fetch(name:)` → `fetchName`.
/// 3. If that still leaves two alike, they also append their parameter types: `fetch(_: Int)` → `fetchInt`.
/// Anything still alike is a collision the validator reports.
enum MockNaming {
    /// What naming needs to know of a member.
    struct Signature {
        var baseName: String
        var labels: [String?]
        var parameterTypes: [String]
    }

    /// One stem per signature, in the same order.
    static func stems(for signatures: [Signature]) -> [String] {
        var stems = signatures.map(\.baseName)
        let groups = Dictionary(grouping: signatures.indices, by: { signatures[$0].baseName })
        for indices in groups.values where indices.count > 1 {
            for index in indices {
                stems[index] =
                    signatures[index].baseName
                    + signatures[index].labels.compactMap { $0 }
                    .map(SwiftName.upperCamelCase).joined()
            }
            let byStem = Dictionary(grouping: indices, by: { stems[$0] })
            for clashing in byStem.values where clashing.count > 1 {
                for index in clashing {
                    stems[index] += signatures[index].parameterTypes.map(typeSuffix).joined()
                }
            }
        }
        return stems
    }

    /// A type as part of a name: its identifiers, capitalized and joined (`[String: Int]` → `StringInt`).
    private static func typeSuffix(_ type: String) -> String {
        type.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
            .map { SwiftName.upperCamelCase(String($0)) }
            .joined()
    }
}
