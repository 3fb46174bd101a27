/// What a mock and a struct client's recorder keep of a member's calls, and how they record one.
extension ClientLowering {
    /// The recorded calls of a member, when it records any: boxed when a parameter was vouched for with
    /// `@uncheckedSendable`.
    func callsPlan(
        of member: MemberModel,
        names: MockMemberNames,
        types: [MockTypes.Parameter],
        localNames: [String]
    ) -> MockCallsPlan? {
        names.calls.map { name in
            let isUnchecked = member.parameters.contains { $0.isRecorded && $0.recording == .unchecked }
            return MockCallsPlan(
                name: name, isUnchecked: isUnchecked,
                elementType: recordedCallType(of: member, types: types, localNames: localNames),
                hint: isUnchecked ? nil : unrecordedHint(of: member, types: types))
        }
    }

    /// `@unrecorded(item)`: the directive that leaves out the recorded parameters whose types are not known to be
    /// `Sendable` (and, for a subscript, `newValue` when `value` is one), or `nil` when every one is known to be.
    func unrecordedHint(of member: MemberModel, types: [MockTypes.Parameter], value: TypeSyntax? = nil) -> String? {
        var names: [String] = []
        var isUnnamed = false
        for (parameter, type) in zip(member.parameters, types) where parameter.isRecorded {
            guard let recorded = type.recorded, !recorded.isCertainlySendable else { continue }
            guard let name = parameter.specLocalName ?? parameter.label else {
                isUnnamed = true
                continue
            }
            names.append(name)
        }
        if let value, !value.isCertainlySendable { names.append(SpecValidator.newValue) }
        guard isUnnamed || !names.isEmpty else { return nil }
        return DirectiveValue.unrecorded(isUnnamed ? [] : names).text
    }

    /// How a call is recorded: appended (`inout` parameters captured by value, unchecked values boxed first), or only
    /// counted when nothing is recorded.
    func recordStatement(
        of member: MemberModel,
        localNames: [String],
        calls: MockCallsPlan?,
        callCount: String,
        locals: inout LocalNames
    ) -> MockBodyPlan.Record {
        let parameters = member.parameters
        var recorded: [String] = []
        var captures: [String] = []
        for (parameter, name) in zip(parameters, localNames) {
            if parameter.isRecorded { recorded.append(name) }
            if parameter.passing == .inout { captures.append(name) }
        }
        guard let calls else { return .increment(callCount: callCount) }
        if calls.isUnchecked {
            return .appendUnchecked(calls: calls.name, local: locals.make("call"), values: recorded)
        }
        return .append(calls: calls.name, captures: captures, values: recorded, hint: calls.hint)
    }

    /// The element type of `calls`: the recorded parameter's type, or a tuple labelled with the parameters' names as
    /// the spec writes them (not as the generated bodies may rename them).
    private func recordedCallType(
        of member: MemberModel,
        types: [MockTypes.Parameter],
        localNames: [String]
    ) -> TypeSyntax {
        var elements: [TupleTypeElement] = []
        for (position, parameter) in member.parameters.enumerated() where parameter.isRecorded {
            elements.append(
                TupleTypeElement(
                    firstName: parameter.specLocalName ?? localNames[position], secondName: nil,
                    type: types[position].recorded ?? .named("Void"), isVariadic: false))
        }
        if elements.count == 1 { return elements[0].type }
        return TypeSyntax(kind: .tuple(elements), range: .empty(at: 0))
    }
}
