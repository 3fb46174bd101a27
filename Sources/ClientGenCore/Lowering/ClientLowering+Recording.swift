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
            MockCallsPlan(
                name: name,
                isUnchecked: member.parameters.contains { $0.isRecorded && $0.recording == .unchecked },
                elementType: recordedCallType(of: member, types: types, localNames: localNames))
        }
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
        return .append(
            calls: calls.name, captures: captures, values: recorded)
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
