import ClientGenCore

/// The parts of a skimmed declaration import reads: a property's type and initial value, a function's parameters,
/// a body that is one forwarding call.
extension SwiftSkimmer {
    /// One parameter of a function's parameter clause, or one argument of a call.
    struct ListItem {
        /// The argument label or first name (`for` in `for city: String`), `nil` for an unlabeled argument.
        var label: String?
        /// The local name of a parameter (`city`), or `nil`.
        var localName: String?
        /// The type of a parameter, or the expression of an argument.
        var value: SourceRange
        /// A parameter's default value.
        var defaultValue: SourceRange?
        /// The whole item.
        var range: SourceRange
    }

    /// What tells a member apart from its overloads, the same in a protocol and in the types implementing it: its
    /// name, and for a function or initializer its labels and parameter types without spaces (`send(_:R)`,
    /// `init?(port:Int)`); a static member's starts with `static `.
    func memberKey(of member: SwiftDeclaration) -> String {
        let name = member.isStatic ? "static " + member.name : member.name
        guard [.function, .initializer, .subscriptMember].contains(member.kind),
            let (items, clause) = parameters(of: member)
        else { return name }
        let squeezed: (String) -> String = { $0.filter { $0 != " " && $0 != "\n" && $0 != "\t" } }
        let parameters = items.map { item in (item.label ?? "_") + ":" + squeezed(text(item.value)) }
        // Overloads may differ only in their generic parameters' constraints (`send<R: A>` and `send<R: B>`).
        let generics =
            clause.start > member.nameRange.end
            ? squeezed(text(SourceRange(start: member.nameRange.end, end: clause.start))) : ""
        // Or in their results and `where` clauses: what follows the parameters, up to a body, but for the effects,
        // which an implementation may weaken (a double implements a `rethrows` requirement without throwing).
        let end = member.body.map { body in tokens[tokenIndex(at: body.start) - 1].range.start } ?? member.range.end
        var rest = end > clause.end ? squeezed(text(SourceRange(start: clause.end, end: end))) : ""
        if let result = rest.firstRange(of: "->") ?? rest.firstRange(of: "where") {
            rest = String(rest[result.lowerBound...])
        } else {
            rest = ""
        }
        return name + generics + "(" + parameters.joined(separator: ",") + ")" + rest
    }

    /// An implementation's declaration as a protocol would require it: without its body, access level and
    /// `nonisolated`, and a property's accessors as `{ get }` (or with their effects, `{ get async throws }`).
    func requirementText(of member: SwiftDeclaration) -> String? {
        guard let body = member.body else { return nil }
        let start = member.modifiersStart
        let headEnd = tokens[tokenIndex(at: body.start) - 1].range.start
        var head = text(SourceRange(start: start, end: headEnd)).trimmingSpaces
        for modifier in member.modifiers where ["public", "package", "internal", "nonisolated"].contains(modifier) {
            if head.hasPrefix(modifier + " ") { head.removeFirst(modifier.count + 1) }
        }
        let attributes = member.attributes.map(\.text).joined(separator: " ")
        let prefix = attributes.isEmpty ? "" : attributes + " "
        guard member.kind == .variable else { return prefix + head }
        let accessors = text(body).split(whereSeparator: { $0 == "{" || $0 == "}" }).first.map {
            String($0).trimmingSpaces
        }
        var getter = accessors.map { $0.hasPrefix("get") ? $0 : "get" } ?? "get"
        if text(body).contains("set {") || text(body).contains("set(") { getter += " set" }
        return prefix + head + " { " + getter + " }"
    }

    /// The type annotation of a property (`var name: Type = ...`), without effects or accessors.
    func propertyType(of declaration: SwiftDeclaration) -> SourceRange? {
        guard let colon = firstIndex(of: .colon, in: declaration) else { return nil }
        var end = colon + 1
        while end < declaration.tokens.upperBound, tokens[end].kind != .equal, tokens[end].kind != .leftBrace,
            tokens[end].kind != .semicolon
        {
            end = skipGroup(at: end)
        }
        guard end > colon + 1 else { return nil }
        return SourceRange(start: tokens[colon + 1].range.start, end: tokens[end - 1].range.end)
    }

    /// The initial value of a property (after `=`), up to the end of the declaration.
    func initialValue(of declaration: SwiftDeclaration) -> SourceRange? {
        guard let equal = firstIndex(of: .equal, in: declaration), equal + 1 < declaration.tokens.upperBound else {
            return nil
        }
        var end = declaration.tokens.upperBound
        if tokens[end - 1].kind == .semicolon { end -= 1 }
        return SourceRange(start: tokens[equal + 1].range.start, end: tokens[end - 1].range.end)
    }

