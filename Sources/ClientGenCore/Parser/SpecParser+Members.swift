/// `func` and `var` members: parameters, generic clauses, effects and accessor blocks.
extension SpecParser {
    mutating func parseFunction(
        docLines: [String],
        attributes: [Attribute],
        modifiers: [Modifier],
        start: Token
    ) -> MemberDecl? {
        advance()
        if current.kind != .identifier, current.kind != .leftParen, current.kind != .leftAngle, !isAtEnd,
            !current.isAtStartOfLine
        {
            diagnostics.report(.operatorFunction, at: advance().range)
            skipToMember()
            return nil
        }
        guard let name = parseName(.function) else {
            skipToMember()
            return nil
        }
        guard let function = parseSignature(of: .method) else { return nil }
        return MemberDecl(
            docLines: docLines, attributes: attributes, modifiers: modifiers, name: name,
            kind: .function(function), range: range(from: start.range.start))
    }

    /// The generic parameters and parameter list of a function or subscript, or `nil` (reported, and skipped to the
    /// next member) when the list is missing.
    mutating func parseParameterClause() -> ParameterClause? {
        let genericParameters = current.kind == .leftAngle ? parseGenericParameters() : []
        guard current.kind == .leftParen else {
            diagnostics.report(
                .expectedParameterList, at: insertionPoint,
                fixIts: [FixIt(.insertParameterList, range: insertionPoint, replacement: "()")])
            skipToMember()
            return nil
        }
        return ParameterClause(genericParameters: genericParameters, parameters: parseParameters())
    }

    /// Parses a function's signature after its name: generic parameters, parameters, effects, result and `where`
    /// clause. An initializer's result type is reported (it has none) and read past; a body is reported and skipped.
    mutating func parseSignature(of form: FunctionDecl.Form) -> FunctionDecl? {
        guard let clause = parseParameterClause() else { return nil }
        let genericParameters = clause.genericParameters
        let parameters = clause.parameters
        let effects = parseEffects(allowsRethrows: true)
        var returnType: TypeSyntax?
        if let arrow = consume(.arrow) {
            let start = arrow.triviaStart
            returnType = parseType()
            if form != .method {
                returnType = nil
                let written = SourceRange(start: start, end: previous.range.end)
                diagnostics.report(
                    .initializerResult, at: arrow.range,
                    fixIts: [FixIt(.removeInitializerResult, range: written, replacement: "")])
            }
        }
        let requirements = current.isKeyword(.where) ? parseWhereClause() : []
        if current.kind == .leftBrace {
            diagnostics.report(.memberBody(client: clientName), at: current.range)
            skipBracketedGroup()
        }
        return FunctionDecl(
            genericParameters: genericParameters, parameters: parameters, effects: effects,
            returnType: returnType, requirements: requirements, form: form)
    }

    mutating func parseProperty(
        docLines: [String],
        attributes: [Attribute],
        modifiers: [Modifier],
        start: Token
    ) -> MemberDecl? {
        let keyword = advance()
        if keyword.isKeyword(.let) {
            diagnostics.report(
                .letProperty, at: keyword.range,
                fixIts: [FixIt(.replaceLetWithVar, range: keyword.range, replacement: "var")])
        }
        guard let name = parseName(.property) else {
            skipToMember()
            return nil
        }
        guard consume(.colon) != nil else {
            diagnostics.report(.expectedPropertyType, at: insertionPoint)
            skipToMember()
            return nil
        }
        let type = parseType()
        if current.kind == .equal {
            diagnostics.report(.propertyInitializer, at: advance().range)
            skip { $0.current.kind == .leftBrace || $0.current.isAtStartOfLine }
        }
        guard current.kind == .leftBrace else {
            diagnostics.report(
                .expectedAccessorBlock, at: insertionPoint,
                fixIts: [FixIt(.insertAccessorBlock, range: insertionPoint, replacement: " { get }")])
            return MemberDecl(
                docLines: docLines, attributes: attributes, modifiers: modifiers, name: name,
                kind: .property(PropertyDecl(type: type, effects: Effects())),
                range: range(from: start.range.start))
        }
        let accessors = parseAccessorBlock()
        return MemberDecl(
            docLines: docLines, attributes: attributes, modifiers: modifiers, name: name,
            kind: .property(PropertyDecl(type: type, effects: accessors.effects, setterRange: accessors.setterRange)),
            range: range(from: start.range.start))
    }

