/// Writes generated files safely: a file is rewritten only when its content changed; nothing is written outside the
/// output directory (no link inside it is followed) or over a file clientgen did not generate; every check runs
/// before the first write; and a run that fails after that leaves the tree as it was (see ``OutputTransaction``).
///
/// Runs writing into one output directory take turns: each locks the directory (creating it first if needed) and
/// only then looks at what is in it. Each removes the temporary files killed runs left in the folders it writes into.
enum OutputWriter {
    /// Checks and writes the files under `rootPath`; returns those written.
    @discardableResult
    static func write(
        _ files: [OutputFile],
        into rootPath: String,
        policy: ReplacePolicy = .generatedFiles,
        faults: WriteFaults = .none
    ) throws(CommandFailure) -> [OutputFile] {
        // From the first folder made to the last file moved, a signal rolls the run back (see SignalDeferral).
        let signals = SignalDeferral()
        defer { signals.end() }
        var tree = try OutputTree(rootPath: rootPath)
        faults.makeRootAsAnotherRun(rootPath)
        let created = try tree.createMissingRoot()
        do {
            // Reopened whenever the directory was missing, not only when this run made it: another run may have
            // made it between the look and the making, and the lock must be on the directory itself.
            if !tree.missingRootComponents.isEmpty { tree = try OutputTree(rootPath: rootPath) }
            try tree.base.lock(unlessInterruptedBy: signals)
            let plan = try OutputPlan(
                tree: tree, files: files, policy: policy, checkingFreeSpace: faults.checksFreeSpace)
            try signals.checkNotInterrupted()
            StaleTemporaries.remove(in: plan.outputFolders)
            guard !plan.changes.isEmpty else { return [] }
            try OutputTransaction.write(plan, faults: faults, signals: signals)
            return plan.changes.map(\.file)
        } catch {
            // Folders this run made for the output directory go too, if nothing else was put in them meanwhile.
            for (parent, name) in created.reversed() { parent.removeDirectory(name) }
            throw error
        }
    }

    /// Makes every check a write would make and returns the files that would change, writing nothing.
    static func changes(
        _ files: [OutputFile],
        into rootPath: String,
        policy: ReplacePolicy = .generatedFiles
    ) throws(CommandFailure) -> [OutputFile] {
        try OutputPlan(tree: try OutputTree(rootPath: rootPath), files: files, policy: policy).changes.map(\.file)
    }
}
