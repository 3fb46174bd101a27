/// Attributes and modifiers.
extension SpecParser {
    /// Declaration modifiers the parser recognizes; whether each is allowed is decided by validation.
    package static let modifierKeywords: Set<Keyword> = [
        .public, .package, .internal, .fileprivate, .private, .open, .static, .class, .mutating, .nonmutating,
        .nonisolated, .final, .override, .optional, .required, .convenience, .lazy, .weak, .unowned, .dynamic,
        .indirect,
    ]

    /// Type attributes that never take arguments: a parenthesis right after one starts a type, as Swift reads
    /// `@escaping(Completion)`.
    package static let argumentlessAttributes: Set<String> = [
        "escaping", "Sendable", "autoclosure", "noescape", "unchecked", "retroactive", "preconcurrency",
    ]

    /// Parses `@name` and `@name(arguments)` attributes. Arguments are taken only when the parenthesis touches the
    /// name, so `@MainActor (Int) -> Void` stays a function type, and never by an attribute that takes none.
    mutating func parseAttributes() -> [Attribute] {
        var attributes: [Attribute] = []
        var progress = LoopProgress()
        while current.kind == .atSign, progress.advanced(to: index) {
            let at = advance()
            guard current.kind == .identifier, !current.hasLeadingTrivia else {
                diagnostics.report(.expectedAttributeName, at: insertionPoint)
                continue
            }
            let nameToken = advance()
            var arguments: Expression?
            if current.kind == .leftParen, !current.hasLeadingTrivia,
                !Self.argumentlessAttributes.contains(name(of: nameToken))
            {
                let (open, first) = (advance(), index)
                let directive = Directive(rawValue: name(of: nameToken))
                arguments =
                    captureExpression(
                        until: [], onOneLine: directive != nil, isCopied: directive?.takesExpression ?? true)
                    ?? Expression(text: "", range: .empty(at: open.range.end))
                // Swift takes an attribute's strings as they are written: an interpolation is an error there.
                if directive == nil, let literal = (first..<index).first(where: { interpolations[$0] != nil }) {
                    diagnostics.report(.interpolatedAttributeString, at: tokens[literal].range)
                }
                expectClosing(.rightParen, .expectedClosingParenthesis, opener: open)
            }
            attributes.append(
                Attribute(
                    name: name(of: nameToken), nameRange: nameToken.nameRange,
                    arguments: arguments, range: range(from: at.range.start)))
        }
        return attributes
    }

    /// Parses modifiers such as `public`, `nonisolated` and `private(set)`. A word followed by `:` or `(` that is not
    /// touching is left alone, and `class` is a modifier only before another declaration keyword.
    mutating func parseModifiers() -> [Modifier] {
        var modifiers: [Modifier] = []
        var progress = LoopProgress()
        while progress.advanced(to: index), Self.modifierKeywords.contains(current.keyword),
            peek().kind == .identifier || (peek().kind == .leftParen && !peek().hasLeadingTrivia)
        {
            if current.isKeyword(.class), peek().keyword == .none { break }
            let token = advance()
            var argument: String?
            if current.kind == .leftParen, !current.hasLeadingTrivia {
                advance()
                if current.kind == .identifier { argument = name(of: advance()) }
                if consume(.rightParen) == nil {
                    diagnostics.report(.expectedClosingParenthesis, at: insertionPoint)
                }
            }
            modifiers.append(
                Modifier(keyword: token.keyword, argument: argument, range: range(from: token.range.start)))
        }
        return modifiers
    }

    /// Skips one bracketed group starting at the current opening bracket, through its matching closer.
    mutating func skipBracketedGroup() {
        var depth = 0
        var progress = LoopProgress()
        while !isAtEnd, progress.advanced(to: index) {
            switch advance().kind {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            default: break
            }
            if depth <= 0 { return }
        }
    }
}
