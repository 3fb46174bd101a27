/// Prints a member's declaration as each artifact needs it: the protocol requirement repeats the spec's parameter
/// names; implementations use names unique within the member, since their bodies refer to every parameter.
enum MemberSignature {
    /// `func forecast(for city: String, days: Int) async throws -> [Double]` or `var isOnline: Bool { get async }`.
    static func requirement(_ member: MemberModel) -> CodeText {
        var text = modifierPrefix(member)
        switch member.kind {
        case .function(let function):
            writeFunctionHead(member, function, parameters: function.parameters.indices, to: &text) { text, parameter in
                write(parameter, localName: parameter.specLocalName, to: &text)
            }
        case .property(let type):
            text.append("var \(SwiftName.escaped(member.name)): \(type) { get\(member.effects) }")
        }
        return text
    }

    /// The head of an implementation: `public func forecast(for city: String, days: Int) async throws -> [Double]`
    /// or `public var isOnline: Bool`. `kept` selects the parameters of a forwarding overload; `withDefaults` keeps the
    /// spec's default values and `nonisolated` adds the modifier (both for a struct client's methods).
    static func implementation(
        _ member: MemberModel,
        access: AccessLevel,
        keeping kept: [Int]? = nil,
        withDefaults: Bool = false,
        nonisolated: Bool = false
    ) -> CodeText {
        var text = CodeText(nonisolated ? access.nonisolatedPrefix : access.prefix)
        text.append(modifierPrefix(member))
        switch member.kind {
        case .function(let function):
            let indices = kept ?? Array(function.parameters.indices)
            writeFunctionHead(member, function, parameters: indices, to: &text) { text, parameter in
                write(parameter, localName: parameter.localName, withDefault: withDefaults, to: &text)
            }
        case .property(let type):
            text.append("var \(SwiftName.escaped(member.name)): \(type)")
        }
        return text
    }

    /// The accessor line of a property implementation with effects, e.g. `get async throws`; `nil` without effects,
    /// where the body follows the property directly.
    static func getter(_ member: MemberModel) -> CodeText? {
        guard member.effects.isAsync || member.effects.isThrowing else { return nil }
        return "get\(member.effects)"
    }

    /// `func name<T: P>(parameters) effects -> Result where requirements`, after whatever `text` already holds.
    private static func writeFunctionHead(
        _ member: MemberModel,
        _ function: FunctionModel,
        parameters indices: some Sequence<Int>,
        to text: inout CodeText,
        _ writeParameter: (inout CodeText, ParameterModel) -> Void
    ) {
        text.append("func ")
        text.append(SwiftName.escaped(member.name))
        if !function.genericParameters.isEmpty {
            text.append("<")
            text.append(function.genericParameters, separator: ", ") { text, parameter in
                text.append(SwiftName.typeName(parameter.name.name))
                if let constraint = parameter.constraint { text.append(": \(constraint)") }
            }
            text.append(">")
        }
        text.append("(")
        text.append(indices, separator: ", ") { text, index in writeParameter(&text, function.parameters[index]) }
        text.append(")\(member.effects)")
        if let result = member.resultType {
            text.append(" -> \(result)")
        }
        if !function.requirements.isEmpty {
            text.append(" where ")
            text.append(function.requirements, separator: ", ") { text, requirement in
                text.append(
                    "\(requirement.left)\(requirement.relation == .conformance ? ":" : " ==") \(requirement.right)")
            }
        }
    }

    private static func modifierPrefix(_ member: MemberModel) -> CodeText {
        var text: CodeText = ""
        for modifier in member.modifiers { text.append("\(modifier) ") }
        return text
    }

    /// One parameter declaration, following Swift's rules for labels and local names.
    private static func write(
        _ parameter: ParameterModel,
        localName: String?,
        withDefault: Bool = false,
        to text: inout CodeText
    ) {
        switch (parameter.label, localName) {
        case (let label?, let local?) where label == local:
            text.append(SwiftName.label(label))
        case (let label?, let local?):
            text.append("\(SwiftName.label(label)) \(SwiftName.escaped(local))")
        case (let label?, nil):
            text.append("\(SwiftName.label(label)) _")
        case (nil, let local?):
            text.append("_ \(SwiftName.escaped(local))")
        case (nil, nil):
            text.append("_")
        }
        text.append(": \(parameter.type)")
        if parameter.isVariadic { text.append("...") }
        if withDefault, let value = parameter.defaultValue { text.append(" = \(value.text)") }
    }
}
