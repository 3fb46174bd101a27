import ClientGenCore

/// Drafting one closure endpoint of a struct client: the method a spec declares for it, the directives its default
/// value gives, and a forwarding method in the extras file when `@DependencyEndpoint(method:)` renamed it.
extension ClientDrafter {
    mutating func endpointMember(_ endpoint: Endpoint, into draft: inout Draft) -> SpecDraft.Member {
        let property = endpoint.property
        let signature = endpoint.signature
        var line: String
        let methodFile = endpoint.method.map { inventory.files[$0.file].skimmer }
        if let method = endpoint.method, let methodFile, endpoint.renamedMethod == nil,
            let (items, clause) = methodFile.parameters(of: method.declaration)
        {
            let written = Self.specClause(clause, items: items, closure: signature, in: methodFile)
            line = "func \(SwiftName.escaped(property.name))\(written)" + signature.effectsAndResult
        } else {
            let labels = labelsClosureParameters || property.hasAttribute("DependencyEndpoint")
            line = signature.method(
                named: property.name, labelsNamedParameters: labels && endpoint.renamedMethod == nil)
        }
        if signature.isOptional { line = "optional " + line }
        // A closure of a struct isolated to a global actor that names none is callable from anywhere.
        let closureAttributes = signature.attributes.map { String($0.dropFirst().prefix { $0 != "(" }) }
        if declaration.attributes.contains(where: { Attribute.namesGlobalActor($0.name) }),
            !closureAttributes.contains(where: Attribute.namesGlobalActor)
        {
            line = "nonisolated " + line
        }
        line = narrowerAccess(of: endpoint) + line
        if let renamed = endpoint.renamedMethod {
            draft.extras.append(renamedForwarder(renamed, endpoint: endpoint))
        }
        var directives = defaultValueDirectives(of: property, signature: signature)
        let parameters =
            endpoint.method.map { namedParameters(of: $0.declaration, in: inventory.files[$0.file].skimmer) }
            ?? signature.namedParameters
        if let unrecorded = unrecordedDirective(parameters) { directives.append(unrecorded) }
        var member = self.member(property, lines: [line], directives: directives)
        member.key = property.name
        var attributes = property.attributes.filter { $0.name != "DependencyEndpoint" }.map(\.text)
        // An `@available` written on the forwarding method only (as older generated code did) is the endpoint's too.
        for attribute in endpoint.method?.declaration.attributes ?? []
        where ["available", "_spi"].contains(attribute.name) && !attributes.contains(attribute.text) {
            attributes.append(attribute.text)
        }
        member.attributes = attributes + signature.attributes
        if member.docLines.isEmpty, let method = endpoint.method { member.docLines = method.declaration.docLines }
        return member
    }

    /// `internal ` (or `package `) for an endpoint less visible than its client (`var recenter` in a `public struct`),
    /// which its spec declares so rather than widen it; nothing for one as visible, or whose forwarding method is
    /// (`public extension`), which only the client's access keeps visible.
    func narrowerAccess(of endpoint: Endpoint) -> String {
        let ranks = ["internal": 1, "package": 2, "public": 3, "open": 3]
        var own = endpoint.property.accessModifier ?? "internal"
        if let method = endpoint.method {
            let container = (inventory.extensions[scopeName] ?? []).first {
                $0.file == method.file && $0.declaration.range.start <= method.declaration.range.start
                    && method.declaration.range.end <= $0.declaration.range.end
            }
            let access = method.declaration.accessModifier ?? container?.declaration.accessModifier ?? "internal"
            if ranks[access, default: 0] > ranks[own, default: 0] { own = access }
        }
        guard let rank = ranks[own], rank < ranks[declaration.accessModifier ?? "internal", default: 1] else {
            return ""
        }
        return own + " "
    }

