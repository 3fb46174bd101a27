import ClientGenCore

/// Aligning drafts with the mocks of code clientgen generated, so that importing generated code gives back the spec it
/// came from: the mock names it chose and how it recorded each parameter become `@mockName`, `@unrecorded` and
/// `@uncheckedSendable` wherever the drafted spec would generate something else.
extension DraftChecker {
    /// Adds the directives the generated mocks imply, then checks again; returns whether any was added.
    @discardableResult
    mutating func alignWithGeneratedMocks() -> Bool {
        guard drafts.contains(where: { $0.generatedMock != nil }) else { return false }
        let sources = drafts.map { SourceFile(path: Self.specPath(of: $0), text: render($0).text) }
        let models = ClientGenerator().analyze(sources).models.flatMap(\.clients)
        var changed = false
        for index in drafts.indices {
            // The model's members are the draft's but for its type aliases.
            let positions = drafts[index].spec.members.indices.filter { !drafts[index].spec.members[$0].isTypeAlias }
            guard let mock = drafts[index].generatedMock,
                let model = models.first(where: { $0.name == drafts[index].spec.clientName }),
                model.members.count == positions.count
            else { continue }
            for (member, position) in zip(model.members, positions) {
                let key = drafts[index].spec.members[position].key
                guard let generated = mock.member(forKey: key) else { continue }
                // A struct client's recorder is named after the endpoint: only its recording can differ.
                let stem = member.mockNames?.stem ?? generated.stem
                let directives = Self.directives(for: member, stem: stem, generated: generated)
                guard !directives.isEmpty else { continue }
                // The generated mock's names replace any the checks chose for an overload they could not tell apart.
                if directives.contains(where: { $0.kind == .mockName }) {
                    drafts[index].spec.members[position].directives.removeAll { $0.kind == .mockName }
                }
                for directive in directives {
                    // Parameters the mock records unchecked are no longer among those it leaves out.
                    if directive.directive == .uncheckedSendable {
                        drafts[index].spec.members[position].removeUnrecorded(directive.names)
                    }
                    drafts[index].spec.members[position].add(directive)
                }
                changed = true
            }
        }
        if changed { check() }
        return changed
    }

    /// The directives that make a member's mock what the generated one is.
    private static func directives(
        for member: MemberModel,
        stem: String,
        generated: GeneratedMock.Member
    ) -> [DraftDirective] {
        var directives: [DraftDirective] = []
        if stem != generated.stem { directives.append(.mockName(generated.stem)) }
        switch generated.assignments {
        case .counted?: directives.append(.unrecorded([]))
        case .unchecked?: directives.append(.uncheckedSendable([]))
        case .kept?, nil: break
        }
        let localNames = LocalNames.parameters(of: member)
        let recorded = recordedNames(generated.recorded, among: member, localNames: localNames)
        if generated.isUnchecked, !recorded.isEmpty {
            directives.append(.uncheckedSendable(recorded))
        }
        var unrecorded: [ParameterModel] = []
        for (parameter, name) in zip(member.parameters, localNames)
        where parameter.isRecorded && !recorded.contains(parameter.specLocalName ?? name) {
            unrecorded.append(parameter)
        }
        if !unrecorded.isEmpty, !generated.isUnchecked {
            // An unnamed parameter (`_: Item`) has no name to give: only `@unrecorded` for all leaves it out.
            let names = unrecorded.compactMap(\.specLocalName)
            directives.append(.unrecorded(names.count == unrecorded.count ? names : []))
        }
        return directives
    }

    /// The parameters a recorded call holds: the labels of a tuple (`(entry: JournalEntry, tag: String)`), or the one
    /// parameter of its type.
    private static func recordedNames(
        _ element: String?,
        among member: MemberModel,
        localNames: [String]
    ) -> [String] {
        guard let element else { return [] }
        let parameters = member.parameters
        let types = MockTypes.parameters(of: member)
        let names = zip(parameters, localNames).map { $0.specLocalName ?? $1 }
        if element.hasPrefix("("), element.hasSuffix(")") {
            let labels = SwiftSkimmer.tupleLabels(element)
            if !labels.isEmpty, labels.allSatisfy(names.contains) { return labels }
        }
        // A parameter the drafted spec leaves out of the recording (`sending`) has no recorded type: its own counts.
        let matching = parameters.indices.filter { position in
            (types[position].recorded ?? parameters[position].type).description == element
                || parameters[position].type.description == "sending " + element
        }
        let chosen = matching.count == 1 ? matching : parameters.indices.filter { parameters[$0].isRecorded }
        return chosen.count == 1 ? [names[chosen[0]]] : []
    }
}

extension SwiftSkimmer {
    /// The labels of a tuple type as written: `(entry: JournalEntry, tag: String)` → `entry`, `tag`.
    static func tupleLabels(_ tuple: String) -> [String] {
        let skimmer = SwiftSkimmer(source: SourceFile(path: "", text: tuple))
        guard skimmer.tokens.first?.kind == .leftParen else { return [] }
        return skimmer.items(in: 0, isParameterClause: true).compactMap(\.label)
    }
}
