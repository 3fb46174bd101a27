/// The checks of a member's signature: its types, effects and generic requirements, each against what the
/// generated types can implement.
extension SpecValidator {
    /// Checks a member's signature: what a generated conformance could not implement, and what a struct endpoint
    /// cannot be.
    mutating func checkSignature(
        of decl: MemberDecl,
        client: String,
        style: ClientStyle,
        recording: RecordingChoices
    ) -> CheckedSignature {
        var signature: CheckedSignature
        switch decl.kind {
        case .function(let function):
            signature = checkFunction(function, of: decl, client: client, style: style, recording: recording)
        case .property(let property):
            if style == .struct, property.effects.isAsync || property.effects.isThrowing {
                diagnostics.report(.structStoredEffects(decl.name.name), at: decl.name.range)
            } else if style == .struct, case let stored = typeAliases.expanding(property.type),
                stored.isKnownNotSendable || !stored.hasOnlySendableClosures
            {
                // The struct is `Sendable`, so Swift rejects a stored property of a type that is not (seen through the
                // client's type aliases, as `typealias Handler = () -> Void`).
                diagnostics.report(
                    .structStoredNonSendable(decl.name.name, type: property.type.description, client: client),
                    at: property.type.range)
            }
            signature = CheckedSignature(
                kind: .property(type: property.type, isSettable: property.setterRange != nil),
                name: MemberName(base: decl.name.name),
                effects: MemberEffects(property.effects), resultType: property.type)
        }
        if let resultType = signature.resultType {
            checkSignatureType(resultType, client: ClientReference(name: client, style: style))
            checkFunctionTypeRules(in: resultType, isParameter: false)
            checkIsNotOpaque(resultType)
        }
        if let thrownType = signature.effects.thrownType,
            thrownType.mentionsGenericParameter(in: signature.generics.names)
        {
            diagnostics.report(.genericThrownType, at: thrownType.range)
        }
        return signature
    }

    private mutating func checkFunction(
        _ function: FunctionDecl,
        of decl: MemberDecl,
        client: String,
        style: ClientStyle,
        recording: RecordingChoices
    ) -> CheckedSignature {
        let generics = GenericScope(function)
        for parameter in function.genericParameters {
            checkIdentifier(parameter.name)
            checkHiddenName(parameter.name, declaration: "generic parameter", client: client, style: style)
        }
        for requirement in function.requirements {
            checkSignatureType(requirement.left, client: ClientReference(name: client, style: style))
            checkSignatureType(requirement.right, client: ClientReference(name: client, style: style))
            checkSameType(requirement, generics: generics)
        }
        let parameters = validateParameters(
            function.parameters, generics: generics, recording: recording, before: decl,
            client: ClientReference(name: client, style: style))
        checkRethrows(function, style: style)
        let labelledName = MemberName(base: decl.name.name, labels: parameters.map(\.label))
        var overloads: [DefaultOverload] = []
        var subscriptSetter: Bool?
        if case .subscript(let setter) = function.form {
            subscriptSetter = setter != nil
            checkSubscript(function, of: decl, client: client, style: style)
        } else if style == .struct {
            checkStructEndpoint(decl, function)
        } else {
            checkGenericDefaults(function)
            overloads = planOverloads(
                parameters, member: decl, qualifiedName: labelledName.qualified(by: client)
            )
        }
        let model = FunctionModel(
            genericParameters: function.genericParameters.map {
                GenericParameterModel(name: $0.name.name, constraint: $0.constraint)
            },
            parameters: parameters,
            requirements: function.requirements.map {
                GenericRequirementModel(left: $0.left, relation: $0.relation, right: $0.right)
            },
            overloads: overloads, subscriptSetter: subscriptSetter)
        // A struct endpoint is a closure property: messages name it without labels, as the macro does.
        return CheckedSignature(
            kind: .function(model), name: style == .protocol ? labelledName : MemberName(base: decl.name.name),
            effects: MemberEffects(function.effects), resultType: function.returnType, generics: generics)
    }

    /// What a subscript requirement cannot be: a struct client's endpoint (a closure property, which no subscript is),
    /// generic (its mock's handler would erase its types, and its setter's values), with default values (a protocol
    /// requirement has none, and no overload of a subscript forwards them) or `inout` parameters (which Swift's
    /// subscripts cannot take).
    private mutating func checkSubscript(
        _ function: FunctionDecl, of decl: MemberDecl, client: String, style: ClientStyle
    ) {
        if style == .struct {
            diagnostics.report(.structSubscript(client), at: decl.name.range)
            return
        }
        if !function.genericParameters.isEmpty || !function.requirements.isEmpty {
            diagnostics.report(.genericSubscript, at: decl.name.range)
        }
        for parameter in function.parameters {
            if let value = parameter.defaultValue {
                let written = SourceRange(start: parameter.type.range.end, end: value.range.end)
                diagnostics.report(
                    .subscriptDefaultValue, at: value.range,
                    fixIts: [FixIt(.removeDefaultValue, range: written, replacement: "")])
            }
            if case .attributed(_, let specifiers, _) = parameter.type.kind, specifiers.contains(.inout) {
                diagnostics.report(.subscriptInout, at: parameter.type.range)
            }
        }
    }

