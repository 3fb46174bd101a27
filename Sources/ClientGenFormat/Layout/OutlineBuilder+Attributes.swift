import ClientGenCore

/// Attributes and the expressions the generator copies: an attribute's argument and a parameter's default value are
/// written into the generated code byte for byte, so the layout copies them as written too.
extension OutlineBuilder {
    /// The tokens of one attribute: after its `@` and name, the `(` and `)` of its argument, if it has one.
    struct AttributeSpan {
        var name: String
        var arguments: (open: Int, close: Int)?
        /// The index just past the attribute.
        var end: Int
    }

    /// The attribute whose `@` is at `position`, read as the parser reads it: an argument only in a parenthesis that
    /// touches the name, and never for an attribute that takes none (`@escaping (Int) -> Void`).
    func attributeSpan(at position: Int) throws(UnexpectedShape) -> AttributeSpan {
        let nameIndex = position + 1
        guard tokens[nameIndex].kind == .identifier, !tokens[nameIndex].hasLeadingTrivia else {
            throw UnexpectedShape(token: nameIndex)
        }
        let name = source.text(tokens[nameIndex].nameRange)
        let open = nameIndex + 1
        guard tokens[open].kind == .leftParen, !tokens[open].hasLeadingTrivia,
            !SpecParser.argumentlessAttributes.contains(name)
        else { return AttributeSpan(name: name, arguments: nil, end: open) }
        let close = try expressionEnd(from: open + 1, terminators: [])
        guard tokens[close].kind == .rightParen else { throw UnexpectedShape(token: close) }
        return AttributeSpan(name: name, arguments: (open, close), end: close + 1)
    }

    /// Steps over the attribute at the current `@`, marking its argument.
    mutating func skipAttribute() throws(UnexpectedShape) {
        let span = try attributeSpan(at: index)
        if let arguments = span.arguments { markArgument(of: span.name, open: arguments.open, close: arguments.close) }
        index = span.end
    }

    /// Steps over the attributes that start a declaration, giving what follows each a line of its own when
    /// `onOwnLines` (a client's and a member's; an import keeps them on its line).
    mutating func skipDeclarationAttributes(level: Int, onOwnLines: Bool) throws(UnexpectedShape) {
        while current.kind == .atSign {
            try skipAttribute()
            if onOwnLines { startLine(level: level, blankLines: 0...0) }
        }
    }

    /// An argument the generator copies is kept as written: the expression alone when it is on one line (spaces next
    /// to the parentheses go), everything between the parentheses when it spans lines (its lines keep their
    /// indentation, which the generated code has too). A directive that reads names (`@key(name)`,
    /// `@unrecorded(a, b)`) is laid out as tokens.
    private mutating func markArgument(of name: String, open: Int, close: Int) {
        if let directive = Directive(rawValue: name), !directive.takesExpression { return }
        guard close > open + 1 else { return }
        let between = source.bytes[tokens[open].range.end..<tokens[close].range.start]
        if between.contains(where: LineBreak.isLineBreak) {
            outline.verbatimEnd[open] = close
        } else {
            outline.verbatimEnd[open + 1] = close - 1
        }
    }

    /// A parameter's default value after the `=` at the current token: kept as written, up to the `,` or `)` that
    /// ends it.
    mutating func skipDefaultValue() throws(UnexpectedShape) {
        index += 1
        let end = try expressionEnd(from: index, terminators: [.comma, .rightParen])
        if end > index { outline.verbatimEnd[index] = end - 1 }
        index = end
    }

    /// Where an expression starting at `start` ends, as the parser's `captureExpression` ends it: at one of
    /// `terminators` outside brackets, or at a closing bracket it did not open. Returns that token's index.
    func expressionEnd(from start: Int, terminators: Set<TokenKind>) throws(UnexpectedShape) -> Int {
        var depth = 0
        var position = start
        while tokens[position].kind != .endOfFile {
            let kind = tokens[position].kind
            if depth == 0, terminators.contains(kind) { return position }
            switch kind {
            case .leftParen, .leftSquare, .leftBrace:
                depth += 1
            case .rightParen, .rightSquare, .rightBrace:
                if depth == 0 { return position }
                depth -= 1
            default:
                break
            }
            position += 1
        }
        throw UnexpectedShape(token: position)
    }

    /// The position of the declaration keyword after the attributes and modifiers starting at `position`.
    func declarationKeyword(from position: Int) throws(UnexpectedShape) -> Int {
        var position = position
        while tokens[position].kind == .atSign { position = try attributeSpan(at: position).end }
        while tokens[position].kind == .identifier, SpecParser.modifierKeywords.contains(tokens[position].keyword) {
            position += 1
            if tokens[position].kind == .leftParen, !tokens[position].hasLeadingTrivia {
                position = try expressionEnd(from: position + 1, terminators: []) + 1
            }
        }
        return position
    }
}
