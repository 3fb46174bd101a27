import ClientGenCore
import LanguageServerBase

/// Every spec of the workspace: the files under its folders, read when the client initializes or says they changed,
/// and the open documents. Safe from any thread: the thread reading messages updates it, the one checking specs reads
/// snapshots of it.
///
/// Memory is bounded by the workspace: one entry per spec file, plus the open documents, each dropped (or put back to
/// its file's text) when closed.
final class SpecWorkspace: Sendable {
    struct State {
        var specs: [String: WorkspaceSpec] = [:]
        var index = SpecIndex()
        var folders: [String] = []
        /// The ``SpecGroup`` folders of the open documents outside every folder, whose specs are read with them.
        var looseGroups: Set<String> = []
        /// The open documents changed since the index last read their names: read when something needs the names,
        /// so that a burst of keystrokes is lexed once, not once a keystroke on the thread answering requests.
        var stale: Set<String> = []
    }

    /// How the server reaches files.
    let files: WorkspaceFiles
    let state = Locked(State())
    /// The types the packages' Swift files declare, which specs name.
    let swiftTypes: SwiftTypeIndex

    init(files: WorkspaceFiles) {
        self.files = files
        swiftTypes = SwiftTypeIndex(files: files)
    }

    /// The folder of the package whose Swift types the spec at `key` may name (``SwiftTypeIndex``), if any.
    func swiftPackage(ofSpecAt key: String) -> String? {
        swiftTypes.packageFolder(ofSpecAt: key, workspaceFolders: state.withLock { $0.folders })
    }

    /// The spec filed under `key`, if any.
    func spec(_ key: String) -> WorkspaceSpec? {
        state.withLock { $0.specs[key] }
    }

    /// The open spec's keys.
    var openKeys: [String] {
        state.withLock { $0.specs.filter(\.value.isOpen).map(\.key).sorted() }
    }

    /// How many specs the workspace holds, open or not.
    var count: Int {
        state.withLock { $0.specs.count }
    }

    /// How many specs the index holds names of: as many as the workspace holds specs.
    var indexedCount: Int {
        state.withLock { $0.index.names.count }
    }

    /// The open documents whose names the index has not read since they changed.
    var staleKeys: Set<String> {
        state.withLock { $0.stale }
    }

    /// Every client name a spec declares.
    var clientNames: [String] {
        state.withLock { $0.index.clientNames }
    }

    /// The client declarations of every spec whose names `include` accepts, in key order then in order in each spec,
    /// at most `limit` of them, each with its spec.
    func declarations(
        limit: Int,
        where include: (String) -> Bool
    ) -> [DeclaredClient] {
        state.withLock { state in
            var found: [DeclaredClient] = []
            for key in state.index.names.keys.sorted() {
                guard let spec = state.specs[key] else { continue }
                for declaration in state.index.names[key]?.declarations ?? [] where include(declaration.name) {
                    found.append(DeclaredClient(spec: spec, declaration: declaration))
                    if found.count == limit { return found }
                }
            }
            return found
        }
    }

    /// The specs that use `word` outside comments and strings, in key order, each with its key.
    func specs(using word: String) -> [KeyedSpec] {
        state.withLock { state in
            state.index.keys(using: word).compactMap { key in state.specs[key].map { KeyedSpec(key: key, spec: $0) } }
        }
    }

    /// Where a client name is declared: the declaring spec nearest to `key`'s, and the name's range in it. When
    /// `key` declares the name at `offset` (a client in one branch of an `#if` chain, say), that declaration itself.
    func declaration(
        of name: String,
        nearestTo key: String,
        at offset: Int? = nil
    ) -> (key: String, spec: WorkspaceSpec, range: SourceRange)? {
        state.withLock { state in
            for declarer in state.index.declarers(of: name, nearestTo: key) {
                let declarations = state.index.names[declarer]?.declarations.filter { $0.name == name } ?? []
                let here =
                    declarer == key
                    ? offset.flatMap { offset in
                        declarations.first { SpecOutline.holds($0.range, offset) }
                    } : nil
                guard let spec = state.specs[declarer], let declaration = here ?? declarations.first else { continue }
                return (declarer, spec, declaration.range)
            }
            return nil
        }
    }

    /// The spec filed under `key` with its context (the specs ``SpecVisibility`` says it sees), or `nil` when there
    /// is no such spec.
    func snapshot(_ key: String) -> SpecSnapshot? {
        let visibility = SpecVisibility.of(key, reading: files.read)
        return state.withLock { state in
            guard state.specs[key] != nil else { return nil }
            let context = state.index.context(of: key, visible: visibility)
            var specs: [String: WorkspaceSpec] = [:]
            for key in [key] + context { specs[key] = state.specs[key] }
            return SpecSnapshot(key: key, specs: specs, contextKeys: context)
        }
    }
}

