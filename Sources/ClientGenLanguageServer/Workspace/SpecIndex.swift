import ClientGenCore

/// The names of every spec the server knows, by spec key, with the specs that declare each client name: kept up to
/// date one spec at a time, so that an edit costs the lexing of the edited spec and nothing else.
///
/// It answers the two questions diagnostics ask: which specs a spec is linted with (its context: the specs whose
/// clients its clients may inherit or store, as the build plugin gives each spec its relatives, and the specs of its
/// ``SpecGroup`` that claim a name it claims, which `clientgen lint` of its folder would report it against), and which
/// specs an edit may change the diagnostics of (its dependents).
struct SpecIndex: Sendable {
    /// Each spec's names, by key.
    private(set) var names: [String: SpecNames] = [:]
    /// The keys of the specs that declare each client name.
    private var declaring: [String: Set<String>] = [:]
    /// The keys of the specs that claim each name (``SpecNames/claimed``).
    var claiming: [String: Set<String>] = [:]
    /// Each spec's words (``SpecNames/words``), by key: what the scan for dependents reads of every spec, kept apart
    /// so that it copies one set a spec rather than all its names.
    private var words: [String: Set<String>] = [:]

    /// Sets (or, with `nil`, removes) a spec's names; the names it had before.
    @discardableResult
    mutating func update(_ key: String, names new: SpecNames?) -> SpecNames? {
        let old = names[key]
        Self.refile(key, from: old?.declared ?? [], to: new?.declared ?? [], in: &declaring)
        Self.refile(key, from: old?.claimed ?? [], to: new?.claimed ?? [], in: &claiming)
        names[key] = new
        words[key] = new?.words
        return old
    }

    /// Moves `key` from the entries of the names it no longer has to those of the names it now has.
    private static func refile(
        _ key: String,
        from old: Set<String>,
        to new: Set<String>,
        in entries: inout [String: Set<String>]
    ) {
        for name in old.subtracting(new) {
            entries[name]?.remove(key)
            if entries[name]?.isEmpty == true { entries[name] = nil }
        }
        for name in new.subtracting(old) { entries[name, default: []].insert(key) }
    }

    /// The specs that declare a client name, the one nearest to `key` first (`key` itself, then the one in the same
    /// folder, or sharing the most folders with it), then in path order. A spec's own clients are the ones its
    /// diagnostics resolve its names against.
    func declarers(of name: String, nearestTo key: String) -> [String] {
        guard let keys = declaring[name] else { return [] }
        return keys.sorted { left, right in
            if (left == key) != (right == key) { return left == key }
            let (leftShared, rightShared) = (Self.sharedFolders(left, key), Self.sharedFolders(right, key))
            return leftShared != rightShared ? leftShared > rightShared : left < right
        }
    }

    /// The specs whose clients `key`'s clients may inherit or store, transitively, in key order: for each name a spec
    /// uses that no spec reached so far declares, the declaring spec nearest to `key` among those `visible` to it. As
    /// the build plugin's relatives, a name in a comment adds nothing and a name used as anything else only adds a
    /// spec that is read and not needed.
    func context(of key: String, visible: SpecVisibility = .everything) -> [String] {
        guard let root = names[key] else { return [] }
        var resolved = root.declared
        var reached: Set<String> = [key]
        var pending = [root]
        while let current = pending.popLast() {
            for word in current.words where !resolved.contains(word) {
                guard let declarer = declarers(of: word, nearestTo: key).first(where: visible.contains),
                    reached.insert(declarer).inserted, let declared = names[declarer]
                else { continue }
                resolved.formUnion(declared.declared)
                pending.append(declared)
            }
        }
        return reached.union(rivals(of: key, claiming: root.claimed)).subtracting([key]).sorted()
    }

    /// The keys of the specs that use `word` outside comments and strings, in key order.
    func keys(using word: String) -> [String] {
        words.filter { $0.value.contains(word) }.map(\.key).sorted()
    }

    /// The specs whose diagnostics may change when the clients named `declared` change (are added, removed or
    /// edited): those that use one of the names without declaring it, and, transitively, those that use a client
    /// they declare. `key`, the spec that changed, is not among them.
    func dependents(of key: String, declaring declared: Set<String>) -> Set<String> {
        var found: Set<String> = []
        var wanted = declared
        var seen = declared
        // One scan of the specs per step of the chain of uses, for all the names of the step at once; each spec's
        // words are looked up in, not scanned: `wanted` holds a few names, a spec hundreds of words.
        while !wanted.isEmpty {
            var next: Set<String> = []
            for (other, otherWords) in words where other != key && !found.contains(other) {
                var usesUndeclared = false
                for name in wanted where otherWords.contains(name) {
                    usesUndeclared = !(names[other]?.declarations.contains { $0.name == name } ?? false)
                    if usesUndeclared { break }
                }
                guard usesUndeclared, let otherDeclared = names[other]?.declared else { continue }
                found.insert(other)
                for name in otherDeclared where seen.insert(name).inserted { next.insert(name) }
            }
            wanted = next
        }
        return found
    }

    /// Every client name some spec declares.
    var clientNames: [String] {
        declaring.keys.sorted()
    }

    /// How many leading folders two keys (paths) share.
    private static func sharedFolders(_ left: String, _ right: String) -> Int {
        let leftFolders = left.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        let rightFolders = right.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        return zip(leftFolders, rightFolders).prefix { $0 == $1 }.count
    }
}
