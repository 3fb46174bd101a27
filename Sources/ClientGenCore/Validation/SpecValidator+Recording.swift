/// What `@unrecorded` and `@uncheckedSendable` ask of a member's mock, parameter by parameter.
struct RecordingChoices {
    /// `@unrecorded` without arguments: no parameter is recorded.
    var unrecordsAll = false
    /// The parameters `@unrecorded` names.
    var unrecorded: Set<String> = []
    /// The parameters `@uncheckedSendable` names.
    var unchecked: Set<String> = []
    /// How a settable property's assignments are kept: `@unrecorded` counts them, `@uncheckedSendable` keeps them
    /// boxed.
    var property = ParameterModel.Recording.checked

    /// How the mock records a parameter, by its local name or, without one, its label.
    func choice(for parameter: Parameter) -> ParameterModel.Recording {
        guard unrecordsAll || !unrecorded.isEmpty || !unchecked.isEmpty else { return .checked }
        let names = [parameter.localName, parameter.label].compactMap { $0 }
        if unrecordsAll || names.contains(where: unrecorded.contains) { return .unrecorded }
        if names.contains(where: unchecked.contains) { return .unchecked }
        return .checked
    }
}

extension SpecValidator {
    /// Reads `@unrecorded(a, b)` and `@uncheckedSendable(c)`, reporting names that are not the member's parameters.
    mutating func recordingChoices(
        _ directives: WrittenDirectives,
        of decl: MemberDecl,
        style: ClientStyle
    ) -> RecordingChoices {
        var choices = RecordingChoices()
        guard directives[.unrecorded] != nil || directives[.uncheckedSendable] != nil else { return choices }
        guard case .function(let function) = decl.kind else {
            choices.property = propertyRecording(directives, of: decl, style: style)
            return choices
        }
        let parameters = function.parameters
        var known = Set(parameters.flatMap { [$0.localName, $0.label].compactMap { $0 } })
        // A settable subscript's setter takes `newValue`, which the directives name like a parameter.
        let namesNewValue: Bool
        if case .subscript(let setter) = function.form, setter != nil, !known.contains(Self.newValue) {
            known.insert(Self.newValue)
            namesNewValue = true
        } else {
            namesNewValue = false
        }
        if let unrecorded = directives[.unrecorded] {
            let names = parameterNames(
                directives.value(.unrecorded)?.names ?? [], in: unrecorded, known: known, member: decl.name.name)
            if unrecorded.arguments == nil { choices.unrecordsAll = true }
            choices.unrecorded = names
        }
        if let unchecked = directives[.uncheckedSendable] {
            if unchecked.arguments == nil {
                diagnostics.report(.missingDirectiveArgument(.uncheckedSendable), at: unchecked.range)
            }
            choices.unchecked = parameterNames(
                directives.value(.uncheckedSendable)?.names ?? [], in: unchecked, known: known, member: decl.name.name)
        }
        if namesNewValue {
            if choices.unrecordsAll || choices.unrecorded.contains(Self.newValue) {
                choices.property = .unrecorded
            } else if choices.unchecked.contains(Self.newValue) {
                choices.property = .unchecked
            }
        }
        return choices
    }

    /// `@unrecorded` or `@uncheckedSendable` on a property, which take no argument: they say how the mock keeps what
    /// a settable property is set to, and have nothing to say to a read-only one.
    private mutating func propertyRecording(
        _ directives: WrittenDirectives,
        of decl: MemberDecl,
        style: ClientStyle
    ) -> ParameterModel.Recording {
        var recording = ParameterModel.Recording.checked
        let choices: [(Directive, ParameterModel.Recording)] = [
            (.unrecorded, .unrecorded), (.uncheckedSendable, .unchecked),
        ]
        for (directive, choice) in choices {
            guard let attribute = directives[directive] else { continue }
            if let arguments = attribute.arguments {
                diagnostics.report(
                    .propertyRecordingArgument(directive), at: arguments.range,
                    fixIts: [
                        FixIt(
                            .removeDirectiveArgument,
                            range: SourceRange(start: attribute.nameRange.end, end: attribute.range.end),
                            replacement: "")
                    ])
            }
            // A struct client's stored value is never recorded, settable or not.
            if case .property(let property) = decl.kind, property.setterRange == nil || style == .struct {
                diagnostics.report(
                    .readOnlyPropertyRecording(directive, property: decl.name.name), at: attribute.range,
                    fixIts: [
                        .removingAttribute(
                            attribute.range, message: .removeDirective("@" + directive.rawValue), in: source)
                    ])
            }
            recording = recording == .checked ? choice : .unrecorded
        }
        return recording
    }

    /// The comma-separated parameter names of a directive's argument, each one checked.
    private mutating func parameterNames(
        _ listed: [String],
        in directive: Attribute,
        known: Set<String>,
        member: String
    ) -> Set<String> {
        guard let arguments = directive.arguments else { return [] }
        var names: Set<String> = []
        for name in listed {
            guard known.contains(name) else {
                diagnostics.report(
                    .unknownParameterName(name, directive: directive.name, member: member), at: arguments.range)
                continue
            }
            names.insert(name)
        }
        return names
    }
}

/// What a mock cannot lend its handler.
extension SpecValidator {
    /// Reports a non-escaping closure an `async` member takes whose parameters mention a generic parameter: its mock
    /// could only lend it to the handler through `withoutActuallyEscaping`, whose `async` closure Swift does not let
    /// a closure that is not `Sendable` cross from an actor, nor, with `NonisolatedNonsendingByDefault`, from any
    /// caller. (One whose result alone is generic is lent wrapped: ``MockParameterParts/closureLentWrapped(generics:)``.)
    mutating func checkLentClosures(of members: [MemberModel], client: String) {
        for member in members where member.effects.isAsync {
            let generics = member.genericScope
            for parameter in member.parameters {
                let parts = MockParameterParts(parameter.type, isVariadic: parameter.isVariadic)
                guard parts.isLentClosure, parts.core.mentionsGenericParameter(in: generics.names),
                    parts.closureLentWrapped(generics: generics) == nil
                else { continue }
                let name = parameter.specLocalName ?? parameter.label ?? "_"
                diagnostics.report(.asyncLentClosure(name, client: client), at: parameter.type.range)
            }
        }
    }
}
