/// Member-level checks and the member model: modifiers, directives, signatures, default values and the fallback of
/// the unimplemented double.
extension SpecValidator {
    mutating func validateMembers(of client: ClientDecl, style: ClientStyle, access: AccessLevel) -> [MemberModel] {
        // A member without a name or with a syntax error has been reported already.
        var members: [MemberModel] = []
        var decls: [MemberDecl] = []
        for decl in client.members where !decl.name.name.isEmpty && !decl.isMalformed {
            guard let member = validateMember(decl, client: client.name.name, style: style, access: access) else {
                continue
            }
            members.append(member)
            decls.append(decl)
        }
        guard style == .protocol else {
            checkStructEndpointNames(members, decls: decls)
            // The `#if` layout is worked out only for the clients that have one.
            let layout =
                members.contains { $0.condition != nil } ? ConditionalLayout.items(of: members.map(\.condition)) : nil
            if layout.map(ConditionalLayout.canBeEmpty) ?? members.isEmpty, decls.count == client.members.count {
                // Swift would synthesize an `init()` beside the unimplemented one. A member already reported is
                // no endpoint, but says enough.
                diagnostics.report(.structClientWithoutEndpoints(client.name.name), at: client.name.range)
            } else if let layout, ConditionalLayout.combinations(of: layout) > ConditionalLayout.maximumCombinations {
                diagnostics.report(
                    .tooManyEndpointCombinations(client.name.name, limit: ConditionalLayout.maximumCombinations),
                    at: client.name.range)
            }
            return members
        }
        // A repeated member is reported once, and takes no part in naming the mock: its names would only repeat the
        // news.
        let repeated = checkCollisions(members, decls: decls, client: client.name.name)
        return repeated.isEmpty ? members : members.indices.filter { !repeated.contains($0) }.map { members[$0] }
    }

    /// A member's checked signature, before its fallback is decided.
    struct CheckedSignature {
        var kind: MemberModel.Kind
        var name: MemberName
        var effects: MemberEffects
        var resultType: TypeSyntax?
        var generics = GenericScope()
    }

    private mutating func validateMember(
        _ decl: MemberDecl,
        client: String,
        style: ClientStyle,
        access: AccessLevel
    ) -> MemberModel? {
        let errorMark = diagnostics.errorCount
        checkIdentifier(decl.name)
        let modifiers = memberModifiers(
            decl.modifiers, client: client, style: style, clientAccess: access, decl: decl)
        let (directives, swiftAttributes) = splitDirectives(decl.attributes, on: .member)
        checkAttributeNames(swiftAttributes)
        let scope = scope(of: decl, style: style, isStatic: modifiers.isStatic, client: client)
        let role = role(of: decl, style: style, directives: directives)
        let recording = recordingChoices(directives, of: decl, style: style)
        let signature = checkSignature(of: decl, client: client, style: style, recording: recording)
        checkDirectivesUseRenamedParameter(directives, of: decl)
        checkDiscardableResult(swiftAttributes, of: decl, resultType: signature.resultType)
        checkAsyncIsolation(of: decl, isAsync: signature.effects.isAsync, style: style)
        checkCopiedAttributes(
            swiftAttributes, on: style == .protocol ? .requirement : .endpoint, access: modifiers.access ?? access)
        // A member already reported as unsupported is not checked for a fallback: one error per problem.
        guard diagnostics.errorCount == errorMark else { return nil }
        let qualifiedName = signature.name.qualified(by: client)
        var resolution = MemberModel.Resolution(
            qualifiedName: qualifiedName, role: role, fallback: .returnVoid, noopValue: nil,
            mock: style == .struct
                ? nil
                : mockModel(
                    chosen: mockNameChoice(directives), signature, recording: recording.property, decl: decl))
        switch role {
        case .storedValue:
            storedValue(of: signature, directives: directives, into: &resolution)
        case .optionalEndpoint:
            // Unset until a test or the live value sets it, as `@DependencyClient` leaves optional closures.
            resolution.fallback = .returnValue(.nilValue)
            resolution.noopValue = .returnValue(.nilValue)
        case .requirement, .inheritedRequirement, .endpoint:
            callableFallbacks(
                of: signature, scope: scope, decl: decl, style: style, directives: directives, into: &resolution)
        }
        noopValue(directives, style: style, into: &resolution)
        return MemberModel(
            name: signature.name, nameRange: decl.name.range, declarationStart: decl.range.start,
            kind: signature.kind, scope: scope, docLines: decl.docLines,
            attributes: MemberAttributes(all: swiftAttributes.map(AttributeModel.init)),
            modifiers: nonisolatedRequirementNames.contains(decl.name.name)
                && !modifiers.kept.contains(where: \.isNonisolated)
                ? modifiers.kept + [.nonisolated(argument: nil)] : modifiers.kept,
            effects: signature.effects, resultType: signature.resultType, access: modifiers.access,
            resolution: resolution, condition: condition(of: decl.condition))
    }

