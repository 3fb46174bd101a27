/// Swift type expressions: attributes and specifiers, `some`/`any`, compositions, postfix `?`/`!`/`.Type`, member
/// types, generic arguments, collections, tuples and function types.
///
/// A type's syntax tree is at most ``maximumNestingDepth`` levels high, whether it nests through brackets, generic
/// arguments or postfix chains (`Int???…`, `T.Type.Type…`), so every later recursive walk over a ``TypeSyntax`` is
/// bounded by construction. A deeper type is reported as nested too deeply.
extension SpecParser {
    /// Specifiers Swift allows before a parameter or result type.
    private static let typeSpecifiers: Set<Keyword> = [
        .inout, .borrowing, .consuming, .sending, .isolated, .__owned,
        .__shared,
    ]

    /// Parses a type. When none is written, reports "expected type" and returns a `.missing` type without consuming.
    mutating func parseType() -> TypeSyntax {
        parseMeasuredType().syntax
    }

    mutating func parseMeasuredType() -> MeasuredType {
        let start = current.range.start
        guard nestingDepth < Self.maximumNestingDepth else {
            diagnostics.report(.nestingTooDeep, at: current.range)
            skip {
                [.comma, .rightParen, .rightSquare, .rightAngle, .leftBrace, .rightBrace].contains($0.current.kind)
            }
            return .missing(at: start)
        }
        nestingDepth += 1
        defer { nestingDepth -= 1 }

        // Swift wants specifiers before attributes (`inout @Sendable () -> Void`); accept either order and print
        // them in Swift's.
        var attributes: [Attribute] = []
        var specifiers: [Keyword] = []
        var progress = LoopProgress()
        while progress.advanced(to: index) {
            if current.kind == .atSign {
                attributes += parseAttributes()
            } else if Self.typeSpecifiers.contains(current.keyword), peek().kind != .colon, peek().kind != .comma,
                peek().kind != .rightParen
            {
                specifiers.append(advance().keyword)
            } else if current.isKeyword(.nonisolated), peek().kind == .leftParen, peek(3).kind == .rightParen,
                name(of: peek(2)) == "nonsending"
            {
                for _ in 0..<4 { advance() }
                specifiers.append(.nonisolatedNonsending)
            } else {
                break
            }
        }
        skipParameterPack()
        var type: MeasuredType
        if current.isKeyword(.some) || current.isKeyword(.any) {
            let keyword = advance()
            let constraint = parseComposition()
            reportOptionalConstraint(constraint.syntax, of: keyword)
            let kind: TypeSyntax.Kind =
                keyword.isKeyword(.some) ? .opaque(constraint.syntax) : .existential(constraint.syntax)
            type = node(kind, from: keyword.range.start, over: constraint.height)
        } else {
            type = parseComposition()
        }
        if !attributes.isEmpty || !specifiers.isEmpty {
            type = node(
                .attributed(attributes: attributes, specifiers: specifiers, base: type.syntax), from: start,
                over: type.height)
        }
        return type
    }

    /// Skips a parameter pack's `repeat` and `each` (`repeat each T`), which a spec cannot say, reporting the first of a
    /// member only: the rest of the member parses as if they were not written.
    mutating func skipParameterPack() {
        guard current.isKeyword(.repeat) || current.isKeyword(.each) else { return }
        if reportsParameterPack { diagnostics.report(.parameterPack, at: current.range) }
        reportsParameterPack = false
        while current.isKeyword(.repeat) || current.isKeyword(.each) { advance() }
    }

    /// `any P?` reads as `any (P?)`, which Swift rejects: the optional must wrap the whole existential.
    private mutating func reportOptionalConstraint(_ constraint: TypeSyntax, of keyword: Token) {
        // In a composition the postfix binds to the last element: `any A & B?` is `any A & (B?)`.
        var last = constraint
        if case .composition(let elements) = constraint.kind, let element = elements.last { last = element }
        let wrapped: TypeSyntax
        let suffix: String
        switch last.kind {
        case .optional(let base): (wrapped, suffix) = (base, "?")
        case .implicitlyUnwrapped(let base): (wrapped, suffix) = (base, "!")
        default: return
        }
        let range = SourceRange(start: keyword.range.start, end: constraint.range.end)
        let existential = source.text(SourceRange(start: keyword.range.start, end: wrapped.range.end))
        diagnostics.report(
            .optionalExistential(keyword.isKeyword(.some) ? "some" : "any", suffix: suffix), at: range,
            fixIts: [FixIt(.parenthesizeExistential, range: range, replacement: "(\(existential))\(suffix)")])
    }

