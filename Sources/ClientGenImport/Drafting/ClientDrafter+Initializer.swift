import ClientGenCore

/// A struct client's own initializers: the generated struct has a memberwise `init` (one argument per member, named
/// after it) and an unimplemented `init()`, so an initializer that is one of those goes, and one that takes the members
/// under other labels becomes an initializer calling the generated one.
extension ClientDrafter {
    /// The extras lines for an initializer, or `nil` when the generated struct replaces it.
    mutating func initializerExtra(
        _ initializer: SwiftDeclaration,
        endpoints: [Endpoint],
        into draft: inout Draft
    ) -> [String]? {
        guard let parameters = skimmer.parameters(of: initializer) else { return extraLines(initializer) }
        if parameters.items.isEmpty { return nil }  // The unimplemented `init()`.
        let members = storedMemberNames(endpoints: endpoints)
        let labels = parameters.items.map { $0.label ?? "_" }
        if labels != members, isGeneratedInitializer(initializer, labels: labels, members: members) { return nil }
        guard let assignments = memberwiseAssignments(initializer, members: members) else {
            report(.importInitializerKept(qualifiedName(of: initializer)), at: initializer.nameRange)
            return extraLines(initializer)
        }
        if labels == members {  // The generated memberwise initializer, but for any default values.
            let arguments = parameters.items.map { item in
                MemberwiseDefaults.Argument(
                    label: item.label ?? "_", defaultValue: item.defaultValue.map { skimmer.text($0) })
            }
            // The generated one gives optional members `nil` by default too, and the others their unimplemented value.
            let generatedDefaults = Set(
                arguments.map { "\(SwiftName.escaped(clientName)).unimplemented.\(SwiftName.escaped($0.label))" } + [
                    "nil"
                ])
            if arguments.contains(where: { $0.defaultValue.map { !generatedDefaults.contains($0) } ?? false }) {
                draft.memberwiseDefaults = MemberwiseDefaults(arguments: arguments)
                report(.importInitializerDefaults(qualifiedName(of: initializer)), at: initializer.nameRange)
            }
            return nil
        }
        let access = declaration.accessPrefix
        let arguments = members.map { name in
            "\(name): \(assignments[name] ?? "nil")"
        }
        // Taking as many closures as the generated memberwise initializer, it would be as good a match for a call with
        // a trailing closure: the generated one is preferred, and calls spelled with this one's labels still reach it.
        let disfavored = parameters.items.count == members.count ? ["@_disfavoredOverload"] : []
        return disfavored + [
            access + "init" + sendableClause(parameters.items) + " {",
            "    self.init(" + arguments.joined(separator: ", ") + ")",
            "}",
        ]
    }

    /// The defaults of the memberwise initializer `@DependencyClient` makes: a stored value's initial value, and
    /// `nil` for an optional one without (the generated initializer has none for stored values); `nil`, and no
    /// warning, when no stored value has a default.
    mutating func macroMemberwiseDefaults(endpoints: [Endpoint]) -> MemberwiseDefaults? {
        let arguments = storedMemberNames(endpoints: endpoints).map { name in
            var argument = MemberwiseDefaults.Argument(label: name, defaultValue: nil)
            let isEndpoint = endpoints.contains { $0.property.name == name }
            if !isEndpoint, let member = declaration.members.first(where: { $0.name == name && !$0.isStatic }) {
                let type = skimmer.propertyType(of: member).map { skimmer.text($0) } ?? ""
                let isOptional = type.hasSuffix("?") || type.hasPrefix("Optional<")
                argument.defaultValue =
                    skimmer.initialValue(of: member).map { skimmer.text($0) } ?? (isOptional ? "nil" : nil)
            }
            return argument
        }
        guard arguments.contains(where: { $0.defaultValue != nil }) else { return nil }
        report(.importInitializerDefaults(clientName + ".init"), at: declaration.nameRange)
        return MemberwiseDefaults(arguments: arguments)
    }

    /// A parameter clause with `@Sendable` added to escaping closures, which the generated initializer takes.
    private func sendableClause(_ items: [SwiftSkimmer.ListItem]) -> String {
        let parameters = items.map { item in
            var type = skimmer.text(item.value)
            if type.hasPrefix("@escaping "), !type.contains("@Sendable") {
                type = "@escaping @Sendable " + type.dropFirst("@escaping ".count)
            }
            var text = [item.label, item.localName].compactMap { $0 }.joined(separator: " ") + ": " + type
            if let value = item.defaultValue { text += " = " + skimmer.text(value) }
            return text
        }
        return "(" + parameters.joined(separator: ", ") + ")"
    }

    /// Whether an initializer under `#if` is one of those clientgen generates per combination of branches: its labels
    /// are the stored members in order, leaving out only members declared under `#if`.
    private func isGeneratedInitializer(_ initializer: SwiftDeclaration, labels: [String], members: [String]) -> Bool {
        guard skimmer.isGeneratedCode, initializer.condition != nil else { return false }
        let conditional = Set(declaration.members.filter { $0.condition != nil }.map(\.name))
        var remaining = labels[...]
        for member in members {
            if remaining.first == member {
                remaining.removeFirst()
            } else if !conditional.contains(member) {
                return false
            }
        }
        return remaining.isEmpty
    }

    /// The names of the members the generated memberwise initializer takes, in order: every endpoint and stored
    /// value.
    private func storedMemberNames(endpoints: [Endpoint]) -> [String] {
        declaration.members.compactMap { member in
            guard member.kind == .variable || member.kind == .constant, !member.isStatic else { return nil }
            if endpoints.contains(where: { $0.property.nameRange == member.nameRange }) { return member.name }
            let isStored =
                member.body == nil && !member.hasModifier("private") && !member.hasModifier("fileprivate")
            return isStored ? member.name : nil
        }
    }

    /// What an initializer whose body only assigns members (`self.name = expression`, or the generated struct's
    /// `self._name = expression`) assigns to each; `nil` when it does anything else.
    private func memberwiseAssignments(_ initializer: SwiftDeclaration, members: [String]) -> [String: String]? {
        guard let body = skimmer.bodyTokens(of: initializer) else { return nil }
        var assignments: [String: String] = [:]
        var position = body.lowerBound
        while position < body.upperBound {
            guard position + 4 < body.upperBound, skimmer.tokens[position].isKeyword(.self),
                skimmer.tokens[position + 1].kind == .period, skimmer.tokens[position + 3].kind == .equal
            else { return nil }
            var name = skimmer.source.text(skimmer.tokens[position + 2].nameRange)
            if !members.contains(name), name.hasPrefix("_") { name.removeFirst() }
            guard members.contains(name) else { return nil }
            var end = position + 4
            while end < body.upperBound, !skimmer.tokens[end].isAtStartOfLine, skimmer.tokens[end].kind != .semicolon {
                end = skimmer.skipGroup(at: end)
            }
            let value = SourceRange(
                start: skimmer.tokens[position + 4].range.start, end: skimmer.tokens[end - 1].range.end)
            assignments[name] = skimmer.text(value)
            position = end < body.upperBound && skimmer.tokens[end].kind == .semicolon ? end + 1 : end
        }
        return assignments.count == members.count ? assignments : nil
    }
}