    /// What a requirement or an endpoint returns unimplemented, and from a `noop`.
    private mutating func callableFallbacks(
        of signature: CheckedSignature,
        scope: MemberModel.Scope,
        decl: MemberDecl,
        style: ClientStyle,
        directives: WrittenDirectives,
        into resolution: inout MemberModel.Resolution
    ) {
        resolution.fallback = fallback(
            resultType: signature.resultType, effects: signature.effects, generics: signature.generics,
            qualifiedName: resolution.qualifiedName, decl: decl, style: style, directives: directives)
        if scope == .initializer(isFailable: true), case .returnVoid = resolution.fallback {
            resolution.fallback = .returnValue(.nilValue)  // A failable initializer fails.
        }
        // A `noop` returns without reporting, and never traps; `@placeholder(())` returns nothing, as it is.
        let natural = signature.resultType.map(\.naturalDefault) ?? .returnVoid
        resolution.noopValue =
            natural?.isReturnVoid == true
            ? natural : directives.expression(.placeholder).map(Self.placeholderFallback) ?? natural
        if directives[.trapping] != nil || resolution.noopValue?.isTrap == true { resolution.noopValue = nil }
    }

    /// Reports a `@placeholder`, `@throwing` or `@noopValue` that uses a parameter named like a function the
    /// generated bodies call, or `self`: the implementations rename it (`reportIssue_`), so the copied expression
    /// would name the function, or the double, instead.
    private mutating func checkDirectivesUseRenamedParameter(_ directives: WrittenDirectives, of decl: MemberDecl) {
        guard case .function(let function) = decl.kind else { return }
        let renamed = function.parameters.compactMap(\.localName).filter {
            $0 == "self" || $0 == "Self" || Self.namesGeneratedBodiesCall.contains($0)
        }
        guard !renamed.isEmpty else { return }
        for directive in [Directive.placeholder, .throwing, .noopValue] {
            guard let expression = directives[directive]?.arguments,
                let name = renamed.first(where: expression.text.mentionsName)
            else { continue }
            diagnostics.report(
                .directiveUsesRenamedParameter(directive.rawValue, parameter: name), at: expression.range)
        }
    }

    /// What a member is to its client's generated code, from its style, declaration and `@inherited`.
    private mutating func role(
        of decl: MemberDecl,
        style: ClientStyle,
        directives: WrittenDirectives
    ) -> MemberModel.Role {
        if let inherited = directives[.inherited] {
            guard style == .protocol else {
                diagnostics.report(.structInheritedMember, at: inherited.range)
                return .endpoint
            }
            return .inheritedRequirement
        }
        guard style == .struct else { return .requirement }
        if case .property = decl.kind { return .storedValue }
        return decl.modifiers.contains { $0.keyword == .optional } ? .optionalEndpoint : .endpoint
    }

    /// A struct client's stored value is its `@placeholder` or natural default when unimplemented, and the same in
    /// `noop`; without either, its type is resolved among the run's clients (a sub-client). A placeholder that never
    /// returns is an error: the value is made with the client, in every test.
    private mutating func storedValue(
        of signature: CheckedSignature,
        directives: WrittenDirectives,
        into resolution: inout MemberModel.Resolution
    ) {
        if let placeholder = directives.expression(.placeholder) {
            if Self.placeholderFallback(placeholder).isTrap, let attribute = directives[.placeholder] {
                diagnostics.report(
                    .structStoredTrap, at: attribute.arguments?.range ?? attribute.range)
            }
            resolution.fallback = .returnValue(.expression(placeholder))
            resolution.noopValue = resolution.fallback
            return
        }
        // Seen through the client's type aliases, as a stored `Deps` of `typealias Deps = [any Store]` is `[]`.
        let type = signature.resultType.map(typeAliases.expanding)
        if let natural = type?.naturalDefault, !natural.isTrap {
            resolution.fallback = natural
            resolution.noopValue = natural
        } else {
            resolution.pendingStoredType = type
        }
    }

