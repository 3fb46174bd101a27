import ClientGenCore
import SystemCalls

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Staging and moving outputs into place.
extension OutputTransaction {
    /// Writes every output to a new temporary file next to where it goes (concurrently: writing is most of the
    /// time spent), with the permissions and, where this process may set it, the owner of the file it replaces.
    func stage() throws(CommandFailure) {
        let folders = try plan.changes.map { change throws(CommandFailure) in try directory(change.file.folder) }
        let names = self.names
        let results = Array(zip(plan.changes, folders).enumerated()).concurrentMap { index, pair in
            Result { () throws(FileSystemError) -> Staged in
                try Self.stage(pair.0, in: pair.1, as: names.staged(index))
            }
        }
        staged = results.map { try? $0.get() }
        for result in results {
            if case .failure(let error) = result { throw CommandFailure(error) }
        }
    }

    private static func stage(_ change: OutputPlan.Change, in folder: Directory, as name: String)
        throws(FileSystemError)
        -> Staged
    {
        let path = folder.path(of: change.file.name)
        let flags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW
        let descriptor: Int32
        switch folder.openFile(name, flags: flags, mode: 0o666) {
        case .failure(let code): throw FileSystemError(path: path, operation: .createTemporaryFile, code: code)
        case .success(let opened): descriptor = opened
        }
        var failure = change.file.contents.withUnsafeBytes { Posix.writeAll(descriptor, $0) }
        if failure == nil, case .replaceable(let previous) = change.existing, previous.kind == .regular {
            failure = keepAttributes(of: previous, on: descriptor)
        }
        let identity = FileInfo.of(descriptor: descriptor)?.identity
        if let closing = Posix.close(descriptor), failure == nil { failure = closing }
        guard let failure else { return Staged(folder: folder, name: name, identity: identity!) }
        folder.unlink(name)
        throw FileSystemError(path: path, operation: .write, code: failure)
    }

    /// Gives a staged file the permission bits of the file it replaces and, when this process may (it runs as
    /// root, or the owner is its own), the same owner and group.
    private static func keepAttributes(of previous: FileInfo, on descriptor: Int32) -> Int32? {
        guard let current = FileInfo.of(descriptor: descriptor) else { return errno }
        if current.owner != previous.owner || current.group != previous.group {
            _ = fchown(descriptor, uid_t(previous.owner), gid_t(previous.group))
        }
        guard current.permissions != previous.permissions else { return nil }
        if fchmod(descriptor, mode_t(previous.permissions)) == 0 { return nil }
        // Only the owner's group may set set-group-ID: the other bits are still kept.
        return errno == EPERM && fchmod(descriptor, mode_t(previous.permissions & 0o777)) == 0 ? nil : errno
    }

    /// Moves the staged outputs into place, in order, checking for a signal after each. `placedBefore` counts the
    /// outputs other plans of the run have moved, for the injected faults.
    func moveIntoPlace(_ signals: SignalDeferral, placedBefore: Int = 0) throws(CommandFailure) {
        for (index, change) in plan.changes.enumerated() {
            guard let staged = staged[index] else { continue }
            let path = plan.tree.displayPath(of: change.file.relativePath)
            if let code = faults.renameError(after: placedBefore + placed.count) {
                throw CommandFailure(
                    .injectedRenameFailure(PathText.shown(path), reason: Posix.message(code)))
            }
            switch change.existing {
            case .replaceable(let previous):
                try replace(change, with: staged, backup: names.backup(index), previous: previous, path: path)
            case .missing, .identical:
                try place(staged, as: change.file.name, path: path)
            }
            faults.raiseSignal(after: placedBefore + placed.count)
            try signals.checkNotInterrupted()
        }
    }

    /// Puts a staged file where nothing was, without replacing anything that appeared there meanwhile.
    private func place(_ staged: Staged, as name: String, path: String) throws(CommandFailure) {
        try link(staged, as: name, path: path)
        placed.append(.created(folder: staged.folder, name: name, identity: staged.identity))
    }

    /// Replaces a file: moves it aside, checks it is the file checked before and still replaceable (generated, or as
    /// the run read it), then puts the staged file in its place.
    private func replace(
        _ change: OutputPlan.Change,
        with staged: Staged,
        backup: String,
        previous: FileInfo,
        path: String
    ) throws(CommandFailure) {
        let name = change.file.name
        let folder = staged.folder
        let replaceable: ExistingOutput.Content = plan.policy == .filesAsRead ? .asRead : .generated
        if let code = folder.rename(name, to: backup) {
            guard code == ENOENT else {
                throw CommandFailure(FileSystemError(path: path, operation: .replace, code: code))
            }
            throw CommandFailure(.disappearedWhileWriting(PathText.shown(path)))
        }
        guard case .success(let moved) = folder.info(of: backup), moved.identity == previous.identity,
            moved.kind == previous.kind,
            (try? ExistingOutput.read(
                backup, in: folder, following: moved.kind == .symbolicLink, comparingWith: [],
                asRead: change.file.replacing)) == replaceable
        else {
            if folder.link(backup, as: name) == nil { folder.unlink(backup) }
            throw CommandFailure(.changedWhileWriting(PathText.shown(path)))
        }
        placed.append(.replaced(folder: folder, name: name, backup: backup, identity: staged.identity))
        try link(staged, as: name, path: path)
    }

    /// Gives the staged file its final name, failing if anything is there; on a file system without hard links,
    /// renames it after checking nothing is there.
    private func link(_ staged: Staged, as name: String, path: String) throws(CommandFailure) {
        let folder = staged.folder
        guard let code = folder.link(staged.name, as: name) else {
            folder.unlink(staged.name)
            return
        }
        let appeared = CommandFailure(.appearedWhileWriting(PathText.shown(path)))
        guard code != EEXIST else { throw appeared }
        guard [EPERM, EOPNOTSUPP, ENOTSUP, ENOSYS].contains(code) else {
            throw CommandFailure(FileSystemError(path: path, operation: .write, code: code))
        }
        guard case .failure(let missing) = folder.info(of: name), missing.value == ENOENT else { throw appeared }
        if let code = folder.rename(staged.name, to: name) {
            throw CommandFailure(FileSystemError(path: path, operation: .write, code: code))
        }
    }

    /// Removes the previous versions of replaced files, once every output is in place.
    func removeBackups() {
        for case .replaced(let folder, _, let backup, _) in placed { folder.unlink(backup) }
    }
}