    private mutating func parseComposition() -> MeasuredType {
        let first = parsePostfixType()
        guard current.kind == .ampersand else { return first }
        var elements = [first]
        var progress = LoopProgress()
        while progress.advanced(to: index), consume(.ampersand) != nil {
            elements.append(parsePostfixType())
        }
        return node(
            .composition(elements.map(\.syntax)), from: first.syntax.range.start,
            over: elements.map(\.height).max() ?? 0)
    }

    /// Parses a primary type and its postfix chain (`T?`, `T!`, `T.Type`, `T.Member`), each link one level higher.
    private mutating func parsePostfixType() -> MeasuredType {
        var type = parsePrimaryType()
        if case .missing = type.syntax.kind { return type }
        let start = type.syntax.range.start
        var progress = LoopProgress()
        while progress.advanced(to: index), isPostfixLink {
            guard type.height < Self.maximumNestingDepth else {
                diagnostics.report(.nestingTooDeep, at: current.range)
                skipPostfixLinks()
                return .missing(at: start)
            }
            if current.kind == .question {
                advance()
                type = node(.optional(type.syntax), from: start, over: type.height)
            } else if current.kind == .exclamation {
                advance()
                type = node(.implicitlyUnwrapped(type.syntax), from: start, over: type.height)
            } else {
                advance()
                let nameToken = advance()
                if nameToken.isKeyword(.metatypeType) || nameToken.isKeyword(.Protocol) {
                    let kind = TypeSyntax.Kind.metatype(base: type.syntax, isProtocol: nameToken.isKeyword(.Protocol))
                    type = node(kind, from: start, over: type.height)
                } else {
                    let arguments = parseGenericArgumentsIfPresent()
                    let kind = TypeSyntax.Kind.member(
                        base: type.syntax, name: typeName(of: nameToken), genericArguments: arguments?.types)
                    type = node(kind, from: start, over: max(type.height, arguments?.height ?? 0))
                }
            }
        }
        return type
    }

    /// Whether the current token continues a postfix chain.
    private var isPostfixLink: Bool {
        switch current.kind {
        case .question, .exclamation: return !current.hasLeadingTrivia
        case .period: return peek().kind == .identifier
        default: return false
        }
    }

    /// Skips the rest of a postfix chain that is too long, with any generic arguments in it.
    private mutating func skipPostfixLinks() {
        var progress = LoopProgress()
        while isPostfixLink, progress.advanced(to: index) {
            if current.kind == .period { advance() }
            advance()
            if current.kind == .leftAngle { skip { $0.current.kind == .rightAngle || $0.current.isAtStartOfLine } }
            _ = consume(.rightAngle)
        }
    }

    /// The name a type token spells. A type name is printed without backticks, so one in backticks may not hold
    /// a space (`` `some P` `` would print as an opaque type).
    mutating func typeName(of token: Token) -> String {
        let name = name(of: token)
        if token.isBackticked, name.contains(" ") {
            diagnostics.report(.invalidBacktickedCharacter("U+0020"), at: token.range)
        }
        return name
    }

    /// A type node over children of the given height; a `.missing` type, reported, when it would be too high.
    private mutating func node(_ kind: TypeSyntax.Kind, from start: Int, over childHeight: Int) -> MeasuredType {
        guard childHeight < Self.maximumNestingDepth else {
            diagnostics.report(.nestingTooDeep, at: .empty(at: start))
            return .missing(at: start)
        }
        return MeasuredType(syntax: TypeSyntax(kind: kind, range: range(from: start)), height: childHeight + 1)
    }
}

/// A type on its own, as import and tests read one: the spec grammar's type, without a client to wrap it in.
extension SpecParser {
    /// Parses a whole text as one type (`@Sendable (Int) async -> [String]`); `nil` when the text is not exactly one
    /// type, or has a syntax error.
    package static func parseType(_ text: String) -> TypeSyntax? {
        let source = SourceFile(path: "type", text: text)
        let (tokens, lexerDiagnostics, _) = Lexer.tokenize(source)
        guard !lexerDiagnostics.containsErrors else { return nil }
        var parser = SpecParser(source: source, tokens: tokens)
        let type = parser.parseType()
        guard parser.isAtEnd, parser.errorMark == 0 else { return nil }
        return type
    }
}
