/// A protocol client's protocol and unimplemented double.
extension ClientLowering {
    func protocolPlan() -> ProtocolPlan {
        ProtocolPlan(
            intro: DeclarationIntro(docLines: client.docLines, attributes: client.attributes.onProtocol),
            head: TypeHead(
                modifiers: modifiers(), kind: .protocol, name: client.name, conformances: conformancesWithSendable()),
            typeAliases: typeAliasPlans(access: nil),
            requirements: declaredMembers.map {
                RequirementPlan(intro: intro(of: $0), head: requirementHead($0), condition: $0.condition?.text)
            },
            overloads: overloadExtensionPlan())
    }

    /// The client's type aliases, with the access given (none in a protocol, whose members take its own).
    func typeAliasPlans(access: AccessLevel?) -> [TypeAliasPlan] {
        client.typeAliases.map { alias in
            TypeAliasPlan(
                intro: DeclarationIntro(docLines: alias.docLines, attributes: alias.attributes),
                modifiers: DeclarationModifiers(access: access), name: alias.name, type: alias.type,
                condition: alias.condition?.text)
        }
    }

    /// The members the protocol declares: its own, but those `@inherited` re-declares for the doubles and mock.
    private var declaredMembers: [MemberModel] {
        client.members.filter { $0.role != .inheritedRequirement }
    }

    /// The overloads for default values: each forwards to the requirement with the omitted arguments' defaults.
    private func overloadExtensionPlan() -> OverloadExtensionPlan? {
        var overloads: [ForwardingMethodPlan] = []
        for member in declaredMembers {
            guard case .function(let function) = member.kind else { continue }
            let names = LocalNames.parameters(of: member)
            for overload in function.overloads {
                var arguments: [ForwardingCall.Argument] = []
                for (position, parameter) in function.parameters.enumerated() {
                    guard overload.omits[position], let value = parameter.defaultValue else {
                        arguments.append(forwardedArgument(parameter, named: names[position], labelled: true))
                        continue
                    }
                    arguments.append(ForwardingCall.Argument(label: parameter.label, value: .expression(value)))
                }
                overloads.append(
                    ForwardingMethodPlan(
                        intro: intro(of: member),
                        head: implementationHead(
                            member, modifiers: modifiers(), keeping: overload, localNames: names,
                            defaultValues: .callSite, rethrowing: true),
                        call: forwardingCall(
                            member, to: member.isInitializer ? .initializer : .member(member.name.base),
                            arguments: arguments, rethrowing: true),
                        condition: member.condition?.text))
            }
        }
        guard !overloads.isEmpty else { return nil }
        return OverloadExtensionPlan(
            attributes: client.attributes.everywhere, head: .extension(client.name), overloads: overloads)
    }

    func unimplementedDoublePlan() -> UnimplementedDoublePlan {
        UnimplementedDoublePlan(
            intro: DeclarationIntro(
                docLines: [
                    "/// \(clientWithArticle(capitalized: true)) whose members report an issue when called: the default in tests."
                ],
                attributes: client.attributes.onConformingTypes),
            head: TypeHead(
                modifiers: modifiers(), kind: client.isActor ? .actor : client.isClassBound ? .finalClass : .struct,
                name: client.names.unimplemented,
                conformances: [.named(client.name)]),
            initializer: initializerModifiers,
            members: client.doubledMembers.map { member in
                UnimplementedMemberPlan(
                    attributes: member.attributes.all, head: implementationHead(member, modifiers: modifiers()),
                    body: unimplementedBody(member, issue: unimplementedIssue(for: member), exitsScope: false),
                    setterIssue: member.isSettable ? .unimplementedSetter(member: member.qualifiedName) : nil,
                    condition: member.condition?.text)
            })
    }
}
