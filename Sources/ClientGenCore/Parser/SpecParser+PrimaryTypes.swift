/// Primary types: names with generic arguments, collections, tuples and function types.
extension SpecParser {
    mutating func parsePrimaryType() -> MeasuredType {
        let start = current.range.start
        switch current.kind {
        case .identifier where !current.keyword.isReserved || current.isKeyword(.Self) || current.isKeyword(.Any):
            let nameToken = advance()
            let arguments = parseGenericArgumentsIfPresent()
            if arguments == nil, nameToken.range.end - nameToken.range.start == 6, name(of: nameToken) == "Result" {
                bareResultRanges.append(nameToken.range)
            }
            return MeasuredType(
                syntax: TypeSyntax(
                    kind: .named(name: typeName(of: nameToken), genericArguments: arguments?.types),
                    range: range(from: start)),
                height: (arguments?.height ?? 0) + 1)
        case .leftSquare:
            let open = advance()
            let element = parseMeasuredType()
            var kind = TypeSyntax.Kind.array(element.syntax)
            var height = element.height
            if consume(.colon) != nil {
                let value = parseMeasuredType()
                kind = .dictionary(key: element.syntax, value: value.syntax)
                height = max(height, value.height)
            }
            expectClosing(.rightSquare, .expectedClosingBracket, opener: open)
            return MeasuredType(syntax: TypeSyntax(kind: kind, range: range(from: start)), height: height + 1)
        case .leftParen:
            return parseTupleOrFunctionType()
        case .otherOperator where source.text(current.range) == "~" && peek().kind == .identifier:
            // `~Copyable`: one error, and the protocol read as the type, so that what follows parses.
            let tilde = advance()
            let protocolName = advance()
            diagnostics.report(
                .suppressedConformance(name(of: protocolName)),
                at: SourceRange(start: tilde.range.start, end: protocolName.range.end))
            return MeasuredType(
                syntax: TypeSyntax(
                    kind: .named(name: typeName(of: protocolName), genericArguments: nil), range: range(from: start)),
                height: 1)
        default:
            diagnostics.report(.expectedType, at: current.isAtStartOfLine ? insertionPoint : current.range)
            return .missing(at: start)
        }
    }

    private mutating func parseTupleOrFunctionType() -> MeasuredType {
        let start = current.range.start
        let elements = parseTupleElements()
        let effects = parseEffects()
        let thrownHeight = effects.thrownType.map(MeasuredType.height(of:)) ?? 0
        if consume(.arrow) != nil {
            let result = parseMeasuredType()
            let kind = TypeSyntax.Kind.function(parameters: elements.elements, effects: effects, result: result.syntax)
            return MeasuredType(
                syntax: TypeSyntax(kind: kind, range: range(from: start)),
                height: max(elements.height, thrownHeight, result.height) + 1)
        }
        if effects.isAsync || effects.isThrowing {
            diagnostics.report(.expectedArrow, at: insertionPoint)
        }
        return MeasuredType(
            syntax: TypeSyntax(kind: .tuple(elements.elements), range: range(from: start)), height: elements.height + 1)
    }

    /// Parses `<A, B>` after a type name, if present.
    mutating func parseGenericArgumentsIfPresent() -> (types: [TypeSyntax], height: Int)? {
        guard current.kind == .leftAngle else { return nil }
        let open = advance()
        var arguments: [TypeSyntax] = []
        var height = 0
        var progress = LoopProgress()
        while !isAtEnd, current.kind != .rightAngle, progress.advanced(to: index) {
            let argument = parseMeasuredType()
            arguments.append(argument.syntax)
            height = max(height, argument.height)
            if case .missing = argument.syntax.kind { break }
            if consume(.comma) == nil { break }
        }
        expectClosing(.rightAngle, .expectedClosingAngle, opener: open)
        return (arguments, height)
    }

    /// Parses `(a: A, _ b: B, C...)`: the elements of a tuple type or the parameters of a function type.
    private mutating func parseTupleElements() -> (elements: [TupleTypeElement], height: Int) {
        let open = advance()
        var elements: [TupleTypeElement] = []
        var height = 0
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
            let type = parseMeasuredType()
            height = max(height, type.height)
            let isVariadic = consume(.ellipsis) != nil
            elements.append(
                TupleTypeElement(
                    firstName: firstName, secondName: secondName, type: type.syntax, isVariadic: isVariadic))
            if case .missing = type.syntax.kind, current.kind != .comma { break }
            if consume(.comma) == nil, current.kind != .rightParen { break }
        }
        expectClosing(.rightParen, .expectedClosingParenthesis, opener: open)
        return (elements, height)
    }
}

/// A parsed type with the height of its syntax tree, which the parser keeps within ``SpecParser/maximumNestingDepth``.
struct MeasuredType {
    var syntax: TypeSyntax
    var height: Int

    /// Where a type was expected but none was written (or one too deep was cut off); an error has been reported.
    static func missing(at offset: Int) -> MeasuredType {
        MeasuredType(syntax: TypeSyntax(kind: .missing, range: .empty(at: offset)), height: 0)
    }

    /// The height of a type parsed elsewhere (a thrown type, parsed by ``SpecParser/parseEffects()``); bounded,
    /// since the type was parsed by the same bounded parser.
    static func height(of type: TypeSyntax) -> Int {
        switch type.kind {
        case .missing: return 0
        case .named(_, let arguments): return 1 + (arguments?.map(height(of:)).max() ?? 0)
        case .member(let base, _, let arguments):
            return 1 + max(height(of: base), arguments?.map(height(of:)).max() ?? 0)
        case .optional(let base), .implicitlyUnwrapped(let base), .array(let base), .metatype(let base, _),
            .opaque(let base), .existential(let base), .attributed(_, _, let base):
            return 1 + height(of: base)
        case .dictionary(let key, let value): return 1 + max(height(of: key), height(of: value))
        case .tuple(let elements): return 1 + (elements.map { height(of: $0.type) }.max() ?? 0)
        case .function(let parameters, let effects, let result):
            let parts = parameters.map(\.type) + [result] + (effects.thrownType.map { [$0] } ?? [])
            return 1 + (parts.map(height(of:)).max() ?? 0)
        case .composition(let elements): return 1 + (elements.map(height(of:)).max() ?? 0)
        }
    }
}
