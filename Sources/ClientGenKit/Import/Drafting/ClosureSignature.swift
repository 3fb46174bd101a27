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
            let name = element.secondName ?? (element.firstName == "_" ? nil : element.firstName)
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
        return parameters.map { parameter in
            if let name = parameter.name, used.insert(name).inserted { return LocalName(name: name, isWritten: true) }
            var local = Self.name(forType: parameter.type)
            while !used.insert(local).inserted { local += "2" }
            return LocalName(name: local, isWritten: false)
        }
    }

    /// A parameter's local name, and whether the closure type wrote it (rather than import making it up).
    private struct LocalName {
        var name: String
        var isWritten: Bool
    }

    /// A parameter name for an unnamed closure parameter: its type's name in lowerCamelCase (`Movie` → `movie`), or
    /// `value`.
    static func name(forType type: String) -> String {
        let bare = ImportInventory.bareName(type)
        guard !bare.isEmpty, bare.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || $0 == "_" }) else {
            return "value"
        }
        return SwiftName.lowerCamelCase(bare)
    }
}

/// A parameter of a drafted member: its local name and its type as written.
struct NamedParameter: Equatable, Sendable {
    var name: String
    var type: String
}