    /// Whether the closures' parameter names become the methods' argument labels: only for a `@DependencyClient`,
    /// whose macro exposes labelled methods (as `@DependencyEndpoint` does for one property). A plain struct's callers call the closures, without labels, so its
    /// spec's methods have none, and the generated struct no labelled method to clash with helpers of the same name;
    /// a struct that writes its forwarding methods (as clientgen's own do) has labels where a method says so.
    var labelsClosureParameters: Bool {
        declaration.hasAttribute("DependencyClient")
    }

    /// The directives a closure property's default value gives: `= { _ in false }` → `@placeholder(false)`,
    /// `= { throw E.x }` → `@throwing(E.x)`, `= unimplemented("…", placeholder: false)` → `@placeholder(false)`,
    /// `= { XCTFail("…"); return 10 }` → `@placeholder(10)`. A default that uses the closure's arguments, or holds
    /// other statements, cannot be a directive: a warning says so.
    private mutating func defaultValueDirectives(
        of property: SwiftDeclaration,
        signature: ClosureSignature
    ) -> [DraftDirective] {
        guard let value = skimmer.initialValue(of: property) else { return [] }
        let opener = skimmer.tokenIndex(at: value.start)
        let end = skimmer.tokenIndex(at: value.end)
        if let call = UnimplementedFallbacks.unimplementedCall(at: opener, limit: end, in: skimmer) {
            return placeholderDirectives(call.placeholder, of: property, signature: signature)
        }
        guard skimmer.tokens[opener].kind == .leftBrace, skimmer.tokens[skimmer.closers[opener]].range.end == value.end,
            let body = skimmer.closureBody(at: opener)
        else {
            reportValueLeftOut(property, .notAClosure)
            return []
        }
        guard !body.isEmpty else { return placeholderDirectives("()", of: property, signature: signature) }
        guard let expression = skimmer.singleExpression(in: body) else {
            if let returned = returnedAfterReport(in: body), !usesArguments(body, closureAt: opener) {
                let lines = skimmer.unindentedLines(returned).joined(separator: "\n")
                return placeholderDirectives(lines, of: property, signature: signature)
            }
            reportValueLeftOut(property, .statements)
            return []
        }
        guard !usesArguments(body, closureAt: opener) else {
            reportValueLeftOut(property, .usesArguments)
            return []
        }
        let first = skimmer.tokenIndex(at: expression.start)
        let limit = skimmer.tokenIndex(at: expression.end)
        if let call = UnimplementedFallbacks.unimplementedCall(at: first, limit: limit, in: skimmer) {
            // `{ unimplemented("…", placeholder: 0) }`
            return placeholderDirectives(call.placeholder, of: property, signature: signature)
        }
        if skimmer.tokens[body.lowerBound].isKeyword(.throw) {
            let thrown = skimmer.tokenIndex(at: expression.start) + 1
            return [
                .throwing(skimmer.text(SourceRange(start: skimmer.tokens[thrown].range.start, end: expression.end)))
            ]
        }
        let lines = skimmer.unindentedLines(expression).joined(separator: "\n")
        return placeholderDirectives(lines, of: property, signature: signature)
    }

    /// A default's value as a directive: none when it is the result's natural default, which the double returns
    /// anyway, but for a member that throws `UnimplementedFailure` unless given a placeholder: the default is what
    /// `@DependencyClient` returned instead of throwing: for a member that returns nothing, `@placeholder(())`.
    private mutating func placeholderDirectives(
        _ value: String?,
        of property: SwiftDeclaration,
        signature: ClosureSignature
    ) -> [DraftDirective] {
        guard let value else { return [] }
        let isVoid = signature.result.map(NaturalDefault.isVoid) ?? true
        if signature.throwsUnimplementedFailure, isVoid, value == "()" { return [.placeholder("()")] }
        let isNatural = NaturalDefault.isNatural(value, for: signature.result)
        return isNatural && (isVoid || !signature.throwsUnimplementedFailure) ? [] : [.placeholder(value)]
    }