    /// `@noopValue`: what a struct client's `noop` returns for the member, instead of its placeholder or natural
    /// default; a `noop` never traps. A protocol client has no `noop`, so there it is a warning.
    private mutating func noopValue(
        _ directives: WrittenDirectives,
        style: ClientStyle,
        into resolution: inout MemberModel.Resolution
    ) {
        guard let attribute = directives[.noopValue], let expression = directives.expression(.noopValue) else { return }
        guard style == .struct else {
            diagnostics.report(
                .protocolNoopValue, at: attribute.range,
                fixIts: [.removingAttribute(attribute.range, message: .removeDirective("@noopValue"), in: source)])
            return
        }
        let value = Self.placeholderFallback(expression)
        resolution.noopValue = value.isTrap ? nil : value
    }

    /// The stem `@mockName` chose. One that is not an identifier is reported, and still names the member, so that
    /// its names are not reported again as a clash.
    private mutating func mockNameChoice(_ directives: WrittenDirectives) -> String? {
        guard let directive = directives[.mockName], let stem = directives.expression(.mockName) else { return nil }
        if !Self.isValidIdentifier(stem) {
            diagnostics.report(.invalidMockName(stem), at: directive.arguments?.range ?? directive.range)
        }
        return stem.isEmpty ? nil : stem
    }

    /// The name of the value a subscript's setter is given, which `@unrecorded` and `@uncheckedSendable` name.
    static let newValue = "newValue"

    /// What the spec says of a protocol client's member's mock. A settable property of a type known not to be
    /// `Sendable` is warned about, as a parameter is, unless the spec says how to keep its values.
    private mutating func mockModel(
        chosen: String?,
        _ signature: CheckedSignature,
        recording: ParameterModel.Recording,
        decl: MemberDecl
    ) -> MockMemberModel {
        var assignment: MockAssignment?
        var assigned: TypeSyntax?
        switch signature.kind {
        case .property(let type, let isSettable): assigned = isSettable ? type : nil
        case .function(let function): assigned = function.subscriptSetter == true ? signature.resultType : nil
        }
        if let type = assigned {
            let isKept =
                ParameterRecording(
                    of: typeAliases.expanding(type), isVariadic: false, generics: GenericScope(), recording: recording
                )
                .isRecorded
            assignment = isKept ? .values(isUnchecked: recording == .unchecked) : .count
            if recording == .checked, type.isKnownNotSendable {
                // A subscript's new value is named as its setter names it; a property's is the property's own.
                let directive: DirectiveValue = decl.isSubscript ? .unrecorded([Self.newValue]) : .unrecorded([])
                diagnostics.report(
                    .nonSendableProperty(decl.isSubscript ? Self.newValue : decl.name.name, type: type.description),
                    at: type.range, fixIts: [insertionFixIt(directive, before: decl)])
            }
        }
        return MockMemberModel(chosenStem: chosen, assignment: assignment)
    }
}

/// Whether a member belongs to each value of its client, to the type (`static`), or makes a value (an initializer),
/// and what an initializer requirement cannot be.
extension SpecValidator {
    /// Whether a member is each value's, the type's (`static`) or an initializer. A struct client has no initializer
    /// requirements (its initializers are generated); an initializer requirement without parameters must be a plain
    /// `init()`, which the doubles' and mock's own `init()` meets.
    mutating func scope(
        of decl: MemberDecl,
        style: ClientStyle,
        isStatic: Bool,
        client: String
    ) -> MemberModel.Scope {
        guard case .function(let function) = decl.kind, case .initializer(let isFailable) = function.form else {
            return isStatic ? .static : .instance
        }
        let isPlain =
            !isFailable && !function.effects.isAsync && !function.effects.isThrowing
            && function.genericParameters.isEmpty
        if style == .struct {
            diagnostics.report(.structInitializer(client), at: decl.name.range)
        } else if function.parameters.isEmpty, !isPlain {
            let name = MemberName(base: "init", labels: []).qualified(by: client)
            diagnostics.report(.parameterlessInitializer(name), at: decl.name.range)
        } else if !isPlain, function.parameters.allSatisfy({ $0.defaultValue != nil }) {
            // Its overload for the default values would be an `init()` with effects, preferred over the doubles' own.
            let name = MemberName(base: "init", labels: function.parameters.map(\.label)).qualified(by: client)
            diagnostics.report(.defaultedInitializer(name), at: decl.name.range)
        }
        if let placeholder = decl.attributes.first(where: { $0.name == Directive.placeholder.rawValue }) {
            let name = MemberName(base: "init", labels: function.parameters.map(\.label)).qualified(by: client)
            diagnostics.report(
                .initializerPlaceholder(name), at: placeholder.range,
                fixIts: [.removingAttribute(placeholder.range, message: .removeDirective("@placeholder"), in: source)])
        }
        return .initializer(isFailable: isFailable)
    }
}
