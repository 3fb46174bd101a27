/// Decides what a member's unimplemented double does after reporting the issue, or reports what the spec must add.
extension SpecValidator {
    /// - Throwing members throw `UnimplementedFailure`, or the `@throwing` error, or return their `@placeholder` (or,
    ///   returning nothing, return for `@placeholder(())`)
    ///   (as `@DependencyClient` runs a closure's default after reporting); a typed `throws(E)` needs `@throwing`, a
    ///   `@placeholder`, `@trapping` or a natural default, since `UnimplementedFailure` is not an `E`.
    /// - Other members return `Void`, a natural default (`nil`, `[]`, `[:]`, `.finished`), or the `@placeholder`; or,
    ///   with `@trapping` (or a placeholder that calls `fatalError`, or a `Never` result), trap.
    /// The placeholder of a member with `@throwing` goes unused (and is warned about) only in protocol style: a
    /// struct client's `noop` returns it.
    mutating func fallback(
        resultType: TypeSyntax?,
        effects: MemberEffects,
        generics: GenericScope,
        qualifiedName: @autoclosure () -> String,
        decl: MemberDecl,
        style: ClientStyle,
        directives: WrittenDirectives
    ) -> Fallback {
        let natural = resultType.map(\.naturalDefault) ?? .returnVoid
        if case .returnVoid = natural, let placeholder = directives[.placeholder] {
            // On a member that would throw `UnimplementedFailure`, `@placeholder(())` says it returns instead, as a
            // `@DependencyClient` endpoint defaulting to `{ }` does.
            if effects.throwsEffectively, effects.typedError == nil, directives[.throwing] == nil,
                directives.expression(.placeholder) == "()"
            {
                return .returnVoid
            }
            // `return 3` from a member that returns nothing would not compile.
            diagnostics.report(
                .placeholderOnVoidMember(qualifiedName()), at: placeholder.range,
                fixIts: [.removingAttribute(placeholder.range, message: .removeDirective("@placeholder"), in: source)])
            var others = directives
            others.remove(.placeholder)
            return fallback(
                resultType: resultType, effects: effects, generics: generics, qualifiedName: qualifiedName(),
                decl: decl, style: style, directives: others)
        }
        let chosen = chosenValue(directives, qualifiedName: qualifiedName())
        guard effects.throwsEffectively else {
            if let throwing = directives[.throwing] {
                diagnostics.report(.throwingOnNonThrowingMember(qualifiedName()), at: throwing.range)
            }
            if let value = chosen ?? natural { return value }
            reportMissingValue(resultType, generics: generics, qualifiedName: qualifiedName(), decl: decl)
            return .returnVoid
        }
        if let error = directives.expression(.throwing) {
            warnUnusedValue(directives, style: style, qualifiedName: qualifiedName())
            return .throwError(error)
        }
        guard let typedError = effects.typedError else {
            if directives[.placeholder] != nil, let chosen { return chosen }
            warnUnusedValue(directives, style: style, qualifiedName: qualifiedName())
            return .throwUnimplementedFailure
        }
        if let value = chosen ?? natural { return value }
        if typedError.mentionsGenericParameter(in: generics.names) {
            return .throwUnimplementedFailure  // Reported as a generic thrown type.
        }
        let errorType = typedError.description
        diagnostics.report(
            .typedThrowsNeedsFailure(qualifiedName(), errorType: errorType), at: decl.name.range,
            fixIts: [insertionFixIt(.throwing("<#\(errorType)#>"), before: decl)])
        return .throwUnimplementedFailure
    }

    /// What `@placeholder` or `@trapping` says an unimplemented member does; a placeholder that calls `fatalError`
    /// or `preconditionFailure` traps with that call.
    private mutating func chosenValue(_ directives: WrittenDirectives, qualifiedName: String) -> Fallback? {
        if let expression = directives[.placeholder]?.arguments { reportUnimplementedCall(in: expression) }
        let placeholder = directives.expression(.placeholder).map(Self.placeholderFallback)
        if let trapping = directives[.trapping] {
            if directives[.placeholder] != nil {
                diagnostics.report(.placeholderAndTrapping(qualifiedName), at: trapping.range)
            }
            return placeholder ?? .trap(call: nil)
        }
        return placeholder
    }

