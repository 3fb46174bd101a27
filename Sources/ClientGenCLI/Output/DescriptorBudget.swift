import ClientGenCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether the process may open the files a run needs beyond those its plan holds open (`ulimit -n`), checked
/// before anything is written so that `--dry-run` fails where a real run would: the planned output folders are
/// open already; a real run also opens each folder it creates, and one staged file per thread at a time.
enum DescriptorBudget {
    /// Descriptors a run opens besides those: the run's lock, a folder listing for stale temporaries, and slack.
    static let overhead = 4

    static func check(_ plan: OutputPlan) throws(CommandFailure) {
        guard !plan.changes.isEmpty else { return }
        var limit = rlimit()
        #if canImport(Glibc)
            let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
            let resource = RLIMIT_NOFILE
        #endif
        guard getrlimit(resource, &limit) == 0, limit.rlim_cur < rlim_t(Int32.max) else { return }
        let needed = plan.missingFolders.count + ParallelLoop.threads(for: plan.changes.count) + overhead
        let available = Int(limit.rlim_cur) - (openDescriptors() ?? Int(limit.rlim_cur))
        guard needed > available else { return }
        throw CommandFailure(
            .descriptorLimit(needed: needed, available: max(0, available), limit: UInt64(limit.rlim_cur)))
    }

    /// How many descriptors the process has open, as `/dev/fd` lists them (without the one listing them); `nil`
    /// when it cannot be listed, which a process at its limit cannot.
    private static func openDescriptors() -> Int? {
        guard let listing = opendir("/dev/fd") else { return nil }
        defer { closedir(listing) }
        var count = 0
        while let entry = readdir(listing) {
            let isDot = withUnsafeBytes(of: entry.pointee.d_name) { name in name.first == UInt8(ascii: ".") }
            if !isDot { count += 1 }
        }
        return count - 1
    }
}
