import LanguageServerBase

/// The specs read for a document opened outside every workspace folder (an editor started on one file, with no root
/// it recognizes): the specs of its ``SpecGroup``, read from disk when the first of them opens and forgotten when the
/// last closes, so that it is linted as `clientgen lint` lints its folder, and a parent declared in a sibling spec is
/// found.
extension SpecWorkspace {
    /// How many specs of a loose group are read at most, in path order: the folder of a spec opened outside the
    /// workspace may be anything, a download folder or a home.
    static let maximumLooseSpecs = 1_000

    /// Whether the server follows a spec's file: under a workspace folder, or in the group of an open document
    /// outside them.
    static func isKnown(_ key: String, in state: State) -> Bool {
        isUnder(state.folders, key) || (SpecGroup.folder(of: key).map(state.looseGroups.contains) ?? false)
    }

    /// Files an opened document's text (``setDocument(uri:lines:version:)``), first reading its group's specs when
    /// it is outside every workspace folder and its group is not read yet; the open specs to check again: it.
    func openDocument(uri: String, lines: LineIndex, version: Int) -> [String] {
        let key = SpecKey.of(uri: uri)
        if let group = SpecGroup.folder(of: key),
            state.withLock({ state in !Self.isKnown(key, in: state) && !state.looseGroups.contains(group) })
        {
            let ownFolder = key.lastIndex(of: "/").map { String(key[..<$0]) }
            let listed = group == ownFolder || group == "/" ? files.children(group) : files.specs(group)
            let paths = listed.filter { $0 != key && SpecGroup.folder(of: $0) == group }.sorted()
            let loaded = load(Array(paths.prefix(Self.maximumLooseSpecs)))
            state.withLock { state in
                guard state.looseGroups.insert(group).inserted else { return }
                Self.file(loaded, in: &state)
            }
        }
        return setDocument(uri: uri, lines: lines, version: version)
    }

    /// Forgets the specs of a loose group once no document of it is open (the one filed under `key` has just
    /// closed); the open specs whose diagnostics may change.
    func forgetLooseGroup(of key: String) -> [String] {
        guard let group = SpecGroup.folder(of: key) else { return [] }
        return state.withLock { state in
            guard state.looseGroups.contains(group),
                !state.specs.contains(where: { $0.value.isOpen && SpecGroup.folder(of: $0.key) == group })
            else { return [] }
            state.looseGroups.remove(group)
            var changed: Set<String> = []
            for key in state.specs.keys where SpecGroup.folder(of: key) == group && !Self.isKnown(key, in: state) {
                state.specs[key] = nil
                state.stale.remove(key)
                changed.formUnion(state.index.update(key, names: nil)?.declared ?? [])
            }
            return state.index.dependents(of: "", declaring: changed).filter { state.specs[$0]?.isOpen == true }
                .sorted()
        }
    }
}
