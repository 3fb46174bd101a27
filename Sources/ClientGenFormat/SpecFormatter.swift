import ClientGenCore

/// Lays out a spec in clientgen's canonical style (Docs/SpecLanguage.md, "Formatting"): four-space indentation,
/// Swift's spacing, one declaration and one attribute per line, a blank line around each client, every comment kept
/// where it belongs. `clientgen format` and the language server's formatting use it.
///
/// Formatting never changes what a spec means. Tokens are written as they are, and what the generator copies into the
/// generated code (default values, attribute arguments) is kept byte for byte; only the whitespace around them is
/// decided anew. Each result is checked before it is returned: it has the same tokens and doc comments, the parser reads
/// it the same way, and, when the spec generates on its own, it generates the same Swift. A spec that does not parse is
/// left as it is, with its syntax errors.
package enum SpecFormatter {
    /// What formatting a spec gave.
    package enum Outcome: Sendable, Hashable {
        /// The formatted spec (the same bytes when it was formatted already).
        case formatted([UInt8])
        /// The spec is left as it is: its syntax errors, or why clientgen could not format it.
        case notFormatted([Diagnostic])
    }

    /// Formats a spec.
    package static func format(_ source: SourceFile) -> Outcome {
        let errors = SpecParser.parse(source).diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else { return .notFormatted(errors) }
        let tokens = Lexer.tokenize(source).tokens
        let outline: SpecOutline
        do {
            outline = try OutlineBuilder.outline(of: source, tokens: tokens)
        } catch {
            return .notFormatted([unformattable(source, at: tokens[min(error.token, tokens.count - 1)].range)])
        }
        let copied = outline.verbatimEnd.map { SourceRange(start: tokens[$0].range.start, end: tokens[$1].range.end) }
        var printer = LayoutPrinter(
            source: source, tokens: tokens, outline: outline,
            lineBreak: LineBreakStyle.lineBreak(for: source.bytes, keeping: copied))
        let formatted = printer.print()
        if formatted == source.bytes { return .formatted(formatted) }
        if let difference = LayoutCheck.firstDifference(
            between: source, tokens, and: formatted, unread: outline.gluedToName)
        {
            return .notFormatted([unformattable(source, at: difference)])
        }
        return .formatted(formatted)
    }

    /// The edits that turn `source` into `formatted`, its layout: one for each stretch of whitespace and comments
    /// between two tokens that differs, none when they are equal. Formatting writes the same tokens (see
    /// ``format(_:)``), so an editor keeps its cursor and marks where they were, and a range can take only the edits
    /// that touch it. Were the tokens to differ after all, one edit would replace the whole text.
    package static func edits(from source: SourceFile, to formatted: [UInt8]) -> [SourceEdit] {
        guard source.bytes != formatted else { return [] }
        let old = Lexer.tokenize(source).tokens
        let new = Lexer.tokenize(SourceFile(path: source.path, bytes: formatted)).tokens
        let sameTokens =
            old.count == new.count
            && zip(old, new).allSatisfy { old, new in
                old.kind == new.kind
                    && source.bytes[old.range.start..<old.range.end] == formatted[new.range.start..<new.range.end]
            }
        guard sameTokens else {
            return [SourceEdit(range: SourceRange(start: 0, end: source.bytes.count), replacement: formatted)]
        }
        var edits: [SourceEdit] = []
        var (oldEnd, newEnd) = (0, 0)
        for (old, new) in zip(old, new) {
            let replacement = formatted[newEnd..<new.range.start]
            if source.bytes[oldEnd..<old.range.start] != replacement {
                edits.append(
                    SourceEdit(range: SourceRange(start: oldEnd, end: old.range.start), replacement: Array(replacement))
                )
            }
            (oldEnd, newEnd) = (old.range.end, new.range.end)
        }
        return edits
    }

    private static func unformattable(_ source: SourceFile, at range: SourceRange) -> Diagnostic {
        Diagnostic(.unformattable, path: source.path, range: range)
    }
}
