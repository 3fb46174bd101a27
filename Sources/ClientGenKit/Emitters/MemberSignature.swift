/// Prints a member's declaration as each artifact needs it: the protocol requirement repeats the spec's parameter
/// names; implementations use names unique within the member, since their bodies refer to every parameter.
enum MemberSignature {
    /// `func forecast(for city: String, days: Int) async throws -> [Double]` or `var isOnline: Bool { get async }`.
    static func requirement(_ member: MemberModel) -> String {
        switch member.kind {
        case .function(let function):
            return functionHead(
                member, function, prefix: "",
                parameters: function.parameters.map {
                    parameter($0, localName: $0.specLocalName)
                })
        case .property(let type):
            var accessors = "get"
            member.effects.write(to: &accessors)
            return modifierPrefix(member) + "var \(SwiftName.escaped(member.name)): \(type) { \(accessors) }"
        }
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
    ) -> String {
        let prefix = nonisolated ? access.nonisolatedPrefix : access.prefix
        switch member.kind {
        case .function(let function):
            let indices = kept ?? Array(function.parameters.indices)
            return functionHead(
                member, function, prefix: prefix,
                parameters: indices.map {
                    parameter(
                        function.parameters[$0], localName: function.parameters[$0].localName,
                        withDefault: withDefaults)
                })
        case .property(let type):
            return prefix + modifierPrefix(member) + "var \(SwiftName.escaped(member.name)): \(type)"
        }
    }

    /// The accessor line of a property implementation with effects, e.g. `get async throws`; `nil` without effects,
    /// where the body follows the property directly.
    static func getter(_ member: MemberModel) -> String? {
        guard member.effects.isAsync || member.effects.isThrowing else { return nil }
        var getter = "get"
        member.effects.write(to: &getter)
        return getter
    }

    private static func functionHead(
        _ member: MemberModel,
        _ function: FunctionModel,
        prefix: String,
        parameters: [String]
    ) -> String {
        var head = prefix + modifierPrefix(member) + "func " + SwiftName.escaped(member.name)
        if !function.genericParameters.isEmpty {
            head +=
                "<"
                + function.genericParameters.map { parameter in
                    SwiftName.typeName(parameter.name.name) + (parameter.constraint.map { ": \($0)" } ?? "")
                }.joined(separator: ", ") + ">"
        }
        head += "(" + parameters.joined(separator: ", ") + ")"
        member.effects.write(to: &head)
        if let result = member.resultType {
            head += " -> \(result)"
        }
        if !function.requirements.isEmpty {
            head +=
                " where "
                + function.requirements.map { requirement in
                    "\(requirement.left)\(requirement.relation == .conformance ? ":" : " ==") \(requirement.right)"
                }.joined(separator: ", ")
        }
        return head
    }

    private static func modifierPrefix(_ member: MemberModel) -> String {
        member.modifiers.map { $0 + " " }.joined()
    }

    /// One parameter declaration, following Swift's rules for labels and local names.
    private static func parameter(_ parameter: ParameterModel, localName: String?, withDefault: Bool = false) -> String
    {
        var type = parameter.type.description + (parameter.isVariadic ? "..." : "")
        if withDefault, let value = parameter.defaultValue { type += " = " + value.text }
        switch (parameter.label, localName) {
        case (let label?, let local?) where label == local:
            return "\(SwiftName.label(label)): \(type)"
        case (let label?, let local?):
            return "\(SwiftName.label(label)) \(SwiftName.escaped(local)): \(type)"
        case (let label?, nil):
            return "\(SwiftName.label(label)) _: \(type)"
        case (nil, let local?):
            return "_ \(SwiftName.escaped(local)): \(type)"
        case (nil, nil):
            return "_: \(type)"
        }
    }
}
