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

    /// How a call is recorded: appended (recorded `inout` parameters captured by value, unchecked values boxed first),
    /// or only counted when nothing is recorded.
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
        for (parameter, name) in zip(parameters, localNames) where parameter.isRecorded {
            recorded.append(name)
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

/// Recording for struct clients: call counts and recorded calls, like a protocol client's mock, kept by a `Calls`
/// recorder that a client carries after `recording(into:)`; tests still assign the closures.
extension ClientLowering {
    /// The recorder of a struct client with closure endpoints.
    func structRecorderPlan() -> StructRecorderPlan? {
        // The naming pass named every closure endpoint's recorder members.
        var endpoints: [MemberModel] = []
        var names: [MockMemberNames] = []
        var state: [MockResetPlan.State] = []
        var condition: String?
        for member in client.members where member.role == .endpoint {
            guard let memberNames = member.mockNames else { continue }
            endpoints.append(member)
            names.append(memberNames)
            if member.condition?.text != condition {
                condition = member.condition?.text
                state.append(.condition(condition))
            }
            state.append(memberNames.calls.map(MockResetPlan.State.calls) ?? .callCount(memberNames.callCount))
        }
        guard !endpoints.isEmpty else { return nil }
        return StructRecorderPlan(
            attributes: client.attributes.everywhere,
            docLines: [
                "/// Counts and records the calls of \(clientWithArticle()) made with `recording(into:)`, whatever its "
                    + "endpoints are set to."
            ],
            head: TypeHead(
                modifiers: modifiers(), kind: .finalClass, name: "Calls", conformances: Self.addingSendable(to: [])),
            modifiers: modifiers(nonisolated: true),
            reset: MockResetPlan(modifiers: modifiers(nonisolated: true), name: client.doubleNames.reset, state: state),
            endpoints: zip(endpoints, names).map(recordedEndpoint),
            recording: RecordingMethodPlan(
                docLines: [
                    "/// This client, counting and recording its calls into `calls`, also through endpoints set later."
                ],
                modifiers: modifiers(nonisolated: true), clientType: client.name, storage: DoubleNames.recorderStorage))
    }

    private func recordedEndpoint(_ member: MemberModel, _ names: MockMemberNames) -> RecordedEndpointPlan {
        let localNames = LocalNames.parameters(of: member)
        var locals = LocalNames(taken: localNames)
        let endpoint = locals.make("endpoint")
        let calls = callsPlan(of: member, names: names, types: MockTypes.parameters(of: member), localNames: localNames)
        let record = recordStatement(
            of: member, localNames: localNames, calls: calls, callCount: names.callCount, locals: &locals)
        return RecordedEndpointPlan(
            endpoint: member.name.base, modifiers: modifiers(of: member, nonisolated: true), callCount: names.callCount,
            calls: calls, type: endpointType(of: member),
            closure: closureHead(of: member, parameters: .used(localNames)), endpointLocal: endpoint, record: record,
            call: forwardingCall(
                member, to: .local(endpoint), arguments: forwardedArguments(of: member, named: localNames)),
            returnsValue: member.resultType != nil, condition: member.condition?.text)
    }
}
