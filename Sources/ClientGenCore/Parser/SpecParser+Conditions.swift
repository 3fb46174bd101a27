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

    /// The rest of the directive's line: a compilation condition, written back from its tokens (so a comment on the
    /// line is left out). Only what conditions are made of is accepted: names, literals, `!`, `&&`, `||`, `.`, `,`,
    /// comparisons and parentheses, which must match on the line.
    private mutating func parseCondition() -> String? {
        var text = ""
        var depth = 0
        var isBalanced = true
        var progress = LoopProgress()
        while !isAtEnd, !current.isAtStartOfLine, progress.advanced(to: index) {
            let token = source.text(current.range)
            switch current.kind {
            case .identifier where current.keyword.isReserved && current.keyword != .true && current.keyword != .false:
                diagnostics.report(.invalidCondition(token), at: current.range)
            case .equal where current.hasLeadingTrivia || ![.leftAngle, .rightAngle].contains(tokens[index - 1].kind):
                diagnostics.report(.invalidCondition(token), at: current.range)
            case .identifier, .integerLiteral, .floatingLiteral, .exclamation, .ampersand, .period, .comma,
                .leftAngle, .rightAngle, .equal:
                break
            case .otherOperator where Self.conditionOperators.contains(token):
                break
            case .leftParen:
                depth += 1
            case .rightParen:
                if depth == 0, isBalanced { diagnostics.report(.unbalancedCondition, at: current.range) }
                isBalanced = isBalanced && depth > 0
                depth = max(depth - 1, 0)
            default:
                diagnostics.report(.invalidCondition(token), at: current.range)
            }
            if !text.isEmpty, current.hasLeadingTrivia { text += " " }
            text += token
            advance()
        }
        guard !text.isEmpty else {
            diagnostics.report(.expectedCondition, at: insertionPoint)
            return nil
        }
        if depth > 0, isBalanced { diagnostics.report(.unbalancedCondition, at: insertionPoint) }
        return text
    }

    /// The other operator characters a compilation condition can have (`||`, `>=`), besides `!`, `&`, `<`, `>`, and
    /// `=` right after `<` or `>`.
    private static let conditionOperators: Set<String> = ["|", ">=", "<=", "||", "&&"]

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
