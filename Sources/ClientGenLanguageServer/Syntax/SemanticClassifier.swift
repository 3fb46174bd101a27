import ClientGenCore

/// Classifies a spec for semantic highlighting: the names it declares from the parse (clients, members, parameters,
/// generic parameters, type aliases) and the parameters its directives read, everything else from its tokens (keywords, clientgen's directives apart from
/// Swift's attributes, clients and other types where they are used, literals, comments). The parser recovers after
/// errors and lexing never fails, so a spec in the middle of an edit is classified too.
struct SemanticClassifier {
    let tokens: SpecTokens
    /// The names clients are declared under in the workspace: such a name is a client wherever a spec writes it.
    let clientNames: Set<String>

    /// What kind of line a token is on, for the words that mean something else there.
    private enum Line {
        case other
        /// After `import`: module names.
        case importPath
        /// After `#if` or `#elseif`: compilation conditions.
        case condition
    }

    /// A method's generic parameters, which its signature uses as types. Members do not overlap, so their scopes come
    /// in the order of the spec.
    private struct GenericScope {
        var range: SourceRange
        var names: Set<String>
    }

    /// What the parse says of the declared names, by the offset of the name (backticks excluded).
    private struct Declarations {
        var names: [Int: SemanticSpan] = [:]
        var genericScopes: [GenericScope] = []
    }

    /// Every span, in the order of the spec, none overlapping.
    func spans() -> [SemanticSpan] {
        let declarations = declarations()
        var spans: [SemanticSpan] = []
        var line = Line.other
        var scopes = declarations.genericScopes[...]  // In order: those ending before a token are done with.
        var index = 0
        while index < tokens.tokens.count {
            let token = tokens.tokens[index]
            for comment in tokens.comments(in: token.triviaStart..<token.range.start) {
                spans.append(
                    SemanticSpan(
                        range: comment.range, type: .comment,
                        modifiers: comment.isDocumentation ? .documentation : []))
            }
            if token.isAtStartOfLine { line = .other }
            switch token.kind {
            case .atSign where index + 1 < tokens.tokens.count && tokens.isAttributeName(index + 1):
                let name = tokens.text(index + 1)
                let isDirective = Directive(rawValue: name) != nil || name == "marker"
                let range = SourceRange(start: token.range.start, end: tokens.tokens[index + 1].range.end)
                spans.append(SemanticSpan(range: range, type: isDirective ? .macro : .decorator))
                index += 1
            case .poundIdentifier:
                spans.append(SemanticSpan(range: token.range, type: .keyword))
                line = .condition
            case .stringLiteral:
                spans.append(SemanticSpan(range: token.range, type: .string))
            case .integerLiteral, .floatingLiteral:
                spans.append(SemanticSpan(range: token.range, type: .number))
            case .arrow, .equal, .ampersand, .ellipsis, .otherOperator:
                spans.append(SemanticSpan(range: token.range, type: .operator))
            case .identifier:
                while let scope = scopes.first, scope.range.end <= token.range.start { scopes = scopes.dropFirst() }
                let scope = scopes.first.flatMap { $0.range.start <= token.range.start ? $0.names : nil }
                if let span = identifier(at: index, declarations, genericNames: scope ?? [], line: &line) {
                    spans.append(span)
                }
            default:
                break
            }
            index += 1
        }
        return spans
    }

    /// The span of the word at `index`: a declared name as the parse says, else by the word and what is around it.
    private func identifier(
        at index: Int,
        _ declarations: Declarations,
        genericNames: Set<String>,
        line: inout Line
    ) -> SemanticSpan? {
        let token = tokens.tokens[index]
        if var declared = declarations.names[token.nameRange.start] {
            declared.range = token.range
            return declared
        }
        let isKeyword = token.keyword != .none && !token.isBackticked
        switch line {
        case .condition: return SemanticSpan(range: token.range, type: .macro)
        case .importPath where !isKeyword: return SemanticSpan(range: token.range, type: .namespace)
        default: break
        }
        if isKeyword, token.keyword == .import { line = .importPath }
        let afterPeriod = index > 0 && tokens.tokens[index - 1].kind == .period
        // After a dot only reserved words and `Type` / `Protocol` stay keywords: `.some(x)` names a case.
        if isKeyword, !afterPeriod || token.keyword.isReservedOrMetatype {
            return SemanticSpan(range: token.range, type: .keyword)
        }
        let name = tokens.text(index)
        if genericNames.contains(name) { return SemanticSpan(range: token.range, type: .typeParameter) }
        if clientNames.contains(name) { return SemanticSpan(range: token.range, type: .class) }
        if name.first?.isUppercase == true { return SemanticSpan(range: token.range, type: .type) }
        return afterPeriod ? SemanticSpan(range: token.range, type: .enumMember) : nil
    }

    /// The names the spec declares, as the parser reads them.
    private func declarations() -> Declarations {
        let syntax = SpecParser.parse(tokens.source).syntax
        var found = Declarations()
        func declare(_ name: Identifier, _ type: SemanticTokenType, _ modifiers: SemanticTokenModifiers = []) {
            guard !name.isWildcard, !name.name.isEmpty else { return }
            found.names[name.range.start] = SemanticSpan(
                range: name.range, type: type, modifiers: modifiers.union(.declaration))
        }
        for client in syntax.clients {
            declare(client.name, .class, Self.deprecation(client.attributes))
            for alias in client.typeAliases { declare(alias.name, .type) }
            for member in client.members {
                var modifiers = Self.deprecation(member.attributes)
                if member.isStatic { modifiers.insert(.static) }
                switch member.kind {
                case .property:
                    declare(member.name, .property, modifiers)
                case .function(let function):
                    if !member.isInitializer, !member.isSubscript { declare(member.name, .method, modifiers) }
                    for parameter in function.parameters {
                        declare(parameter.firstName, .parameter)
                        if let second = parameter.secondName { declare(second, .parameter) }
                    }
                    for generic in function.genericParameters { declare(generic.name, .typeParameter) }
                    for read in LocalSymbol.parameterReads(of: member, in: tokens) {
                        found.names[read.start] = SemanticSpan(range: read, type: .parameter)
                    }
                    let names = Set(function.genericParameters.map(\.name.name))
                    if !names.isEmpty { found.genericScopes.append(GenericScope(range: member.range, names: names)) }
                }
            }
        }
        found.genericScopes.sort { $0.range.start < $1.range.start }
        return found
    }

    /// `.deprecated` for a declaration `@available` deprecates.
    private static func deprecation(_ attributes: [Attribute]) -> SemanticTokenModifiers {
        attributes.contains { $0.name == "available" && $0.text.contains("deprecated") } ? .deprecated : []
    }
}

extension Keyword {
    /// Whether the word stays a keyword after a dot: Swift's reserved words (`.init`, `.self`) and `.Type` and
    /// `.Protocol`.
    fileprivate var isReservedOrMetatype: Bool {
        isReserved || self == .metatypeType || self == .Protocol
    }
}
