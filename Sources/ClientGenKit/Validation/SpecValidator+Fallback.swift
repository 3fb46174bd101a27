/// Decides what a member's unimplemented double does after reporting the issue, or reports what the spec must add.
extension SpecValidator {
    /// - Throwing members throw `UnimplementedFailure`, or the `@throwing` error; a typed `throws(E)` needs
    ///   `@throwing`, a `@placeholder` or a natural default, since `UnimplementedFailure` is not an `E`.
    /// - Other members return `Void`, a natural default (`nil`, `[]`, `[:]`, `.finished`), or the `@placeholder`.
    /// The placeholder of a throwing member goes unused (and is warned about) only in protocol style: a struct
    /// client's `noop` returns it.
    mutating func fallback(
        resultType: TypeSyntax?,
        effects: MemberEffects,
        generics: MockTypes.Generics,
        qualifiedName: @autoclosure () -> String,
        decl: MemberDecl,
        style: ClientStyle,
        directives: [Directive: Attribute]
    ) -> Fallback {
        let placeholder = directives[.placeholder]
        let throwing = directives[.throwing]
        let natural = resultType.map(\.naturalDefault) ?? .returnVoid
        guard effects.throwsEffectively else {
            if let throwing {
                diagnostics.report(.throwingOnNonThrowingMember(qualifiedName()), at: throwing.range)
            }
            if let placeholder { return .returnValue(Self.argument(of: placeholder)) }
            if let natural { return natural }
            let type = resultType?.description ?? "Void"
            diagnostics.report(
                .missingPlaceholder(qualifiedName(), type: type), at: decl.name.range,
                fixIts: [insertionFixIt("@placeholder(<#\(type)#>)", before: decl)])
            return .returnVoid
        }
        let warnsUnusedPlaceholder = style == .protocol && placeholder != nil
        if let throwing {
            if warnsUnusedPlaceholder, let placeholder {
                diagnostics.report(.unusedPlaceholder(qualifiedName()), at: placeholder.range)
            }
            return .throwError(Self.argument(of: throwing))
        }
        guard let typedError = effects.typedError else {
            if warnsUnusedPlaceholder, let placeholder {
                diagnostics.report(.unusedPlaceholder(qualifiedName()), at: placeholder.range)
            }
            return .throwUnimplementedFailure
        }
        if let placeholder { return .returnValue(Self.argument(of: placeholder)) }
        if let natural { return natural }
        if typedError.mentionsGenericParameter(in: generics.names) {
            return .throwUnimplementedFailure  // Reported as a generic thrown type.
        }
        let errorType = typedError.description
        diagnostics.report(
            .typedThrowsNeedsFailure(qualifiedName(), errorType: errorType), at: decl.name.range,
            fixIts: [insertionFixIt("@throwing(<#\(errorType)#>)", before: decl)])
        return .throwUnimplementedFailure
    }

    /// A fix-it that inserts a directive on its own line before a member, indented like it.
    private func insertionFixIt(_ directive: String, before decl: MemberDecl) -> FixIt {
        let start = decl.range.start
        return FixIt(
            .insertDirective(directive), range: .empty(at: start),
            replacement: directive + "\n" + indentation(ofLineAt: start))
    }
}
