/// `#if` blocks around imports and clients at the top level of a spec, and around members in a client's body: the
/// cross-platform imports, clients and requirements real code has. Anywhere else (inside a declaration) a directive
/// could make Swift skip part of the generated code, so every directive the blocks do not account for is an error.
extension SpecParser {
    /// The `#if` family, lexed as `#` words.
    static let conditionalDirectives: Set<String> = ["#if", "#elseif", "#else", "#endif"]

    /// Whether the current token is one of the `#if` family.
    var isAtConditionalDirective: Bool {
        current.kind == .poundIdentifier && Self.conditionalDirectives.contains(source.text(current.range))
    }

    /// Parses `#if cond` body (`#elseif cond` body)* (`#else` body)? `#endif`, at the current `#if`. `parseBody` parses
    /// each clause's declarations, under the branches given (`condition` and this clause), up to the next directive
    /// of the chain (a nested `#if` being its own). Chains nest at most ``maximumNestingDepth`` deep.
    mutating func parseConditionalChain(
        under condition: [ConditionalBranchSyntax],
        _ parseBody: (inout SpecParser, [ConditionalBranchSyntax]) -> Void
    ) {
        guard nestingDepth < Self.maximumNestingDepth else {
            diagnostics.report(.nestingTooDeep, at: current.range)
            skipConditionalChain()
            return
        }
        nestingDepth += 1
        defer { nestingDepth -= 1 }
        let chain = conditionalChains.count
        conditionalChains.append(ConditionalChainSyntax(range: current.range))
        var progress = LoopProgress()
        while isAtConditionalDirective, progress.advanced(to: index) {
            let directive = source.text(current.range)
            let clauses = conditionalChains[chain].clauses
            // Only the chain's own directives: `#if` first, nothing but `#endif` after `#else`.
            guard (directive == "#if") == clauses.isEmpty, clauses.last != .some(nil) || directive == "#endif" else {
                break
            }
            acceptedDirectives.insert(index)
            advance()
            if directive == "#endif" { return }
            let clause = directive == "#else" ? nil : (parseCondition() ?? "")
            conditionalChains[chain].clauses.append(clause)
            parseBody(&self, condition + [ConditionalBranchSyntax(chain: chain, index: clauses.count)])
        }
        diagnostics.report(.expectedEndif, at: insertionPoint)
    }

    /// Skips a chain nested too deeply, with every chain inside it, up to its `#endif`.
    private mutating func skipConditionalChain() {
        var depth = 0
        var progress = LoopProgress()
        while !isAtEnd, progress.advanced(to: index) {
            if isAtConditionalDirective {
                acceptedDirectives.insert(index)
                let directive = source.text(current.range)
                if directive == "#if" { depth += 1 }
                if directive == "#endif" {
                    depth -= 1
                    if depth == 0 {
                        advance()
                        return
                    }
                }
            }
            advance()
        }
    }

    /// The condition of a declaration under these branches, as one condition: each branch's (``ConditionalChainSyntax/
    /// condition(ofBranch:)``), joined with `&&`; `nil` outside any `#if`.
    func conditionText(of branches: [ConditionalBranchSyntax]) -> String? {
        ConditionalChainSyntax.condition(of: branches, in: conditionalChains)
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

    /// Reports every `#if`-family directive that is not part of a block of imports, clients or members.
    mutating func reportStrayDirectives() {
        for (position, token) in tokens.enumerated()
        where token.kind == .poundIdentifier && !acceptedDirectives.contains(position)
            && Self.conditionalDirectives.contains(source.text(token.range))
        {
            diagnostics.report(.misplacedConditionalDirective(source.text(token.range)), at: token.range)
        }
    }
}
