import ClientGenCore
import SystemCalls

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Undoing a run that failed part-way.
extension OutputTransaction {
    /// Restores the tree: outputs moved into place are removed or replaced by their previous versions (last first),
    /// staged files are removed, and the folders the run created are removed. Returns what could not be restored.
    func rollBack() -> [RollbackProblem] {
        var problems: [RollbackProblem] = []
        for entry in placed.reversed() {
            switch entry {
            case .created(let folder, let name, let identity):
                guard isOurs(name, in: folder, identity) else { continue }
                if let code = folder.unlink(name) {
                    problems.append(
                        .cannotRemove(path: PathText.shown(folder.path(of: name)), reason: Posix.message(code)))
                }
            case .replaced(let folder, let name, let backup, let identity):
                if let problem = restore(name, from: backup, in: folder, replacing: identity) {
                    problems.append(problem)
                }
            }
        }
        for case let staged? in staged { staged.folder.unlink(staged.name) }
        for (parent, name) in createdFolders.reversed() {
            if let code = parent.removeDirectory(name), code != ENOENT {
                problems.append(
                    .cannotRemoveFolder(path: PathText.shown(parent.path(of: name)), reason: Posix.message(code)))
            }
        }
        return problems
    }

    /// Puts a replaced file's previous version back: over this run's file, or where the name is free. Anything else
    /// there now is left alone, and the previous version kept under its temporary name.
    private func restore(_ name: String, from backup: String, in folder: Directory, replacing identity: FileIdentity)
        -> RollbackProblem?
    {
        let path = PathText.shown(folder.path(of: name))
        let kept = PathText.shown(folder.path(of: backup))
        switch folder.info(of: name) {
        case .success where isOurs(name, in: folder, identity):
            guard let code = folder.rename(backup, to: name) else { return nil }
            return .cannotRestore(path: path, reason: Posix.message(code), backup: kept)
        case .failure(let missing) where missing.value == ENOENT:
            guard let code = folder.link(backup, as: name) else {
                folder.unlink(backup)
                return nil
            }
            // Without hard links, a rename; unless something appeared at the name meanwhile.
            guard code != EEXIST, folder.rename(backup, to: name) != nil else {
                return code == EEXIST ? .keptAside(path: path, backup: kept) : nil
            }
            return .cannotRestore(path: path, reason: Posix.message(code), backup: kept)
        default:
            return .changedMeanwhile(path: path, backup: kept)
        }
    }

    private func isOurs(_ name: String, in folder: Directory, _ identity: FileIdentity) -> Bool {
        guard case .success(let info) = folder.info(of: name) else { return false }
        return info.identity == identity
    }
}
