/// `#if` chains in random specs: around members of a client's body and around whole clients, with `#elseif` and
/// `#else` clauses, nested, names repeated in clauses that exclude each other (valid) and, now and then, under
/// unrelated conditions (which lint must reject).
extension RandomSpecGenerator {
    /// Compilation conditions, some true where the compile check runs (Linux, a debug build) and some false, so that
    /// some specs compile a chain's first clause and others its `#elseif` or `#else`.
    static let conditions = [
        "os(Linux)", "!os(Linux)", "os(Windows)", "!os(Windows)", "DEBUG", "!DEBUG", "canImport(Darwin)",
        "canImport(Glibc)", "compiler(>=6.0)", "os(macOS) || os(iOS)", "DEBUG && !os(Windows)",
        "(os(Linux) || os(Android)) && !CLIENTGEN_RANDOM_FLAG", "CLIENTGEN_RANDOM_FLAG",
    ]

    /// A chain: `#if` and up to two `#elseif` clauses, sometimes an `#else`, each holding what `body` writes for its
    /// clause (numbered from 0), indented.
    mutating func conditionalChain(_ body: (inout Self, _ clause: Int) -> [String]) -> [String] {
        let conditionCount = int(1...3)
        let clauseCount = conditionCount + (chance(0.4) ? 1 : 0)
        var lines: [String] = []
        for clause in 0..<clauseCount {
            let condition = pick(Self.conditions)
            lines.append(
                clause == 0 ? "#if \(condition)" : clause < conditionCount ? "#elseif \(condition)" : "#else")
            lines += body(&self, clause).map { $0.isEmpty ? $0 : "    " + $0 }
        }
        return lines + ["#endif"]
    }

    /// Members under a chain. Every clause starts from the names declared before the chain, so clauses may declare
    /// the same names (and often do, taking those of earlier clauses); after the chain, all of them are taken. Now and
    /// then a chain may take again the names of an earlier, unrelated chain of the client: lint must reject that.
    mutating func conditionalMembers(
        _ context: MemberContext,
        usedNames: inout Set<String>,
        functionNames: inout [String],
        hasNoop: inout Bool,
        depth: Int
    ) -> [String] {
        let outerReusable = reusableNames
        defer { reusableNames = outerReusable }
        let repeatsUnrelated = depth == 0 && chance(0.05) && !conditionalNames.isEmpty
        let base = repeatsUnrelated ? usedNames.subtracting(conditionalNames) : usedNames
        let unrelated = repeatsUnrelated ? conditionalNames.sorted() : []
        var all = usedNames
        var earlierClauses: [String] = []
        let lines = conditionalChain { generator, _ in
            var names = base
            generator.reusableNames = unrelated + earlierClauses
            var lines: [String] = []
            for _ in 0..<generator.int(1...2) {
                lines +=
                    depth < 1 && generator.chance(0.15)
                    ? generator.conditionalMembers(
                        context, usedNames: &names, functionNames: &functionNames, hasNoop: &hasNoop,
                        depth: depth + 1)
                    : generator.member(
                        context, usedNames: &names, functionNames: &functionNames, hasNoop: &hasNoop)
            }
            earlierClauses += names.subtracting(base).subtracting(earlierClauses).sorted()
            all.formUnion(names)
            return lines
        }
        conditionalNames.formUnion(all.subtracting(usedNames))
        usedNames = all
        return lines
    }

    /// Clients under a chain: every clause declares the same one or two clients (one per platform, as clauses that
    /// exclude each other may), the second of which may inherit or store the first; a clause may hold a nested chain
    /// of clients, which may use those of its clause.
    mutating func conditionalClients(
        prefix: String,
        index: inout Int,
        earlier: inout [EarlierClient],
        depth: Int
    ) -> [String] {
        let first = index
        let count = int(1...2)
        index += count
        let outer = blockPath
        defer { blockPath = outer }
        return conditionalChain { generator, _ in
            generator.blockCount += 1
            generator.blockPath = outer + [generator.blockCount]
            var lines: [String] = []
            for offset in 0..<count {
                lines += generator.client(named: "\(prefix)C\(first + offset)", earlier: &earlier) + [""]
            }
            if depth < 1, generator.chance(0.2) {
                lines += generator.conditionalClients(prefix: prefix, index: &index, earlier: &earlier, depth: 1)
            } else {
                lines.removeLast()
            }
            return lines
        }
    }
}
