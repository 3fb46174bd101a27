/// Swift type expressions: attributes and specifiers, `some`/`any`, compositions, postfix `?`/`!`/`.Type`, member
/// types, generic arguments, collections, tuples and function types.
extension SpecParser {
    /// Specifiers Swift allows before a parameter or result type.
    private static let typeSpecifiers: Set<Keyword> = [
        .inout, .borrowing, .consuming, .sending, .isolated, .__owned,
        .__shared,
    ]

    /// Parses a type. When none is written, reports "expected type" and returns a `.missing` type without consuming.
    mutating func parseType() -> TypeSyntax {
        let start = current.range.start
        guard nestingDepth < Self.maximumNestingDepth else {
            diagnostics.report(.nestingTooDeep, at: current.range)
            skip {
                [.comma, .rightParen, .rightSquare, .rightAngle, .leftBrace, .rightBrace].contains($0.current.kind)
            }
            return TypeSyntax(kind: .missing, range: .empty(at: start))
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
            } else {
                break
            }
        }
        if current.isKeyword(.repeat) || current.isKeyword(.each) {
            diagnostics.report(.parameterPack, at: current.range)
            advance()
        }
        var type: TypeSyntax
        if current.isKeyword(.some) || current.isKeyword(.any) {
            let keyword = advance()
            let constraint = parseComposition()
            let kind: TypeSyntax.Kind = keyword.isKeyword(.some) ? .opaque(constraint) : .existential(constraint)
            type = TypeSyntax(kind: kind, range: range(from: keyword.range.start))
        } else {
            type = parseComposition()
        }
        if !attributes.isEmpty || !specifiers.isEmpty {
            type = TypeSyntax(
                kind: .attributed(attributes: attributes, specifiers: specifiers, base: type),
                range: range(from: start))
        }
        return type
    }

    private mutating func parseComposition() -> TypeSyntax {
        let first = parsePostfixType()
        guard current.kind == .ampersand else { return first }
        var elements = [first]
        var progress = LoopProgress()
        while progress.advanced(to: index), consume(.ampersand) != nil {
            elements.append(parsePostfixType())
        }
        return TypeSyntax(kind: .composition(elements), range: range(from: first.range.start))
    }

    private mutating func parsePostfixType() -> TypeSyntax {
        var type = parsePrimaryType()
        if case .missing = type.kind { return type }
        var progress = LoopProgress()
        while progress.advanced(to: index) {
            if current.kind == .question, !current.hasLeadingTrivia {
                advance()
                type = TypeSyntax(kind: .optional(type), range: range(from: type.range.start))
            } else if current.kind == .exclamation, !current.hasLeadingTrivia {
                advance()
                type = TypeSyntax(kind: .implicitlyUnwrapped(type), range: range(from: type.range.start))
            } else if current.kind == .period, peek().kind == .identifier {
                advance()
                let nameToken = advance()
                if nameToken.isKeyword(.metatypeType) || nameToken.isKeyword(.Protocol) {
                    let kind = TypeSyntax.Kind.metatype(base: type, isProtocol: nameToken.isKeyword(.Protocol))
                    type = TypeSyntax(kind: kind, range: range(from: type.range.start))
                } else {
                    let arguments = parseGenericArgumentsIfPresent()
                    let kind = TypeSyntax.Kind.member(
                        base: type, name: name(of: nameToken), genericArguments: arguments)
                    type = TypeSyntax(kind: kind, range: range(from: type.range.start))
                }
            } else {
                return type
            }
        }
        return type
    }

    private mutating func parsePrimaryType() -> TypeSyntax {
        let start = current.range.start
        switch current.kind {
        case .identifier where !current.keyword.isReserved || current.isKeyword(.Self) || current.isKeyword(.Any):
            let nameToken = advance()
            let arguments = parseGenericArgumentsIfPresent()
            return TypeSyntax(
                kind: .named(name: name(of: nameToken), genericArguments: arguments),
                range: range(from: start))
        case .leftSquare:
            let open = advance()
            let element = parseType()
            var kind = TypeSyntax.Kind.array(element)
            if consume(.colon) != nil {
                kind = .dictionary(key: element, value: parseType())
            }
            expectClosing(.rightSquare, .expectedClosingBracket, opener: open)
            return TypeSyntax(kind: kind, range: range(from: start))
        case .leftParen:
            let elements = parseTupleElements()
            let effects = parseEffects()
            if consume(.arrow) != nil {
                let result = parseType()
                return TypeSyntax(
                    kind: .function(parameters: elements, effects: effects, result: result),
                    range: range(from: start))
            }
            if effects.isAsync || effects.isThrowing {
                diagnostics.report(.expectedArrow, at: insertionPoint)
            }
            return TypeSyntax(kind: .tuple(elements), range: range(from: start))
        default:
            diagnostics.report(.expectedType, at: current.isAtStartOfLine ? insertionPoint : current.range)
            return TypeSyntax(kind: .missing, range: .empty(at: start))
        }
    }

    /// Parses `<A, B>` after a type name, if present.
    private mutating func parseGenericArgumentsIfPresent() -> [TypeSyntax]? {
        guard current.kind == .leftAngle else { return nil }
        let open = advance()
        var arguments: [TypeSyntax] = []
        var progress = LoopProgress()
        while !isAtEnd, current.kind != .rightAngle, progress.advanced(to: index) {
            let argument = parseType()
            arguments.append(argument)
            if case .missing = argument.kind { break }
            if consume(.comma) == nil { break }
        }
        expectClosing(.rightAngle, .expectedClosingAngle, opener: open)
        return arguments
    }

    /// Parses `(a: A, _ b: B, C...)`: the elements of a tuple type or the parameters of a function type.
    private mutating func parseTupleElements() -> [TupleTypeElement] {
        let open = advance()
        var elements: [TupleTypeElement] = []
        var progress = LoopProgress()
        while !isAtEnd, current.kind != .rightParen, progress.advanced(to: index) {
            var firstName: String?
            var secondName: String?
            if current.kind == .identifier, peek().kind == .colon {
                firstName = name(of: advance())
                advance()
            } else if current.kind == .identifier, peek().kind == .identifier, peek(2).kind == .colon {
                firstName = name(of: advance())
                secondName = name(of: advance())
                advance()
            }
            let type = parseType()
            let isVariadic = consume(.ellipsis) != nil
            elements.append(
                TupleTypeElement(
                    firstName: firstName, secondName: secondName, type: type,
                    isVariadic: isVariadic))
            if case .missing = type.kind, current.kind != .comma { break }
            if consume(.comma) == nil, current.kind != .rightParen { break }
        }
        expectClosing(.rightParen, .expectedClosingParenthesis, opener: open)
        return elements
    }
}
