/// `func` and `var` members: signatures, effects and accessor blocks (parameter lists are in SpecParser+Parameters.swift).
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
