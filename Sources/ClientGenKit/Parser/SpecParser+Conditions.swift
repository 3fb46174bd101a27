/// `#if` blocks around top-level imports, the one place a spec may have them: the cross-platform
/// `#if canImport(FoundationNetworking)` imports real clients need. Anywhere else a directive could make Swift skip
/// generated code, so every directive the blocks do not account for is an error.
extension SpecParser {
    /// The `#if` family, lexed as `#` words.
    static let conditionalDirectives: Set<String> = ["#if", "#elseif", "#else", "#endif"]

    /// Whether the current token is one of the `#if` family.
    var isAtConditionalDirective: Bool {
        current.kind == .poundIdentifier && Self.conditionalDirectives.contains(source.text(current.range))
    }

    /// Parses `#if cond` imports (`#elseif cond` imports)* (`#else` imports)? `#endif`. Each import gets the condition
    /// under which it applies, so the output can write one `#if` per run of imports.
    mutating func parseConditionalImports(into file: inout SpecFileSyntax) {
        var previous: [String] = []
        var progress = LoopProgress()
        while isAtConditionalDirective, progress.advanced(to: index) {
            let directive = source.text(current.range)
            if directive == "#if", !previous.isEmpty { return }
            acceptedDirectives.insert(index)
            advance()
            if directive == "#endif" { return }
            let condition = directive == "#else" ? nil : parseCondition()
            let negated = previous.map { "!(\($0))" }
            let parts = negated + (condition.map { [previous.isEmpty ? $0 : "(\($0))"] } ?? [])
            if let condition { previous.append(condition) }
            parseImports(under: parts.joined(separator: " && "), into: &file)
            if directive == "#else" {
                guard isAtConditionalDirective, source.text(current.range) == "#endif" else { break }
            }
        }
        diagnostics.report(.expectedEndif, at: insertionPoint)
    }

    /// The imports up to the next directive, each under `condition`.
    private mutating func parseImports(under condition: String, into file: inout SpecFileSyntax) {
        var progress = LoopProgress()
        while !isAtEnd, !isAtConditionalDirective, progress.advanced(to: index) {
            let start = current
            let attributes = parseAttributes()
            let modifiers = parseModifiers()
            guard current.isKeyword(.import) else {
                diagnostics.report(.conditionalNonImport, at: current.range)
                advance()
                skip(matchingBrackets: false) { $0.isAtConditionalDirective || $0.current.isKeyword(.import) }
                continue
            }
            var decl = parseImport(attributes: attributes, modifiers: modifiers, start: start)
            decl.condition = condition.isEmpty ? nil : condition
            file.imports.append(decl)
        }
    }

    /// The rest of the directive's line: a compilation condition, copied as written. Only what conditions are made
    /// of is accepted: names, literals, parentheses, `!`, `&&`, `||`, `.`, `,` and comparisons.
    private mutating func parseCondition() -> String? {
        let start = current.range.start
        var end = start
        var progress = LoopProgress()
        while !isAtEnd, !current.isAtStartOfLine, progress.advanced(to: index) {
            switch current.kind {
            case .identifier, .integerLiteral, .floatingLiteral, .leftParen, .rightParen, .exclamation, .ampersand,
                .period, .comma, .leftAngle, .rightAngle, .equal, .otherOperator:
                break
            default:
                diagnostics.report(.invalidCondition(source.text(current.range)), at: current.range)
            }
            end = advance().range.end
        }
        guard end > start else {
            diagnostics.report(.expectedCondition, at: insertionPoint)
            return nil
        }
        return source.text(SourceRange(start: start, end: end))
    }

    /// Skips a directive and the rest of its line.
    mutating func skipDirectiveLine() {
        advance()
        var progress = LoopProgress()
        while !isAtEnd, !current.isAtStartOfLine, progress.advanced(to: index) { advance() }
    }

    /// Reports every `#if`-family directive that is not part of a block of imports.
    mutating func reportStrayDirectives() {
        for (position, token) in tokens.enumerated()
        where token.kind == .poundIdentifier && !acceptedDirectives.contains(position)
            && Self.conditionalDirectives.contains(source.text(token.range))
        {
            diagnostics.report(.misplacedConditionalDirective(source.text(token.range)), at: token.range)
        }
    }
}
