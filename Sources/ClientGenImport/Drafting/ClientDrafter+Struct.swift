import ClientGenCore

/// Drafting a struct of closures: each closure property becomes the method `@DependencyClient` exposes for it, other
/// stored properties become stored values, and everything else the declaration holds moves to the extras file.
extension ClientDrafter {
    /// One closure endpoint being drafted, with the method that forwards to it, if the struct has one.
    struct Endpoint {
        var property: SwiftDeclaration
        var signature: ClosureSignature
        /// A method of the struct, in its body or an extension, named like the endpoint, whose body only calls this
        /// closure, passing its parameters in order: the method the generated struct declares.
        var method: ImportInventory.Located?
        /// The method name `@DependencyEndpoint(method:)` gives it, if it renames it.
        var renamedMethod: String?
    }

    mutating func draftStruct() -> Draft? {
        var draft = Draft(spec: specDraft(attributes: [], inheritance: [], members: []))
        let endpoints = structEndpoints()
        let fallbacks = structFallbacks()
        if endpoints.contains(where: { !$0.signature.isSendable }) {
            report(.importNonSendableClosures(clientName), at: declaration.nameRange)
        }
        let forwarders = replaceForwardingMethods(of: endpoints, in: &draft)
        var initializers: [SwiftDeclaration] = []
        var keptAliases: Set<String> = []
        for member in declaration.members {
            if member.kind == .initializer, !member.isStatic {
                initializers.append(member)
                continue
            }
            if forwarders.contains(member.nameRange.start) { continue }
            if isStoredProperty(member), member.modifiers.contains(where: { $0.hasSuffix("(set)") }) {
                reportUnconvertible(member, because: .narrowerSetter)  // No spec member has a setter of its own.
                continue
            }
            if member.isStatic, Self.keyValueNames.contains(member.name) { continue }  // Drafted as directives.
            if member.isStatic, Self.generatedStaticNames.contains(member.name) {
                // The generated struct declares these; the placeholders of `unimplemented` were read already. Its own
                // `noop` moves to the extras file, where the check for clashes judges it.
                guard member.name == "noop" else { continue }
                draft.movedNoop = MovedNoop(located: located.member(member), extrasIndex: draft.extras.count)
            }
            if let endpoint = endpoints.first(where: { $0.property.nameRange == member.nameRange }) {
                var member = endpointMember(endpoint, into: &draft)
                if let directive = fallbacks.fallback(forKey: endpoint.property.name)?.directive(
                    result: endpoint.signature.result),
                    !member.has(.fallback)
                {
                    member.directives.insert(directive, at: 0)
                }
                draft.spec.members.append(member)
            } else if isStoredValue(member) {
                if let value = storedValueMember(member, fallbacks: fallbacks) { draft.spec.members.append(value) }
            } else if hoistedNames[scopeName + "." + member.name] != nil {
                continue  // A sub-client imported as a client of its own.
            } else if member.kind == .typeAlias, let alias = typeAliasMember(member) {
                draft.spec.members.append(alias)
                keptAliases.insert(member.name)
            } else if isStoredProperty(member), !isGeneratedStorage(member, endpoints: endpoints) {
                reportUnconvertible(member, because: .privateStoredProperty)  // An extension cannot store it.
            } else if !isGeneratedStorage(member, endpoints: endpoints) {
                draft.extras.append(extraLines(member))
                if member.kind.hasMembers { moveExtensions(ofNested: member, into: &draft) }
            }
        }
        draftInitializers(initializers, endpoints: endpoints, into: &draft)
        replaceSendableExtensions(into: &draft)
        draft.spec.members = namingTypeAliases(kept: keptAliases, moved: [], in: draft.spec.members)
        draft.extras += hoistedAliases.map { [$0] }
        draft.spec.attributes = structAttributes()
        draft.generatedMock = GeneratedMock(recorderOf: clientName, in: inventory)
        return draft
    }

    /// Lists the forwarding methods declared in extensions, which the generated struct's methods replace; returns
    /// where those in the struct's body start, which are not members of the spec.
    private mutating func replaceForwardingMethods(of endpoints: [Endpoint], in draft: inout Draft) -> Set<Int> {
        for method in endpoints.compactMap(\.method) where !isInBody(method) {
            let name = MemberName(
                base: method.declaration.name,
                labels: inventory.files[method.file].skimmer.parameters(of: method.declaration)?.items.map(\.label)
                    ?? [])
            draft.replaced.append(replacement(of: method, .forwardingMethod(name.qualified(by: clientName))))
        }
        return Set(endpoints.compactMap(\.method).filter(isInBody).map(\.declaration.nameRange.start))
    }

    /// The struct's own initializers, in the extras file unless the generated ones replace them, and the defaults of
    /// the memberwise initializer `@DependencyClient` makes when the struct writes none.
    private mutating func draftInitializers(
        _ initializers: [SwiftDeclaration],
        endpoints: [Endpoint],
        into draft: inout Draft
    ) {
        if initializers.isEmpty, declaration.hasAttribute("DependencyClient") {
            draft.memberwiseDefaults = macroMemberwiseDefaults(endpoints: endpoints)
        }
        for initializer in initializers {
            if let lines = initializerExtra(initializer, endpoints: endpoints, into: &draft) {
                draft.extras.append(lines)
            }
        }
    }

