/// Initializer requirements: `init(url: String) async throws`, `init?(port: Int)`.
extension SpecParser {
    /// Parses an initializer requirement as a function member named `init`, without a result. `init!` is read as
    /// `init?`, with a fix-it: the doubles and mock declare their initializers failable as written.
    mutating func parseInitializer(
        docLines: [String],
        attributes: [Attribute],
        modifiers: [Modifier],
        start: Token
    ) -> MemberDecl? {
        let keyword = advance()
        var isFailable = false
        if current.kind == .question, !current.hasLeadingTrivia {
            advance()
            isFailable = true
        } else if current.kind == .exclamation, !current.hasLeadingTrivia {
            let mark = advance()
            isFailable = true
            diagnostics.report(
                .implicitlyUnwrappedInitializer, at: mark.range,
                fixIts: [FixIt(.replaceExclamationWithQuestion, range: mark.range, replacement: "?")])
        }
        guard let function = parseSignature(of: .initializer(isFailable: isFailable)) else { return nil }
        return MemberDecl(
            docLines: docLines, attributes: attributes, modifiers: modifiers,
            name: Identifier(name: "init", range: keyword.range), kind: .function(function),
            range: range(from: start.range.start))
    }
}
