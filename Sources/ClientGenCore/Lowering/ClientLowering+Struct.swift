/// A struct client: a `Sendable` struct with one `@Sendable` closure property per endpoint, a memberwise initializer,
/// and a method per labelled endpoint that keeps the argument labels (and default values), as `@DependencyClient`
/// does, without a macro; and its unimplemented `init()`, `unimplemented` and `noop`.
extension ClientLowering {
    func structClientPlan() -> StructClientPlan {
        let endpoints = client.members.map { member in
            let storage = storage(of: member)
            // A recorded closure's property is computed, so it can carry the member's availability; stored ones
            // cannot.
            let isComputed = if case .recordedClosure = storage { true } else { false }
            return EndpointPlan(
                docLines: member.docLines, attributes: isComputed ? member.attributes.availability : [],
                modifiers: modifiers(of: member, nonisolated: true), name: member.name.base, storage: storage,
                condition: member.condition?.text)
        }
        // As Swift's memberwise initializer, no wider than the properties it sets.
        var initializerAccess = client.access
        for member in client.members {
            if let access = member.access { initializerAccess = min(initializerAccess, access) }
        }
        let defaultValues = client.members.map(memberwiseDefaultValue)
        let leftOut = defaultValues.contains { $0 != nil } ? ": those left out report an issue when called" : ""
        return StructClientPlan(
            intro: DeclarationIntro(docLines: client.docLines, attributes: client.attributes.onStruct),
            head: TypeHead(
                modifiers: modifiers(), kind: .struct, name: client.name, conformances: conformancesWithSendable()),
            typeAliases: typeAliasPlans(access: client.access),
            endpoints: endpoints,
            initializer: endpoints.isEmpty
                ? nil
                : MemberwiseInitializerPlan(
                    docLines: ["/// Creates \(clientWithArticle()) from its endpoints\(leftOut)."],
                    modifiers: DeclarationModifiers(access: initializerAccess, isNonisolated: true),
                    endpoints: endpoints, defaultValues: defaultValues,
                    combinations: .of(client.members.map(\.condition))),
            methods: client.members.filter { $0.role == .endpoint && $0.parameters.contains { $0.label != nil } }
                .map(methodPlan),
            recorder: structRecorderPlan())
    }

    /// An endpoint's default value in the memberwise initializer: the unimplemented value's, when it is generated,
    /// and the endpoint is neither optional (`nil` already) nor limited by `@available` (which the initializer's
    /// default could not refer to without a warning).
    private func memberwiseDefaultValue(_ member: MemberModel) -> String? {
        guard artifacts.contains(.unimplemented), member.role != .optionalEndpoint,
            member.attributes.availability.isEmpty
        else { return nil }
        return SwiftName.escaped(client.name) + ".unimplemented." + SwiftName.escaped(member.name.base)
    }

    /// What an endpoint's property holds.
    private func storage(of member: MemberModel) -> EndpointPlan.Storage {
        switch member.role {
        case .optionalEndpoint: return .optionalClosure(endpointType(of: member))
        case .storedValue:
            let type = member.resultType ?? .named("Void")
            return .value(type, isClosure: isClosure(type))
        case .endpoint, .requirement, .inheritedRequirement:
            return .recordedClosure(
                endpointType(of: member), storage: Self.storage(of: member.name.base),
                recorder: DoubleNames.recorderStorage)
        }
    }

    /// Whether a stored value's type is a closure, as written or through the client's type aliases (`Handler`).
    private func isClosure(_ type: TypeSyntax) -> Bool {
        ClientTypeAliases(owner: client.name, aliases: client.typeAliases).expanding(type).isFunction
    }

    /// `@MainActor @Sendable (_ id: Int) async throws -> Movie`: the endpoint's closure type, isolated to the member's
    /// global actor or else the client's, with parameter names kept for documentation.
    func endpointType(of member: MemberModel) -> ClosureTypePlan {
        ClosureTypePlan(
            attributes: globalActors(of: member) + [AttributeModel.sendable],
            parameters: member.parameters.map { ClosureTypePlan.Parameter(name: $0.specLocalName, type: $0.type) },
            effects: member.effects, result: member.resultType ?? .named("Void"))
    }

    /// The method of a labelled endpoint: isolated like the endpoint, or `nonisolated` when neither the client nor
    /// the member has a global actor and no parameter is `isolated` (`isolation: isolated (any Actor)? = #isolation`,
    /// which makes the method isolated to the caller's actor).
    private func methodPlan(_ member: MemberModel) -> ForwardingMethodPlan {
        let hasIsolatedParameter = member.parameters.contains { $0.type.hasSpecifier(.isolated) }
        let actors = globalActors(of: member)
        let isIsolated = !actors.isEmpty || hasIsolatedParameter
        let names = LocalNames.parameters(of: member)
        var head = implementationHead(
            member, modifiers: modifiers(of: member, nonisolated: !isIsolated), localNames: names,
            defaultValues: .declared)
        head.modifiers.memberModifiers.removeAll(where: \.isNonisolated)  // Said once, first, as for the others.
        return ForwardingMethodPlan(
            intro: DeclarationIntro(
                docLines: member.docLines,
                attributes: member.attributes.exceptSendable + (member.attributes.globalActors.isEmpty ? actors : [])),
            head: head,
            call: forwardingCall(
                member, to: .member(member.name.base), arguments: forwardedArguments(of: member, named: names)),
            condition: member.condition?.text)
    }

