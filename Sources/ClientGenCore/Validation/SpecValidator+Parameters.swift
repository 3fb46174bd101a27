/// A member's parameters: their names, how the mock passes and records each, and the overloads their default values
/// need.
extension SpecValidator {
    /// Validates a member's parameters: names, types, and how the mock passes and records each.
    mutating func validateParameters(
        _ parameters: [Parameter],
        generics: GenericScope,
        recording: RecordingChoices,
        before decl: MemberDecl,
        client: ClientReference
    ) -> [ParameterModel] {
        var usedNames = Set(parameters.compactMap(\.localName))
        var localNames: Set<String> = []
        return parameters.enumerated().map { position, parameter in
            if let name = parameter.localName, !localNames.insert(name).inserted {
                diagnostics.report(
                    .duplicateName(name, among: "parameters"), at: (parameter.secondName ?? parameter.firstName).range)
            }
            if !parameter.firstName.isWildcard { checkIdentifier(parameter.firstName) }
            if let secondName = parameter.secondName, !secondName.isWildcard { checkIdentifier(secondName) }
            checkBacktickedWildcard(parameter, usedNames: &usedNames)
            if position > 0, parameters[position - 1].isVariadic { checkLabelAfterVariadic(parameter) }
            checkOwnership(of: parameter)
            checkParameterTypeRules(parameter)
            checkDefaultNamesParameter(parameter, among: parameters)
            checkFunctionTypeRules(in: parameter.type, isParameter: true)
            if parameter.isVariadic, parameter.type.mentionsOpaqueType {
                diagnostics.report(.variadicOpaqueParameter, at: parameter.type.range)
            } else if let closureParameter = parameter.type.opaqueClosureParameter {
                checkIsNotOpaque(closureParameter, .misplacedOpaqueType)
            }
            checkVoid(parameter)
            checkSignatureType(parameter.type, client: client)
            let choice = recording.choice(for: parameter)
            let types = ParameterRecording(
                of: typeAliases.expanding(parameter.type), isVariadic: parameter.isVariadic, generics: generics,
                recording: choice)
            checkPassing(types.passing, of: parameter, in: decl, generics: generics)
            if types.isKnownNotSendable, choice == .checked {
                reportNotSendable(parameter, at: position, isSending: types.isSending, before: decl)
            }
            return ParameterModel(
                label: parameter.label, specLocalName: parameter.localName,
                type: parameter.type, isVariadic: parameter.isVariadic, defaultValue: parameter.defaultValue?.text,
                passing: types.passing, isRecorded: types.isRecorded, recording: choice)
        }
    }

    /// The checks of how the mock passes a parameter on: an async autoclosure needs an async member, and an `inout`
    /// parameter can be neither generic nor defaulted.
    private mutating func checkPassing(
        _ passing: ArgumentPassing,
        of parameter: Parameter,
        in decl: MemberDecl,
        generics: GenericScope
    ) {
        if case .autoclosure(_, isAsync: true) = passing, case .function(let function) = decl.kind,
            !function.effects.isAsync
        {
            diagnostics.report(.asyncAutoclosureInSyncMember, at: parameter.type.range)
        }
        if passing == .inout, parameter.type.mentionsGenericParameter(in: generics.names) {
            diagnostics.report(.genericInoutParameter, at: parameter.type.range)
        }
        if passing == .inout, let value = parameter.defaultValue {
            diagnostics.report(
                .inoutDefaultValue, at: value.range,
                fixIts: [
                    FixIt(
                        .removeDefaultValue,
                        range: SourceRange(start: parameter.type.range.end, end: value.range.end),
                        replacement: "")
                ])
        }
    }

    /// Warns that a recorded parameter is not known to be `Sendable` (or is `sending`), with a fix-it adding
    /// `@unrecorded` for it. Both styles record calls (a protocol client's mock, a struct client's recorder), so both
    /// warn.
    private mutating func reportNotSendable(
        _ parameter: Parameter,
        at position: Int,
        isSending: Bool,
        before decl: MemberDecl
    ) {
        let name = parameter.localName ?? parameter.label ?? "arg\(position)"
        let message: DiagnosticMessage =
            isSending ? .sendingParameter(name) : .nonSendableParameter(name, type: parameter.type.description)
        // A parameter with neither a label nor a name (`_: [String: Any]`) can only be left out with the others:
        // `@unrecorded` without names.
        let named = parameter.localName ?? parameter.label
        diagnostics.report(
            message, at: parameter.type.range,
            fixIts: [insertionFixIt(.unrecorded(named.map { [$0] } ?? []), before: decl)])
    }

    /// The functions and types the generated doubles and mocks call in their bodies by name, which no member may
    /// take, and which a parameter's name in the implementations avoids (see ``LocalNames/parameters(of:)``).
    static let namesGeneratedBodiesCall: Set<String> = [
        "reportIssue", "UnimplementedFailure", "LockIsolated", "UncheckedSendable", "fatalError",
        "withoutActuallyEscaping",
    ]

