import ClientGenCore

/// Writes the `#if` chains around a spec's members (or its client) as the Swift source had them: walking the members
/// in order, it opens, continues and closes chains where their branches change, so that `#elseif` and `#else` stay
/// what they were, and a clause with nothing a spec keeps is still written (empty) so that later clauses keep their
/// meaning.
struct ConditionWriter {
    /// The branches open at the current position, outermost first.
    private(set) var open: [ConditionBranch] = []

    /// How many chains are open: how far the next member is indented.
    var depth: Int { open.count }

    /// The directive lines that lead from the open branches to `target`, each with the depth it is indented at.
    mutating func transition(to target: [ConditionBranch]) -> [IndentedLine] {
        var shared = 0
        while shared < open.count, shared < target.count, open[shared] == target[shared] { shared += 1 }
        var lines: [IndentedLine] = []
        let continues =
            shared < open.count && shared < target.count && open[shared].chain == target[shared].chain
            && open[shared].index < target[shared].index
        lines += close(downTo: continues ? shared + 1 : shared)
        var level = shared
        if continues {
            for index in (open[shared].index + 1)...target[shared].index {
                lines.append(
                    IndentedLine(
                        depth: shared, text: ConditionalChainSyntax.directive(target[shared].clauses[index], at: index))
                )
            }
            open[shared] = target[shared]
            level += 1
        }
        for branch in target[level...] {
            for (index, clause) in branch.clauses.enumerated() {
                lines.append(IndentedLine(depth: open.count, text: ConditionalChainSyntax.directive(clause, at: index)))
            }
            open.append(branch)
        }
        return lines
    }

    /// Closes every open chain.
    mutating func finish() -> [IndentedLine] {
        close(downTo: 0)
    }

    private mutating func close(downTo level: Int) -> [IndentedLine] {
        var lines: [IndentedLine] = []
        while open.count > level {
            open.removeLast()
            lines.append(IndentedLine(depth: open.count, text: "#endif"))
        }
        return lines
    }

    /// A directive line and how many chains deep it is.
    struct IndentedLine: Equatable {
        var depth: Int
        var text: String
    }
}

extension ConditionWriter {
    /// The branches of members in order, with the separate blocks clientgen's generated code writes for the branches
    /// of one chain (`#if os(Linux)` … `#endif`, then `#if !os(Linux)` … `#endif`) joined back into that chain
    /// (`#else`), as its spec wrote it: a spec naming a member in both unrelated blocks would be an error.
    static func joiningGeneratedChains(_ paths: [[ConditionBranch]]) -> [[ConditionBranch]] {
        var joined: [Int: ConditionBranch] = [:]
        var previous: ConditionBranch?
        return paths.map { path in
            guard var first = path.first else {
                previous = nil
                return path
            }
            if let rewritten = joined[first.chain] {
                first = rewritten
            } else if let before = previous, before.chain != first.chain, first.clauses.count == 1,
                let condition = first.clauses[0],
                let continued = continuation(of: before, writtenAs: condition)
            {
                joined[first.chain] = continued
                first = continued
            }
            previous = first
            return [first] + path.dropFirst()
        }
    }

    /// The next branch of a chain whose generated block for it has this condition: `#else` for the negation of the
    /// chain's clauses (`!os(Linux)`), `#elseif B` for that followed by `&& B` (`!os(iOS) && os(macOS)`); `nil` for
    /// any other condition.
    static func continuation(of branch: ConditionBranch, writtenAs condition: String) -> ConditionBranch? {
        guard !branch.clauses.contains(nil) else { return nil }
        let negations = branch.clauses.compactMap { $0 }.map(ConditionalChainSyntax.negation).joined(separator: " && ")
        if condition == negations { return ConditionBranch(chain: branch.chain, clauses: branch.clauses + [nil]) }
        guard condition.hasPrefix(negations + " && ") else { return nil }
        var own = String(condition.dropFirst(negations.count + 4))
        if own.hasPrefix("("), own.hasSuffix(")"), ConditionalChainSyntax.isTerm("f" + own) {
            own = String(own.dropFirst().dropLast())
        } else if !ConditionalChainSyntax.isTerm(own) {
            return nil
        }
        return ConditionBranch(chain: branch.chain, clauses: branch.clauses + [own])
    }
}
