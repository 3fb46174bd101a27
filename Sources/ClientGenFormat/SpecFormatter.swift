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

    /// The edits that turn `source` into `formatted`: none when they are equal, else one edit replacing the lines
    /// that differ (from the first line that differs to the last), so an editor moves as little as it can.
    package static func edits(from source: SourceFile, to formatted: [UInt8]) -> [SourceEdit] {
        SourceEdit.lineEdits(from: source.bytes, to: formatted)
    }

    private static func unformattable(_ source: SourceFile, at range: SourceRange) -> Diagnostic {
        Diagnostic(.unformattable, path: source.path, range: range)
    }
}
