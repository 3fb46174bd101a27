#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The names of the files a run keeps next to its outputs while it writes: `.clientgen-<pid>-<run>-<n>.new` (a staged
/// output) and `.old` (a replaced file, kept until the run succeeds). The process id tells a later run whether the
/// writer is still alive; a dead writer's files are removed by the next run into the same folder.
struct TemporaryName {
    static let prefix = ".clientgen-"

    /// What this run's names share: the process id and a random token.
    let stem: String

    init() {
        stem = Self.prefix + String(getpid()) + "-" + String(UInt32.random(in: 0...UInt32.max), radix: 36)
    }

    /// The staged file of the `index`th output.
    func staged(_ index: Int) -> String { stem + "-\(index).new" }

    /// Where the `index`th output's previous file is kept.
    func backup(_ index: Int) -> String { stem + "-\(index).old" }

    /// The process id in a name this scheme made, or `nil`.
    static func processID(in name: String) -> Int32? {
        guard name.hasPrefix(prefix) else { return nil }
        return Int32(name.dropFirst(prefix.count).prefix { $0 != "-" })
    }

    /// Whether a name is that of a temporary file from a clientgen run older than this scheme (`mkstemp`'s
    /// `.clientgen-XXXXXX`).
    static func isLegacy(_ name: String) -> Bool {
        let suffix = name.dropFirst(prefix.count)
        return name.hasPrefix(prefix) && suffix.count == 6
            && suffix.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }
}
