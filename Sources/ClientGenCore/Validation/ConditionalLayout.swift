/// Declarations arranged as their `#if` chains nest them, for what must be written once per combination of branches:
/// a struct client's memberwise initializer (Swift has no `#if` inside a parameter list) and its `noop`, which calls
/// it.
indirect enum ConditionalItem: Sendable {
    /// A declaration, by its position.
    case declaration(Int)
    /// An `#if` chain, with what each of its branches declares.
    case chain(ConditionalChain, branches: [[ConditionalItem]])
}

enum ConditionalLayout {
    /// The most initializers a struct client's conditional endpoints may need, one per combination of branches.
    static let maximumCombinations = 16

    /// The declarations with these conditions, in order, nested in their chains. A chain's declarations are
    /// contiguous, as a spec writes them.
    static func items(of conditions: [CompilationCondition?]) -> [ConditionalItem] {
        var items: [ConditionalItem] = []
        for (position, condition) in conditions.enumerated() {
            insert(position, under: condition?.branches[...] ?? [], into: &items)
        }
        return items
    }

    private static func insert(
        _ position: Int,
        under branches: ArraySlice<CompilationCondition.Branch>,
        into items: inout [ConditionalItem]
    ) {
        guard let branch = branches.first else {
            items.append(.declaration(position))
            return
        }
        var nested: [[ConditionalItem]]
        if case .chain(let chain, let existing) = items.last, chain === branch.chain {
            nested = existing
            items.removeLast()
        } else {
            nested = Array(repeating: [], count: branch.chain.clauses.count)
        }
        insert(position, under: branches.dropFirst(), into: &nested[branch.index])
        items.append(.chain(branch.chain, branches: nested))
    }

    /// Whether some combination of branches declares none of the items: they are all in chains, each without an
    /// `#else` or with a branch that can itself be empty.
    static func canBeEmpty(_ items: [ConditionalItem]) -> Bool {
        items.allSatisfy { item in
            guard case .chain(let chain, let branches) = item else { return false }
            return !chain.hasElse || branches.contains(where: canBeEmpty)
        }
    }

    /// How many combinations of branches the items have (a chain without `#else` also applies with none of its
    /// branches), or `limit + 1` once there are more than `limit`.
    static func combinations(of items: [ConditionalItem], limit: Int = maximumCombinations) -> Int {
        var total = 1
        for item in items {
            guard case .chain(let chain, let branches) = item else { continue }
            var alternatives = chain.hasElse ? 0 : 1
            for branch in branches {
                alternatives += combinations(of: branch, limit: limit)
                if alternatives > limit { return limit + 1 }
            }
            total *= alternatives
            if total > limit { return limit + 1 }
        }
        return total
    }
}