    /// Whether a closure's body mentions its parameters: a name declared before `in` anywhere in it, or `$0` outside
    /// the closures it holds (`{ AsyncThrowingStream { $0.finish() } }` uses none: that `$0` is the inner one's).
    private func usesArguments(_ body: Range<Int>, closureAt opener: Int) -> Bool {
        var names: Set<String> = []
        for index in (opener + 1)..<body.lowerBound where skimmer.tokens[index].kind == .identifier {
            names.insert(skimmer.text(of: index))
        }
        names.remove("_")
        names.remove("in")
        var index = body.lowerBound
        var innerClosureEnd = index
        while index < body.upperBound {
            if skimmer.tokens[index].kind == .leftBrace, index >= innerClosureEnd {
                innerClosureEnd = skimmer.closers[index]
            }
            let text = skimmer.text(of: index)
            if text.hasPrefix("$"), index >= innerClosureEnd { return true }
            if skimmer.tokens[index].kind == .identifier, names.contains(text) { return true }
            index += 1
        }
        return false
    }

    private mutating func reportValueLeftOut(
        _ property: SwiftDeclaration,
        _ problem: DiagnosticMessage.ImportDefaultProblem
    ) {
        report(.importDefaultLeftOut(qualifiedName(of: property), problem: problem), at: property.nameRange)
    }

    /// `func insert(item: PantryItem) async throws -> PantryItem { try await self.insertItem(item) }`: the method
    /// `@DependencyEndpoint(method: "insert")` gave callers, kept in the extras file.
    private func renamedForwarder(_ name: String, endpoint: Endpoint) -> [String] {
        let signature = endpoint.signature
        var lines = signature.forwardingMethod(named: name, to: endpoint.property.name)
        lines[0] = declaration.accessPrefix + lines[0]
        return signature.attributes + lines + ["}"]
    }

    /// A member moved into an extension of the client in the extras file, with the client's access (a protocol's
    /// members have none of their own), inside its `#if` if it was in one.
    func movedMember(_ member: SwiftDeclaration) -> [String] {
        let lines = inventory.extraLines(member, in: located.file, access: declaration.accessPrefix)
        guard let condition = member.condition else { return lines }
        return ["#if \(condition)"] + lines + ["#endif"]
    }

    /// A member moved into the extras file as it is, inside its `#if` if it was in one.
    func extraLines(_ member: SwiftDeclaration) -> [String] {
        let lines = extra(member)
        guard let condition = member.condition else { return lines }
        return ["#if \(condition)"] + lines + ["#endif"]
    }

    /// A forwarding method's parameter clause as the spec writes it: with the closure's name for a parameter the
    /// generated method renamed by appending `_` (`self self_: Int` → ``self `self`: Int``, as clientgen's methods
    /// name a parameter called `self`), so that the spec names it as the closure does.
    private static func specClause(
        _ clause: SourceRange,
        items: [SwiftSkimmer.ListItem],
        closure: ClosureSignature,
        in file: SwiftSkimmer
    ) -> String {
        var text = ""
        var cursor = clause.start
        for (item, parameter) in zip(items, closure.parameters) {
            let name = parameter.name.map { $0.hasPrefix("`") ? String($0.dropFirst().dropLast()) : $0 }
            guard let local = item.localName, let name, local == name + "_" else { continue }
            let head = file.text(SourceRange(start: item.range.start, end: item.value.start))
            guard let colon = head.lastIndex(of: ":") else { continue }
            var names = String(head[..<colon])
            while names.last == " " { names.removeLast() }
            guard names.hasSuffix(local) else { continue }
            names = String(names.dropLast(local.count)) + SwiftName.escaped(name)
            text += file.text(SourceRange(start: cursor, end: item.range.start)) + names + head[colon...]
            cursor = item.value.start
        }
        return text + file.text(SourceRange(start: cursor, end: clause.end))
    }
}
