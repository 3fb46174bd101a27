/// Spelling members: their heads, the calls that forward to them, and closure types and literals.
extension MemberHead: TextWritable {
    /// `public func forecast(for city: String, days: Int) async throws -> [Double]`, `var isOnline: Bool { get async }`
    /// or `public var isOnline: Bool`.
    func write(to output: inout some TextOutput) {
        modifiers.write(to: &output)
        switch kind {
        case .function(let function):
            output.append("func ")
            output.append(SwiftName.escaped(name))
            function.write(to: &output)
        case .initializer(let function, let isFailable):
            output.append(isFailable ? "init?" : "init")
            function.write(to: &output)
        case .propertyRequirement(let type, let effects, let isSettable):
            writeProperty(type, to: &output)
            writeAccessorRequirement(effects: effects, isSettable: isSettable, to: &output)
        case .property(let type, _, _):
            writeProperty(type, to: &output)
        case .subscriptRequirement(let function, let effects, let isSettable):
            output.append("subscript")
            function.write(to: &output, isSubscript: true)
            writeAccessorRequirement(effects: effects, isSettable: isSettable, to: &output)
        case .subscript(let function, _, _):
            output.append("subscript")
            function.write(to: &output, isSubscript: true)
        }
    }

    /// ` { get async }` or ` { get set }`: what a property or subscript requirement asks for.
    private func writeAccessorRequirement(effects: MemberEffects, isSettable: Bool, to output: inout some TextOutput) {
        output.append(" { get")
        effects.write(to: &output)
        output.append(isSettable ? " set }" : " }")
    }

    private func writeProperty(_ type: TypeSyntax, to output: inout some TextOutput) {
        output.append("var ")
        output.append(SwiftName.escaped(name))
        output.append(": ")
        type.write(to: &output)
    }
}

extension FunctionHead: TextWritable {
    /// `<T: P>(parameters) effects -> Result where requirements`, after the function's name.
    func write(to output: inout some TextOutput) { write(to: &output, isSubscript: false) }

    /// The same after `subscript`, where a parameter's single name is no argument label, so a label equal to the
    /// local name is written twice (`subscript(category category: String)`).
    func write(to output: inout some TextOutput, isSubscript: Bool) {
        if !genericParameters.isEmpty {
            output.append("<")
            for (position, parameter) in genericParameters.enumerated() {
                if position > 0 { output.append(", ") }
                output.append(SwiftName.typeName(parameter.name))
                if let constraint = parameter.constraint {
                    output.append(": ")
                    constraint.write(to: &output)
                }
            }
            output.append(">")
        }
        output.append("(")
        for (position, parameter) in parameters.enumerated() {
            if position > 0 { output.append(", ") }
            writeParameter(parameter, at: position, isSubscript: isSubscript, to: &output)
        }
        output.append(")")
        effects.write(to: &output)
        if let result {
            output.append(" -> ")
            result.write(to: &output)
        }
        for (position, requirement) in requirements.enumerated() {
            output.append(position == 0 ? " where " : ", ")
            requirement.left.write(to: &output)
            output.append(requirement.relation == .conformance ? ": " : " == ")
            requirement.right.write(to: &output)
        }
    }
}

extension FunctionHead {
    /// One parameter declaration, following Swift's rules for labels and local names.
    private func writeParameter(
        _ parameter: ParameterModel, at position: Int, isSubscript: Bool, to output: inout some TextOutput
    ) {
        let label = parameter.label
        let localName =
            parameterNames == .unique && position < localNames.count ? localNames[position] : parameter.specLocalName
        switch (label, localName) {
        case (let label?, let local?) where label == local && !isSubscript:
            output.append(SwiftName.label(label))
        case (let label?, let local?):
            output.append(SwiftName.label(label))
            output.append(" ")
            output.append(SwiftName.escaped(local))
        case (let label?, nil):
            output.append(SwiftName.label(label))
            output.append(" _")
        case (nil, let local?):
            output.append("_ ")
            output.append(SwiftName.escaped(local))
        case (nil, nil):
            output.append("_")
        }
        output.append(": ")
        parameter.type.write(to: &output)
        if parameter.isVariadic { output.append("...") }
        if let defaultValue = parameter.defaultValue,
            defaultValues == .declared || (defaultValues == .callSite && DefaultOverloads.isCallSite(defaultValue))
        {
            output.append(" = ")
            output.append(defaultValue)
        }
    }
}

