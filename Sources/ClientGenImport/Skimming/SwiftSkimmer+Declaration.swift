import ClientGenCore

/// Reading one declaration: attributes, modifiers, keyword, name, inheritance and where it ends.
extension SwiftSkimmer {
    /// Modifiers Swift writes before a declaration's keyword.
    static let modifierWords: Set<String> = [
        "public", "package", "internal", "fileprivate", "private", "open", "static", "class", "final", "nonisolated",
        "mutating", "nonmutating", "override", "convenience", "required", "lazy", "weak", "unowned", "dynamic",
        "optional", "indirect", "distributed", "isolated", "consuming", "borrowing", "prefix", "postfix", "infix",
    ]

    /// The declaration keywords and what they declare.
    static let declarationKeywords: [String: SwiftDeclaration.Kind] = [
        "protocol": .protocolType, "struct": .structType, "class": .classType, "enum": .enumType,
        "actor": .actorType, "extension": .extensionType, "func": .function, "var": .variable, "let": .constant,
        "init": .initializer, "subscript": .subscriptMember, "typealias": .typeAlias,
        "associatedtype": .associatedType, "case": .enumCase, "import": .importDecl, "deinit": .other,
        "macro": .other, "operator": .other, "precedencegroup": .other,
    ]

    /// What starts a declaration: its attributes, modifiers and keyword.
    struct Head {
        var attributes: [SwiftAttribute]
        var modifiers: [String]
        /// The token after the attributes.
        var modifiersIndex: Int
        var keyword: Int
        var kind: SwiftDeclaration.Kind
    }

    /// The declaration starting at `index`, or `nil` when the tokens there do not start one.
    func declaration(at index: Int, limit: Int, depth: Int) -> SwiftDeclaration? {
        guard let head = head(at: index, limit: limit) else { return nil }
        return finish(head, start: index, limit: limit, depth: depth)
    }

    /// Whether a declaration (or an `#if`-family directive) starts at `index`.
    func startsDeclaration(at index: Int, limit: Int) -> Bool {
        if tokens[index].kind == .poundIdentifier { return true }
        return head(at: index, limit: limit) != nil
    }

    /// Reads the attributes, modifiers and keyword at `index`; `nil` when they do not start a declaration.
    func head(at index: Int, limit: Int) -> Head? {
        var position = index
        var attributes: [SwiftAttribute] = []
        while position + 1 < limit, tokens[position].kind == .atSign, tokens[position + 1].kind == .identifier {
            let start = tokens[position].range.start
            var end = position + 2
            while end + 1 < limit, tokens[end].kind == .period, tokens[end + 1].kind == .identifier { end += 2 }
            if end < limit, tokens[end].kind == .leftParen, !tokens[end].hasLeadingTrivia { end = skipGroup(at: end) }
            attributes.append(
                SwiftAttribute(
                    name: text(of: position + 1),
                    text: text(SourceRange(start: start, end: tokens[min(end, limit) - 1].range.end))))
            position = end
        }
        var modifiers: [String] = []
        let modifiersIndex = position
        while position < limit, let modifier = modifier(at: position, limit: limit) {
            modifiers.append(text(modifier.range))
            position = modifier.next
        }
        guard position < limit, tokens[position].kind == .identifier, !tokens[position].isBackticked,
            let kind = Self.declarationKeywords[text(of: position)]
        else { return nil }
        if kind == .actorType, !(position + 1 < limit && tokens[position + 1].kind == .identifier) { return nil }
        return Head(
            attributes: attributes, modifiers: modifiers, modifiersIndex: modifiersIndex, keyword: position, kind: kind)
    }

    /// A modifier at `index` (with its parenthesized argument, as in `private(set)`), or `nil`. `class` is a
    /// modifier only before another declaration keyword or modifier (`class func`), not in `class Foo`.
    private func modifier(at index: Int, limit: Int) -> (range: SourceRange, next: Int)? {
        guard tokens[index].kind == .identifier, !tokens[index].isBackticked,
            Self.modifierWords.contains(text(of: index)), index + 1 < limit
        else { return nil }
        let next = tokens[index + 1]
        if next.kind == .leftParen, !next.hasLeadingTrivia {
            let closer = skipGroup(at: index + 1)
            return (SourceRange(start: tokens[index].range.start, end: tokens[closer - 1].range.end), closer)
        }
        guard next.kind == .identifier, !next.isBackticked else { return nil }
        let word = text(of: index + 1)
        guard Self.modifierWords.contains(word) || Self.declarationKeywords[word] != nil else { return nil }
        return (tokens[index].range, index + 1)
    }