    /// The names the generated code spells inside a client's types (its doubles, mock, struct and recorder), which a
    /// type alias or generic parameter of the client would hide there: the functions and types the bodies call,
    /// `Sendable` and `Int` (a call count's type).
    static let namesGeneratedTypesSpell = namesGeneratedBodiesCall.union(["Sendable", "Int"])

    /// The types the generated code names at the top level of the module, which a client named like one would hide
    /// there (a struct client would also hide, inside itself, the `Calls` it declares).
    static let namesGeneratedDeclarationsSpell = namesGeneratedTypesSpell.union([
        "TestDependencyKey", "DependencyKey", "DependencyValues", "Void", "Bool", "Optional", "Actor",
    ])

    /// Reports a client named like a type its generated code names: the client's declaration would take its place.
    mutating func checkClientName(_ name: Identifier, style: ClientStyle) {
        guard Self.namesGeneratedDeclarationsSpell.contains(name.name) || (style == .struct && name.name == "Calls")
        else { return }
        diagnostics.report(.clientHidesGeneratedName(name.name), at: name.range)
    }

    /// Reports a type alias or generic parameter that would hide, in the generated types, a name their code spells:
    /// one of ``namesGeneratedTypesSpell``, the client's own name, or (for a struct client's type alias) `Value`, the
    /// type its key conformance names.
    mutating func checkHiddenName(_ name: Identifier, declaration: String, client: String, style: ClientStyle) {
        let hides =
            Self.namesGeneratedTypesSpell.contains(name.name) || name.name == client
            || (style == .struct && name.name == "Value")
        guard hides else { return }
        diagnostics.report(.hiddenGeneratedName(name.name, declaration: declaration, client: client), at: name.range)
    }

    /// Reports a parameter without an argument label after a variadic one, which Swift rejects: its arguments
    /// would continue the variadic list. The fix-it makes the local name the label (`_ count: Int` → `count: Int`).
    private mutating func checkLabelAfterVariadic(_ parameter: Parameter) {
        guard parameter.label == nil, !parameter.isUnlabelledBySingleName else { return }
        var fixIts: [FixIt] = []
        if let name = parameter.secondName, !name.isWildcard {
            let label = parameter.firstName.range.start
            fixIts = [
                FixIt(
                    .labelParameter(name.name), range: SourceRange(start: label, end: name.range.start),
                    replacement: "")
            ]
        }
        diagnostics.report(.unlabeledAfterVariadic, at: parameter.firstName.range, fixIts: fixIts)
    }

    /// Reports a parameter of type `Void` (or `()`): it carries nothing, and a handler taking it would have to be
    /// called with an empty tuple Swift no longer passes implicitly; and one of type `Never`, which no call can pass,
    /// so that Swift warns that the generated bodies never run.
    private mutating func checkVoid(_ parameter: Parameter) {
        guard !parameter.isVariadic else { return }
        switch parameter.type.kind {
        case .named("Void", nil), .tuple([]): diagnostics.report(.voidParameter, at: parameter.type.range)
        case .named("Never", nil), .named("Swift.Never", nil):
            diagnostics.report(.neverParameter, at: parameter.type.range)
        default: break
        }
    }

    /// Reports a default value that names another parameter of its member (`b: Int = a`), which Swift rejects: a
    /// default value sees no parameter (a struct client's method keeps it), and a protocol client's overload would
    /// pass the parameter in place of what the name means outside. A closure's may name its own: it is not checked.
    private mutating func checkDefaultNamesParameter(_ parameter: Parameter, among parameters: [Parameter]) {
        guard let value = parameter.defaultValue, !value.text.contains("{") else { return }
        let code = value.text.contains("\"") ? value.text.blankingStringLiterals() : value.text
        guard
            let name = parameters.compactMap(\.localName).first(where: {
                $0 != parameter.localName && code.mentionsName($0)
            })
        else { return }
        diagnostics.report(.defaultNamesParameter(name), at: value.range)
    }

    /// Reports `consuming` and `borrowing` parameters: the generated types record them and pass them to a handler
    /// from closures, which neither may capture. For a copyable value they only say how it is passed, so the fix-it
    /// removes them.
    private mutating func checkOwnership(of parameter: Parameter) {
        guard case .attributed(let attributes, let specifiers, let base) = parameter.type.kind,
            let specifier = specifiers.first(where: { [.consuming, .borrowing, .__owned].contains($0) })
        else { return }
        let fixIts =
            attributes.isEmpty && specifiers.count == 1
            ? [
                FixIt(
                    .removeModifier(specifier.rawValue),
                    range: SourceRange(start: parameter.type.range.start, end: base.range.start), replacement: "")
            ] : []
        diagnostics.report(.ownershipParameter(specifier.rawValue), at: parameter.type.range, fixIts: fixIts)
    }

