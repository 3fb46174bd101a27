import ClientGenCore

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
        let overloads = defaultOverloads()
        let fallbacks = inventory.unimplementedDouble(of: clientName).map {
            UnimplementedFallbacks(double: $0.declaration, in: inventory.files[$0.file].skimmer)
        }
        var members: [SpecDraft.Member] = []
        var extras: [[String]] = []
        var (keptAliases, movedAliases): (Set<String>, Set<String>) = ([], [])
        for requirement in declaration.members {
            if requirement.kind == .typeAlias {
                if let alias = typeAliasMember(requirement) {
                    members.append(alias)
                    keptAliases.insert(requirement.name)
                } else {
                    // A protocol extension declares it for the protocol and its conformers.
                    extras.append(movedMember(requirement))
                    movedAliases.insert(requirement.name)
                }
                continue
            }
            guard let member = requirementMember(requirement, defaults: overloads.defaults, fallbacks: fallbacks)
            else { continue }
            members.append(member)
        }
        members = namingTypeAliases(kept: keptAliases, moved: movedAliases, in: members)
        if !inventory.isSendableProtocol(declaration) {
            for conformer in inventory.nonSendableConformers(of: clientName) {
                let name = conformer.declaration.name
                diagnostics.append(
                    Diagnostic(
                        .importNonSendableConformer(name, client: clientName),
                        path: inventory.files[conformer.file].source.path, range: conformer.declaration.nameRange))
            }
        }
        // `Sendable` goes: every generated protocol refines it. A composition (`Adapter & Retrier`) is a spec's list,
        // named by an alias (`typealias Controlling = Rotating & Zooming`) or not: the spec names the clients.
        let parents = declaration.inheritance.flatMap { inventory.resolvingAliases($0).split(separator: "&") }
        var inheritance = parents.map { part in
            let name = String(part).trimmingSpaces
            return name == "class" ? "AnyObject" : name
        }
        .filter { $0 != "Sendable" && $0 != "Swift.Sendable" }
        members.insert(contentsOf: inheritedRequirements(of: inheritance), at: 0)
        if let bound = inheritedBound(of: inheritance) { inheritance.insert(bound, at: 0) }
        let redeclared = skimmer.isGeneratedCode ? redeclaredRequirements(besides: members) : []
        members.insert(contentsOf: redeclared, at: 0)
        inheritance = markingParents(inheritance, redeclared: redeclared)
        let spec = specDraft(
            attributes: declaration.attributes.map(\.text), inheritance: inheritance, members: members)
        var draft = Draft(spec: spec, extras: extras + overloads.extras, replaced: overloads.replaced)
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
        switch requirement.kind {
        case .function, .variable, .initializer, .subscriptMember:
            let text = Self.unparenthesizingEscaping(
                instantiatingGenericAliases(
                    in: isolatingRequirement(
                        requirement,
                        text: withDefaults(requirement, defaults[requirement.nameRange.start] ?? [:], in: skimmer))))
            var member = member(
                requirement,
                lines: skimmer.unindented(text, indentation: skimmer.indentation(at: requirement.range.start)))
            member.key = skimmer.memberKey(of: requirement)
            let result = Self.resultType(of: requirement, in: skimmer)
            let fallback = fallbacks?.fallback(forKey: member.key, condition: requirement.condition)
            let throwsFailure = ClosureSignature.throwsUnimplementedFailure(
                Self.throwsClause(of: requirement, in: skimmer))
            if let directive = fallback?.directive(result: result, throwsFailure: throwsFailure) {
                member.directives.append(directive)
            }
            if requirement.kind == .function,
                let directive = unrecordedDirective(
                    namedParameters(of: requirement, in: skimmer).map {
                        NamedParameter(name: $0.name, type: instantiatingGenericAliases(in: $0.type))
                    })
            {
                member.directives.append(directive)
            }
            if isNonSendableSettable(requirement, in: skimmer) { member.directives.append(.unrecorded([])) }
            return member
        default:
            return nil
        }
    }

    /// Whether a property is settable and of a type known not to be `Sendable` (`[String: Any]`) or that the inputs
    /// declare not `Sendable` (`var user: UserAccount? { get set }`, a class): the generated mock cannot keep what it
    /// is set to behind a lock, so its spec says `@unrecorded`, and the mock counts the assignments.
    private func isNonSendableSettable(_ requirement: SwiftDeclaration, in skimmer: SwiftSkimmer) -> Bool {
        guard requirement.kind == .variable, let body = skimmer.bodyTokens(of: requirement),
            body.contains(where: { skimmer.text(of: $0) == "set" }),
            let type = skimmer.propertyType(of: requirement).map(skimmer.text)
        else { return false }
        return inventory.isKnownNonSendable(type, clients: .run(importedNames), context: scopeName)
    }

    /// A requirement's text with `@escaping(Completion)`, which Swift accepts, written as a person writes it:
    /// `@escaping Completion`.
    static func unparenthesizingEscaping(_ text: String) -> String {
        guard text.contains("@escaping(") else { return text }
        let skimmer = SwiftSkimmer(source: SourceFile(path: "", text: text))
        let tokens = skimmer.tokens
        // From each opening parenthesis to its closing one.
        var parentheses: [Range<Int>] = []
        for index in tokens.indices.dropLast(3) where tokens[index].kind == .atSign {
            guard skimmer.text(of: index + 1) == "escaping", tokens[index + 2].kind == .leftParen,
                !tokens[index + 2].hasLeadingTrivia
            else { continue }
            let close = skimmer.closers[index + 2]
            guard close > index + 3, tokens[close].kind == .rightParen else { continue }
            let inside = (index + 3)..<close
            guard inside.allSatisfy({ [.identifier, .period].contains(tokens[$0].kind) }) else {
                continue
            }
            parentheses.append(tokens[index + 2].range.start..<tokens[close].range.start)
        }
        var bytes = Array(text.utf8)
        for parenthesis in parentheses.reversed() {
            bytes.remove(at: parenthesis.upperBound)
            bytes[parenthesis.lowerBound] = UInt8(ascii: " ")
        }
        return String(decoding: bytes, as: UTF8.self)
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
}
