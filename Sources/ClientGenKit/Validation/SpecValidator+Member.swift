/// Member-level checks and the member model: modifiers, directives, signatures, default values and the fallback of
/// the unimplemented double.
extension SpecValidator {
    mutating func validateMembers(of client: ClientDecl, style: ClientStyle) -> [MemberModel] {
        // A member without a name or with a syntax error has been reported already, and takes no part in naming.
        let candidates = client.members.filter { !$0.name.name.isEmpty && !$0.isMalformed }
        let stems = style == .protocol ? MockNaming.stems(for: candidates) : nil
        var members: [MemberModel] = []
        var decls: [MemberDecl] = []
        for (index, decl) in candidates.enumerated() {
            guard let member = validateMember(decl, client: client.name.name, style: style, mockStem: stems?[index])
            else { continue }
            members.append(member)
            decls.append(decl)
        }
        if style == .protocol {
            checkCollisions(members, decls: decls, client: client.name.name)
        } else {
            checkStructEndpointNames(members, decls: decls)
        }
        return members
    }

    private mutating func validateMember(
        _ decl: MemberDecl,
        client: String,
        style: ClientStyle,
        mockStem: String?
    ) -> MemberModel? {
        let errorMark = diagnostics.errorCount
        checkIdentifier(decl.name)
        let modifiers = memberModifiers(decl.modifiers)
        let (directives, swiftAttributes) = splitDirectives(decl.attributes, on: .member)
        var kind: MemberModel.Kind
        var effects: Effects
        var resultType: TypeSyntax?
        var generics = MockTypes.Generics()
        var parameters: [ParameterModel] = []
        switch decl.kind {
        case .function(let function):
            generics = MockTypes.Generics(function)
            for parameter in function.genericParameters { checkIdentifier(parameter.name) }
            for requirement in function.requirements {
                checkSignatureType(requirement.left)
                checkSignatureType(requirement.right)
            }
            parameters = validateParameters(function.parameters, generics: generics)
            if style == .struct { checkStructEndpoint(decl, function) }
            let overloads =
                style == .struct
                ? []
                : planOverloads(
                    parameters, member: decl,
                    qualifiedName: "\(client).\(Self.displayName(name: decl.name.name, parameters: parameters))")
            kind = .function(
                FunctionModel(
                    genericParameters: function.genericParameters, parameters: parameters,
                    requirements: function.requirements, overloads: overloads))
            effects = function.effects
            resultType = function.returnType
        case .property(let property):
            if style == .struct { diagnostics.report(.structProperty(decl.name.name), at: decl.name.range) }
            kind = .property(type: property.type)
            effects = property.effects
            resultType = property.type
        }
        if let resultType {
            checkSignatureType(resultType)
            checkResultIsNotOpaque(resultType)
        }
        if let thrownType = effects.thrownType, thrownType.mentionsGenericParameter(in: generics.names) {
            diagnostics.report(.genericThrownType, at: thrownType.range)
        }
        // A member already reported as unsupported is not checked for a fallback: one error per problem.
        guard diagnostics.errorCount == errorMark else { return nil }
        // A struct endpoint is a closure property: messages name it without labels, as the macro does.
        let displayName =
            if case .function = kind, style == .protocol {
                Self.displayName(name: decl.name.name, parameters: parameters)
            } else {
                decl.name.name
            }
        let fallback = fallback(
            resultType: resultType, effects: effects, generics: generics,
            qualifiedName: "\(client).\(displayName)", decl: decl, style: style, directives: directives)
        let handlerResult = MockTypes.resultType(resultType, generics: generics)
        return MemberModel(
            name: decl.name.name, nameRange: decl.name.range, kind: kind, docLines: decl.docLines,
            attributes: swiftAttributes.map(\.text), modifiers: modifiers, effects: effects, resultType: resultType,
            displayName: displayName, fallback: fallback,
            noopValue: directives[.placeholder].map { .returnValue(Self.argument(of: $0)) }
                ?? resultType.map(\.naturalDefault) ?? .returnVoid,
            mock: mockStem.map {
                MockMemberNames(stem: $0, recordsCalls: parameters.contains { $0.recordedType != nil })
            }
                ?? MockMemberNames(handler: "", callCount: "", calls: nil, stem: ""),
            handlerResultType: handlerResult.type, resultIsErased: handlerResult.isErased)
    }

    /// `forecast(for:days:)` for a function, `isOnline` for a property.
    static func displayName(of member: MemberModel) -> String {
        guard case .function(let function) = member.kind else { return member.name }
        return displayName(name: member.name, parameters: function.parameters)
    }