extension SpecWorkspace {
    /// Files an open document's text (on open and on each change); the open specs to check again: it. Its names are
    /// read later, by ``refreshNames()``, which finds the specs whose clients its clients may be.
    func setDocument(uri: String, lines: LineIndex, version: Int) -> [String] {
        let key = SpecKey.of(uri: uri)
        return state.withLock { state in
            state.specs[key] = WorkspaceSpec(uri: uri, lines: lines, version: version)
            state.stale.insert(key)
            return [key]
        }
    }

    /// Reads the names of the documents changed since the index last did; the open specs to check again, whose
    /// diagnostics may change with the clients those documents declare (or declared). Call it before asking the index
    /// anything. The lexing happens outside the lock; a document changed meanwhile stays stale.
    func refreshNames() -> [String] {
        let pending = state.withLock { state in
            state.stale.compactMap { key in state.specs[key].map { (key, $0) } }
        }
        guard !pending.isEmpty else { return [] }
        let read = pending.map { key, spec in (key, spec, SpecNames(spec.source(key))) }
        return state.withLock { state in
            var dependents: Set<String> = []
            for (key, spec, names) in read where state.stale.contains(key) {
                guard let current = state.specs[key], current.version == spec.version,
                    current.lines.bytes == spec.lines.bytes
                else { continue }
                state.stale.remove(key)
                let old = state.index.update(key, names: names)
                dependents.formUnion(Self.openDependents(in: state, of: key, from: old, to: names))
            }
            return dependents.sorted()
        }
    }

    /// Closes a document: its spec goes back to its file's text, or away when it has none; the open specs to check
    /// again.
    func closeDocument(uri: String) -> [String] {
        let key = SpecKey.of(uri: uri)
        return Array(Set(reload(key, keepingOpen: false) + forgetLooseGroup(of: key))).sorted()
    }

    /// Learns that a file changed on disk (created, changed or deleted): an open document keeps the client's text;
    /// the open specs to check again. A `clientgen.json` changes what the open specs below it see
    /// (``SpecVisibility``). A Swift file changes the types specs may name (``SwiftTypeIndex``), and no diagnostic.
    /// Any other path that names no spec is taken for a folder created, renamed or deleted: each spec known under it
    /// and each found there now is read again (a deleted one is forgotten).
    func fileChanged(uri: String) -> [String] {
        let key = SpecKey.of(uri: uri)
        if key.hasPrefix("/"), !key.hasSuffix(".client"), !key.hasSuffix("/clientgen.json") {
            swiftTypes.fileChanged(path: key)
        }
        if key.hasSuffix(".swift") { return [] }
        if key.hasSuffix("/clientgen.json") {
            let folder = key.dropLast("clientgen.json".count)
            return state.withLock { state in
                state.specs.filter { $0.value.isOpen && $0.key.hasPrefix(folder) }.map(\.key).sorted()
            }
        }
        guard !key.hasSuffix(".client"), key.hasPrefix("/") else { return reload(key, keepingOpen: true) }
        let (known, isInWorkspace) = state.withLock { state in
            (state.specs.keys.filter { Self.isUnder([key], $0) }, Self.isUnder(state.folders, key))
        }
        let found = isInWorkspace ? files.specs(key) : []
        return Array(Set((known + found).flatMap { reload($0, keepingOpen: true) })).sorted()
    }

    /// Files a spec's text from disk, or forgets it when it cannot be read or is not under a folder.
    private func reload(_ key: String, keepingOpen: Bool) -> [String] {
        let isInWorkspace = state.withLock { state in Self.isKnown(key, in: state) }
        let bytes = isInWorkspace && key.hasSuffix(".client") && key.hasPrefix("/") ? files.read(key) : nil
        let names = bytes.map { SpecNames(SourceFile(path: key, bytes: $0)) }
        return state.withLock { state in
            if keepingOpen, state.specs[key]?.isOpen == true { return [] }
            state.stale.remove(key)
            let uri = state.specs[key]?.uri ?? FileURI.uri(fromPath: key)
            state.specs[key] = bytes.map { WorkspaceSpec(uri: uri, lines: LineIndex($0)) }
            let old = state.index.update(key, names: names)
            return Self.openDependents(in: state, of: key, from: old, to: names)
        }
    }

    /// The open specs, other than `key`, whose diagnostics may change when its names change from `old` to `new`.
    static func openDependents(in state: State, of key: String, from old: SpecNames?, to new: SpecNames?)
        -> [String]
    {
        state.index.affected(by: key, from: old, to: new).filter { state.specs[$0]?.isOpen == true }.sorted()
    }
}

/// A client a spec of the workspace declares, and that spec.
struct DeclaredClient {
    var spec: WorkspaceSpec
    var declaration: SpecNames.Declaration
}

/// A spec of the workspace with the key it is filed under.
struct KeyedSpec {
    var key: String
    var spec: WorkspaceSpec
}
