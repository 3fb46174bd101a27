/// Drafting a protocol: its requirements are a spec's members as written, with the default values its protocol
/// extensions' forwarding overloads supply.
extension ClientDrafter {
    mutating func draftProtocol() -> Draft? {
        if let associated = declaration.members.first(where: { $0.kind == .associatedType }) {
            report(
                .importClientLeftOut(clientName, reason: DiagnosticMessage.associatedType(client: clientName).text),
                at: associated.nameRange)
            return nil
        }
        if refinesActor() {
            report(.importActorClient(clientName), at: declaration.nameRange)
            return nil
        }
        let overloads = defaultOverloads()
        let fallbacks = inventory.unimplementedDouble(of: clientName).map {
            UnimplementedFallbacks(double: $0.declaration, in: inventory.files[$0.file].skimmer)
        }
        var members: [SpecDraft.Member] = []
        var extras: [[String]] = []
        for requirement in declaration.members {
            // A type alias is no requirement: a protocol extension declares it for the protocol and its conformers.
            if requirement.kind == .typeAlias {
                extras.append(movedMember(requirement))
                continue
            }
            guard let member = requirementMember(requirement, defaults: overloads.defaults, fallbacks: fallbacks)
            else { continue }
            members.append(member)
        }
        if !inventory.isSendableProtocol(declaration) {
            for conformer in inventory.nonSendableConformers(of: clientName) {
                let name = conformer.declaration.name
                diagnostics.append(
                    Diagnostic(
                        .importNonSendableConformer(name, client: clientName),
                        path: inventory.files[conformer.file].source.path, range: conformer.declaration.nameRange))
            }
        }
        // `Sendable` goes: every generated protocol refines it.
        let inheritance = declaration.inheritance.map { $0 == "class" ? "AnyObject" : $0 }.filter {
            $0 != "Sendable" && $0 != "Swift.Sendable"
        }
        members.insert(contentsOf: inheritedRequirements(of: inheritance), at: 0)
        if skimmer.isGeneratedCode { members.insert(contentsOf: redeclaredRequirements(besides: members), at: 0) }
        let spec = specDraft(
            attributes: declaration.attributes.map(\.text), inheritance: inheritance, members: members)
        var draft = Draft(spec: spec, extras: extras, replaced: overloads.replaced)
        draft.generatedMock = GeneratedMock(of: clientName, in: inventory)
        return draft
    }

    /// A requirement as a spec member, with the default values of the overloads and the directives of the
    /// unimplemented double; `nil`, with a warning, for what a spec cannot hold.
    mutating func requirementMember(
        _ requirement: SwiftDeclaration,
        defaults: [Int: [Int: String]],
        fallbacks: UnimplementedFallbacks?,
        in file: SwiftSkimmer? = nil
    ) -> SpecDraft.Member? {
        let skimmer = file ?? self.skimmer
        guard requirement.condition == nil else {
            reportUnconvertible(requirement, because: .conditional)
            return nil
        }
        switch requirement.kind {
        case .function, .variable:
            guard !requirement.isStatic else {
                reportUnconvertible(requirement, because: .isStatic)
                return nil
            }
            if let type = nonSendableSettableType(requirement, in: skimmer) {
                reportUnconvertible(requirement, because: .nonSendableSettable(type: type))
                return nil
            }
            let text = withDefaults(requirement, defaults[requirement.nameRange.start] ?? [:], in: skimmer)
            var member = member(
                requirement,
                lines: skimmer.unindented(text, indentation: skimmer.indentation(at: requirement.range.start)))
            member.key = skimmer.memberKey(of: requirement)
            let result = Self.resultType(of: requirement, in: skimmer)
            if let directive = fallbacks?.fallback(forKey: member.key)?.directive(result: result) {
                member.directives.append(directive)
            }
            if requirement.kind == .function,
                let directive = unrecordedDirective(namedParameters(of: requirement, in: skimmer))
            {
                member.directives.append(directive)
            }
            return member
        case .initializer:
            reportUnconvertible(requirement, because: .initializer)
            return nil
        case .subscriptMember:
            reportUnconvertible(requirement, because: .subscriptMember)
            return nil
        default:
            return nil
        }
    }

    /// The type of a settable property that the inputs declare not `Sendable` (`var user: UserAccount? { get set }`,
    /// a class): the generated mock keeps what it is set to behind a lock, which a spec can only ask for a `Sendable`
    /// value, and counts the assignments only of types it knows are not (`[String: Any]`).
    private func nonSendableSettableType(_ requirement: SwiftDeclaration, in skimmer: SwiftSkimmer) -> String? {
        guard requirement.kind == .variable, let body = skimmer.bodyTokens(of: requirement),
            body.contains(where: { skimmer.text(of: $0) == "set" }),
            let type = skimmer.propertyType(of: requirement).map(skimmer.text),
            inventory.isKnownNonSendable(type, clients: importedNames, context: clientName)
        else { return nil }
        return type
    }

