#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a checked ``OutputPlan`` all or nothing: missing folders are created, every output is staged in a
/// temporary file next to where it goes, and only then moved into place one by one. A failure at any step (a full
/// disk, a permission, a file that appeared or changed meanwhile, a signal) rolls back what was done, so the tree is
/// as it was: created files and folders are removed and replaced files are put back.
///
/// Moving an output into place never overwrites anything unchecked. A new file is linked in under its name, which
/// fails if something appeared there. A replaced file is first renamed aside and checked to be the very file (and a
/// generated one) that was checked before; it is kept until the run succeeds, for the rollback.
final class OutputTransaction {
    /// One staged output: where it is and which file it is.
    struct Staged {
        var folder: Directory
        var name: String
        var identity: FileIdentity
    }

    /// What has been moved into place, for the rollback.
    enum Placed {
        /// A new file, at `name`.
        case created(folder: Directory, name: String, identity: FileIdentity)
        /// A replaced file, whose previous version is at `backup`.
        case replaced(folder: Directory, name: String, backup: String, identity: FileIdentity)
    }

    let plan: OutputPlan
    let faults: WriteFaults
    let names = TemporaryName()
    var createdFolders: [(parent: Directory, name: String)] = []
    var createdDirectories: [String: Directory] = [:]
    var staged: [Staged?] = []
    var placed: [Placed] = []

    private init(plan: OutputPlan, faults: WriteFaults) {
        self.plan = plan
        self.faults = faults
    }

    /// Writes the plan's changes, or nothing. A signal that arrives meanwhile rolls the run back; the caller
    /// delivers it after the clean-up (ending the process as it would have).
    static func write(_ plan: OutputPlan, faults: WriteFaults, signals: SignalDeferral) throws(CommandFailure) {
        try write([plan], faults: faults, signals: signals)
    }

    /// Writes the changes of several plans (one per folder written into) as one run: every folder is created and
    /// every output staged before the first is moved into place, and a failure rolls all of them back.
    static func write(_ plans: [OutputPlan], faults: WriteFaults, signals: SignalDeferral) throws(CommandFailure) {
        let transactions = plans.map { OutputTransaction(plan: $0, faults: faults) }
        do {
            for transaction in transactions { try transaction.createFolders() }
            for transaction in transactions { try transaction.stage() }
            try signals.checkNotInterrupted()
            var placed = 0
            for transaction in transactions {
                try transaction.moveIntoPlace(signals, placedBefore: placed)
                placed += transaction.placed.count
            }
            for transaction in transactions { transaction.removeBackups() }
        } catch {
            let problems = transactions.reversed().flatMap { $0.rollBack() }
            guard !problems.isEmpty else { throw error }
            throw CommandFailure(error.reason, rollback: .rollbackIncomplete(problems))
        }
    }

    /// The open folder of a path relative to the output directory: existing, or created by this run.
    func directory(_ relative: String) throws(CommandFailure) -> Directory {
        if let created = createdDirectories[relative] { return created }
        guard case .existing(let directory) = try plan.tree.folder(relative) else {
            throw CommandFailure(.missingFolderWasNotCreated(plan.tree.displayPath(of: relative)))
        }
        return directory
    }

    /// Creates the folders under the output directory that do not exist, outermost first. (The output directory
    /// itself exists: ``OutputWriter`` creates it before locking it.)
    private func createFolders() throws(CommandFailure) {
        guard plan.tree.missingRootComponents.isEmpty else {
            throw CommandFailure(.missingOutputDirectory(plan.tree.rootPath))
        }
        for relative in plan.missingFolders {
            let (parentPath, name) = relative.contains("/") ? OutputTree.split(relative) : ("", relative)
            createdDirectories[relative] = try createFolder(
                name, in: try directory(parentPath), shownAs: plan.tree.displayPath(of: relative))
        }
    }

    private func createFolder(_ name: String, in parent: Directory, shownAs path: String) throws(CommandFailure)
        -> Directory
    {
        if let code = parent.makeDirectory(name) {
            guard code == EEXIST else {
                throw CommandFailure(FileSystemError(path: path, operation: .createFolder, code: code))
            }
        } else {
            createdFolders.append((parent, name))
        }
        // Opened without following a link: a link swapped in after the folder was made is refused.
        do {
            return try parent.child(name)
        } catch {
            throw OutputTree.describeUnopenable(name, in: parent, displayPath: path, error: error)
        }
    }
}