    /// The closure properties of the struct, each with the method that forwards to it.
    private func structEndpoints() -> [Endpoint] {
        var endpoints: [Endpoint] = []
        for member in declaration.members where isClosureProperty(member) {
            guard let signature = inventory.closureSignature(of: member, in: located.file, context: scopeName)
            else { continue }
            let renamed = member.attributes.first { $0.name == "DependencyEndpoint" }.flatMap(Self.renamedMethod)
            var named = signature
            named.suggestedNames = suggestedNames(for: member.name, arity: signature.parameters.count)
            endpoints.append(Endpoint(property: member, signature: named, renamedMethod: renamed))
        }
        let containers =
            [located] + (inventory.extensions[scopeName] ?? []).filter { $0.declaration.inheritance.isEmpty }
        for container in containers {
            let file = inventory.files[container.file].skimmer
            for member in container.declaration.members where member.kind == .function && !member.isStatic {
                guard let body = file.bodyTokens(of: member), let call = file.forwardingCall(in: body),
                    let index = endpoints.firstIndex(where: { $0.property.name == call.name }),
                    let parameters = file.parameters(of: member)?.items,
                    forwardsInOrder(
                        call, parameters: parameters, arity: endpoints[index].signature.parameters.count, in: file)
                else { continue }
                if member.name == call.name, endpoints[index].method == nil {
                    endpoints[index].method = container.member(member)
                } else if container.declaration.nameRange == declaration.nameRange {
                    // A helper under another name (`run` over `runImpl`) is no overload of the endpoint: it stays, and
                    // names the closure's parameters as its callers know them.
                    let names = parameters.map { $0.localName ?? $0.label }
                    let suggested = endpoints[index].signature.suggestedNames
                    endpoints[index].signature.suggestedNames = names.enumerated().map { position, name in
                        name ?? (position < suggested.count ? suggested[position] : nil)
                    }
                }
            }
        }
        return endpoints
    }

    /// The names the closures written for an endpoint give its parameters: the first non-`_` name at each position
    /// among the literals of the right arity passed to the client's initializer (not another client's endpoint of
    /// the same name).
    private func suggestedNames(for endpoint: String, arity: Int) -> [String?] {
        let literals = (inventory.closureNames[endpoint] ?? []).filter { literal in
            literal.names.count == arity && isPassedToClient(literal)
        }
        return (0..<arity).map { position in
            literals.lazy.compactMap { $0.names[position] }.first { !$0.hasPrefix("$") }
        }
    }

    /// Whether a closure literal is passed to the client's initializer: `SoundClient(preload: { … })`, or `Self(…)`
    /// and `.init(…)` in the client's declaration or one of its extensions.
    private func isPassedToClient(_ literal: ImportInventory.ClosureLiteralNames) -> Bool {
        if literal.callee == clientName || literal.callee == scopeName.split(separator: ".").last.map(String.init) {
            return true
        }
        guard literal.callee == "Self" || literal.callee == "init" else { return false }
        let containers = [located] + (inventory.extensions[scopeName] ?? [])
        return containers.contains { container in
            container.file == literal.file && container.declaration.range.start <= literal.offset
                && literal.offset < container.declaration.range.end
        }
    }

    /// Whether a forwarding call passes the method's parameters to the closure, one each, in order.
    private func forwardsInOrder(
        _ call: SwiftSkimmer.SkimmedCall,
        parameters: [SwiftSkimmer.ListItem],
        arity: Int,
        in file: SwiftSkimmer
    ) -> Bool {
        guard call.arguments.count == arity, parameters.count == arity else { return false }
        for (argument, parameter) in zip(call.arguments, parameters) {
            guard argument.label == nil else { return false }
            var text = file.text(argument.value)
            if text.hasPrefix("&") { text.removeFirst() }
            if text.hasSuffix("()") { text.removeLast(2) }
            if text.hasPrefix("`"), text.hasSuffix("`"), text.count > 1 { text = String(text.dropFirst().dropLast()) }
            if text.hasPrefix("self.") { return false }
            guard text == (parameter.localName ?? parameter.label) else { return false }
        }
        return true
    }

    /// Whether a member is declared in the struct's body (rather than an extension).
    private func isInBody(_ member: ImportInventory.Located) -> Bool {
        member.file == located.file
            && declaration.body.map {
                $0.start <= member.declaration.range.start
                    && member.declaration.range.end <= $0.end
            } == true
    }

    /// The attributes a struct client's spec keeps: `@style(struct)` and the struct's own, but for the macro's.
    private func structAttributes() -> [String] {
        let dropped: Set<String> = ["DependencyClient", "CasePathable"]
        return declaration.attributes.filter { !dropped.contains($0.name) }.map(\.text) + ["@style(struct)"]
    }

    /// The method `@DependencyEndpoint(method: "insert")` names.
    private static func renamedMethod(_ attribute: SwiftAttribute) -> String? {
        guard let start = attribute.text.firstIndex(of: "\""),
            let end = attribute.text[attribute.text.index(after: start)...].firstIndex(of: "\"")
        else { return nil }
        let name = String(attribute.text[attribute.text.index(after: start)..<end])
        return name.isEmpty ? nil : name
    }
}
