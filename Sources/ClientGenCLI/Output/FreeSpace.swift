#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether the file systems written to have room for a run's files, checked before anything is written so that
/// `--dry-run` fails on a full disk as a real run would. A real run that runs out of space anyway (another process
/// filled the disk) is rolled back.
enum FreeSpace {
    static func check(_ plan: OutputPlan) throws(CommandFailure) {
        guard !plan.changes.isEmpty else { return }
        try checkFileSizeLimit(plan)
        // Outputs go to the file system of the folder they are created in; one folder per device is asked.
        var devices: [UInt64: (folder: Directory, sizes: [Int])] = [:]
        for change in plan.changes {
            let folder = nearestExisting(change.file.folder, in: plan.tree)
            guard let device = folder.info?.identity.device else { continue }
            devices[device, default: (folder, [])].sizes.append(change.file.contents.count)
        }
        let folders = plan.missingFolders.count + plan.tree.missingRootComponents.count
        for (index, usage) in devices.values.sorted(by: { $0.folder.path < $1.folder.path }).enumerated() {
            try check(usage.folder, sizes: usage.sizes, folders: index == 0 ? folders : 0)
        }
    }

    private static func nearestExisting(_ relative: String, in tree: OutputTree) -> Directory {
        var current = relative
        while true {
            if case .existing(let directory)? = try? tree.folder(current) { return directory }
            if current.isEmpty { return tree.base }
            current = current.contains("/") ? OutputTree.split(current).parent : ""
        }
    }

    /// Refuses the run when the file system of `folder` reports fewer free blocks or inodes than the files need
    /// (each rounded up to whole blocks, plus a block per new folder). File systems that report no size are trusted.
    private static func check(_ folder: Directory, sizes: [Int], folders: Int) throws(CommandFailure) {
        var info = statvfs()
        guard fstatvfs(folder.descriptor, &info) == 0, info.f_blocks > 0 else { return }
        let blockSize = UInt64(info.f_frsize > 0 ? UInt64(info.f_frsize) : UInt64(info.f_bsize))
        guard blockSize > 0 else { return }
        let isPrivileged = geteuid() == 0
        let freeBlocks = UInt64(isPrivileged ? UInt64(info.f_bfree) : UInt64(info.f_bavail))
        // Each file is staged, then linked into place: two entries until the staged name goes (on tmpfs, a link
        // takes an inode of its own).
        let files = 2 * sizes.count
        let neededBlocks = sizes.reduce(UInt64(folders)) { $0 + (UInt64($1) + blockSize - 1) / blockSize }
        let freeEntries = UInt64(isPrivileged ? UInt64(info.f_ffree) : UInt64(info.f_favail))
        let reportsEntries = info.f_files > 0
        guard neededBlocks > freeBlocks || (reportsEntries && UInt64(files + folders) > freeEntries) else { return }
        throw CommandFailure(
            .notEnoughSpace(
                PathText.shown(folder.path), neededKilobytes: kilobytes(neededBlocks * blockSize),
                entries: files + folders, freeKilobytes: kilobytes(freeBlocks * blockSize),
                freeEntries: reportsEntries ? freeEntries : nil))
    }

    /// Refuses the run when an output is larger than the process may write (`ulimit -f`): writing it would fail, and
    /// would have killed the process if SIGXFSZ were not ignored (see ``ignoreFileSizeSignal()``).
    private static func checkFileSizeLimit(_ plan: OutputPlan) throws(CommandFailure) {
        var limit = rlimit()
        #if canImport(Glibc)
            let resource = __rlimit_resource_t(RLIMIT_FSIZE.rawValue)
        #else
            let resource = RLIMIT_FSIZE
        #endif
        guard getrlimit(resource, &limit) == 0 else { return }  // No limit is the largest value.
        for change in plan.changes where UInt64(change.file.contents.count) > UInt64(limit.rlim_cur) {
            throw CommandFailure(
                .fileSizeLimit(
                    PathText.shown(change.file.displayPath), size: change.file.contents.count,
                    limit: UInt64(limit.rlim_cur)))
        }
    }

    /// Makes writing past the file size limit fail with `EFBIG`, which rolls the run back, instead of killing the
    /// process (SIGXFSZ) with its temporary files left behind.
    static func ignoreFileSizeSignal() {
        signal(SIGXFSZ, SIG_IGN)
    }

    private static func kilobytes(_ bytes: UInt64) -> UInt64 {
        (bytes + 1023) / 1024
    }
}
