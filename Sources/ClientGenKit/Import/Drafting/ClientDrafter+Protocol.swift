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
        // Qualified, a type alias moved to the protocol's extension is found wherever the generated code names it,
        // even where another type has its name (`typealias Result = Swift.Result<Data, Error>`).
        let aliases = Set(declaration.members.filter { $0.kind == .typeAlias }.map(\.name))
        for index in members.indices where !aliases.isEmpty {
            members[index].lines = members[index].lines.map { qualifying(aliases, in: $0) }
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
            let text = Self.unparenthesizingEscaping(
                withDefaults(requirement, defaults[requirement.nameRange.start] ?? [:], in: skimmer))
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
            inventory.isKnownNonSendable(type, clients: .run(importedNames), context: scopeName)
        else { return nil }
        return type
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

    /// A line of a requirement with the protocol's type aliases it names qualified: `(Result) -> Void` →
    /// `(ThumbnailLoader.Result) -> Void`.
    private func qualifying(_ aliases: Set<String>, in line: String) -> String {
        let skimmer = SwiftSkimmer(source: SourceFile(path: "", text: line))
        var offsets: [Int] = []
        for index in skimmer.tokens.indices.dropLast() where skimmer.tokens[index].kind == .identifier {
            guard aliases.contains(skimmer.text(of: index)), index == 0 || skimmer.tokens[index - 1].kind != .period,
                skimmer.tokens[index + 1].kind != .colon
            else { continue }
            offsets.append(skimmer.tokens[index].range.start)
        }
        var bytes = Array(line.utf8)
        for offset in offsets.reversed() { bytes.insert(contentsOf: Array((clientName + ".").utf8), at: offset) }
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
