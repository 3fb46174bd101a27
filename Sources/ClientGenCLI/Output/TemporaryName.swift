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

    /// The process id in a name this scheme made (`.clientgen-<pid>-<token>-<n>.new` or `.old`, exactly), or `nil`
    /// for any other name, however close: a file of the user's is never taken for a temporary.
    static func processID(in name: String) -> Int32? {
        guard name.hasPrefix(prefix) else { return nil }
        let rest = name.dropFirst(prefix.count)
        guard rest.hasSuffix(".new") || rest.hasSuffix(".old") else { return nil }
        let parts = rest.dropLast(4).split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, let process = Int32(parts[0]), process > 0, parts[0].allSatisfy(\.isASCIIDigit),
            !parts[1].isEmpty, parts[1].count <= 7, parts[1].allSatisfy(\.isBase36Digit),
            !parts[2].isEmpty, parts[2].allSatisfy(\.isASCIIDigit)
        else { return nil }
        return process
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
    /// A digit of `String(_:radix: 36)`, which writes lowercase letters.
    fileprivate var isBase36Digit: Bool { isASCIIDigit || ("a"..."z").contains(self) }
}
