import ClientGenCore
import LanguageServerBase

/// The workspace folders: their specs read from disk when the client gives them, and forgotten when it takes them
/// away.
extension SpecWorkspace {
    /// Takes the folders (absolute paths) for workspace folders before their specs are read: a document opened
    /// meanwhile is in the workspace, not outside it.
    func expectFolders(_ folders: [String]) {
        state.withLock { state in
            state.folders += folders.filter { !state.folders.contains($0) }
        }
    }

    /// Reads every spec under the folders (absolute paths) and adds them; the open documents are kept as they are.
    func addFolders(_ folders: [String]) {
        let loaded = load(Array(Set(folders.flatMap(files.specs))).sorted())
        state.withLock { state in
            state.folders += folders.filter { !state.folders.contains($0) }
            Self.file(loaded, in: &state)
        }
    }

    /// Reads specs from disk, concurrently; those that cannot be read are left out.
    func load(_ paths: [String]) -> [Loaded] {
        paths.concurrentMap { [files] path in
            files.read(path).map { bytes in
                Loaded(key: path, lines: LineIndex(bytes), names: SpecNames(SourceFile(path: path, bytes: bytes)))
            }
        }.compactMap { $0 }
    }

    /// Files specs read from disk, but not over the open documents; the names they had before, by key.
    @discardableResult
    static func file(_ loaded: [Loaded], in state: inout State) -> [String: SpecNames?] {
        var old: [String: SpecNames?] = [:]
        for spec in loaded where state.specs[spec.key]?.isOpen != true {
            state.specs[spec.key] = WorkspaceSpec(
                uri: state.specs[spec.key]?.uri ?? FileURI.uri(fromPath: spec.key), lines: spec.lines)
            old[spec.key] = state.index.update(spec.key, names: spec.names)
        }
        return old
    }

    /// Forgets the specs under the folders that are not open and no remaining folder holds (a nested folder's specs
    /// stay while the outer one is there); the open specs whose diagnostics may change.
    func removeFolders(_ folders: [String]) -> [String] {
        state.withLock { state in
            state.folders.removeAll { folders.contains($0) }
            var changed: Set<String> = []
            var rivals: Set<String> = []
            for (key, spec) in state.specs where !spec.isOpen {
                guard Self.isUnder(folders, key), !Self.isUnder(state.folders, key) else { continue }
                state.specs[key] = nil
                let old = state.index.update(key, names: nil)
                changed.formUnion(old?.declared ?? [])
                rivals.formUnion(state.index.rivals(of: key, claiming: old?.claimed ?? [], limit: .max))
            }
            let dependents = state.index.dependents(of: "", declaring: changed).union(rivals)
            return dependents.filter { state.specs[$0]?.isOpen == true }.sorted()
        }
    }

    /// Whether a path is inside one of the folders.
    static func isUnder(_ folders: [String], _ path: String) -> Bool {
        folders.contains { path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
    }

    /// A spec read from disk, before it is filed.
    struct Loaded: Sendable {
        var key: String
        var lines: LineIndex
        var names: SpecNames
    }
}