    /// Reports a default value on a parameter whose type uses a generic parameter nothing else of the signature uses
    /// (`func load<T>(_ items: [T] = [])`): the overload that omits it would declare `T` without using it.
    private mutating func checkGenericDefaults(_ function: FunctionDecl) {
        let names = function.genericParameters.map(\.name.name)
        guard !names.isEmpty else { return }
        let isOmitted = { (parameter: Parameter) in
            parameter.defaultValue.map { !DefaultOverloads.isCallSite($0.text) } ?? false
        }
        let kept =
            function.parameters.filter { !isOmitted($0) }.map(\.type)
            + [function.returnType, function.effects.thrownType].compactMap { $0 }
        let uses = { (type: TypeSyntax, name: String) in
            type.contains { if case .named(name, nil) = $0.kind { return true } else { return false } }
        }
        let unused = names.filter { name in !kept.contains { uses($0, name) } }
        for parameter in function.parameters where isOmitted(parameter) {
            guard let generic = unused.first(where: { uses(parameter.type, $0) }), let value = parameter.defaultValue
            else { continue }
            let written = SourceRange(start: parameter.type.range.end, end: value.range.end)
            diagnostics.report(
                .genericDefaultValue(parameter.localName ?? parameter.label ?? "_", generic: generic), at: value.range,
                fixIts: [FixIt(.removeDefaultValue, range: written, replacement: "")])
        }
    }

    /// `rethrows` needs a closure parameter that throws, as in Swift, and a protocol to declare it: a struct client's
    /// endpoint is a closure, and a closure cannot rethrow.
    private mutating func checkRethrows(_ function: FunctionDecl, style: ClientStyle) {
        guard let range = function.effects.rethrowsRange else { return }
        // Its overload for the default value would call it with a closure no one can tell throws or not.
        for parameter in function.parameters where parameter.type.isThrowingFunction {
            guard let value = parameter.defaultValue else { continue }
            let name = parameter.localName ?? parameter.label ?? "_"
            let written = SourceRange(start: parameter.type.range.end, end: value.range.end)
            diagnostics.report(
                .rethrownClosureDefault(name), at: value.range,
                fixIts: [FixIt(.removeDefaultValue, range: written, replacement: "")])
        }
        let fixIts = [FixIt(.replaceRethrows, range: range, replacement: "throws")]
        if style == .struct {
            diagnostics.report(.structRethrows, at: range, fixIts: fixIts)
        } else if !function.parameters.contains(where: { $0.type.isThrowingFunction }) {
            diagnostics.report(.rethrowsWithoutThrowingClosure, at: range, fixIts: fixIts)
        }
    }

    /// Reports what no generated conformance could implement: `Self` in a member's signature, with a fix-it writing
    /// the client instead (`any Store` for a protocol client, `StoreClient` for a struct client), which every
    /// generated type can take and return, unless it names a member of a protocol client's `Self` (`Self.Element`).
    mutating func checkSignatureType(_ type: TypeSyntax, client: ClientReference) {
        // A struct client's endpoint is a closure, whose types cannot be implicitly unwrapped.
        if client.style == .struct, case .implicitlyUnwrapped = type.kind {
            let mark = SourceRange(start: type.range.end - 1, end: type.range.end)
            diagnostics.report(
                .structImplicitlyUnwrapped, at: mark,
                fixIts: [FixIt(.replaceExclamationWithQuestion, range: mark, replacement: "?")])
        }
        checkTypeLabels(in: type)
        let references = type.selfReferences
        guard let first = references.first else { return }
        let replacement = client.style == .protocol ? "any \(client.name)" : client.name
        // In a struct, `Self.Message` is the struct's own `Message`: the fix-it writes its name.
        if client.style == .protocol, let member = references.first(where: { $0.position == .memberBase }) {
            diagnostics.report(.selfMemberInSignature, at: member.type.range)
            return
        }
        let fixIts = references.map { reference in
            switch reference.position {
            case .metatype:
                return FixIt(
                    .replaceSelf(with: replacement + ".Type"), range: reference.type.range,
                    replacement: replacement + ".Type")
            case .postfixOperand where client.style == .protocol:
                return FixIt(
                    .replaceSelf(with: replacement), range: reference.type.range, replacement: "(\(replacement))")
            default:
                return FixIt(.replaceSelf(with: replacement), range: reference.type.range, replacement: replacement)
            }
        }
        diagnostics.report(.selfInSignature(client: replacement), at: first.type.range, fixIts: fixIts)
    }

    /// Reports an opaque type where Swift or the generated code cannot have one (a result, a closure's parameter), with
    /// a fix-it that writes `any` when the type is `some P` itself.
    mutating func checkIsNotOpaque(_ type: TypeSyntax, _ message: DiagnosticMessage = .opaqueResult) {
        guard case .opaque = type.kind else {
            if type.mentionsOpaqueType { diagnostics.report(message, at: type.range) }
            return
        }
        let keyword = SourceRange(start: type.range.start, end: type.range.start + 4)
        diagnostics.report(
            message, at: type.range, fixIts: [FixIt(.replaceSomeWithAny, range: keyword, replacement: "any")])
    }
}

/// The client a member belongs to, as the checks of the member's types need it: what to write for `Self`.
struct ClientReference {
    var name: String
    var style: ClientStyle
}
