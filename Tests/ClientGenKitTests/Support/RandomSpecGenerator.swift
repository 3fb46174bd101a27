/// Writes random specs from a seed, for property tests of lint's soundness: random names (Swift keywords among them,
/// and names the generated code declares itself: `reset`, `resetMock`, `resetStatics`, `…Handler`, `…CallCount`,
/// `…Calls`, `…Assignments`, `calls`, `recording`, `_calls`), types from a grammar, effects, overloads, default values,
/// settable properties, generics, attributes, type aliases, both styles and every access level, and the shapes of real
/// clients: class-bound, actor and inheriting clients (chains of them), values that are not `Sendable` with their
/// recording directives, trapping generic members, chosen mock names, static and initializer requirements, inherited
/// requirements of a standard protocol, and struct clients with sub-clients (struct or protocol), stored values,
/// optional endpoints, `@noop(none)`, `@noopValue` and `@preview(.noop)`; every directive (`@key`, `@live`, `@preview`,
/// `@test`); `#if` chains around members and clients (see `RandomSpecGenerator+Conditions.swift`), subscripts and
/// `@marker` parents (`RandomSpecGenerator+Subscripts.swift`).
/// Most specs are valid; those with a name the generated code takes are rejected by lint, which is what the property
/// tests check: whatever lint accepts generates, and compiles. The types refer to the standard library and to
/// `RandomModel`, `RandomNote` and `RandomError`, which the compile check declares.
struct RandomSpecGenerator {
    var random: SplitMix64
    /// How many initializers the generator has written, which gives each a label of its own.
    private var initializerCount = 0
    /// The `#if` clauses around the client being written, outermost first, each numbered once: a client may use one
    /// declared under a prefix of them.
    var blockPath: [Int] = []
    /// How many `#if` clauses around clients the generator has written.
    var blockCount = 0
    /// Names declared by earlier clauses of the `#if` chain being written, which the current clause may declare again.
    var reusableNames: [String] = []
    /// Names the current client declares under `#if`, which an unrelated chain may (rarely) declare again.
    var conditionalNames: Set<String> = []

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// The support code the generated specs need, in the module that compiles them.
    static let supportCode = """
        public struct RandomModel: Sendable, Hashable, Codable {
            public var id: Int
            public init(id: Int = 0) { self.id = id }
        }

        public enum RandomError: Error, Equatable {
            case unimplemented
        }

        public final class RandomNote {
            public var text = ""
            public init() {}
        }

        /// Parents without requirements, which clients inherit as `@marker`.
        public protocol RandomMarker {}
        public protocol RandomSendableMarker: Sendable {}

        """