    /// Parses `{ get async throws }` or `{ get set }`, returning the getter's effects and where `set` is. As in Swift,
    /// a getter with effects cannot have a setter; `_modify` is not an accessor a client can require.
    mutating func parseAccessorBlock() -> (effects: Effects, setterRange: SourceRange?) {
        let open = advance()
        var effects = Effects()
        var setterRange: SourceRange?
        var sawGetter = false
        var progress = LoopProgress()
        while !isAtEnd, current.kind != .rightBrace, progress.advanced(to: index) {
            let accessorModifiers = parseModifiers()
            for modifier in accessorModifiers {
                diagnostics.report(.accessorModifier(modifier.keyword.text), at: modifier.range)
            }
            if consume(.get) != nil {
                sawGetter = true
                effects = parseEffects()
            } else if current.isKeyword(.set), setterRange == nil {
                setterRange = advance().range
            } else if current.isKeyword(._modify) {
                diagnostics.report(
                    .modifyAccessor, at: current.range,
                    fixIts: [FixIt(.replaceModifyWithSet, range: current.range, replacement: "set")])
                advance()
            } else {
                diagnostics.report(.expectedGetter, at: advance().range)
                skip { $0.current.kind == .rightBrace || $0.current.isKeyword(.get) || $0.current.isKeyword(.set) }
            }
        }
        if !sawGetter {
            diagnostics.report(.expectedGetter, at: insertionPoint)
        }
        if let setterRange, let effectRange = effects.asyncRange ?? effects.throwsRange {
            diagnostics.report(
                .setterWithEffects, at: setterRange, notes: [diagnostics.note(.getterEffectsHere, at: effectRange)])
        }
        expectClosing(.rightBrace, .expectedAccessorBlockEnd, opener: open)
        return (effects, setterRange)
    }

    // MARK: Parameters

    mutating func parseParameters() -> [Parameter] {
        let open = advance()
        var parameters: [Parameter] = []
        var progress = LoopProgress()
        while !isAtEnd, current.kind != .rightParen, progress.advanced(to: index) {
            if let parameter = parseParameter() { parameters.append(parameter) }
            if consume(.comma) != nil || current.kind == .rightParen { continue }
            if isAtMemberStart || current.kind == .leftBrace || current.kind == .rightBrace { break }
            diagnostics.report(.expectedParameterSeparator, at: insertionPoint)
            skip { parser in
                [.comma, .rightParen, .leftBrace, .rightBrace].contains(parser.current.kind)
                    || (parser.current.isAtStartOfLine && [.func, .var].contains(parser.current.keyword))
            }
            _ = consume(.comma)
            if current.kind == .leftBrace || current.kind == .rightBrace || current.isAtStartOfLine { break }
        }
        expectClosing(.rightParen, .expectedClosingParenthesis, opener: open)
        return parameters
    }

    private mutating func parseParameter() -> Parameter? {
        let start = current.range.start
        // Attributes before a parameter's name (a result builder's) are not the type's: the generated code has none.
        for attribute in parseAttributes() {
            diagnostics.report(
                .parameterAttribute(attribute.name), at: attribute.range,
                fixIts: [
                    .removingAttribute(attribute.range, message: .removeDirective("@" + attribute.name), in: source)
                ])
        }
        guard current.kind == .identifier else {
            diagnostics.report(.expectedName(NameRole.parameter.rawValue), at: current.range)
            if ![.comma, .rightParen, .leftBrace, .rightBrace].contains(current.kind) { advance() }
            skip { [.comma, .rightParen, .leftBrace, .rightBrace].contains($0.current.kind) }
            return nil
        }
        let first = advance()
        let firstName = Identifier(name: name(of: first), range: first.nameRange, isBackticked: first.isBackticked)
        var secondName: Identifier?
        if current.kind == .identifier, peek().kind == .colon || peek().kind == .identifier {
            let second = advance()
            if second.keyword.isReserved, second.keyword != .underscore {
                let text = name(of: second)
                diagnostics.report(
                    .keywordAsName(text), at: second.range,
                    fixIts: [FixIt(.addBackticks, range: second.range, replacement: "`\(text)`")])
            }
            secondName = Identifier(name: name(of: second), range: second.nameRange, isBackticked: second.isBackticked)
        }
        if consume(.colon) == nil {
            diagnostics.report(
                .expectedColonAfterParameterName, at: insertionPoint,
                fixIts: [FixIt(.insertColon, range: insertionPoint, replacement: ":")])
            if current.kind == .comma || current.kind == .rightParen { return nil }
        }
        let type = parseType()
        let isVariadic = consume(.ellipsis) != nil
        var defaultValue: Expression?
        if let equal = consume(.equal) {
            defaultValue = captureExpression(until: [.comma, .rightParen])
            if defaultValue == nil {
                diagnostics.report(.expectedDefaultValue, at: SourceRange.empty(at: equal.range.end))
            }
        }
        return Parameter(
            firstName: firstName, secondName: secondName, type: type, isVariadic: isVariadic,
            defaultValue: defaultValue, range: range(from: start))
    }