    /// Reports `` `_` `` as a parameter's name: Swift accepts it, but generated code passes parameters on by name, and
    /// there `_` reads as a wildcard. The fix-it names the parameter.
    private mutating func checkBacktickedWildcard(_ parameter: Parameter, usedNames: inout Set<String>) {
        reportBacktickedWildcard(parameter.firstName, usedNames: &usedNames)
        if let secondName = parameter.secondName { reportBacktickedWildcard(secondName, usedNames: &usedNames) }
    }

    private mutating func reportBacktickedWildcard(_ name: Identifier, usedNames: inout Set<String>) {
        if name.isBackticked, name.name == "_" {
            var replacement = "value"
            while !usedNames.insert(replacement).inserted { replacement += "_" }
            let written = SourceRange(start: name.range.start - 1, end: name.range.end + 1)  // With the backticks.
            diagnostics.report(
                .backtickedWildcardParameter, at: written,
                fixIts: [FixIt(.nameParameter(replacement), range: written, replacement: replacement)])
        }
    }

    /// Plans the overloads for default values, reporting what cannot be forwarded.
    mutating func planOverloads(
        _ parameters: [ParameterModel],
        member: MemberDecl,
        qualifiedName: @autoclosure () -> String
    ) -> [DefaultOverload] {
        let defaulted = parameters.indices.filter {
            parameters[$0].defaultValue != nil && !DefaultOverloads.isCallSite(parameters[$0].defaultValue)
        }
        guard parameters.contains(where: { $0.defaultValue != nil }) else { return [] }
        if let variadic = parameters.first(where: \.isVariadic) {
            diagnostics.report(.variadicWithDefaults(qualifiedName()), at: variadic.type.range)
            return []
        }
        if defaulted.count > DefaultOverloads.maximumDefaultedParameters {
            diagnostics.report(.tooManyDefaults(qualifiedName(), count: defaulted.count), at: member.name.range)
            return []
        }
        return DefaultOverloads.plan(parameters)
    }

    /// How a parameter contributes to a signature Swift must be able to tell apart: its label and type.
    static func signatureKey(_ parameter: ParameterModel) -> String {
        (parameter.label ?? "_") + ":" + parameter.type.description + (parameter.isVariadic ? "..." : "")
    }
}

extension String {
    /// Whether the expression mentions `name` as a value: not as part of a longer name, a member (`.name`) or an
    /// argument label (`name:`). Text in a string literal may count, which only names a closure's parameters.
    func mentionsName(_ name: String) -> Bool {
        wholeWordRanges(of: name).contains { range in
            let before = range.lowerBound > startIndex ? self[index(before: range.lowerBound)] : " "
            return before != "." && before != "$" && self[range.upperBound...].first(where: { $0 != " " }) != ":"
        }
    }
}

extension String {
    /// The text with what its string literals spell blanked, their interpolations kept: `["a": 1]` names no `a`.
    func blankingStringLiterals() -> String {
        var bytes = Array(utf8)
        var index = 0
        Self.skipCode(in: &bytes, from: &index, toClosingParenthesis: false)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Moves over code, blanking the literals in it, to its end or past the `)` that closes an interpolation.
    private static func skipCode(in bytes: inout [UInt8], from index: inout Int, toClosingParenthesis: Bool) {
        var depth = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""), UInt8(ascii: "#"):
                blankLiteral(in: &bytes, from: &index)
                continue
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"):
                if toClosingParenthesis, depth == 0 {
                    index += 1
                    return
                }
                depth -= 1
            default: break
            }
            index += 1
        }
    }

    /// Blanks the literal starting at `index` (`"…"`, `"""…"""`, `#"…"#`, or a `#` that starts none), moving past it.
    private static func blankLiteral(in bytes: inout [UInt8], from index: inout Int) {
        let (quote, pound) = (UInt8(ascii: "\""), UInt8(ascii: "#"))
        var pounds = 0
        while index < bytes.count, bytes[index] == pound { (pounds, index) = (pounds + 1, index + 1) }
        guard index < bytes.count, bytes[index] == quote else { return }
        let delimiter =
            (bytes[index...].starts(with: [quote, quote, quote]) ? [quote, quote, quote] : [quote])
            + Array(repeating: pound, count: pounds)
        index += delimiter.count - pounds
        while index < bytes.count {
            if bytes[index...].starts(with: delimiter) {
                index += delimiter.count
                return
            }
            if bytes[index] == UInt8(ascii: "\\"),
                bytes[(index + 1)...].starts(with: repeatElement(pound, count: pounds))
            {
                index += 1 + pounds
                if index < bytes.count, bytes[index] == UInt8(ascii: "(") {
                    index += 1
                    skipCode(in: &bytes, from: &index, toClosingParenthesis: true)
                    continue
                }
            }
            if index < bytes.count, bytes[index] != UInt8(ascii: "\n") { bytes[index] = UInt8(ascii: " ") }
            index += 1
        }
    }
}
