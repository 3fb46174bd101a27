/// Parses a spec's tokens into a ``SpecFileSyntax``, reporting every syntax error and recovering after each one.
///
/// The parser indexes into the token array and never fails: on an error it reports, skips to a point where parsing can
/// resume (the next member or top-level declaration), and goes on. Every loop is guarded by ``LoopProgress`` and
/// nesting is bounded by ``maximumNestingDepth``, so any input terminates without exhausting the stack.
package struct SpecParser {
    /// How deeply types and brackets may nest before the parser gives up on the construct.
    package static let maximumNestingDepth = 128

    let source: SourceFile
    let tokens: [Token]
    /// The expressions of the interpolations in each string literal, by its token's index.
    var interpolations: [Int: [Range<Int>]] = [:]
    var index = 0
    var diagnostics: DiagnosticSink
    var nestingDepth = 0
    /// How many tokens flagged by the lexer the parser has consumed.
    var lexerErrorsConsumed = 0
    /// The name of the client whose members are being parsed, for messages that suggest an extension of it.
    var clientName = ""
    /// The type aliases of the client whose members are being parsed.
    var typeAliases: [TypeAliasDecl] = []
    /// Where its types say `Result` without generic arguments.
    var bareResultRanges: [SourceRange] = []
    /// The positions of the `#if`-family tokens that open, continue or close a block of imports, clients or members.
    var acceptedDirectives: Set<Int> = []
    /// The file parsed so far.
    var file = SpecFileSyntax()
    /// The `#if` chains around clients and members, by number.
    var conditionalChains: [ConditionalChainSyntax] = []
    /// The `#if` branches the client being parsed is in.
    var clientCondition: [ConditionalBranchSyntax] = []
    /// The members of the client being parsed.
    var members: [MemberDecl] = []
    /// The `#if` branches (in the client's body) of the member being parsed.
    var memberCondition: [ConditionalBranchSyntax] = []
    /// Whether a parameter pack is still to be reported: once a member, whose other packs would only repeat it.
    var reportsParameterPack = true

    init(source: SourceFile, tokens: [Token]) {
        self.source = source
        self.tokens = tokens
        self.diagnostics = DiagnosticSink(path: source.path)
    }

    /// Lexes and parses a file.
    package static func parse(_ source: SourceFile) -> (syntax: SpecFileSyntax, diagnostics: [Diagnostic]) {
        let lexed = Lexer.tokenize(source)
        var parser = SpecParser(source: source, tokens: lexed.tokens)
        parser.interpolations = lexed.interpolations
        parser.diagnostics.append(contentsOf: lexed.diagnostics)
        let syntax = parser.parseFile()
        return (syntax, parser.diagnostics.diagnostics.sortedByPosition(in: [source.path]))
    }

    // MARK: Cursor

    var current: Token { tokens[index] }

    func peek(_ distance: Int = 1) -> Token {
        tokens[min(index + distance, tokens.count - 1)]
    }

    var isAtEnd: Bool { current.kind == .endOfFile }

    /// The token before the current one (the current one at the start of the file).
    var previous: Token { tokens[max(index - 1, 0)] }

    @discardableResult
    mutating func advance() -> Token {
        let token = tokens[index]
        if token.hasLexerError { lexerErrorsConsumed += 1 }
        if index < tokens.count - 1 { index += 1 }
        return token
    }

    /// A count of everything wrong so far, to tell whether a declaration parsed cleanly.
    var errorMark: Int { diagnostics.reportedCount + lexerErrorsConsumed }

    mutating func consume(_ kind: TokenKind) -> Token? {
        current.kind == kind ? advance() : nil
    }

    mutating func consume(_ keyword: Keyword) -> Token? {
        current.isKeyword(keyword) ? advance() : nil
    }

    /// The name a word token spells, without backticks.
    func name(of token: Token) -> String {
        source.text(token.nameRange)
    }

    /// A range covering tokens from `start` up to the end of the last consumed token.
    func range(from start: Int) -> SourceRange {
        SourceRange(start: start, end: max(start, previous.range.end))
    }

    /// Consumes the closing token that matches `open`, or reports it missing with a note at the opener.
    mutating func expectClosing(_ kind: TokenKind, _ message: DiagnosticMessage, opener open: Token) {
        guard consume(kind) == nil else { return }
        let opener = source.text(open.range)
        diagnostics.report(
            message, at: insertionPoint, notes: [diagnostics.note(.matchingOpener(opener), at: open.range)])
    }

    /// Where an "expected …" diagnostic points: just after the previous token, where the missing text belongs.
    var insertionPoint: SourceRange {
        .empty(at: index == 0 ? current.range.start : previous.range.end)
    }

    // MARK: File

    mutating func parseFile() -> SpecFileSyntax {
        parseTopLevel(under: [])
        reportStrayDirectives()
        file.conditionalChains = conditionalChains
        return file
    }

    /// Parses top-level declarations up to the end of the file, or, in an `#if` branch (`condition` not empty), up to
    /// the directive that ends the branch.
    mutating func parseTopLevel(under condition: [ConditionalBranchSyntax]) {
        var progress = LoopProgress()
        while !isAtEnd, progress.advanced(to: index) {
            if consume(.semicolon) != nil { continue }
            if isAtConditionalDirective {
                if source.text(current.range) == "#if" {
                    parseConditionalChain(under: condition) { parser, branch in parser.parseTopLevel(under: branch) }
                } else if condition.isEmpty {
                    skipDirectiveLine()  // Reported once, by `reportStrayDirectives`.
                } else {
                    return
                }
                continue
            }
            let start = current
            let docLines = DocComment.lines(in: source.bytes, trivia: triviaRange(of: start))
            let attributes = parseAttributes()
            let modifiers = parseModifiers()
            switch current.keyword {
            case .import:
                var decl = parseImport(attributes: attributes, modifiers: modifiers, start: start)
                decl.condition = conditionText(of: condition)
                file.imports.append(decl)
            case .client, .protocol:
                clientCondition = condition
                var client = parseClient(docLines: docLines, attributes: attributes, modifiers: modifiers, start: start)
                client.condition = condition
                file.clients.append(client)
            default:
                diagnostics.report(.expectedTopLevelDeclaration, at: current.range)
                if !isAtConditionalDirective { advance() }
                skipToTopLevelDeclaration()
            }
        }
    }

    func triviaRange(of token: Token) -> SourceRange {
        SourceRange(start: token.triviaStart, end: token.range.start)
    }

    mutating func parseImport(attributes: [Attribute], modifiers: [Modifier], start: Token) -> ImportDecl {
        advance()
        var kind = Keyword.none
        if [.typealias, .struct, .class, .enum, .protocol, .let, .var, .func].contains(current.keyword) {
            kind = advance().keyword
        }
        var path = ""
        var progress = LoopProgress()
        repeat {
            guard progress.advanced(to: index) else { break }
            guard current.kind == .identifier, !current.isAtStartOfLine else {
                diagnostics.report(.expectedModuleName, at: insertionPoint)
                break
            }
            path += (path.isEmpty ? "" : ".") + name(of: advance())
        } while consume(.period) != nil
        return ImportDecl(
            attributes: attributes, modifiers: modifiers, kind: kind, path: path,
            range: range(from: start.range.start))
    }

    // MARK: Recovery

    /// Skips up to the next line that starts a top-level declaration. Brackets are not matched: at the top level,
    /// stray ones are more likely than a declaration inside them.
    mutating func skipToTopLevelDeclaration() {
        skip(matchingBrackets: false) { parser in
            let token = parser.current
            return token.isAtStartOfLine
                && (token.kind == .atSign || [.import, .client, .protocol].contains(token.keyword)
                    || token.keyword.isAccessModifier || parser.isAtConditionalDirective)
        }
    }

    /// Skips up to the next token where `isBoundary` holds outside any brackets. A closing bracket that was not
    /// opened while skipping is also a boundary: it belongs to an enclosing construct. Skipping may consume nothing;
    /// a caller that reports an error at the current token consumes it first, so its loop makes progress.
    mutating func skip(matchingBrackets: Bool = true, until isBoundary: (SpecParser) -> Bool) {
        var depth = 0
        var progress = LoopProgress()
        while !isAtEnd, progress.advanced(to: index) {
            if depth == 0, isBoundary(self) { return }
            if matchingBrackets {
                switch current.kind {
                case .leftBrace, .leftParen, .leftSquare:
                    depth += 1
                case .rightBrace, .rightParen, .rightSquare:
                    if depth == 0 { return }
                    depth -= 1
                default:
                    break
                }
            }
            advance()
        }
    }
}

/// Guards a parsing loop: each iteration must consume at least one token, so no input can make the parser spin.
///
/// Modelled on swift-syntax's `LoopProgressCondition`. A loop that stops making progress ends (and trips an assertion
/// in debug builds, since that is a parser bug).
struct LoopProgress {
    private var lastIndex = -1

    /// Whether the parser moved since the previous call; call once at the top of every iteration.
    mutating func advanced(to index: Int) -> Bool {
        defer { lastIndex = index }
        assert(index > lastIndex, "parser loop made no progress at token \(index)")
        return index > lastIndex
    }
}