    func structDefaultsPlan() -> StructDefaultsPlan {
        let name = client.name
        var noop: NoopPlan?
        if client.hasNoop {
            noop = NoopPlan(
                docLines: [
                    "/// \(clientWithArticle(capitalized: true)) whose endpoints do nothing: each returns its placeholder or natural default."
                ],
                modifiers: modifiers(nonisolated: true), typeName: name,
                endpoints: client.members.map { member in
                    var value: String?
                    if case .returnValue(let returned) = member.noopValue { value = returned.spelling }
                    guard member.role == .endpoint else {
                        return NoopEndpointPlan(name: member.name.base, value: .expression(value ?? "nil"))
                    }
                    return NoopEndpointPlan(
                        name: member.name.base,
                        value: .closure(
                            closureHead(of: member, parameters: naming(of: member, for: member.noopValue)),
                            returning: value))
                }, combinations: .of(client.members.map(\.condition)))
        }
        return StructDefaultsPlan(
            attributes: client.attributes.everywhere, head: .extension(name),
            initializer: UnimplementedInitializerPlan(
                docLines: [
                    "/// \(clientWithArticle(capitalized: true)) whose endpoints report an issue when called: the default in tests."
                ],
                modifiers: modifiers(nonisolated: true),
                endpoints: client.members.map(unimplementedEndpoint)),
            unimplemented: StaticValuePlan(
                modifiers: modifiers(nonisolated: true), name: "unimplemented", type: .named(name),
                expression: "\(SwiftName.escaped(name))()"),
            unimplementedDocLines: [
                "/// \(clientWithArticle(capitalized: true)) whose endpoints report an issue when called."
            ],
            noop: noop)
    }

    /// The modifiers of an endpoint's declarations: its own access, or the client's.
    func modifiers(of member: MemberModel, nonisolated: Bool) -> DeclarationModifiers {
        DeclarationModifiers(access: member.access ?? client.access, isNonisolated: nonisolated)
    }

    /// The stored property behind a recorded closure endpoint: `_fetch`.
    static func storage(of endpoint: String) -> String {
        "_" + endpoint
    }

    /// What `init()` assigns an endpoint: a closure that reports the issue, or, for an optional endpoint or a stored
    /// value, its unimplemented value.
    private func unimplementedEndpoint(_ member: MemberModel) -> UnimplementedEndpointPlan {
        guard member.role == .endpoint else {
            var value = "nil"
            if case .returnValue(let returned) = member.fallback { value = returned.spelling }
            return UnimplementedEndpointPlan(
                name: member.name.base, value: .expression(value), condition: member.condition?.text)
        }
        return UnimplementedEndpointPlan(
            name: Self.storage(of: member.name.base),
            value: .closure(
                closureHead(of: member, parameters: naming(of: member, for: member.fallback)),
                unimplementedBody(member, issue: unimplementedIssue(for: member), exitsScope: false)),
            condition: member.condition?.text)
    }

    /// ` _, _ in`, or, for typed throws, whose type Swift does not take from context, the whole signature; with the
    /// parameters' names when the body uses them.
    func closureHead(of member: MemberModel, parameters naming: ClosureParameterNaming = .unused) -> ClosureLiteralHead
    {
        let parameters = member.parameters
        let names: [String?] =
            switch naming {
            case .unused: Array(repeating: nil, count: parameters.count)
            case .used(let names): names
            }
        guard member.effects.typedError != nil else { return .parameters(names.map { $0 ?? "_" }) }
        return .signature(
            parameters: zip(names, parameters).map { ClosureTypePlan.Parameter(name: $0, type: $1.type) },
            effects: member.effects, result: member.resultType ?? .named("Void"))
    }

    /// How the closure of an endpoint's unimplemented value or `noop` names its parameters: as the protocol double
    /// does when the `@placeholder`, `@throwing` or `@noopValue` expression it returns mentions one (`value`), which the
    /// double has in scope too; else `_`.
    private func naming(of member: MemberModel, for fallback: Fallback?) -> ClosureParameterNaming {
        let expression: String
        switch fallback {
        case .throwError(let error): expression = error
        case .returnValue(.expression(let value)): expression = value
        default: return .unused
        }
        let mentioned = member.parameters.contains { $0.specLocalName.map(expression.mentionsName) ?? false }
        return mentioned ? .used(LocalNames.parameters(of: member)) : .unused
    }

    /// Whether a closure literal's body uses its parameters, so they need names: these.
    enum ClosureParameterNaming {
        case unused
        case used([String])
    }
}

extension AttributeModel {
    /// `@Sendable`.
    static let sendable = AttributeModel(name: "Sendable", arguments: nil)
}
