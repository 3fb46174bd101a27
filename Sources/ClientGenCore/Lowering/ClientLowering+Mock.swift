/// The mock: a `final class` whose members call a settable handler, count calls and record their arguments, all
/// behind `LockIsolated` locks so the mock is `Sendable` without `@unchecked`. A call without a handler reports an
/// issue and then behaves like the unimplemented double.
extension ClientLowering {
    func mockPlan() -> MockPlan {
        let members = client.doubledMembers
        let staticMembers = members.contains(where: \.hasStaticState) ? members.filter(\.hasStaticState) : []
        return MockPlan(
            intro: DeclarationIntro(
                docLines: [
                    "/// \(clientWithArticle(capitalized: true)) for tests: each member calls its handler, and counts and records its calls."
                ],
                attributes: client.attributes.onConformingTypes),
            head: TypeHead(
                modifiers: modifiers(), kind: client.isActor ? .actor : .finalClass, name: client.names.mock,
                conformances: Self.addingSendable(to: [.named(client.name)])),
            initializer: initializerModifiers,
            reset: resetPlan(of: staticMembers.isEmpty ? members : members.filter { !$0.hasStaticState }),
            staticReset: staticMembers.isEmpty ? nil : resetPlan(of: staticMembers, isStatic: true),
            members: members.compactMap { member in
                guard let mock = member.mock, let names = member.mockNames else { return nil }
                return mockMemberPlan(member, mock, names: names)
            })
    }

    /// `reset()` (as the naming pass named it), or, for the static state, `resetStatics()`.
    private func resetPlan(of members: [MemberModel], isStatic: Bool = false) -> MockResetPlan {
        var state: [MockResetPlan.State] = []
        var condition: String?
        for member in members {
            guard let mock = member.mock, let names = member.mockNames else { continue }
            if member.condition?.text != condition {
                condition = member.condition?.text
                state.append(.condition(condition))
            }
            state.append(.handler(names.handler))
            state.append(names.calls.map(MockResetPlan.State.calls) ?? .callCount(names.callCount))
            if let assignment = mock.assignment, let name = names.assignments {
                state.append(assignment == .count ? .callCount(name) : .calls(name))
            }
        }
        var modifiers = modifiers(nonisolated: true)
        modifiers.isStatic = isStatic
        return MockResetPlan(
            modifiers: modifiers, name: isStatic ? client.doubleNames.resetStatics : client.doubleNames.reset,
            state: state)
    }

    private func mockMemberPlan(_ member: MemberModel, _ mock: MockMemberModel, names: MockMemberNames)
        -> MockMemberPlan
    {
        let types = MockTypes.parameters(of: member)
        let localNames = LocalNames.parameters(of: member)
        let calls = callsPlan(of: member, names: names, types: types, localNames: localNames)
        var setter: MockSetterPlan?
        if let assignment = mock.assignment, let name = names.assignments {
            setter = setterPlan(
                member, assignment: assignment, name: name, handler: names.handler, types: types,
                localNames: localNames)
        }
        let result =
            member.scope == .initializer(isFailable: true)
            ? (type: TypeSyntax.named("Bool"), isErased: false)  // Whether the initializer succeeds.
            : MockTypes.resultType(member.resultType, generics: member.genericScope)
        var stateModifiers = modifiers(nonisolated: true)
        stateModifiers.isStatic = member.hasStaticState
        return MockMemberPlan(
            name: member.name.description, access: member.isProperty || member.isSubscript ? .read : .call,
            stateModifiers: stateModifiers,
            handler: MockHandlerPlan(
                name: names.handler, type: handlerType(of: member, types: types, result: result.type)),
            callCount: MockCallCountPlan(name: names.callCount),
            calls: calls, attributes: member.attributes.all,
            head: implementationHead(member, modifiers: modifiers(), localNames: localNames),
            body: mockBody(
                member, names: names, types: types, localNames: localNames, resultIsErased: result.isErased,
                calls: calls),
            setter: setter, condition: member.condition?.text)
    }

    /// What a settable property's or subscript's mock keeps of what it is set to: the values (with a subscript's
    /// recorded arguments, in a tuple labelled with their names and `newValue`), or how many.
    private func setterPlan(
        _ member: MemberModel,
        assignment: MockAssignment,
        name: String,
        handler: String,
        types: [MockTypes.Parameter],
        localNames: [String]
    ) -> MockSetterPlan {
        let value = MockTypes.assignedType(of: member.resultType ?? .named("Void"))
        guard member.isSubscript else {
            guard case .values(let isUnchecked) = assignment else {
                return MockSetterPlan(name: name, kept: .count, handler: handler)
            }
            return MockSetterPlan(
                name: name, kept: .values(value, isUnchecked: isUnchecked), handler: handler,
                hint: isUnchecked || value.isCertainlySendable ? nil : DirectiveValue.unrecorded([]).text)
        }
        var keys: [String] = []
        var elements: [TupleTypeElement] = []
        var labels = LocalNames(taken: [])
        for (position, parameter) in member.parameters.enumerated() where parameter.isRecorded {
            keys.append(localNames[position])
            elements.append(
                TupleTypeElement(
                    firstName: labels.make(parameter.specLocalName ?? localNames[position]), secondName: nil,
                    type: types[position].recorded ?? .named("Void"), isVariadic: false))
        }
        guard case .values(let isUnchecked) = assignment else {
            return MockSetterPlan(name: name, kept: .count, handler: handler, keys: keys)
        }
        let type: TypeSyntax
        if elements.isEmpty {
            type = value
        } else {
            elements.append(
                TupleTypeElement(
                    firstName: labels.make(SpecValidator.newValue), secondName: nil, type: value, isVariadic: false))
            type = TypeSyntax(kind: .tuple(elements), range: .empty(at: 0))
        }
        return MockSetterPlan(
            name: name, kept: .values(type, isUnchecked: isUnchecked), handler: handler, keys: keys,
            hint: isUnchecked ? nil : unrecordedHint(of: member, types: types, value: value))
    }

