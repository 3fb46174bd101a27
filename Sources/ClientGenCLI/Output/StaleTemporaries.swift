import ClientGenCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Removes the temporary files a killed run (`kill -9`, a power loss) left in the folders a run writes into: those
/// named exactly as a run names them (`.clientgen-<pid>-<token>-<n>.new` or `.old`) whose process is gone. What
/// `import` stages is a spec or a Swift file, not generated code, so the name decides, and only the exact name: a
/// file of the user's that merely looks like one (`.clientgen-notes`) is left alone. Runs under the output
/// directory's lock, so no live clientgen run writing there is mid-write.
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
                guard owner == ownProcess || !isAlive(owner) else { continue }
                folder.unlink(name)
            }
        }
    }

    private static func isAlive(_ process: Int32) -> Bool {
        process > 0 && (kill(process, 0) == 0 || errno != ESRCH)
    }
}