extension ForwardingCall: TextWritable {
    /// `try await self.forecast(for: city, days: 3)` or `handler(&value, delta)`.
    func write(to output: inout some TextOutput) {
        effects.write(to: &output)
        switch callee {
        case .member(let name):
            output.append("self.")
            output.append(SwiftName.escaped(name))
        case .initializer:
            output.append("self.init")
        case .local(let name):
            output.append(name)
        }
        output.append("(")
        for (position, argument) in arguments.enumerated() {
            if position > 0 { output.append(", ") }
            if let label = argument.label {
                output.append(SwiftName.argumentLabel(label))
                output.append(": ")
            }
            switch argument.value {
            case .parameter(let name, let passing):
                if passing == .inout { output.append("&") }
                if case .autoclosure(let throwing, let isAsync) = passing {
                    output.append(throwing ? (isAsync ? "try await " : "try ") : isAsync ? "await " : "")
                }
                output.append(SwiftName.escaped(name))
                if case .autoclosure = passing { output.append("()") }
                if passing == .boxedInAny { output.append(" as Any") }
            case .expression(let expression):
                output.append(expression)
            case .wrapped(let wrapper):
                wrapper.write(to: &output)
            }
        }
        output.append(")")
    }
}

extension ClosureWrapper: TextWritable {
    /// `{ try await work($0) }` or `{ (connection: Connection) async throws(StoreError) -> Any in … }`.
    func write(to output: inout some TextOutput) {
        output.append("{")
        head?.write(to: &output)
        output.append(" ")
        call.write(to: &output)
        if boxesOptional { output.append(" as Any") }
        output.append(" }")
    }
}

extension ForwardingCall {
    /// What a call's expression starts with: `try `, `await `, both or nothing.
    package struct Effects: TextWritable {
        var isThrowing: Bool
        var isAsync: Bool

        func write(to output: inout some TextOutput) {
            if isThrowing { output.append("try ") }
            if isAsync { output.append("await ") }
        }
    }

    /// The call's `try` and `await`, which an expression wrapping it (`withoutActuallyEscaping`) needs too.
    var effects: Effects { Effects(isThrowing: isThrowing, isAsync: isAsync) }
}

extension ClosureTypePlan: TextWritable {
    /// `@MainActor @Sendable (_ id: Int) async throws -> Movie`.
    func write(to output: inout some TextOutput) {
        if isNonsending { output.append("nonisolated(nonsending) ") }
        for attribute in attributes {
            attribute.write(to: &output)
            output.append(" ")
        }
        output.append("(")
        for (position, parameter) in parameters.enumerated() {
            if position > 0 { output.append(", ") }
            if let name = parameter.name {
                output.append("_ ")
                output.append(SwiftName.escaped(name))
                output.append(": ")
            }
            parameter.type.write(to: &output)
        }
        output.append(")")
        effects.write(to: &output)
        output.append(" -> ")
        result.write(to: &output)
    }
}

extension ClosureLiteralHead: TextWritable {
    /// ` _, _ in`, nothing for a closure without parameters, or ` (_: Movie) throws(MovieError) -> Void in`.
    func write(to output: inout some TextOutput) {
        switch self {
        case .parameters(let names):
            guard !names.isEmpty else { return }
            for (position, name) in names.enumerated() {
                output.append(position == 0 ? " " : ", ")
                output.append(name == "_" ? name : SwiftName.escaped(name))
            }
            output.append(" in")
        case .signature(let parameters, let effects, let result):
            output.append(" (")
            for (position, parameter) in parameters.enumerated() {
                if position > 0 { output.append(", ") }
                // A name, not a label: `{ (`in`: Int) in … }`.
                output.append(parameter.name.map(SwiftName.escaped) ?? "_")
                output.append(": ")
                parameter.type.write(to: &output)
            }
            output.append(")")
            effects.write(to: &output)
            output.append(" -> ")
            result.write(to: &output)
            output.append(" in")
        }
    }
}

extension UnimplementedBody.Issue: TextWritable {
    /// The message `reportIssue` records.
    func write(to output: inout some TextOutput) {
        switch self {
        case .unimplemented(let member):
            writeUnimplemented(member, to: &output)
        case .missingHandler(let member, let mock, let handler):
            writeUnimplemented(member, to: &output)
            output.append(" has no handler: set '")
            output.append(mock)
            output.append(".")
            output.append(handler)
            output.append("'")
        case .unimplementedSetter(let member):
            writeUnimplemented(member, to: &output)
            output.append(" was set")
        case .unexpectedHandlerResult(let mock, let handler, let type):
            output.append("'")
            output.append(mock)
            output.append(".")
            output.append(handler)
            output.append("' returned a value that is not a '")
            type.write(to: &output)
            output.append("'")
        }
    }

    private func writeUnimplemented(_ member: String, to output: inout some TextOutput) {
        output.append("Unimplemented: '")
        output.append(member)
        output.append("'")
    }
}
