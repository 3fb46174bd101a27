import ClientGenCore

/// Checks that a formatted spec means what the original means, before it is returned: the layout is built to keep
/// meaning, and this makes a mistake in it leave a spec as it is rather than change what it generates.
///
/// The formatted spec must parse without errors to the same tokens (separating `;` aside), with the same doc
/// comment before every token, and with spaces and line breaks the same wherever the parser reads them (a parenthesis
/// touching an attribute, a postfix `?`, `==`, an `#if` line). When the original generates on its own, the formatted
/// spec must generate byte-identical Swift.
enum LayoutCheck {
    /// Where in the original the formatted spec first differs in meaning, or `nil` when it does not. `unread` holds
    /// the indices of tokens whose spacing before them the parser does not read though `readsSpacing` would say it
    /// does: the `(` or `<` a declaration's name or `init` is followed by (`func load (id: Int)` is `load(id:)`).
    static func firstDifference(
        between original: SourceFile,
        _ tokens: [Token],
        and formatted: [UInt8],
        unread: Set<Int> = []
    ) -> SourceRange? {
        let result = SourceFile(path: original.path, bytes: formatted)
        let kept = tokens.indices.filter { tokens[$0].kind != .semicolon }
        let before = kept.map { tokens[$0] }
        let after = Lexer.tokenize(result).tokens.filter { $0.kind != .semicolon }
        var onDirectiveLine = false
        for (position, (old, new)) in zip(before, after).enumerated() {
            if old.isAtStartOfLine { onDirectiveLine = isDirective(old, in: original) }
            // The end of the file reads no spacing, even right after an `#endif` that ends it without a line break.
            let readsSpacing =
                position > 0 && old.kind != .endOfFile
                && (onDirectiveLine || (readsSpacing(before, at: position) && !unread.contains(kept[position])))
            guard sameToken(old, in: original, new, in: result),
                DocComment.lines(in: original.bytes, trivia: trivia(of: old))
                    == DocComment.lines(in: formatted, trivia: trivia(of: new)),
                !readsSpacing || old.hasLeadingTrivia == new.hasLeadingTrivia,
                !isDirective(old, in: original) || new.isAtStartOfLine
            else { return old.range }
        }
        guard before.count == after.count else { return before.last?.range ?? .empty(at: 0) }
        if SpecParser.parse(result).diagnostics.containsErrors { return .empty(at: 0) }
        return generatesDifferently(original, result) ? .empty(at: 0) : nil
    }

    private static func sameToken(_ old: Token, in original: SourceFile, _ new: Token, in result: SourceFile) -> Bool {
        old.kind == new.kind
            && original.bytes[old.range.start..<old.range.end] == result.bytes[new.range.start..<new.range.end]
    }

    private static func trivia(of token: Token) -> SourceRange {
        SourceRange(start: token.triviaStart, end: token.range.start)
    }

    /// Whether the parser reads the space before the token at `position` (not the first): after `@`, before a postfix
    /// `?` or `!`, before `(` after a word (an attribute's argument, `private(set)`, `throws(E)`), and between the two
    /// `=` of `==`. (It also reads every space on an `#if` line.)
    private static func readsSpacing(_ tokens: [Token], at position: Int) -> Bool {
        let previous = tokens[position - 1].kind
        switch tokens[position].kind {
        case .question, .exclamation: return true
        case .leftParen: return previous == .identifier
        case .equal: return [.equal, .leftAngle, .rightAngle].contains(previous)
        default: return previous == .atSign
        }
    }

    private static func isDirective(_ token: Token, in source: SourceFile) -> Bool {
        token.kind == .poundIdentifier && ["#if", "#elseif", "#else", "#endif"].contains(source.text(token.range))
    }

    /// Whether the formatted spec generates other Swift than the original, when the original generates on its own.
    private static func generatesDifferently(_ original: SourceFile, _ result: SourceFile) -> Bool {
        let before = ClientGenerator().generate([original])
        guard !before.diagnostics.containsErrors else { return false }
        return ClientGenerator().generate([result]).files.map(\.utf8) != before.files.map(\.utf8)
    }
}