    /// The names of the generic parameters a declaration declares after its name: `Input`, `Output` in
    /// `typealias Endpoint<Input, Output: Sendable> = …`; none for a declaration that is not generic.
    func genericParameterNames(of declaration: SwiftDeclaration) -> [String] {
        var position = declaration.tokens.lowerBound
        while position < declaration.tokens.upperBound, tokens[position].range.start < declaration.nameRange.end {
            position += 1
        }
        guard position < declaration.tokens.upperBound, tokens[position].kind == .leftAngle else { return [] }
        var names: [String] = []
        var depth = 0
        while position < declaration.tokens.upperBound {
            switch tokens[position].kind {
            case .leftAngle: depth += 1
            case .rightAngle:
                depth -= 1
                if depth == 0 { return names }
            case .identifier where depth == 1 && [.leftAngle, .comma].contains(tokens[position - 1].kind):
                names.append(text(of: position))
            default: break
            }
            position += 1
        }
        return names
    }

    /// The index of the first token of a kind after the declaration's keyword, outside brackets.
    private func firstIndex(of kind: TokenKind, in declaration: SwiftDeclaration) -> Int? {
        var position = declaration.tokens.lowerBound
        while position < declaration.tokens.upperBound, tokens[position].range.start < declaration.nameRange.end {
            position += 1
        }
        while position < declaration.tokens.upperBound {
            if tokens[position].kind == kind { return position }
            position = skipGroup(at: position)
        }
        return nil
    }

    /// The parameters of a function or initializer.
    func parameters(of declaration: SwiftDeclaration) -> (items: [ListItem], clause: SourceRange)? {
        var position = declaration.tokens.lowerBound
        while position < declaration.tokens.upperBound, tokens[position].range.start < declaration.nameRange.end {
            position += 1
        }
        while position < declaration.tokens.upperBound, tokens[position].kind != .leftParen {
            if tokens[position].kind == .leftBrace { return nil }
            position += 1
        }
        guard position < declaration.tokens.upperBound else { return nil }
        let closer = closers[position]
        let clause = SourceRange(start: tokens[position].range.start, end: tokens[closer].range.end)
        return (items(in: position, isParameterClause: true), clause)
    }

    /// The items of a bracket group split at its top-level commas: parameters (whose types may hold commas between
    /// angle brackets) or call arguments.
    func items(in opener: Int, isParameterClause: Bool) -> [ListItem] {
        let closer = closers[opener]
        var items: [ListItem] = []
        var start = opener + 1
        var angleDepth = 0
        var position = start
        while position <= closer {
            let kind = tokens[position].kind
            if isParameterClause, kind == .leftAngle { angleDepth += 1 }
            if isParameterClause, kind == .rightAngle { angleDepth = max(0, angleDepth - 1) }
            if position == closer || (kind == .comma && angleDepth == 0) {
                if position > start { items.append(item(from: start, to: position, isParameter: isParameterClause)) }
                start = position + 1
                position += 1
                continue
            }
            position = position == opener ? position + 1 : skipGroup(at: position)
        }
        return items
    }

    private func item(from start: Int, to end: Int, isParameter: Bool) -> ListItem {
        var colon: Int?
        var equal: Int?
        var position = start
        while position < end {
            if tokens[position].kind == .colon, colon == nil { colon = position }
            if tokens[position].kind == .equal, equal == nil, colon != nil { equal = position }
            position = skipGroup(at: position)
        }
        let whole = SourceRange(start: tokens[start].range.start, end: tokens[end - 1].range.end)
        // A call argument's label is one word followed by `:`.
        guard let colon, !isParameter ? colon == start + 1 : colon > start else {
            return ListItem(label: nil, localName: nil, value: whole, defaultValue: nil, range: whole)
        }
        let label = source.text(tokens[start].nameRange)
        let localName = colon == start + 2 ? source.text(tokens[start + 1].nameRange) : nil
        let valueEnd = equal ?? end
        let value = SourceRange(
            start: tokens[min(colon + 1, valueEnd - 1)].range.start, end: tokens[valueEnd - 1].range.end)
        let defaultValue = equal.map {
            SourceRange(start: tokens[min($0 + 1, end - 1)].range.start, end: tokens[end - 1].range.end)
        }
        return ListItem(label: label, localName: localName, value: value, defaultValue: defaultValue, range: whole)
    }
}