    /// One spec with `clientCount` clients named `<prefix>C0`, `<prefix>C1`, ...
    mutating func spec(prefix: String, clientCount: Int) -> String {
        var lines = ["import Foundation", ""]
        var earlier: [EarlierClient] = []
        var index = 0
        while index < clientCount {
            if chance(0.2) {
                lines += conditionalClients(prefix: prefix, index: &index, earlier: &earlier, depth: 0)
            } else {
                lines += client(named: "\(prefix)C\(index)", earlier: &earlier)
                index += 1
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    /// A client declared earlier in the spec, which a later one may inherit or hold as a sub-client.
    struct EarlierClient {
        var name: String
        var isStruct: Bool
        var isMainActor: Bool
        /// Whether it refines `Actor`, which only an actor client may inherit.
        var isActor = false
        /// Whether a struct client has a generated `noop` for sure (no trapping endpoint, no `@noop(none)`, no
        /// sub-client without one), which `@preview(.noop)` may name.
        var hasNoop = false
        /// `public`, `package` or `internal`, as far as visibility goes: an inheriting or storing client may be no more
        /// visible.
        var visibility: Int
        /// Its members' names, its ancestors' included, which an inheriting client must not reuse.
        var memberNames: Set<String>
        /// Whether it is `@available(macOS 10.15, iOS 13, *)`, which a client using it must be too.
        var isAvailabilityLimited: Bool
        /// The `#if` clauses it is declared under (see ``RandomSpecGenerator/blockPath``).
        var blockPath: [Int] = []
    }

    /// What a client's members may be.
    struct MemberContext {
        var isStruct: Bool
        var isActor: Bool
        /// The earlier clients a struct client may store.
        var subClients: [EarlierClient]
    }

    // MARK: Clients and members

    mutating func client(named name: String, earlier: inout [EarlierClient]) -> [String] {
        let access = pick(["public", "package", ""])
        let visibility = ["", "package", "public"].firstIndex(of: access)!
        let isStruct = chance(0.3)
        let isActor = !isStruct && chance(0.12)
        let isMainActor = !isStruct && !isActor && chance(0.15)
        var lines = ["/// Random client \(name)."]
        if isStruct { lines.append("@style(struct)") }
        if isMainActor { lines.append("@MainActor") }
        if chance(0.1) { lines.append("@key(\(name.prefix(1).lowercased() + name.dropFirst())Value)") }
        let isAvailabilityLimited = chance(0.15)
        if isAvailabilityLimited { lines.append("@available(macOS 10.15, iOS 13, *)") }
        var inheritance: [String] = []
        if isActor { inheritance.append("Actor") } else if !isStruct, chance(0.15) { inheritance.append("AnyObject") }
        // What a client inherits or stores is at least as visible and as available as itself, and declared under the
        // same `#if` clauses or fewer (now and then not: lint must reject that).
        let ignoresConditions = chance(0.03)
        let path = blockPath
        let usable = earlier.filter {
            $0.visibility >= visibility && (isAvailabilityLimited || !$0.isAvailabilityLimited)
                && (ignoresConditions || path.starts(with: $0.blockPath))
        }
        // Now and then a namesake in another `#if` clause: `client P: P`, which lint must reject.
        let parents = usable.filter {
            !$0.isStruct && $0.isMainActor == isMainActor && $0.isActor == isActor
        }
        var usedNames: Set<String> = []
        var inheritsDescription = false
        if !isStruct, chance(0.35), let parent = parents.randomElement(using: &random) {
            inheritance.append(parent.name)
            usedNames = parent.memberNames
        } else if !isStruct, !isActor, chance(0.08) {
            inheritance.append("CustomStringConvertible")
            inheritsDescription = true
        }
        inheritance += markerParents(isStruct: isStruct, earlier: earlier)
        let header = "\(access.isEmpty ? "" : access + " ")client \(name)"
        var members: [String] = []
        if inheritsDescription {
            // A client isolated to the main actor implements it nonisolated, or lint rejects it.
            let modifier = isMainActor && chance(0.8) ? "nonisolated " : ""
            members += ["@inherited", "@placeholder(\"\")", modifier + "var description: String { get }"]
            usedNames.insert("description")
        }
        if chance(0.1) {
            members.append("typealias Pair\(int(0...99)) = (Int, String)")
        }
        var functionNames: [String] = []
        var hasNoop = isStruct
        let context = MemberContext(
            isStruct: isStruct, isActor: isActor, subClients: usable.filter { $0.isStruct || !$0.isMainActor })
        conditionalNames = []
        for position in 0..<int(1...6) {
            // A struct client whose every endpoint is conditional may have none in some builds, which lint must
            // reject.
            members +=
                chance(0.15) && !(isStruct && position == 0 && chance(0.7))
                ? conditionalMembers(
                    context, usedNames: &usedNames, functionNames: &functionNames, hasNoop: &hasNoop, depth: 0)
                : member(context, usedNames: &usedNames, functionNames: &functionNames, hasNoop: &hasNoop)
        }
        if isStruct, chance(0.1) {
            lines.append("@noop(none)")
            hasNoop = false
        }
        lines += valueDirectives(of: name, isStruct: isStruct, hasNoop: hasNoop)
        lines.append(header + (inheritance.isEmpty ? "" : ": " + inheritance.joined(separator: ", ")) + " {")
        lines += members.map { "    " + $0 }
        lines.append("}")
        earlier.append(
            EarlierClient(
                name: name, isStruct: isStruct, isMainActor: isMainActor, isActor: isActor, hasNoop: hasNoop,
                visibility: visibility, memberNames: usedNames, isAvailabilityLimited: isAvailabilityLimited,
                blockPath: blockPath))
        return lines
    }

    /// `@live`, `@preview` and `@test`, each with a value of the client's type: its unimplemented double, or a struct
    /// client's `noop` when it has one.
    private mutating func valueDirectives(of name: String, isStruct: Bool, hasNoop: Bool) -> [String] {
        let unimplemented = isStruct ? "\(name)()" : "Unimplemented\(name)()"
        var lines: [String] = []
        if chance(0.15) { lines.append("@live(\(unimplemented))") }
        if chance(0.2) { lines.append("@preview(\(isStruct && hasNoop && chance(0.7) ? ".noop" : unimplemented))") }
        if chance(0.1) { lines.append("@test(\(unimplemented))") }
        return lines
    }

    /// One member of a client: a struct endpoint, or a protocol client's member or subscript (in a struct client, now
    /// and then, a subscript lint must refuse).
    mutating func member(
        _ context: MemberContext,
        usedNames: inout Set<String>,
        functionNames: inout [String],
        hasNoop: inout Bool
    ) -> [String] {
        guard context.isStruct else {
            if chance(0.1) { return subscriptMember() }
            return protocolMember(usedNames: &usedNames, functionNames: &functionNames, isActor: context.isActor)
        }
        if chance(0.01) { return subscriptMember() }
        return structEndpoint(usedNames: &usedNames, subClients: context.subClients, hasNoop: &hasNoop)
    }

    /// A property or a function; a function may overload an earlier one, with a first parameter labelled uniquely
    /// (and without a default value, so the overloads default values need stay distinct).
    mutating func protocolMember(
        usedNames: inout Set<String>,
        functionNames: inout [String],
        isActor: Bool = false
    ) -> [String] {
        if chance(0.08) { return initializer() }
        if chance(0.1) { return staticMember(usedNames: &usedNames, functionNames: &functionNames) }
        if isActor, chance(0.2) {
            return ["nonisolated func \(freshName(&usedNames))() -> String?"]
        }
        if chance(0.2) { return property(usedNames: &usedNames) }
        if chance(0.1) { return trappingFunction(named: freshName(&usedNames)) }
        if chance(0.1) { return nonSendableFunction(named: freshName(&usedNames)) }
        if chance(0.05) { return rethrowingFunction(named: freshName(&usedNames)) }
        let overloadBase = chance(0.2) ? functionNames.randomElement(using: &random) : nil
        let name = overloadBase ?? freshName(&usedNames)
        functionNames.append(name)
        var lines =
            chance(0.2)
            ? genericFunction(named: name, labelPrefix: overloadBase == nil ? "" : "over")
            : function(named: name, labelPrefix: overloadBase == nil ? "" : "over", allowsUnlabeledDefaults: true)
        if overloadBase != nil, chance(0.3) {
            lines.insert("@mockName(\(name.filter { $0 != "`" })Chosen\(int(0...999)))", at: 0)
        }
        return lines
    }

    /// An initializer requirement, failable or with effects, with a label no other initializer has.
    private mutating func initializer() -> [String] {
        initializerCount += 1
        let effects = pick(["", " async", " throws", " async throws"])
        let type = valueType()
        let more = chance(0.3) ? ", count: Int = 1" : ""
        return ["init\(pick(["", "?"]))(made\(initializerCount) value: \(type.text)\(more))\(effects)"]
    }

    /// A protocol member made `static`: a property or a function, which may overload an instance member.
    private mutating func staticMember(usedNames: inout Set<String>, functionNames: inout [String]) -> [String] {
        if chance(0.1) { return ["static func \(pick(["resetStatics", "resetMockStatics"]))()"] }
        var lines = protocolMember(usedNames: &usedNames, functionNames: &functionNames)
        guard let index = lines.lastIndex(where: { $0.hasPrefix("func ") || $0.hasPrefix("var ") }) else {
            return lines
        }
        lines[index] = "static " + lines[index]
        return lines
    }

    /// A struct endpoint, an optional endpoint, a stored value, or a stored sub-client of an earlier client (a
    /// struct, or `any` protocol client).
    mutating func structEndpoint(
        usedNames: inout Set<String>,
        subClients: [EarlierClient],
        hasNoop: inout Bool
    ) -> [String] {
        if chance(0.15), let subClient = subClients.randomElement(using: &random) {
            hasNoop = hasNoop && subClient.isStruct && subClient.hasNoop
            return ["var \(freshName(&usedNames)): \(subClient.isStruct ? "" : "any ")\(subClient.name) { get }"]
        }
        if chance(0.1) {
            let type = valueType(forResult: true)
            let placeholder = type.naturalDefault == nil || chance(0.3) ? ["@placeholder(\(type.value))"] : []
            return placeholder + ["var \(freshName(&usedNames)): \(type.text) { get }"]
        }
        if chance(0.15) {
            return [
                "optional func \(freshName(&usedNames))(_ key: String) -> \(optional(valueType(forResult: true).text))"
            ]
        }
        if chance(0.05) {
            // A noop cannot trap: without a `@noopValue`, the struct has none.
            guard chance(0.5) else {
                hasNoop = false
                return ["@trapping", "func \(freshName(&usedNames))() -> RandomModel"]
            }
            return ["@trapping", "@noopValue(RandomModel())", "func \(freshName(&usedNames))() -> RandomModel"]
        }
        return function(named: freshName(&usedNames), labelPrefix: "", allowsUnlabeledDefaults: false)
    }

    /// A generic member whose result no spec can write a value of, so its double traps.
    private mutating func trappingFunction(named name: String) -> [String] {
        [
            "@trapping",
            "func \(name)<T: Sendable>(_ value: T)\(pick(["", " async"])) -> [T: Int]".replacingOccurrences(
                of: "[T: Int]", with: pick(["T", "(T, Int)"])),
        ]
    }

    /// A member that rethrows what its closure throws, sometimes with a default value to forward.
    private mutating func rethrowingFunction(named name: String) -> [String] {
        let closure = pick([
            "(Int) throws -> Void", "((String) throws -> Bool)?", "@escaping @Sendable () throws -> Int",
        ])
        let limit = pick(["", "limit: Int = 3, ", "limit: Int, "])
        let result = pick(["", " -> [Int]", " -> Int?"])
        return ["func \(name)(\(limit)_ body: \(closure))\(pick(["", " async"])) rethrows\(result)"]
    }

    /// A member taking values that are not `Sendable`, recorded unchecked or left out, as the spec says.
    private mutating func nonSendableFunction(named name: String) -> [String] {
        // `payload` is known not to be `Sendable`, so every choice leaves it out of the recording.
        let directives = pick([
            ["@unrecorded(payload)", "@uncheckedSendable(note)"], ["@unrecorded(note, payload)"], ["@unrecorded"],
        ])
        let effects = pick(["", " async", " async throws"])
        return directives + ["func \(name)(_ note: RandomNote, payload: [String: Any])\(effects)"]
    }

    private mutating func function(named name: String, labelPrefix: String, allowsUnlabeledDefaults: Bool) -> [String] {
        var parameters: [String] = []
        var defaults = 0
        var hasLabel = false
        for index in 0..<int(labelPrefix.isEmpty ? 0...4 : 1...4) {
            let type = valueType()
            var label = chance(0.3) ? "_" : pick(labels)
            let isOverloadLabel = !labelPrefix.isEmpty && index == 0
            if isOverloadLabel { label = labelPrefix + String(int(0...999)) }
            hasLabel = hasLabel || label != "_"
            var parameter = "\(label) p\(index): \(type.text)"
            if chance(0.15), !type.text.hasPrefix("@") {
                parameter = "\(label) p\(index): inout \(type.text)"
            } else if defaults < 3, !isOverloadLabel, chance(0.3) {
                parameter += " = \(type.value)"
                defaults += 1
            }
            parameters.append(parameter)
        }
        if !allowsUnlabeledDefaults, defaults > 0, !hasLabel, !parameters.isEmpty {
            parameters[0] = "label " + parameters[0].drop { $0 != " " }.dropFirst()
        }
        let (effects, result, directives) = effectsAndResult()
        var lines = directives
        if result != nil, chance(0.2) { lines.insert("@discardableResult", at: 0) }
        lines.append("func \(name)(\(parameters.joined(separator: ", ")))\(effects)\(result.map { " -> \($0)" } ?? "")")
        return lines
    }

    private mutating func genericFunction(named name: String, labelPrefix: String) -> [String] {
        let label = labelPrefix.isEmpty ? pick(labels) : labelPrefix + String(int(0...999))
        let shape = labelPrefix.isEmpty ? int(0...2) : 1  // An overload needs its unique label.
        let parameter = ["_ value: T", "\(label) values: [T]", "_ type: T.Type"][shape]
        let result = pick(["T", "[T]", "T?", "Int"])
        let effects = result == "T" ? " async throws" : pick([" async throws", " throws", ""])
        let directives = result == "Int" && effects.isEmpty ? ["@placeholder(0)"] : []
        let constraint = pick(["Sendable", "Codable & Sendable", "Hashable & Sendable"])
        return directives + ["func \(name)<T: \(constraint)>(\(parameter))\(effects) -> \(result)"]
    }

    private mutating func property(usedNames: inout Set<String>) -> [String] {
        let type = valueType(forResult: true)
        // A setter takes a getter without effects, as in Swift.
        let effects = pick(["", " async", " throws", " async throws", " set"])
        let needsPlaceholder = !effects.contains("throws") && type.naturalDefault == nil
        var directives = needsPlaceholder ? ["@placeholder(\(type.value))"] : []
        if effects == " set", chance(0.3) { directives.append(pick(["@unrecorded", "@uncheckedSendable"])) }
        return directives + ["var \(freshName(&usedNames)): \(type.text) { get\(effects) }"]
    }

    /// Effects, an optional result type, and the directives a fallback needs.
    private mutating func effectsAndResult() -> (String, String?, [String]) {
        let type: RandomType? = chance(0.25) ? nil : valueType(forResult: true)
        switch int(0...4) {
        case 0:
            return (" async throws", type?.text, [])
        case 1:
            let directive = chance(0.5) ? "@throwing(RandomError.unimplemented)" : nil
            guard let directive else {
                guard let type, type.naturalDefault == nil else { return (" throws(RandomError)", type?.text, []) }
                return (" throws(RandomError)", type.text, ["@placeholder(\(type.value))"])
            }
            return (" throws(RandomError)", type?.text, [directive])
        case 2:
            return (" throws", type?.text, [])
        default:
            let effects = chance(0.5) ? " async" : ""
            guard let type, type.naturalDefault == nil else { return (effects, type?.text, []) }
            return (effects, type.text, ["@placeholder(\(type.value))"])
        }
    }

    // MARK: Types

    struct RandomType {
        var text: String
        /// A value of the type, as Swift source.
        var value: String
        /// Whether clientgen knows a value to return without a placeholder.
        var naturalDefault: String?
    }

    private static let leafTypes: [RandomType] = [
        RandomType(text: "Int", value: "0"), RandomType(text: "String", value: "\"\""),
        RandomType(text: "Double", value: "0.5"), RandomType(text: "Bool", value: "false"),
        RandomType(text: "UInt8", value: "0"), RandomType(text: "RandomModel", value: "RandomModel()"),
        RandomType(text: "Data", value: "Data()"), RandomType(text: "any Error", value: "RandomError.unimplemented"),
        RandomType(text: "Int.Type", value: "Int.self"),
    ]

    mutating func valueType(forResult: Bool = false, depth: Int = 0) -> RandomType {
        let leaf = Self.leafTypes.randomElement(using: &random)!
        guard depth < 2, chance(0.5) else { return leaf }
        let inner = valueType(forResult: forResult, depth: depth + 1)
        switch int(0...(forResult ? 8 : 7)) {
        case 0: return RandomType(text: "[\(inner.text)]", value: "[]", naturalDefault: "[]")
        case 1:
            return RandomType(text: "[String: \(inner.text)]", value: "[:]", naturalDefault: "[:]")
        case 2: return RandomType(text: optional(inner.text), value: "nil", naturalDefault: "nil")
        case 3:
            return RandomType(text: "(\(inner.text), Int)", value: "(\(inner.value), 0)")
        case 4:
            return RandomType(
                text: "(name: String, value: \(inner.text))", value: "(name: \"\", value: \(inner.value))")
        case 5: return RandomType(text: "Result<Int, any Error>", value: ".success(0)")
        case 6: return RandomType(text: "Set<String>", value: "[]", naturalDefault: "[]")
        case 7:
            return RandomType(text: "(@Sendable (Int) -> String)?", value: "nil", naturalDefault: "nil")
        default: return RandomType(text: "AsyncStream<Int>", value: ".finished", naturalDefault: ".finished")
        }
    }

    func optional(_ type: String) -> String {
        type.contains(" ") || type.contains("->") ? "(\(type))?" : type + "?"
    }

    // MARK: Names

    /// Member names, Swift keywords among them (written in backticks, as Swift requires).
    private static let names = [
        "fetch", "load", "save", "refresh", "search", "value", "count", "items", "`default`", "`class`", "`in`",
        "`for`", "`repeat`", "`return`", "`switch`", "`case`", "`import`", "`var`", "`let`", "`struct`", "`where`",
        "`throws`", "`is`", "`as`", "get", "set", "async", "some", "any", "Type", "`enum`", "`protocol`", "`while`",
        "`guard`", "`defer`", "`true`", "`nil`", "`Any`", "`subscript`", "`operator`", "`extension`", "`typealias`",
    ]

    /// Argument labels, keywords among them (labels need no backticks, except `inout`, `var` and `let`).
    let labels = ["for", "in", "with", "id", "from", "to", "by", "default", "class", "where", "is", "as", "if"]

    /// Names the generated code declares itself, which lint must reject wherever they would clash.
    private static let generatedNames = [
        "reset", "resetMock", "resetStatics", "resetMockStatics", "fetchHandler", "fetchCallCount", "fetchCalls",
        "fetchAssignments", "loadHandler", "countAssignments", "calls", "recording", "_calls", "_fetch",
        "subscriptHandler", "subscriptCallCount", "subscriptKeyCalls", "subscriptForAssignments",
        "subscriptMetadataKeyHandler",
    ]

    mutating func freshName(_ used: inout Set<String>) -> String {
        if chance(0.5), let name = reusableNames.first(where: { !used.contains($0) }) {
            used.insert(name)
            return name
        }
        var name = (chance(0.06) ? Self.generatedNames : Self.names).randomElement(using: &random)!
        var suffix = 1
        while used.contains(name) {
            let bare = name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
            name = bare + String(suffix)
            suffix += 1
        }
        used.insert(name)
        return name
    }

    // MARK: Randomness

    mutating func chance(_ probability: Double) -> Bool {
        Double(random.next() % 10_000) / 10_000 < probability
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &random)
    }

    mutating func pick<T>(_ choices: [T]) -> T {
        choices.randomElement(using: &random)!
    }
}

/// A small, fast, seedable generator, so a failing case can be replayed from its seed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
