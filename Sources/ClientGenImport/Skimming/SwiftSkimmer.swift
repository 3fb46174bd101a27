import ClientGenCore

/// Skims a Swift file for the declarations `clientgen import` reads, with the spec lexer: string literals (multi-line
/// and raw ones included), comments and bodies are skipped whole, so nothing inside them can look like a declaration.
///
/// Skimming never fails: text it does not understand (top-level statements, a stray token) is skipped to the next line
/// that starts a declaration. Brackets are matched once, up front; an unmatched one closes at the end of the file.
/// Members are skimmed at most ``maximumDepth`` types deep, so any input terminates in one pass over its tokens per
/// level.
struct SwiftSkimmer {
    /// How many types deep members are skimmed (a key nested in an extension of a nested type is deep enough).
    static let maximumDepth = 4

    let source: SourceFile
    let tokens: [Token]
    /// For each opening bracket's token index, the index of its closing bracket; -1 for other tokens.
    let closers: [Int]

    init(source: SourceFile) {
        self.source = source
        self.tokens = Lexer.tokenize(source).tokens
        self.closers = Self.matchBrackets(tokens)
    }

    /// The top-level declarations of a file, with members skimmed.
    static func skim(_ source: SourceFile) -> [SwiftDeclaration] {
        let skimmer = SwiftSkimmer(source: source)
        return skimmer.declarations(in: 0..<(skimmer.tokens.count - 1), depth: 0)
    }

    /// Whether the file is code clientgen generated (it starts with its header).
    var isGeneratedCode: Bool {
        source.bytes.starts(with: Array(ClientGenerator.generatedHeaderPrefix.utf8))
    }

    /// The text of a range of the file.
    func text(_ range: SourceRange) -> String {
        source.text(range)
    }

    /// The text of a token.
    func text(of index: Int) -> String {
        source.text(tokens[index].range)
    }

    /// Declarations in a range of tokens: a file, or the inside of a type's braces.
    func declarations(in range: Range<Int>, depth: Int) -> [SwiftDeclaration] {
        var found: [SwiftDeclaration] = []
        var conditions = ConditionStack()
        var index = range.lowerBound
        while index < range.upperBound {
            if tokens[index].kind == .poundIdentifier, conditions.isDirective(text(of: index)) {
                index = conditions.apply(at: index, in: self, limit: range.upperBound)
                continue
            }
            if let declaration = declaration(at: index, limit: range.upperBound, depth: depth) {
                var declaration = declaration
                declaration.condition = conditions.condition
                declaration.branches = conditions.branches
                declaration.isInAlternativeClause = conditions.isInAlternativeClause
                found.append(declaration)
                index = max(declaration.tokens.upperBound, index + 1)
            } else {
                index = nextLineStart(after: index, limit: range.upperBound)
            }
        }
        return found
    }

    /// The next token after `index` that starts a line (or follows a `;`) outside any bracket, or `limit`.
    func nextLineStart(after index: Int, limit: Int) -> Int {
        var position = skipGroup(at: index)
        while position < limit {
            if tokens[position].isAtStartOfLine || tokens[position - 1].kind == .semicolon { return position }
            position = skipGroup(at: position)
        }
        return limit
    }

    /// The index after a bracket group starting at `index` (after the token itself for anything else).
    func skipGroup(at index: Int) -> Int {
        closers[index] >= 0 ? closers[index] + 1 : index + 1
    }

    /// Pairs each opening bracket with its closing one, with a stack (no recursion, so no depth limit is needed).
    /// A closer that does not match the innermost opener closes the openers up to the one it matches, as a reader
    /// recovering from a missing bracket would; an opener never closed closes at the end of the file. Every opener's
    /// closer comes after it.
    private static func matchBrackets(_ tokens: [Token]) -> [Int] {
        var closers = [Int](repeating: -1, count: tokens.count)
        var open: [(index: Int, kind: TokenKind)] = []
        for (index, token) in tokens.enumerated() {
            switch token.kind {
            case .leftParen, .leftSquare, .leftBrace:
                open.append((index, token.kind))
            case .rightParen, .rightSquare, .rightBrace:
                let opener: TokenKind =
                    token.kind == .rightParen ? .leftParen : token.kind == .rightSquare ? .leftSquare : .leftBrace
                guard let match = open.lastIndex(where: { $0.kind == opener }) else { continue }
                for unclosed in open[(match + 1)...] { closers[unclosed.index] = max(index - 1, unclosed.index + 1) }
                closers[open[match].index] = index
                open.removeSubrange(match...)
            default:
                continue
            }
        }
        // The end-of-file token: an opener's closer always comes after it, so that what lies between is a range.
        for unclosed in open { closers[unclosed.index] = tokens.count - 1 }
        return closers
    }
}

/// The `#if` blocks around the current position while skimming one level, as one condition.
struct ConditionStack {
    private struct Clause {
        /// The token index of the chain's `#if`, and each clause's condition so far (`nil` for `#else`).
        var start: Int
        var written: [String?]

        /// The conditions of the clauses before the current one.
        var earlier: [String] { written.dropLast().compactMap { $0 }.filter { !$0.isEmpty } }
        /// The current clause's condition, empty for `#else`.
        var current: String { (written.last ?? nil) ?? "" }
        var isAlternative: Bool { written.count > 1 }
    }

    private var clauses: [Clause] = []

    /// The conjunction of the open clauses' conditions, or `nil` outside any `#if`.
    var condition: String? {
        guard !clauses.isEmpty else { return nil }
        let parts = clauses.map { clause in
            (clause.earlier.map { "!(\($0))" } + (clause.current.isEmpty ? [] : ["(\(clause.current))"]))
                .joined(separator: " && ")
        }
        let written = parts.filter { !$0.isEmpty }
        if written.count == 1, clauses.count == 1, clauses[0].earlier.isEmpty { return clauses[0].current }
        return written.joined(separator: " && ")
    }

    /// The branches of the open chains, outermost first.
    var branches: [ConditionBranch] {
        clauses.map { ConditionBranch(chain: $0.start, clauses: $0.written) }
    }

    /// Whether the current position is in an `#elseif` or `#else` clause of any open block.
    var isInAlternativeClause: Bool { clauses.contains(where: \.isAlternative) }

    func isDirective(_ word: String) -> Bool {
        ["#if", "#elseif", "#else", "#endif"].contains(word)
    }

    /// Applies the directive at `index` and returns the index after its line.
    mutating func apply(at index: Int, in skimmer: SwiftSkimmer, limit: Int) -> Int {
        var end = index + 1
        while end < limit, !skimmer.tokens[end].isAtStartOfLine { end += 1 }
        let condition =
            end > index + 1
            ? skimmer.text(
                SourceRange(start: skimmer.tokens[index + 1].range.start, end: skimmer.tokens[end - 1].range.end)) : ""
        switch skimmer.text(of: index) {
        case "#if":
            clauses.append(Clause(start: index, written: [condition]))
        case "#elseif", "#else":
            guard !clauses.isEmpty else { break }
            clauses[clauses.count - 1].written.append(skimmer.text(of: index) == "#else" ? nil : condition)
        default:
            _ = clauses.popLast()
        }
        return end
    }
}
