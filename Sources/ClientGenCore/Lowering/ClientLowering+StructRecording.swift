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
                "/// Counts and records the calls of a `\(client.name)` made with `recording(into:)`, whatever its "
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
