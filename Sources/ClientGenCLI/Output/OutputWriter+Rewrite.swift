/// Rewriting the user's own files in place (`format`, `lint --fix`), by the rules generated files are written by.
extension OutputWriter {
    /// Files of one folder a run rewrites: the folder as the user named it (it exists) and the files, relative to it.
    struct RewriteGroup {
        var root: String
        var files: [OutputFile]
    }

    /// Rewrites files in place as one run over several folders, all or nothing: each file only while it is still
    /// the regular file holding what the run read (``ReplacePolicy/filesAsRead``), keeping its permissions. Every
    /// folder is locked (in one order, so that runs cannot wait on each other forever) and every check made before
    /// anything is written. Returns the files written.
    @discardableResult
    static func rewrite(_ groups: [RewriteGroup], faults: WriteFaults = .none) throws(CommandFailure) -> [OutputFile] {
        let signals = SignalDeferral()
        defer { signals.end() }
        var trees: [(tree: OutputTree, files: [OutputFile])] = []
        var known: [FileIdentity: Int] = [:]
        for group in groups where !group.files.isEmpty {
            let tree = try OutputTree(rootPath: group.root)
            guard tree.missingRootComponents.isEmpty else {
                throw CommandFailure(.changedSinceRead(PathText.shown(group.files[0].displayPath)))
            }
            // Two names for one folder are one folder: locked twice, it would wait for itself.
            if let identity = tree.base.info?.identity, let index = known[identity] {
                trees[index].files += group.files
            } else {
                if let identity = tree.base.info?.identity { known[identity] = trees.count }
                trees.append((tree, group.files))
            }
        }
        trees.sort { lhs, rhs in
            let (left, right) = (lhs.tree.base.info?.identity, rhs.tree.base.info?.identity)
            return (left?.device ?? 0, left?.inode ?? 0) < (right?.device ?? 0, right?.inode ?? 0)
        }
        for (tree, _) in trees { try tree.base.lock(unlessInterruptedBy: signals) }
        var plans: [OutputPlan] = []
        for (tree, files) in trees {
            plans.append(
                try OutputPlan(
                    tree: tree, files: files, policy: .filesAsRead, checkingFreeSpace: faults.checksFreeSpace))
        }
        try signals.checkNotInterrupted()
        StaleTemporaries.remove(in: plans.flatMap(\.outputFolders))
        let changing = plans.filter { !$0.changes.isEmpty }
        guard !changing.isEmpty else { return [] }
        try OutputTransaction.write(changing, faults: faults, signals: signals)
        return changing.flatMap { $0.changes.map(\.file) }
    }
}
