/// Suggestions for misspelt names ("did you mean …?"), shared by spec diagnostics and the command line.
package enum Spelling {
    /// The edit distance between two short strings, counting an insertion, a deletion, a substitution or a swap of
    /// neighbours as one edit (so `kye` is one edit from `key`); `limit + 1` as soon as it is known to exceed `limit`.
    package static func distance(_ lhs: String, _ rhs: String, limit: Int) -> Int {
        let lhs = Array(lhs.utf8)
        let rhs = Array(rhs.utf8)
        guard abs(lhs.count - rhs.count) <= limit else { return limit + 1 }
        var beforePrevious = [Int](repeating: 0, count: rhs.count + 1)
        var previous = Array(0...rhs.count)
        var current = [Int](repeating: 0, count: rhs.count + 1)
        for row in lhs.indices {
            current[0] = row + 1
            var rowMinimum = current[0]
            for column in rhs.indices {
                var cost = min(
                    previous[column] + (lhs[row] == rhs[column] ? 0 : 1), previous[column + 1] + 1, current[column] + 1)
                if row > 0, column > 0, lhs[row] == rhs[column - 1], lhs[row - 1] == rhs[column] {
                    cost = min(cost, beforePrevious[column - 1] + 1)
                }
                current[column + 1] = cost
                rowMinimum = min(rowMinimum, cost)
            }
            if rowMinimum > limit { return limit + 1 }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[rhs.count]
    }

    /// The candidate `name` abbreviates, or else the one closest to it within two edits (more for long names).
    package static func closest(to name: String, in candidates: [String]) -> String? {
        if name.count >= 2, let completion = candidates.first(where: { $0.hasPrefix(name) }) { return completion }
        let limit = max(2, name.count / 3)
        return candidates.map { ($0, distance($0, name, limit: limit)) }
            .filter { $0.1 <= limit }
            .min { $0.1 < $1.1 }?.0
    }
}
