import ClientGenCore

/// The parts of a closure property's type that a struct client's endpoint is made of, read with the spec parser:
/// `(@MainActor @Sendable (_ id: Int) async throws -> Movie)?`.
struct ClosureSignature: Equatable, Sendable {
    struct Parameter: Equatable, Sendable {
        /// The name written in the closure type (`id` in `(_ id: Int)`), if any.
        var name: String?
        /// The type, with `...` for a variadic one.
        var type: String
    }

    var parameters: [Parameter]
    var isAsync: Bool
    /// `throws` or `throws(E)`, or `nil`.
    var throwsClause: String?
    /// The result type, or `nil` for `Void`.
    var result: String?
    /// Attributes of the closure type other than `@Sendable` and `@escaping`: global actors.
    var attributes: [String]
    /// Whether the closure is optional (`(… -> …)?`).
    var isOptional: Bool
    /// Whether the closure type is `@Sendable`.
    var isSendable: Bool
    /// Names for the parameters the type leaves unnamed, by position (from closures written for the endpoint).
    var suggestedNames: [String?] = []
    /// The endpoint's name, from which a plain value's parameter may be named (`setMusicVolume` → `volume`).
    var endpoint = ""

    /// Reads a type; `nil` when it is not a function type.
    init?(type text: String) {
        let spec = SourceFile(path: "closure", text: "client C {\n    var v: \(text) { get }\n}\n")
        let (syntax, diagnostics) = SpecParser.parse(spec)
        guard !diagnostics.containsErrors, let member = syntax.clients.first?.members.first,
            case .property(let property) = member.kind
        else { return nil }
        var type = property.type
        isOptional = false
        if case .optional(let wrapped) = type.kind {
            isOptional = true
            type = wrapped
        }
        if case .tuple(let elements) = type.kind, elements.count == 1, elements[0].firstName == nil {
            type = elements[0].type
        }
        attributes = []
        isSendable = false
        if case .attributed(let typeAttributes, _, let base) = type.kind {
            isSendable = typeAttributes.contains { $0.name == "Sendable" }
            attributes = typeAttributes.filter { !["Sendable", "escaping"].contains($0.name) }.map(\.text)
            type = base
        }
        guard case .function(let elements, let effects, let result) = type.kind else { return nil }
        parameters = elements.map { element in
            // `_ _: String` names nothing: neither a label nor a local name.
            let written = element.secondName ?? element.firstName
            let name = written == "_" ? nil : written
            return Parameter(name: name, type: element.type.description + (element.isVariadic ? "..." : ""))
        }
        isAsync = effects.isAsync
        throwsClause = effects.isThrowing ? effects.thrownType.map { "throws(\($0.description))" } ?? "throws" : nil
        let resultText = result.description
        self.result = resultText == "Void" ? nil : resultText
    }

    /// The endpoint as a spec method: `func fetch(id: Int) async throws -> Movie`. Named closure parameters become
    /// argument labels when `labelsNamedParameters` (what `@DependencyClient` exposes), and stay unlabeled otherwise
    /// (a plain struct's closure is called without labels); unnamed ones get a name from their type.
    func method(named name: String, labelsNamedParameters: Bool) -> String {
        let parameters = zip(parameters, localNames).map { parameter, local in
            let label = labelsNamedParameters && local.isWritten ? "" : "_ "
            return label + SwiftName.escaped(local.name) + ": " + parameter.type
        }
        return "func \(SwiftName.escaped(name))(\(parameters.joined(separator: ", ")))" + effectsAndResult
    }

    /// ` async throws -> Movie`: what follows a method's parameter clause.
    var effectsAndResult: String {
        var text = ""
        if isAsync { text += " async" }
        if let throwsClause { text += " " + throwsClause }
        if let result { text += " -> " + result }
        return text
    }

    /// `try await self.fetch(id)`: a call of the closure property `name` passing the parameters of
    /// ``method(named:labelsNamedParameters:)`` through, `&` before `inout` ones and `()` after autoclosures.
    func forwardingCall(to name: String) -> String {
        let arguments = zip(parameters, localNames).map { parameter, local in
            let name = SwiftName.escaped(local.name)
            if parameter.type.hasPrefix("inout ") { return "&" + name }
            if parameter.type.hasPrefix("@autoclosure") { return name + "()" }
            return name
        }
        var call = "self.\(SwiftName.escaped(name))(\(arguments.joined(separator: ", ")))"
        if isAsync { call = "await " + call }
        if throwsClause != nil { call = "try " + call }
        return call
    }

