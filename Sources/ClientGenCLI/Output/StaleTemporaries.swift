import ClientGenKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Removes the temporary files a killed run (`kill -9`, a power loss) left in the folders a run writes into: those
/// whose writer is no longer alive, and those of older clientgen versions that are empty or hold generated code. Runs
/// under the output directory's lock, so no live clientgen run writing there is mid-write.
enum StaleTemporaries {
    static func remove(in folders: [Directory]) {
        let ownProcess = getpid()
        for folder in folders {
            guard let entries = try? folder.entries() else { continue }
            for entry in entries {
                guard let name = entry.name, name.hasPrefix(TemporaryName.prefix) else { continue }
                guard case .success(let info) = folder.info(of: name), info.kind != .directory else { continue }
                if let owner = TemporaryName.processID(in: name) {
                    // This run has made none yet: one with its id is from an earlier process that had the same id.
                    guard owner == ownProcess || !isAlive(owner) else { continue }
                } else if !TemporaryName.isLegacy(name) || !holdsGeneratedCode(name, in: folder) {
                    continue
                }
                folder.unlink(name)
            }
        }
    }

    private static func isAlive(_ process: Int32) -> Bool {
        process > 0 && (kill(process, 0) == 0 || errno != ESRCH)
    }

    /// Whether a legacy temporary file is empty or starts with the generated header (what staging writes).
    private static func holdsGeneratedCode(_ name: String, in folder: Directory) -> Bool {
        guard case .success(let descriptor) = folder.openFile(name, flags: O_RDONLY | O_NOFOLLOW | O_NONBLOCK) else {
            return false
        }
        defer { Posix.close(descriptor) }
        let header = Array(ClientGenerator.generatedHeaderPrefix.utf8)
        guard case .success(let bytes) = Posix.readAll(descriptor, limit: header.count) else { return false }
        return bytes.isEmpty || bytes == header
    }
}
