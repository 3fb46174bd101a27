import ClientGenCore

/// Whether a protocol's requirement throws, for what its unimplemented double does: a requirement that throws an
/// untyped error throws `UnimplementedFailure` unless its spec gives a placeholder.
extension ClientDrafter {
    /// A requirement's `throws` clause as written (`throws`, `throws(MovieError)`, `rethrows`), or `nil`: between a
    /// function's parameters and its result, or in a property's or subscript's accessors (`{ get throws }`).
    static func throwsClause(of requirement: SwiftDeclaration, in skimmer: SwiftSkimmer) -> String? {
        let effects: Range<Int>
        if requirement.kind == .variable || requirement.kind == .subscriptMember {
            guard let body = skimmer.bodyTokens(of: requirement) else { return nil }
            effects = body
        } else {
            guard let clause = skimmer.parameters(of: requirement)?.clause else { return nil }
            let end = requirement.body.map { skimmer.tokenIndex(at: $0.start) - 1 } ?? requirement.tokens.upperBound
            effects = skimmer.tokenIndex(at: clause.end)..<end
        }
        for position in effects {
            let tokens = skimmer.tokens
            // What follows the arrow is the result, whose closure types may throw themselves.
            if tokens[position].kind == .arrow { return nil }
            let word = skimmer.text(of: position)
            if word == "rethrows" { return word }
            guard word == "throws" else { continue }
            guard position + 1 < effects.upperBound, tokens[position + 1].kind == .leftParen else { return word }
            let end = tokens[skimmer.closers[position + 1]].range.end
            return skimmer.text(SourceRange(start: tokens[position].range.start, end: end))
        }
        return nil
    }
}
