import ClientGenCore

/// Reading the few bodies import understands: one forwarding call, one expression.
extension SwiftSkimmer {
    /// A body that only calls another function: `try await self.fetch(id: id, page: 1)`.
    struct SkimmedCall {
        var name: String
        var arguments: [ListItem]
    }

    /// The token indices inside a declaration's body braces.
    func bodyTokens(of declaration: SwiftDeclaration) -> Range<Int>? {
        guard let body = declaration.body else { return nil }
        for index in declaration.tokens where tokens[index].kind == .leftBrace && tokens[index].range.end == body.start
        {
            return (index + 1)..<closers[index]
        }
        return nil
    }

    /// The call a body consists of, if it is one call of a function on `self` (or unqualified).
    func forwardingCall(in body: Range<Int>) -> SkimmedCall? {
        var position = body.lowerBound
        while position < body.upperBound,
            tokens[position].isKeyword(.return) || tokens[position].isKeyword(.try)
                || text(of: position) == "await"
        {
            position += 1
        }
        if position + 1 < body.upperBound, tokens[position].isKeyword(.self), tokens[position + 1].kind == .period {
            position += 2
        }
        guard position + 1 < body.upperBound, tokens[position].kind == .identifier,
            tokens[position + 1].kind == .leftParen, closers[position + 1] == body.upperBound - 1
        else { return nil }
        return SkimmedCall(
            name: source.text(tokens[position].nameRange),
            arguments: items(in: position + 1, isParameterClause: false))
    }

    /// The expression a body or closure body consists of, without a leading `return`: `nil` when it holds
    /// statements, more than one line, or nothing.
    func singleExpression(in body: Range<Int>) -> SourceRange? {
        var start = body.lowerBound
        if start < body.upperBound, tokens[start].isKeyword(.return) { start += 1 }
        guard start < body.upperBound, !isStatementKeyword(at: start) else { return nil }
        var position = start
        while position < body.upperBound {
            if position > start, tokens[position].isAtStartOfLine || tokens[position].kind == .semicolon {
                return nil
            }
            position = skipGroup(at: position)
        }
        return SourceRange(start: tokens[start].range.start, end: tokens[body.upperBound - 1].range.end)
    }

    /// A closure's parts: `{ a, b in body }` → the body's tokens (after `in`, or all of them).
    func closureBody(at opener: Int) -> Range<Int>? {
        guard tokens[opener].kind == .leftBrace else { return nil }
        let closer = closers[opener]
        var position = opener + 1
        while position < closer {
            if tokens[position].isKeyword(.in) { return (position + 1)..<closer }
            // A capture list or parameter clause is bracketed; anything else before `in` is a name or `_`.
            position = skipGroup(at: position)
        }
        return (opener + 1)..<closer
    }

    /// The token index at a byte offset (the first token starting at or after it).
    func tokenIndex(at offset: Int) -> Int {
        var low = 0
        var high = tokens.count - 1
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].range.start < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private func isStatementKeyword(at index: Int) -> Bool {
        let word = text(of: index)
        return ["let", "var", "if", "guard", "switch", "for", "while", "do", "defer", "throw", "repeat"].contains(word)
            && !tokens[index].isBackticked
    }
}
