/// Plans the forwarding overloads that stand in for default argument values, which protocol requirements cannot have.
///
/// `func forecast(for city: String, days: Int = 3)` becomes the requirement `forecast(for:days:)` plus an overload
/// `forecast(for:)` in a protocol extension that calls it with `days: 3`. Swift lets a caller omit any subset of the
/// defaulted arguments, so there is one overload per non-empty subset; when two subsets leave the same signature
/// (possible with unlabeled parameters), the one keeping earlier parameters wins, as Swift binds arguments left to
/// right.
enum DefaultOverloads {
    /// The most defaulted parameters one member may have: each adds a power of two of overloads.
    static let maximumDefaultedParameters = 6

    /// For each overload, the indices of the parameters it keeps, ordered by how many it omits and then by position.
    /// `signature` gives a key per parameter index (label and type) to detect overloads Swift could not tell apart.
    static func plan(defaulted: [Int], parameterCount: Int, signature: (Int) -> String) -> [[Int]] {
        guard !defaulted.isEmpty, defaulted.count <= maximumDefaultedParameters else { return [] }
        var candidates: [(omitted: Int, kept: [Int])] = []
        for mask in 1..<(1 << defaulted.count) {
            // Bit `i` of the mask omits the `i`-th defaulted parameter.
            var omitted = 0
            for bit in defaulted.indices where mask & (1 << bit) != 0 { omitted |= 1 << defaulted[bit] }
            candidates.append((mask.nonzeroBitCount, (0..<parameterCount).filter { omitted & (1 << $0) == 0 }))
        }
        candidates.sort { lhs, rhs in
            lhs.omitted != rhs.omitted ? lhs.omitted < rhs.omitted : lhs.kept.lexicographicallyPrecedes(rhs.kept)
        }
        let signatures = (0..<parameterCount).map(signature)
        var seen: Set<String> = []
        var overloads: [[Int]] = []
        for candidate in candidates {
            let key = candidate.kept.map { signatures[$0] }.joined(separator: ",")
            if seen.insert(key).inserted { overloads.append(candidate.kept) }
        }
        return overloads
    }
}
