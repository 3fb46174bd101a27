/// Parameter lists, generic parameter clauses and `where` clauses, which functions, initializers and subscripts share.
extension SpecParser {
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

    mutating func parseGenericParameters() -> [GenericParameter] {
        let open = advance()
        var parameters: [GenericParameter] = []
        var progress = LoopProgress()
        while !isAtEnd, current.kind != .rightAngle, progress.advanced(to: index) {
            skipParameterPack()
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
}
