/// The words the parser gives meaning to: Swift's reserved keywords (which need backticks to be names) and the
/// contextual keywords of declarations, effects and types.
enum Keyword: String, CaseIterable, Sendable {
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

    /// How the keyword is spelt.
    var text: String { rawValue }

    /// Whether Swift reserves the word, so that it needs backticks wherever it is used as a name.
    var isReserved: Bool { Keyword.reserved.contains(self) }

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

    /// Keywords grouped by the byte length of their spelling, for matching without creating strings.
    private static let byLength: [[(bytes: [UInt8], keyword: Keyword)]] = {
        var table = [[(bytes: [UInt8], keyword: Keyword)]](repeating: [], count: 17)
        for keyword in Keyword.allCases where keyword != .none {
            let bytes = Array(keyword.text.utf8)
            table[bytes.count].append((bytes, keyword))
        }
        return table
    }()

    /// The keyword a word spells, or `.none`.
    static func matching(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Keyword {
        let length = end - start
        guard length < byLength.count else { return .none }
        candidates: for candidate in byLength[length] {
            for index in 0..<length where buffer[start + index] != candidate.bytes[index] {
                continue candidates
            }
            return candidate.keyword
        }
        return .none
    }

    /// The keyword a string spells, or `.none`.
    static func matching(_ text: String) -> Keyword {
        var text = text
        return text.withUTF8 { matching($0, from: 0, to: $0.count) }
    }
}
