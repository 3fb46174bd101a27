#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Faults a test injects into the step that moves outputs into place, so that rollback and signal handling are
/// tested deterministically. The executable reads them from the environment, which only tests set:
///
/// - `CLIENTGEN_TEST_FAIL_RENAME_AFTER=<n>`: after `n` outputs are in place, moving the next fails (`EIO`).
/// - `CLIENTGEN_TEST_SIGNAL_AFTER_RENAMES=<n>:<signal>`: after `n` outputs are in place, the process sends itself
///   the signal (by number).
/// - `CLIENTGEN_TEST_SKIP_FREE_SPACE_CHECK=1`: the check for free space is skipped, so that a full disk is met
///   while staging.
struct WriteFaults: Equatable, Sendable {
    /// A signal sent after a number of outputs are in place.
    struct Signal: Equatable, Sendable {
        var afterRenames: Int
        var number: Int32
    }

    var failRenameAfter: Int?
    var signal: Signal?
    var checksFreeSpace = true
    /// Another run makes the missing output directory between this run's look at it and its making it (set only
    /// by tests in the process).
    var anotherRunMakesTheRoot = false

    static let none = WriteFaults()

    /// The faults the environment asks for.
    static func fromEnvironment() -> WriteFaults {
        var faults = WriteFaults()
        if let value = environment("CLIENTGEN_TEST_FAIL_RENAME_AFTER") { faults.failRenameAfter = Int(value) }
        if let value = environment("CLIENTGEN_TEST_SIGNAL_AFTER_RENAMES") {
            let parts = value.split(separator: ":").compactMap { Int($0) }
            if parts.count == 2 { faults.signal = Signal(afterRenames: parts[0], number: Int32(parts[1])) }
        }
        faults.checksFreeSpace = environment("CLIENTGEN_TEST_SKIP_FREE_SPACE_CHECK") != "1"
        return faults
    }

    private static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// The error the next move fails with, if a fault is due after `renames` moves.
    func renameError(after renames: Int) -> Int32? {
        failRenameAfter == renames ? EIO : nil
    }

    /// Makes the output directory and its missing ancestors, as another run would, if that fault is set.
    func makeRootAsAnotherRun(_ rootPath: String) {
        guard anotherRunMakesTheRoot else { return }
        var prefix = rootPath.hasPrefix("/") ? "/" : ""
        for component in rootPath.split(separator: "/") {
            prefix += component + "/"
            mkdir(prefix, 0o755)
        }
    }

    /// Sends the signal, if one is due after `renames` moves.
    func raiseSignal(after renames: Int) {
        guard let signal, signal.afterRenames == renames else { return }
        raise(signal.number)
    }
}