    /// The result type of a requirement as written: a property's type, or what follows a method's `->` (before any
    /// `where`); `nil` for a method without one.
    static func resultType(of requirement: SwiftDeclaration, in skimmer: SwiftSkimmer) -> String? {
        if requirement.kind == .variable { return skimmer.propertyType(of: requirement).map(skimmer.text) }
        guard let clause = skimmer.parameters(of: requirement)?.clause else { return nil }
        var position = skimmer.tokenIndex(at: clause.end)
        let end = requirement.body.map { skimmer.tokenIndex(at: $0.start) - 1 } ?? requirement.tokens.upperBound
        while position < end, skimmer.tokens[position].kind != .arrow { position = skimmer.skipGroup(at: position) }
        guard position + 1 < end else { return nil }
        var last = position + 1
        while last < end, !skimmer.tokens[last].isKeyword(.where) { last = skimmer.skipGroup(at: last) }
        return skimmer.text(
            SourceRange(start: skimmer.tokens[position + 1].range.start, end: skimmer.tokens[last - 1].range.end))
    }

    /// A requirement's text with default values written into its parameters.
    private func withDefaults(_ requirement: SwiftDeclaration, _ defaults: [Int: String], in skimmer: SwiftSkimmer)
        -> String
    {
        guard !defaults.isEmpty, let parameters = skimmer.parameters(of: requirement) else {
            return skimmer.text(requirement.range)
        }
        var text = ""
        var offset = requirement.range.start
        for (index, parameter) in parameters.items.enumerated() {
            guard let value = defaults[index], parameter.defaultValue == nil else { continue }
            text += skimmer.text(SourceRange(start: offset, end: parameter.value.end)) + " = " + value
            offset = parameter.value.end
        }
        return text + skimmer.text(SourceRange(start: offset, end: requirement.range.end))
    }

    /// What a protocol's extensions say about default values: for each requirement (by its name's offset), the
    /// default of each parameter (by index), and the overloads that say it, which the generated interface replaces.
    struct DefaultOverloads {
        var defaults: [Int: [Int: String]] = [:]
        var replaced: [ReplacedDeclaration] = []
    }

    /// The default values the forwarding overloads in the protocol's extensions give its requirements. An extension
    /// holding nothing but such overloads is replaced whole.
    private func defaultOverloads() -> DefaultOverloads {
        var found = DefaultOverloads()
        for located in inventory.extensions[clientName] ?? [] where located.declaration.inheritance.isEmpty {
            let file = inventory.files[located.file].skimmer
            var overloads: [SwiftDeclaration] = []
            for overload in located.declaration.members where overload.kind == .function {
                guard let body = file.bodyTokens(of: overload), let call = file.forwardingCall(in: body),
                    call.name == overload.name, let parameters = file.parameters(of: overload)?.items,
                    let forwarded = forwardedRequirement(call, parameters: parameters, in: file)
                else { continue }
                for (index, value) in forwarded.values where found.defaults[forwarded.offset]?[index] == nil {
                    found.defaults[forwarded.offset, default: [:]][index] = value
                }
                overloads.append(overload)
            }
            let isOnlyOverloads = !overloads.isEmpty && overloads.count == located.declaration.members.count
            for overload in isOnlyOverloads ? [located.declaration] : overloads {
                found.replaced.append(
                    ReplacedDeclaration(
                        path: file.source.path, range: SourceRange(start: overload.fullStart, end: overload.range.end),
                        kind: isOnlyOverloads
                            ? .defaultOverloads(clientName) : .defaultOverload(qualifiedName(of: overload))))
            }
        }
        return found
    }

    /// The defaults one forwarding overload passes: the requirement it calls (by its name's offset), and the values
    /// it passes for the parameters it does not take (by index).
    private struct ForwardedDefaults {
        var offset: Int
        var values: [Int: String]
    }

    /// The requirement a forwarding call calls, and the arguments it passes that are not the overload's own
    /// parameters: the defaults, by parameter index.
    private func forwardedRequirement(
        _ call: SwiftSkimmer.SkimmedCall,
        parameters: [SwiftSkimmer.ListItem],
        in file: SwiftSkimmer
    ) -> ForwardedDefaults? {
        let labels = call.arguments.map { $0.label ?? "_" }
        for requirement in declaration.members where requirement.kind == .function && requirement.name == call.name {
            guard let items = skimmer.parameters(of: requirement)?.items,
                items.map(Self.callLabel) == labels, items.count >= parameters.count
            else { continue }
            var values: [Int: String] = [:]
            var passed = 0
            for (index, argument) in call.arguments.enumerated() {
                var text = file.text(argument.value)
                if text.hasPrefix("&") { text.removeFirst() }
                if text.hasSuffix("()") { text.removeLast(2) }
                guard let parameter = parameters.first(where: { ($0.localName ?? $0.label) == text }) else {
                    values[index] = file.text(argument.value)
                    continue
                }
                // The overload's own parameter, passed on: it must be the requirement's under the same label, and
                // its default value (a re-declaration with defaults, `size: Int = 20`) is the requirement's.
                guard Self.callLabel(parameter) == labels[index] else { return nil }
                passed += 1
                guard let value = parameter.defaultValue.map(file.text) else { continue }
                // `#fileID` and `#line` are the caller's only where the caller calls: a generated overload would
                // evaluate them itself, so such a method stays as it is.
                guard !value.hasPrefix("#") else { return nil }
                values[index] = value
            }
            guard passed == parameters.count, !values.isEmpty else { continue }
            return ForwardedDefaults(offset: requirement.nameRange.start, values: values)
        }
        return nil
    }

    /// The label a caller writes for a parameter: `_` for `_ number: Int`, `size` for `size: Int`.
    private static func callLabel(_ parameter: SwiftSkimmer.ListItem) -> String {
        parameter.label ?? "_"
    }
}
