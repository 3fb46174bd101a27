/// The combinations of `#if` branches a struct client's endpoints have, from how their chains nest them
/// (``ConditionalLayout``): validation has bounded their number.
extension CombinationPlan {
    /// The combinations of the members with these conditions; `nil` when none is under `#if`.
    static func of(_ conditions: [CompilationCondition?]) -> CombinationPlan? {
        guard conditions.contains(where: { $0 != nil }) else { return nil }
        return combinations(ConditionalLayout.items(of: conditions)[...], then: [], chosen: [])
    }

    /// The combinations of `items`, then of each of the lists `rest` holds (the last first), each with the positions
    /// chosen so far: a chain opens one branch per clause (and an `#else` without its declarations when it has none).
    private static func combinations(
        _ items: ArraySlice<ConditionalItem>,
        then rest: [ArraySlice<ConditionalItem>],
        chosen: [Int]
    ) -> CombinationPlan {
        var items = items
        var rest = rest
        var chosen = chosen
        while true {
            guard let item = items.first else {
                guard let next = rest.popLast() else { return .endpoints(chosen) }
                items = next
                continue
            }
            items = items.dropFirst()
            switch item {
            case .declaration(let position):
                chosen.append(position)
            case .chain(let chain, let branches):
                let after = rest + [items]
                var planned = branches.indices.map { index in
                    CombinationBranch(
                        directive: ConditionalChainSyntax.directive(chain.clauses[index], at: index),
                        combinations: combinations(branches[index][...], then: after, chosen: chosen))
                }
                if !chain.hasElse {
                    planned.append(
                        CombinationBranch(
                            directive: "#else", combinations: combinations([], then: after, chosen: chosen)))
                }
                return .branches(planned)
            }
        }
    }
}
