#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One generated file and where it goes.
struct OutputFile: Equatable, Sendable {
    /// Its path relative to the output directory, with `/` between folders.
    var relativePath: String
    /// Its path as messages and `--dry-run` show it.
    var displayPath: String
    /// The file's contents, as UTF-8.
    var contents: [UInt8]
    /// For a file rewritten in place (``ReplacePolicy/filesAsRead``), what the run read from it: it is replaced only
    /// while it still holds exactly that.
    var replacing: [UInt8]? = nil

    /// The folder it goes in, relative to the output directory (`""` for the directory itself).
    var folder: String { OutputTree.split(relativePath).parent == "." ? "" : OutputTree.split(relativePath).parent }
    /// Its file name.
    var name: String { OutputTree.split(relativePath).name }
}

/// What a run would write, after every check that can be made before writing: each folder can be opened without
/// following a link, nothing but a generated file is in the way, every folder written into is writable, and the
/// file system has room. `--dry-run` and `--check` stop here, so they fail wherever a real run would.
struct OutputPlan {
    /// An output that differs from what is on disk.
    struct Change {
        var file: OutputFile
        /// What is there now: nothing, or a generated file to replace.
        var existing: ExistingOutput
    }

    let tree: OutputTree
    /// Which existing files may be replaced.
    let policy: ReplacePolicy
    /// The outputs to write, in order.
    let changes: [Change]
    /// The folders under the output directory to create, outermost first (the output directory itself and its
    /// missing ancestors are ``OutputTree/missingRootComponents``).
    let missingFolders: [String]
    /// Every existing folder outputs go in, whether or not they change (where stale temporary files are looked for).
    let outputFolders: [Directory]

    init(
        tree: OutputTree,
        files: [OutputFile],
        policy: ReplacePolicy = .generatedFiles,
        checkingFreeSpace: Bool = true
    ) throws(CommandFailure) {
        self.tree = tree
        self.policy = policy
        var folders: [OutputTree.Folder] = []
        for file in files { folders.append(try tree.folder(file.folder)) }
        let examined = zip(files, folders).map { ($0, $1) }.concurrentMap { file, folder in
            Result { () throws(CommandFailure) -> ExistingOutput in
                guard case .existing(let directory) = folder else { return .missing }
                return try ExistingOutput.examine(
                    file.name, in: directory, contents: file.contents, policy: policy, asRead: file.replacing)
            }
        }
        var changes: [Change] = []
        for (file, existing) in zip(files, examined) {
            let existing = try existing.get()
            if existing != .identical { changes.append(Change(file: file, existing: existing)) }
        }
        self.changes = changes
        missingFolders = try Self.missingFolders(for: changes.map(\.file.folder), in: tree)
        outputFolders = tree.existingFolders.map(\.directory)
        try checkWriteAccess()
        if checkingFreeSpace { try FreeSpace.check(self) }
        try DescriptorBudget.check(self)
    }

    /// The missing folders the changed outputs need, each after its parent.
    private static func missingFolders(for folders: [String], in tree: OutputTree) throws(CommandFailure) -> [String] {
        var missing: Set<String> = []
        for folder in Set(folders) {
            var current = folder
            while !current.isEmpty, case .missing = try tree.folder(current), missing.insert(current).inserted {
                current = current.contains("/") ? OutputTree.split(current).parent : ""
            }
        }
        return missing.sorted { lhs, rhs in
            let (lhsDepth, rhsDepth) = (lhs.split(separator: "/").count, rhs.split(separator: "/").count)
            return lhsDepth == rhsDepth ? lhs < rhs : lhsDepth < rhsDepth
        }
    }

    /// The existing folders that get new entries: those of changed outputs, and the parents of folders to create.
    var receivingFolders: [Directory] {
        var receiving: [ObjectIdentifier: Directory] = [:]
        if !tree.missingRootComponents.isEmpty { receiving[ObjectIdentifier(tree.base)] = tree.base }
        let parents =
            changes.map(\.file.folder) + missingFolders.map { $0.contains("/") ? OutputTree.split($0).parent : "" }
        for folder in parents {
            guard case .existing(let directory)? = try? tree.folder(folder) else { continue }
            receiving[ObjectIdentifier(directory)] = directory
        }
        return receiving.values.sorted { $0.path < $1.path }
    }

    /// Refuses a run that could not create or replace an entry in some folder: one it may not write into, one that
    /// is immutable or append-only (where no staged file could be renamed or removed), or a file it could not move
    /// aside, being immutable, append-only, or another user's in a sticky folder.
    private func checkWriteAccess() throws(CommandFailure) {
        for folder in receivingFolders {
            if let code = folder.writeAccessError() {
                throw CommandFailure(FileSystemError(path: folder.path, operation: .writeIntoFolder, code: code))
            }
            if let attribute = folder.unchangeableAttribute() {
                throw CommandFailure(.unchangeableFolder(PathText.shown(folder.path), attribute: attribute))
            }
        }
        for change in changes {
            guard case .replaceable(let existing) = change.existing,
                case .existing(let folder) = try tree.folder(
                    change.file.folder)
            else { continue }
            let path = PathText.shown(change.file.displayPath)
            if let attribute = folder.unchangeableAttribute(of: change.file.name) {
                throw CommandFailure(.unchangeableFile(path, attribute: attribute))
            }
            if let info = folder.info, info.permissions & 0o1000 != 0, !Self.mayRemove(existing, from: info) {
                throw CommandFailure(.stickyFolder(path))
            }
        }
    }

    /// Whether this process may rename or remove `file` from a sticky folder.
    private static func mayRemove(_ file: FileInfo, from folder: FileInfo) -> Bool {
        let user = UInt32(geteuid())
        return user == 0 || user == file.owner || user == folder.owner
    }
}