    // MARK: Generics and effects

    mutating func parseGenericParameters() -> [GenericParameter] {
        let open = advance()
        var parameters: [GenericParameter] = []
        var progress = LoopProgress()
        while !isAtEnd, current.kind != .rightAngle, progress.advanced(to: index) {
            if current.isKeyword(.each) {
                diagnostics.report(.parameterPack, at: current.range)
                advance()
            }
            guard let name = parseName(.genericParameter) else { break }
            let constraint = consume(.colon) != nil ? parseType() : nil
            parameters.append(GenericParameter(name: name, constraint: constraint))
            if consume(.comma) == nil { break }
        }
        expectClosing(.rightAngle, .expectedClosingAngle, opener: open)
        return parameters
    }

    mutating func parseWhereClause() -> [GenericRequirement] {
        advance()
        var requirements: [GenericRequirement] = []
        var progress = LoopProgress()
        repeat {
            guard progress.advanced(to: index) else { break }
            let left = parseType()
            if consume(.colon) != nil {
                requirements.append(GenericRequirement(left: left, relation: .conformance, right: parseType()))
            } else if current.kind == .equal, peek().kind == .equal, !peek().hasLeadingTrivia {
                advance()
                advance()
                requirements.append(GenericRequirement(left: left, relation: .sameType, right: parseType()))
            } else {
                diagnostics.report(.expectedRequirement, at: insertionPoint)
                break
            }
        } while consume(.comma) != nil
        return requirements
    }

    /// Parses `async`, `throws` and `throws(E)` in any order Swift accepts, and `rethrows` where `allowsRethrows`
    /// (a method); elsewhere (a getter, a function type) `rethrows` is reported, as Swift would.
    mutating func parseEffects(allowsRethrows: Bool = false) -> Effects {
        var effects = Effects()
        var progress = LoopProgress()
        while progress.advanced(to: index) {
            if current.isKeyword(.async), effects.asyncRange == nil {
                if let throwsRange = effects.throwsRange {
                    diagnostics.report(
                        .asyncAfterThrows, at: current.range,
                        notes: [diagnostics.note(.throwsHere, at: throwsRange)])
                }
                effects.asyncRange = advance().range
            } else if current.isKeyword(.rethrows), effects.throwsRange == nil, effects.rethrowsRange == nil {
                let keyword = advance()
                effects.rethrowsRange = keyword.range
                if !allowsRethrows {
                    diagnostics.report(
                        .rethrowsKeyword, at: keyword.range,
                        fixIts: [FixIt(.replaceRethrows, range: keyword.range, replacement: "throws")])
                }
            } else if current.isKeyword(.throws), effects.throwsRange == nil, effects.rethrowsRange == nil {
                let keyword = advance()
                effects.throwsRange = keyword.range
                if current.kind == .leftParen, !current.hasLeadingTrivia {
                    let open = advance()
                    effects.thrownType = parseType()
                    expectClosing(.rightParen, .expectedClosingParenthesis, opener: open)
                }
            } else {
                return effects
            }
        }
        return effects
    }
}

/// A function's or subscript's `<T: P>(parameters)`.
struct ParameterClause {
    let genericParameters: [GenericParameter]
    var parameters: [Parameter]
}