    /// `@Sendable (String, Int) async throws -> [Double]`. The handler of an `async` member runs in the member's
    /// isolation (its global actor, or its caller's for `nonisolated(nonsending)`), so that arguments and results that
    /// are not `Sendable` never cross an isolation boundary on their way to it.
    private func handlerType(
        of member: MemberModel,
        types: [MockTypes.Parameter],
        result: TypeSyntax
    ) -> ClosureTypePlan {
        var isNonsending = false
        var actors: [AttributeModel] = []
        if member.effects.isAsync {
            // An actor's mock calls the handlers of its isolated members (and initializers) on the actor; its static
            // members are not isolated.
            let isActorIsolated =
                client.isActor && member.scope != .static && !member.modifiers.contains { $0.isNonisolated }
            if member.modifiers.contains(.nonisolated(argument: "nonsending")) || isActorIsolated {
                isNonsending = true
            } else {
                actors = globalActors(of: member)
                // A closure lent from the caller's isolation, or a value that is not `Sendable`, stays in it.
                isNonsending = actors.isEmpty && types.contains(where: \.isNonSendable)
            }
        }
        return ClosureTypePlan(
            isNonsending: isNonsending, attributes: actors + [.sendable],
            parameters: types.map { ClosureTypePlan.Parameter(name: nil, type: $0.handler) },
            effects: member.effects.implemented, result: result)
    }

    private func mockBody(
        _ member: MemberModel,
        names: MockMemberNames,
        types: [MockTypes.Parameter],
        localNames: [String],
        resultIsErased: Bool,
        calls: MockCallsPlan?
    ) -> MockBodyPlan {
        let parameters = member.parameters
        var locals = LocalNames(taken: localNames)
        let record = recordStatement(
            of: member, localNames: localNames, calls: calls, callCount: names.callCount, locals: &locals)
        let handler = locals.make("handler")
        // The handler takes an `@autoclosure` parameter as the closure it is, so it is passed on uncalled.
        var arguments: [ForwardingCall.Argument] = []
        var lent: [String] = []
        for (position, parameter) in parameters.enumerated() {
            if let wrapped = types[position].wrapped {
                let wrapper = closureWrapper(calling: localNames[position], wrapped, locals: &locals)
                arguments.append(ForwardingCall.Argument(label: nil, value: .wrapped(wrapper)))
                continue
            }
            let passing: ArgumentPassing =
                parameter.passing == .inout ? .inout : types[position].isBoxedForHandler ? .boxedInAny : .byValue
            arguments.append(
                ForwardingCall.Argument(label: nil, value: .parameter(name: localNames[position], passing: passing)))
            if types[position].isLentToHandler { lent.append(localNames[position]) }
        }
        var result = MockBodyPlan.Result.none
        if member.scope == .initializer(isFailable: true) {
            result = .succeeds(local: locals.make("succeeded"))
        } else if let resultType = member.resultType {
            result = .returned
            if resultIsErased {
                let issue = UnimplementedBody.Issue.unexpectedHandlerResult(
                    mock: client.names.mock, handler: names.handler, type: resultType)
                result = .cast(
                    valueName: locals.make("value"), resultName: locals.make("result"), type: resultType.withoutSending,
                    mismatch: unimplementedBody(member, issue: issue, exitsScope: true))
            }
        }
        return MockBodyPlan(
            record: record, stateAccess: member.isInitializer ? .throughType : .direct,
            lentClosures: lent, lendingThrows: member.effects.typedError,
            handler: names.handler, handlerLocal: handler,
            missingHandler: unimplementedBody(
                member,
                issue: .missingHandler(
                    member: member.qualifiedName, mock: client.names.mock, handler: names.handler),
                exitsScope: true),
            call: forwardingCall(member, to: .local(handler), arguments: arguments), result: result)
    }
}

extension ClientLowering {
    /// `{ try await work($0) }`: the closure a mock lends its handler in place of a non-escaping `closure` whose
    /// result is generic. Its parameters are named, and its signature written, only for a typed error, which Swift
    /// would otherwise infer as `any Error`.
    func closureWrapper(
        calling closure: String, _ wrapped: WrappedClosure, locals: inout LocalNames
    ) -> ClosureWrapper {
        let effects = MemberEffects(
            isAsync: wrapped.effects.isAsync, isThrowing: wrapped.effects.isThrowing,
            thrownType: wrapped.effects.thrownType)
        var head: ClosureLiteralHead?
        var arguments: [String] = []
        if effects.typedError == nil {
            arguments = wrapped.parameters.indices.map { "$" + String($0) }
        } else {
            var parameters: [ClosureTypePlan.Parameter] = []
            for parameter in wrapped.parameters {
                let written = parameter.secondName ?? parameter.firstName
                let name = locals.make(written.flatMap { $0 == "_" ? nil : $0 } ?? "argument")
                parameters.append(ClosureTypePlan.Parameter(name: name, type: parameter.type))
                arguments.append(SwiftName.escaped(name))
            }
            head = .signature(parameters: parameters, effects: effects, result: .named("Any"))
        }
        let call = ForwardingCall(
            callee: .local(SwiftName.escaped(closure)), isThrowing: effects.throwsEffectively,
            isAsync: effects.isAsync,
            arguments: arguments.map { ForwardingCall.Argument(label: nil, value: .expression($0)) })
        return ClosureWrapper(head: head, call: call, boxesOptional: wrapped.result.isOptional)
    }
}
