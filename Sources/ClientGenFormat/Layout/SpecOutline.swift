import ClientGenCore

/// How the gap before a token is laid out.
enum GapRule: Equatable {
    /// As the author wrote it: a line break where there was one (continuing the declaration, without a blank line),
    /// else the canonical spacing.
    case asWritten
    /// On the same line, in the canonical spacing, unless a comment in the gap needs a line break.
    case sameLine
    /// At the start of a line at `level`, after as many blank lines as were written, clamped to `blankLines`.
    case lineStart(level: Int, blankLines: ClosedRange<Int>)
}

/// What the formatter knows of a spec's tokens beyond their kinds: how each gap is laid out, which tokens go, and the
/// runs of tokens copied byte for byte because the generator copies them so.
struct SpecOutline {
    /// The rule of the gap before each token (the end-of-file token's gap holds the file's last comments).
    var gaps: [GapRule]
    /// Semicolons that only separate declarations: each declaration gets a line of its own instead.
    var isDropped: [Bool]
    /// For a token that starts a run kept as written, the index of the run's last token: a copied expression (a
    /// default value, a copied attribute's argument) or, when that spans lines, the whole parenthesized argument.
    var verbatimEnd: [Int: Int] = [:]
    /// Tokens of `#if` lines after the directive, whose spacing is kept as written: the generated file's `#if` spells
    /// the condition with a space exactly where the spec has whitespace.
    var keepsSpacing: Set<Int> = []
    /// The `(` or `<` right after a declared function's name or `init`, glued to it.
    var gluedToName: Set<Int> = []
    /// The braces of accessor blocks, `{ get }`, which count as brackets for continuation lines.
    var accessorBraces: Set<Int> = []
    /// Tokens that close a block on a line of their own (a client's `}`, `#elseif`, `#else`, `#endif`): comments
    /// on the lines before them are indented as the block's contents.
    var closesBlock: Set<Int> = []

    init(tokenCount: Int) {
        gaps = Array(repeating: .asWritten, count: tokenCount)
        isDropped = Array(repeating: false, count: tokenCount)
    }
}

/// The outline builder met a shape the grammar does not have: a spec it should not have been given (one with syntax
/// errors), or a gap in what the builder knows. Formatting stops rather than guess.
struct UnexpectedShape: Error {
    /// Where, for the diagnostic.
    var token: Int
}
