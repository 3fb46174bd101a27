/// The words the parser gives meaning to: Swift's reserved keywords (which need backticks to be names) and the
/// contextual keywords of declarations, effects and types.
package enum Keyword: String, CaseIterable, Sendable {
    case none = ""

    // Reserved in declarations.
    case `associatedtype`, `class`, `deinit`, `enum`, `extension`, `fileprivate`, `func`, `import`, `init`, `inout`
    case `internal`, `let`, `operator`, `precedencegroup`, `private`, `protocol`, `public`, `rethrows`, `static`
    case `struct`, `subscript`, `typealias`, `var`
    // Reserved in statements.
    case `break`, `case`, `catch`, `continue`, `default`, `defer`, `do`, `else`, `fallthrough`, `for`, `guard`, `if`
    case `in`, `repeat`, `return`, `throw`, `switch`, `where`, `while`
    // Reserved in expressions and types.
    case `Any`, `as`, `await`, `false`, `is`, `nil`, `self`, `Self`, `super`, `throws`, `true`, `try`
    case underscore = "_"

    // Contextual: meaningful only where the grammar expects them.
    case client, async, some, any, get, set, package, open, mutating, nonmutating, nonisolated, borrowing, consuming
    case sending, isolated, each, metatypeType = "Type", `Protocol`, actor, optional, final, override, required,
        convenience, lazy
    case weak, unowned, dynamic, indirect, macro, _modify, _read, __owned, __shared
    /// A function type's specifier (`nonisolated(nonsending) () async -> Void`), never a word of the source.
    case nonisolatedNonsending = "nonisolated(nonsending)"

    /// How the keyword is spelt.
    var text: String { rawValue }

    /// Whether Swift reserves the word, so that it needs backticks wherever it is used as a name.
    package var isReserved: Bool { Keyword.reserved.contains(self) }

    /// The keywords declared before the contextual ones: Swift's reserved words.
    private static let reserved: Set<Keyword> = {
        let all = Keyword.allCases
        return Set(all[all.firstIndex(of: .associatedtype)!...all.firstIndex(of: .underscore)!])
    }()

    /// Whether the word is one of Swift's access modifiers.
    var isAccessModifier: Bool {
        switch self {
        case .public, .package, .internal, .fileprivate, .private, .open: return true
        default: return false
        }
    }

    /// One spelling in ``buckets``.
    private struct Entry {
        let bytes: [UInt8]
        let keyword: Keyword
        let isReserved: Bool
    }

    /// The longest keyword spelling, in bytes.
    private static let maximumLength = 16

    /// Keywords bucketed by the byte length and first byte of their spelling, so that matching a word compares it
    /// with at most a few candidates and creates no strings. Generated code asks this for every name it writes.
    private static let buckets: [[Entry]] = {
        var table = [[Entry]](repeating: [], count: (maximumLength + 1) * 128)
        for keyword in Keyword.allCases where keyword != .none && keyword != .nonisolatedNonsending {
            let bytes = Array(keyword.text.utf8)
            table[bucket(length: bytes.count, first: bytes[0])].append(
                Entry(bytes: bytes, keyword: keyword, isReserved: reserved.contains(keyword)))
        }
        return table
    }()

    private static func bucket(length: Int, first: UInt8) -> Int {
        length * 128 + Int(first)
    }

    /// The entry for the word in `buffer[start..<end]`, if it spells a keyword.
    private static func entry(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Entry? {
        let length = end - start
        guard length > 0, length <= maximumLength, buffer[start] < 0x80 else { return nil }
        candidates: for candidate in buckets[bucket(length: length, first: buffer[start])] {
            for index in 1..<length where buffer[start + index] != candidate.bytes[index] {
                continue candidates
            }
            return candidate
        }
        return nil
    }

    /// The keyword a word spells, or `.none`.
    static func matching(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Keyword {
        entry(buffer, from: start, to: end)?.keyword ?? .none
    }

    /// The keyword a string spells, or `.none`.
    static func matching(_ text: String) -> Keyword {
        var text = text
        return text.withUTF8 { matching($0, from: 0, to: $0.count) }
    }

    /// Whether Swift reserves the word `text`, so that it needs backticks as a name.
    static func isReservedWord(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { entry($0, from: 0, to: $0.count)?.isReserved ?? false }
    }
}
