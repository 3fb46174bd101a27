/// How members are declared, forwarded to and left unimplemented: shared by every artifact.
extension ClientLowering {
    /// `func forecast(for city: String, days: Int) async throws -> [Double]` or `var isOnline: Bool { get async }`.
    func requirementHead(_ member: MemberModel) -> MemberHead {
        let modifiers = DeclarationModifiers(
            access: nil, memberModifiers: member.modifiers, isStatic: member.scope == .static)
        switch member.kind {
        case .function(let function):
            let head = functionHead(
                member, function, parameters: function.parameters, names: .asWritten, defaultValues: .omitted)
            return MemberHead(
                modifiers: modifiers, name: member.name.base, kind: functionKind(of: member, head, isRequirement: true))
        case .property(let type, let isSettable):
            return MemberHead(
                modifiers: modifiers, name: member.name.base,
                kind: .propertyRequirement(type: type, effects: member.effects, isSettable: isSettable))
        }
    }

    /// The head of an implementation: `public func forecast(for city: String, days: Int) async throws -> [Double]`
    /// or `public var isOnline: Bool`, declaring the parameters an overload for default values keeps (all of them by
    /// default), with their local names. A `rethrows` member is implemented without throwing, except by a forwarding
    /// overload (`rethrowing`), which passes its closure on.
    func implementationHead(
        _ member: MemberModel,
        modifiers: DeclarationModifiers,
        keeping overload: DefaultOverload? = nil,
        localNames: [String]? = nil,
        defaultValues: FunctionHead.DefaultValues = .omitted,
        rethrowing: Bool = false
    ) -> MemberHead {
        var modifiers = modifiers
        modifiers.memberModifiers = member.modifiers
        modifiers.isStatic = member.scope == .static
        switch member.kind {
        case .function(let function):
            let names = localNames ?? LocalNames.parameters(of: member)
            var head = functionHead(
                member, function, parameters: overload?.kept(function.parameters) ?? function.parameters,
                names: .unique, defaultValues: defaultValues,
                effects: rethrowing ? member.effects : member.effects.implemented)
            head.localNames = overload?.kept(names) ?? names
            return MemberHead(modifiers: modifiers, name: member.name.base, kind: functionKind(of: member, head))
        case .property(let type, let isSettable):
            return MemberHead(
                modifiers: modifiers, name: member.name.base,
                kind: .property(type: type, effects: member.effects, isSettable: isSettable))
        }
    }

    /// A method, an initializer (`init?` when it is failable), or a subscript, whose effects are its getter's.
    private func functionKind(
        of member: MemberModel,
        _ head: FunctionHead,
        isRequirement: Bool = false
    ) -> MemberHead.Kind {
        if case .function(let function) = member.kind, let isSettable = function.subscriptSetter {
            var head = head
            head.effects = .none
            return isRequirement
                ? .subscriptRequirement(head, effects: member.effects, isSettable: isSettable)
                : .subscript(head, effects: member.effects, isSettable: isSettable)
        }
        guard case .initializer(let isFailable) = member.scope else { return .function(head) }
        return .initializer(head, isFailable: isFailable)
    }

    private func functionHead(
        _ member: MemberModel,
        _ function: FunctionModel,
        parameters: [ParameterModel],
        names: FunctionHead.ParameterNames,
        defaultValues: FunctionHead.DefaultValues,
        effects: MemberEffects? = nil
    ) -> FunctionHead {
        FunctionHead(
            genericParameters: function.genericParameters, parameters: parameters, parameterNames: names,
            defaultValues: defaultValues, effects: effects ?? member.effects, result: member.resultType,
            requirements: function.requirements)
    }

    /// A call passing a member's arguments on, with `try` and `await` as the member's effects need; a call to a
    /// `rethrows` requirement passing a closure on (`rethrowing`) needs `try` too.
    func forwardingCall(
        _ member: MemberModel,
        to callee: ForwardingCall.Callee,
        arguments: [ForwardingCall.Argument],
        rethrowing: Bool = false
    ) -> ForwardingCall {
        ForwardingCall(
            callee: callee,
            isThrowing: member.effects.throwsEffectively || (rethrowing && member.effects.isRethrowing),
            isAsync: member.effects.isAsync, arguments: arguments)
    }

    /// A parameter passed on, by its local name, to a parameter of the same declaration: `x`, `&x`, or `x()` for an
    /// `@autoclosure`, which must be called to hand its value to another `@autoclosure`.
    func forwardedArgument(_ parameter: ParameterModel, named name: String, labelled: Bool) -> ForwardingCall.Argument {
        ForwardingCall.Argument(
            label: labelled ? parameter.label : nil, value: .parameter(name: name, passing: parameter.passing))
    }

    /// Every parameter of a member passed on, unlabelled, by its local name.
    func forwardedArguments(of member: MemberModel, named names: [String]) -> [ForwardingCall.Argument] {
        zip(member.parameters, names).map { forwardedArgument($0, named: $1, labelled: false) }
    }

    /// Reports the issue, then throws or returns the member's fallback. `exitsScope` is for a `guard`'s `else`, where a
    /// `Void` member still needs its `return`.
    func unimplementedBody(
        _ member: MemberModel,
        issue: UnimplementedBody.Issue,
        exitsScope: Bool
    ) -> UnimplementedBody {
        let exit: UnimplementedBody.Exit
        switch member.fallback {
        case .throwUnimplementedFailure: exit = .throwFailure(description: member.qualifiedName)
        case .throwError(let error): exit = .throwError(error)
        case .returnVoid: exit = exitsScope ? .returnVoid : .fallThrough
        case .returnValue(let value): exit = .returnValue(value.spelling)
        case .trap(let call?): exit = .call(call)
        case .trap(nil): exit = .trap(member: member.qualifiedName)
        }
        return UnimplementedBody(issue: issue, exit: exit)
    }

    /// The intro of a member's declarations: its doc comment and attributes.
    func intro(of member: MemberModel) -> DeclarationIntro {
        DeclarationIntro(docLines: member.docLines, attributes: member.attributes.all)
    }
}