    /// The parameters' local names in ``method(named:labelsNamedParameters:)``, with their types.
    var namedParameters: [NamedParameter] {
        zip(parameters, localNames).map { NamedParameter(name: $1.name, type: $0.type) }
    }

    /// The local names ``method(named:labelsNamedParameters:)`` gives the parameters: the names written in the
    /// closure type, or names made from the types (`Movie` → `movie`) where none is written or one repeats.
    private var localNames: [LocalName] {
        var used: Set<String> = []
        return parameters.enumerated().map { position, parameter in
            if let name = parameter.name, used.insert(name).inserted { return LocalName(name: name, isWritten: true) }
            let suggested = position < suggestedNames.count ? suggestedNames[position] : nil
            var local = suggested ?? Self.name(forType: parameter.type, endpoint: endpoint)
            while !used.insert(local).inserted { local += "2" }
            return LocalName(name: local, isWritten: false)
        }
    }

    /// A parameter's local name, and whether the closure type wrote it (rather than import making it up).
    private struct LocalName {
        var name: String
        var isWritten: Bool
    }

    /// A parameter name for an unnamed closure parameter of the endpoint `endpoint`, as a person would choose one:
    /// the last word of its type's name (`TrailRoute` → `route`, `[RemoteChapter]` → `chapters`); for a plain value
    /// (`String`, `Float`), what the endpoint's name says it is (`setMusicVolume` → `volume`, `boolForKey` → `key`),
    /// or the type's name; `value` when nothing names it.
    static func name(forType type: String, endpoint: String = "") -> String {
        var text = type.trimmingSpaces
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        var plural = false
        if text.hasPrefix("["), text.hasSuffix("]"), !text.contains(":") {
            text = String(text.dropFirst().dropLast())
            plural = true
        }
        let bare = ImportInventory.bareName(text)
        guard !bare.isEmpty, bare.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || $0 == "_" }) else {
            return "value"
        }
        if !plural, plainValueTypes.contains(bare), let word = Self.word(describing: endpoint) { return word }
        let word = plainValueTypes.contains(bare) ? SwiftName.lowerCamelCase(bare) : lastWord(of: bare)
        return plural ? pluralOf(word) : word
    }

    /// The plural of a name: `chapter` → `chapters`, `entry` → `entries`; one that ends in `s` stays as it is
    /// (`progress`, `status`).
    private static func pluralOf(_ word: String) -> String {
        if word.hasSuffix("s") { return word }
        if word.hasSuffix("y"), let before = word.dropLast().last, !"aeiou".contains(before) {
            return word.dropLast() + "ies"
        }
        return word + "s"
    }

    /// Types whose name says nothing of what the value is.
    private static let plainValueTypes: Set<String> = [
        "String", "Substring", "Int", "Int64", "Int32", "UInt", "Double", "Float", "Bool", "Data", "Date", "URL",
        "UUID",
    ]

    /// What an endpoint's name says its one plain value is: `setMusicVolume` → `volume`, `dataForKey` → `key`.
    private static func word(describing endpoint: String) -> String? {
        if endpoint.hasSuffix("ForKey") || endpoint.hasSuffix("Key") { return "key" }
        guard endpoint.hasPrefix("set"), endpoint.count > 3 else { return nil }
        return lastWord(of: String(endpoint.dropFirst(3)))
    }

    /// The last word of a camel-case name, lowercased: `LexiconRegion` → `region`, `DeviceEndpointID` → `id`.
    private static func lastWord(of name: String) -> String {
        let scalars = Array(name.unicodeScalars)
        var start = scalars.count - 1
        while start > 0, !(scalars[start].properties.isUppercase && !scalars[start - 1].properties.isUppercase) {
            start -= 1
        }
        return SwiftName.lowerCamelCase(String(String.UnicodeScalarView(scalars[start...])))
    }
}

/// A parameter of a drafted member: its local name and its type as written.
struct NamedParameter: Equatable, Sendable {
    var name: String
    var type: String
}
