/// Writes random valid specs from a seed, for property tests: random names (Swift keywords among them), types from a
/// grammar, effects, overloads, default values, properties, generics, attributes, both styles and every access level.
/// The types refer to the standard library and to `RandomModel` and `RandomError`, which the compile check declares.
struct RandomSpecGenerator {
    private var random: SplitMix64

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

        """

    /// One spec with `clientCount` clients named `<prefix>C0`, `<prefix>C1`, ...
    mutating func spec(prefix: String, clientCount: Int) -> String {
        var lines = ["import Foundation", ""]
        for index in 0..<clientCount {
            lines += client(named: "\(prefix)C\(index)")
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    // MARK: Clients and members

    private mutating func client(named name: String) -> [String] {
        let access = pick(["public", "package", ""])
        let isStruct = chance(0.3)
        var lines = ["/// Random client \(name)."]
        if isStruct { lines.append("@style(struct)") }
        if !isStruct, chance(0.15) { lines.append("@MainActor") }
        if chance(0.15) { lines.append("@available(macOS 10.15, iOS 13, *)") }
        lines.append("\(access.isEmpty ? "" : access + " ")client \(name) {")
        var usedNames: Set<String> = []
        var functionNames: [String] = []
        for _ in 0..<int(1...6) {
            let member =
                isStruct
                ? structEndpoint(usedNames: &usedNames)
                : protocolMember(usedNames: &usedNames, functionNames: &functionNames)
            lines += member.map { "    " + $0 }
        }
        lines.append("}")
        return lines
    }

    /// A property or a function; a function may overload an earlier one, with a first parameter labelled uniquely
    /// (and without a default value, so the overloads default values need stay distinct).
    private mutating func protocolMember(usedNames: inout Set<String>, functionNames: inout [String]) -> [String] {
        if chance(0.2) { return property(usedNames: &usedNames) }
        let overloadBase = chance(0.2) ? functionNames.randomElement(using: &random) : nil
        let name = overloadBase ?? freshName(&usedNames)
        functionNames.append(name)
        if chance(0.2) { return genericFunction(named: name, labelPrefix: overloadBase == nil ? "" : "over") }
        return function(named: name, labelPrefix: overloadBase == nil ? "" : "over", allowsUnlabeledDefaults: true)
    }

    private mutating func structEndpoint(usedNames: inout Set<String>) -> [String] {
        function(named: freshName(&usedNames), labelPrefix: "", allowsUnlabeledDefaults: false)
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
        let effects = pick(["", " async", " throws", " async throws"])
        let needsPlaceholder = !effects.contains("throws") && type.naturalDefault == nil
        return (needsPlaceholder ? ["@placeholder(\(type.value))"] : [])
            + ["var \(freshName(&usedNames)): \(type.text) { get\(effects) }"]
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

    private mutating func valueType(forResult: Bool = false, depth: Int = 0) -> RandomType {
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

    private func optional(_ type: String) -> String {
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
    private let labels = ["for", "in", "with", "id", "from", "to", "by", "default", "class", "where", "is", "as", "if"]

    private mutating func freshName(_ used: inout Set<String>) -> String {
        var name = Self.names.randomElement(using: &random)!
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

    private mutating func chance(_ probability: Double) -> Bool {
        Double(random.next() % 10_000) / 10_000 < probability
    }

    private mutating func int(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &random)
    }

    private mutating func pick<T>(_ choices: [T]) -> T {
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