    /// Reads the rest of a declaration after its keyword.
    private func finish(_ head: Head, start: Int, limit: Int, depth: Int) -> SwiftDeclaration {
        let (kind, keyword) = (head.kind, head.keyword)
        let nameIndex = min(keyword + 1, limit - 1)
        var declaration = SwiftDeclaration(
            kind: kind, name: "", nameRange: tokens[nameIndex].range, attributes: head.attributes,
            modifiers: head.modifiers,
            docLines: DocComment.lines(
                in: source.bytes,
                trivia: SourceRange(start: tokens[start].triviaStart, end: tokens[start].range.start)),
            range: tokens[start].range, fullStart: tokens[start].range.start,
            modifiersStart: tokens[head.modifiersIndex].range.start, keywordStart: tokens[keyword].range.start,
            inheritance: [], genericParameter: nil, body: nil,
            tokens: start..<(keyword + 1), members: [], condition: nil, isInAlternativeClause: false)
        if !declaration.docLines.isEmpty {
            declaration.fullStart = docCommentStart(before: start)
        }
        let end: Int
        if kind.hasMembers {
            end = finishType(&declaration, keyword: keyword, limit: limit, depth: depth)
        } else {
            if kind == .initializer || kind == .subscriptMember || kind == .importDecl {
                declaration.name = text(of: keyword)
                declaration.nameRange = tokens[keyword].range
            } else if keyword + 1 < limit {
                declaration.name = source.text(tokens[keyword + 1].nameRange)
            }
            end = finishMember(&declaration, keyword: keyword, limit: limit)
        }
        declaration.tokens = start..<end
        declaration.range = SourceRange(start: tokens[start].range.start, end: tokens[max(end - 1, start)].range.end)
        return declaration
    }

    /// Reads a type's or extension's name, inheritance and members; returns the index after its closing brace.
    private func finishType(
        _ declaration: inout SwiftDeclaration,
        keyword: Int,
        limit: Int,
        depth: Int
    ) -> Int {
        var position = keyword + 1
        if declaration.kind == .extensionType {
            while position < limit, tokens[position].kind != .colon, tokens[position].kind != .leftBrace,
                !tokens[position].isKeyword(.where)
            {
                position = skipGroup(at: position)
            }
            if position > keyword + 1 {
                declaration.nameRange = SourceRange(
                    start: tokens[keyword + 1].range.start, end: tokens[position - 1].range.end)
                declaration.name = text(declaration.nameRange)
            }
        } else if position < limit {
            declaration.name = source.text(tokens[position].nameRange)
            if position + 2 < limit, tokens[position + 1].kind == .leftAngle {
                declaration.genericParameter = text(of: position + 2)
            }
            while position < limit, tokens[position].kind != .colon, tokens[position].kind != .leftBrace,
                !tokens[position].isKeyword(.where)
            {
                position = skipGroup(at: position)
            }
        }
        if position < limit, tokens[position].kind == .colon {
            position = readInheritance(into: &declaration, from: position + 1, limit: limit)
        }
        if declaration.kind == .protocolType, position < limit, tokens[position].isKeyword(.where) {
            position = readSelfConstraints(into: &declaration, from: position + 1, limit: limit)
        }
        while position < limit, tokens[position].kind != .leftBrace {
            if tokens[position].isAtStartOfLine, startsDeclaration(at: position, limit: limit) {
                return position  // No body: a malformed declaration ends where the next one starts.
            }
            position = skipGroup(at: position)
        }
        guard position < limit else { return limit }
        let closer = closers[position]
        declaration.body = SourceRange(start: tokens[position].range.end, end: tokens[closer].range.start)
        if depth < Self.maximumDepth {
            declaration.members = declarations(in: (position + 1)..<closer, depth: depth + 1)
        }
        return closer + 1
    }

    /// Reads a protocol's `where` clause up to `{`, adding what it requires of `Self` to the inheritance, as Swift
    /// reads `protocol Store where Self: AnyObject` as `protocol Store: AnyObject`; returns the index where it stopped.
    private func readSelfConstraints(into declaration: inout SwiftDeclaration, from start: Int, limit: Int) -> Int {
        var clause = declaration
        clause.inheritance = []
        let end = readInheritance(into: &clause, from: start, limit: limit)
        for requirement in clause.inheritance {
            guard let colon = requirement.firstIndex(of: ":"), String(requirement[..<colon]).trimmingSpaces == "Self"
            else {
                continue
            }
            declaration.inheritance.append(String(requirement[requirement.index(after: colon)...]).trimmingSpaces)
        }
        return end
    }

    /// Reads the comma-separated inheritance list up to `where` or `{`; returns the index where it stopped.
    private func readInheritance(into declaration: inout SwiftDeclaration, from start: Int, limit: Int) -> Int {
        var position = start
        var itemStart = start
        var angleDepth = 0
        func flush(_ end: Int) {
            guard end > itemStart else { return }
            declaration.inheritance.append(
                text(SourceRange(start: tokens[itemStart].range.start, end: tokens[end - 1].range.end)))
        }
        while position < limit, tokens[position].kind != .leftBrace, !tokens[position].isKeyword(.where) {
            switch tokens[position].kind {
            case .leftAngle: angleDepth += 1
            case .rightAngle: angleDepth -= 1
            case .comma where angleDepth == 0:
                flush(position)
                itemStart = position + 1
            default: break
            }
            position = skipGroup(at: position)
        }
        flush(position)
        return position
    }
}
