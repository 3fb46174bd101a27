import ClientGenKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Removes the temporary files a killed run (`kill -9`, a power loss) left in the folders a run writes into: those
/// named exactly as a run names them, whose writer is no longer alive, and that hold generated code or part of its
/// header (what staging writes, and what a backup keeps). A file of the user's that only looks like one is left
/// alone. Runs under the output directory's lock, so no live clientgen run writing there is mid-write.
enum StaleTemporaries {
    static func remove(in folders: [Directory]) {
        let ownProcess = getpid()
        for folder in folders {
            guard let entries = try? folder.entries() else { continue }
            for entry in entries {
                guard let name = entry.name, name.hasPrefix(TemporaryName.prefix) else { continue }
                guard case .success(let info) = folder.info(of: name), info.kind != .directory else { continue }
                guard let owner = TemporaryName.processID(in: name) else { continue }
                // This run has made none yet: one with its id is from an earlier process that had the same id.
                guard owner == ownProcess || !isAlive(owner), holdsGeneratedCode(name, in: folder) else { continue }
                folder.unlink(name)
            }
        }
    }

    private static func isAlive(_ process: Int32) -> Bool {
        process > 0 && (kill(process, 0) == 0 || errno != ESRCH)
    }

    /// Whether a file starts with the generated header, or holds no more than part of it (a run killed right after
    /// making it).
    private static func holdsGeneratedCode(_ name: String, in folder: Directory) -> Bool {
        guard case .success(let descriptor) = folder.openFile(name, flags: O_RDONLY | O_NOFOLLOW | O_NONBLOCK) else {
            return false
        }
        defer { Posix.close(descriptor) }
        let header = Array(ClientGenerator.generatedHeaderPrefix.utf8)
        guard case .success(let bytes) = Posix.readAll(descriptor, limit: header.count) else { return false }
        return header.starts(with: bytes)
    }
}
