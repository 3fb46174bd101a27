/// What `@unrecorded` and `@uncheckedSendable` ask of a member's mock, parameter by parameter.
struct RecordingChoices {
    /// `@unrecorded` without arguments: no parameter is recorded.
    var unrecordsAll = false
    /// The parameters `@unrecorded` names.
    var unrecorded: Set<String> = []
    /// The parameters `@uncheckedSendable` names.
    var unchecked: Set<String> = []

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
    mutating func recordingChoices(_ directives: [Directive: Attribute], of decl: MemberDecl) -> RecordingChoices {
        var choices = RecordingChoices()
        guard directives[.unrecorded] != nil || directives[.uncheckedSendable] != nil else { return choices }
        let parameters = if case .function(let function) = decl.kind { function.parameters } else { [Parameter]() }
        let known = Set(parameters.flatMap { [$0.localName, $0.label].compactMap { $0 } })
        if let unrecorded = directives[.unrecorded] {
            let names = parameterNames(in: unrecorded, known: known, member: decl.name.name)
            if unrecorded.arguments == nil { choices.unrecordsAll = true }
            choices.unrecorded = names
        }
        if let unchecked = directives[.uncheckedSendable] {
            choices.unchecked = parameterNames(in: unchecked, known: known, member: decl.name.name)
        }
        return choices
    }

    /// The comma-separated parameter names of a directive's argument, each one checked.
    private mutating func parameterNames(in directive: Attribute, known: Set<String>, member: String) -> Set<String> {
        guard let arguments = directive.arguments else { return [] }
        var names: Set<String> = []
        for part in arguments.text.split(separator: ",", omittingEmptySubsequences: false) {
            var name = String(part).trimmingSpaces
            if name.hasPrefix("`"), name.hasSuffix("`"), name.count > 2 { name = String(name.dropFirst().dropLast()) }
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