    /// `forecast(for:days:)`: a function's name and argument labels.
    static func displayName(name: String, parameters: [ParameterModel]) -> String {
        var text = name
        text.append("(")
        for parameter in parameters {
            text.append(parameter.label ?? "_")
            text.append(":")
        }
        text.append(")")
        return text
    }

    private mutating func memberModifiers(_ modifiers: [Modifier]) -> [String] {
        var kept: [String] = []
        for modifier in modifiers {
            switch modifier.keyword {
            case .nonisolated:
                kept.append(modifier.argument.map { "nonisolated(\($0))" } ?? "nonisolated")
            case let keyword where keyword.isAccessModifier:
                diagnostics.report(
                    .memberAccessModifier(keyword.text), at: modifier.range,
                    fixIts: [
                        FixIt(
                            message: "remove '\(keyword.text)'",
                            range: SourceRange(start: modifier.range.start, end: modifier.range.end + 1),
                            replacement: "")
                    ])
            default:
                diagnostics.report(.unsupportedModifier(modifier.keyword.text, on: "client member"), at: modifier.range)
            }
        }
        return kept
    }

    private mutating func validateParameters(
        _ parameters: [Parameter],
        generics: MockTypes.Generics
    ) -> [ParameterModel] {
        var usedNames = Set(parameters.compactMap(\.localName))
        return parameters.enumerated().map { position, parameter in
            if !parameter.firstName.isWildcard { checkIdentifier(parameter.firstName) }
            if let secondName = parameter.secondName, !secondName.isWildcard { checkIdentifier(secondName) }
            checkSignatureType(parameter.type)
            var localName = parameter.localName ?? "arg\(position)"
            while parameter.localName == nil, !usedNames.insert(localName).inserted { localName += "_" }
            let types = MockTypes.parameterTypes(parameter, generics: generics)
            if types.isInout, parameter.type.mentionsGenericParameter(in: generics.names) {
                diagnostics.report(.genericInoutParameter, at: parameter.type.range)
            }
            return ParameterModel(
                label: parameter.label, specLocalName: parameter.localName,
                localName: localName, type: parameter.type, isVariadic: parameter.isVariadic,
                isInout: types.isInout, defaultValue: parameter.defaultValue, handlerType: types.handler,
                recordedType: types.recorded)
        }
    }

    /// Reports what no generated conformance could implement: `Self` in a member's signature.
    private mutating func checkSignatureType(_ type: TypeSyntax) {
        if type.mentionsSelf {
            diagnostics.report(.selfInSignature, at: type.range)
        }
    }

    private mutating func checkResultIsNotOpaque(_ type: TypeSyntax) {
        guard case .opaque = type.kind else {
            if type.mentionsOpaqueType { diagnostics.report(.opaqueResult, at: type.range) }
            return
        }
        let keyword = SourceRange(start: type.range.start, end: type.range.start + 4)
        diagnostics.report(
            .opaqueResult, at: type.range,
            fixIts: [FixIt(message: "replace 'some' with 'any'", range: keyword, replacement: "any")])
    }

    /// Plans the overloads for default values, reporting what cannot be forwarded.
    private mutating func planOverloads(
        _ parameters: [ParameterModel],
        member: MemberDecl,
        qualifiedName: @autoclosure () -> String
    ) -> [[Int]] {
        let defaulted = parameters.indices.filter { parameters[$0].defaultValue != nil }
        guard !defaulted.isEmpty else { return [] }
        if let variadic = parameters.first(where: \.isVariadic) {
            diagnostics.report(.variadicWithDefaults(qualifiedName()), at: variadic.type.range)
            return []
        }
        if defaulted.count > DefaultOverloads.maximumDefaultedParameters {
            diagnostics.report(.tooManyDefaults(qualifiedName(), count: defaulted.count), at: member.name.range)
            return []
        }
        for index in defaulted {
            guard let value = parameters[index].defaultValue, value.text.hasPrefix("#") else { continue }
            diagnostics.report(.callSiteDefault(value.text), at: value.range)
        }
        return DefaultOverloads.plan(defaulted: defaulted, parameterCount: parameters.count) {
            Self.signatureKey(parameters[$0])
        }
    }

    /// How a parameter contributes to a signature Swift must be able to tell apart: its label and type.
    static func signatureKey(_ parameter: ParameterModel) -> String {
        (parameter.label ?? "_") + ":" + parameter.type.description + (parameter.isVariadic ? "..." : "")
    }
}
