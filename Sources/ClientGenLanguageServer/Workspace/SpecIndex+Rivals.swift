extension SpecIndex {
    /// How many specs claiming one name a spec is linted with, at most: the first ones in path order, since the
    /// first declaration of a name is the one each later one is reported against. A folder of a thousand copies of
    /// one spec costs an edit no more than one of sixteen.
    static let maximumRivalsPerName = 16

    /// The specs of `key`'s ``SpecGroup``, other than `key`, that claim one of `names`: those `clientgen lint` of
    /// the folder could report `key` against (a client declared twice, a generated name taken twice), or report
    /// for `key`'s sake. At most `limit` of them per name, the first in path order.
    func rivals(of key: String, claiming names: Set<String>, limit: Int = maximumRivalsPerName) -> Set<String> {
        guard let group = SpecGroup.folder(of: key) else { return [] }
        var found: Set<String> = []
        for name in names {
            guard let claimers = claiming[name], claimers.count > 1 || !claimers.contains(key) else { continue }
            let rivals = claimers.filter { $0 != key && SpecGroup.folder(of: $0) == group }
            found.formUnion(rivals.count > limit ? Set(rivals.sorted().prefix(limit)) : rivals)
        }
        return found
    }

    /// The specs whose diagnostics may change when `key`'s names change from `old` to `new`: those using a client
    /// it declares or declared (``dependents(of:declaring:)``), and its rivals for a name it claims or claimed.
    func affected(by key: String, from old: SpecNames?, to new: SpecNames?) -> Set<String> {
        let declared = (old?.declared ?? []).union(new?.declared ?? [])
        let claimed = (old?.claimed ?? []).union(new?.claimed ?? [])
        return dependents(of: key, declaring: declared).union(rivals(of: key, claiming: claimed, limit: .max))
    }
}