    /// The fallback a `@placeholder` expression gives: its value, or a trap for a call that never returns.
    static func placeholderFallback(_ expression: String) -> Fallback {
        let neverReturning = ["fatalError(", "preconditionFailure(", "Swift.fatalError(", "Swift.preconditionFailure("]
        return neverReturning.contains { expression.hasPrefix($0) }
            ? .trap(call: expression) : .returnValue(.expression(expression))
    }

    /// Reports a `@placeholder` that calls `unimplemented(…)`, as a `@DependencyClient` closure's default does: the
    /// double has reported the issue when it returns the placeholder, and inside a struct client the name is the
    /// client's own `unimplemented`. The fix-it keeps the call's `placeholder:` argument.
    private mutating func reportUnimplementedCall(in expression: Expression) {
        let callees = ["unimplemented(", "IssueReporting.unimplemented(", "Dependencies.unimplemented("]
        guard callees.contains(where: expression.text.hasPrefix) else { return }
        let value = Self.placeholderArgument(of: expression.text)
        diagnostics.report(
            .placeholderCallsUnimplemented, at: expression.range,
            fixIts: value.map { [FixIt(.replaceUnimplementedCall($0), range: expression.range, replacement: $0)] } ?? []
        )
    }

    /// The `placeholder:` argument of a call as written, `0` in `unimplemented("count", placeholder: 0)`, or `nil`.
    static func placeholderArgument(of call: String) -> String? {
        let bytes = Array(call.utf8)
        let tokens = Lexer.tokenize(SourceFile(path: "", bytes: bytes)).tokens
        var depth = 0
        var first: Int?  // The index of the argument's first token.
        for (index, token) in tokens.enumerated() {
            switch token.kind {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace, .comma:
                if token.kind != .comma { depth -= 1 }
                guard let first, depth == (token.kind == .comma ? 1 : 0) else { continue }
                guard first < index else { return nil }
                return String(decoding: bytes[tokens[first].range.start..<tokens[index - 1].range.end], as: UTF8.self)
            case .identifier where depth == 1 && first == nil && tokens[index + 1].kind == .colon:
                if bytes[token.range.start..<token.range.end].elementsEqual("placeholder".utf8) { first = index + 2 }
            default: break
            }
        }
        return nil
    }

    /// A member that throws its `@throwing` error when unimplemented has no use for a value: warned in protocol style,
    /// where nothing else returns it (a struct client's `noop` returns its placeholder).
    private mutating func warnUnusedValue(
        _ directives: WrittenDirectives,
        style: ClientStyle,
        qualifiedName: @autoclosure () -> String
    ) {
        if style == .protocol, let placeholder = directives[.placeholder] {
            diagnostics.report(.unusedPlaceholder(qualifiedName()), at: placeholder.range)
        }
        if let trapping = directives[.trapping] {
            diagnostics.report(.unusedTrapping(qualifiedName()), at: trapping.range)
        }
    }

    /// Reports a non-throwing member with no value to return, with the directive to insert: `@placeholder` for a type
    /// someone can write a value of, `@trapping` for one nobody can (a generic result, an existential).
    private mutating func reportMissingValue(
        _ resultType: TypeSyntax?,
        generics: GenericScope,
        qualifiedName: String,
        decl: MemberDecl
    ) {
        let type = resultType?.description ?? "Void"
        if let resultType, resultType.hasNoWritableValue(generics: generics) {
            diagnostics.report(
                .unwritablePlaceholder(qualifiedName, type: type), at: decl.name.range,
                fixIts: [insertionFixIt(.trapping, before: decl)])
        } else {
            diagnostics.report(
                .missingPlaceholder(qualifiedName, type: type), at: decl.name.range,
                fixIts: [insertionFixIt(.placeholder("<#\(type)#>"), before: decl)])
        }
    }

    /// A fix-it that inserts a directive on its own line before a member, indented like it.
    func insertionFixIt(_ directive: DirectiveValue, before decl: MemberDecl) -> FixIt {
        .insertingDirective(directive, before: decl.range.start, in: source)
    }
}
