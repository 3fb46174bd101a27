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
    /// Whether its unimplemented double throws `UnimplementedFailure` when it has no placeholder: it throws, and not a
    /// typed error (whose double returns the natural default).
    var throwsUnimplementedFailure: Bool { Self.throwsUnimplementedFailure(throwsClause) }

    /// Whether a member of a `throws` clause as written (`nil` for none) throws `UnimplementedFailure` when its double
    /// has no placeholder: it throws, and not a typed error.
    static func throwsUnimplementedFailure(_ throwsClause: String?) -> Bool {
        guard let clause = throwsClause.map(ImportInventory.writtenName) else { return false }
        return clause == "throws" || clause == "throws(anyError)" || clause == "rethrows"
    }
    /// The result type, or `nil` for `Void`.
    var result: String?
    /// Attributes of the closure type other than `@Sendable` and `@escaping`: global actors.
    var attributes: [String]
    /// Whether the closure is optional (`(… -> …)?`).
    var isOptional: Bool
    /// Whether the closure type is `@Sendable`.
    var isSendable: Bool
    /// Names for the parameters the type leaves unnamed, by position: those the closures written for the endpoint
    /// give them (`setBool: { value, key in … }` in a live value), or a method forwarding to it.
    var suggestedNames: [String?] = []

    /// Reads a type; `nil` when it is not a function type.
    init?(type text: String) {
        guard var type = SpecParser.parseType(text) else { return nil }
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
    /// (a plain struct's closure is called without labels). A parameter the original names nowhere stays unnamed
    /// (`_: Bool`), as it is in the closure type: import makes up no name.
    func method(named name: String, labelsNamedParameters: Bool) -> String {
        let parameters = zip(parameters, localNames).map { parameter, local in
            guard let local else { return "_: " + parameter.type }
            let label = labelsNamedParameters && local.isWritten ? "" : "_ "
            return label + SwiftName.escaped(local.name) + ": " + parameter.type
        }
        return "func \(SwiftName.escaped(name))(\(parameters.joined(separator: ", ")))" + effectsAndResult
    }

    /// A method forwarding to the closure property `property`, as `@DependencyEndpoint(method:)` declares one: the
    /// closure's names as labels, and `p0`, `p1`, ... (the macro's names) for the parameters the original leaves
    /// unnamed. `public func write(_ p0: String) {`, without the closing brace's line.
    func forwardingMethod(named name: String, to property: String) -> [String] {
        let names = zip(localNames, parameters.indices).map { local, position in
            local?.name ?? "p\(position)"
        }
        let declared = zip(zip(parameters, localNames), names).map { pair, name in
            let label = pair.1?.isWritten == true ? "" : "_ "
            return label + SwiftName.escaped(name) + ": " + pair.0.type
        }
        let arguments = zip(parameters, names).map { parameter, name in
            let name = SwiftName.escaped(name)
            if parameter.type.hasPrefix("inout ") { return "&" + name }
            if parameter.type.hasPrefix("@autoclosure") { return name + "()" }
            return name
        }
        var call = "self.\(SwiftName.escaped(property))(\(arguments.joined(separator: ", ")))"
        if isAsync { call = "await " + call }
        if throwsClause != nil { call = "try " + call }
        let head = "func \(SwiftName.escaped(name))(\(declared.joined(separator: ", ")))" + effectsAndResult
        return [head + " {", "    " + call]
    }

    /// ` async throws -> Movie`: what follows a method's parameter clause.
    var effectsAndResult: String {
        var text = ""
        if isAsync { text += " async" }
        if let throwsClause { text += " " + throwsClause }
        if let result { text += " -> " + result }
        return text
    }

    /// The parameters' local names in ``method(named:labelsNamedParameters:)``, with their types; `_` for one left
    /// unnamed.
    var namedParameters: [NamedParameter] {
        zip(parameters, localNames).map { NamedParameter(name: $1?.name ?? "_", type: $0.type) }
    }

    /// The local names ``method(named:labelsNamedParameters:)`` gives the parameters: the names written in the
    /// closure type, else those the closures written for the endpoint give them (``suggestedNames``); `nil` where the
    /// original names none, or only a name another parameter has.
    private var localNames: [LocalName?] {
        var used: Set<String> = []
        return parameters.enumerated().map { position, parameter in
            if let name = parameter.name, used.insert(name).inserted { return LocalName(name: name, isWritten: true) }
            guard position < suggestedNames.count, let suggested = suggestedNames[position],
                used.insert(suggested).inserted
            else { return nil }
            return LocalName(name: suggested, isWritten: false)
        }
    }

    /// A parameter's local name, and whether the closure type wrote it (rather than a closure written for it).
    private struct LocalName {
        var name: String
        var isWritten: Bool
    }
}

/// A parameter of a drafted member: its local name and its type as written.
struct NamedParameter: Equatable, Sendable {
    var name: String
    var type: String
}
