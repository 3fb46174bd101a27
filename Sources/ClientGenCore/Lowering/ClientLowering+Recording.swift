/// What a mock and a struct client's recorder keep of a member's calls, and how they record one.
extension ClientLowering {
    /// The recorded calls of a member, when it records any: boxed when a parameter was vouched for with
    /// `@uncheckedSendable`.
    func callsPlan(
        of member: MemberModel,
        names: MockMemberNames,
        types: [MockTypes.Parameter]
    ) -> MockCallsPlan? {
        names.calls.map { name in
            MockCallsPlan(
                name: name,
                isUnchecked: member.parameters.contains { $0.isRecorded && $0.recording == .unchecked },
                elementType: recordedCallType(of: member, types: types))
        }
    }

    /// How a call is recorded: appended (`inout` parameters captured by value, unchecked values boxed first), or only
    /// counted when nothing is recorded.
    func recordStatement(
        of member: MemberModel,
        calls: MockCallsPlan?,
        callCount: String,
        locals: inout LocalNames
    ) -> MockBodyPlan.Record {
        let parameters = member.parameters
        let recorded = parameters.filter(\.isRecorded).map(\.localName)
        guard let calls else { return .increment(callCount: callCount) }
        if calls.isUnchecked {
            return .appendUnchecked(calls: calls.name, local: locals.make("call"), values: recorded)
        }
        return .append(
            calls: calls.name, captures: parameters.filter { $0.passing == .inout }.map(\.localName), values: recorded)
    }

    /// The element type of `calls`: the recorded parameter's type, or a tuple labelled with the parameters' names as
    /// the spec writes them (not as the generated bodies may rename them).
    private func recordedCallType(of member: MemberModel, types: [MockTypes.Parameter]) -> TypeSyntax {
        let recorded = zip(member.parameters, types).filter { $0.0.isRecorded }
        if recorded.count == 1, let type = recorded[0].1.recorded { return type }
        let elements = recorded.map { parameter, types in
            TupleTypeElement(
                firstName: parameter.specLocalName ?? parameter.localName, secondName: nil,
                type: types.recorded ?? .named("Void"), isVariadic: false)
        }
        return TypeSyntax(kind: .tuple(elements), range: .empty(at: 0))
    }
}
