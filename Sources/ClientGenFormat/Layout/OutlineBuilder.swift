import ClientGenCore

/// Reads the structure the layout needs from the tokens of a spec that parsed without errors: where each top-level
/// declaration, attribute and member starts, the client bodies, the `#if` lines, and the runs copied as written.
///
/// It follows the parser's grammar coarsely (the parser has checked the details) and never recurses: brackets are
/// counted. A shape the grammar does not allow throws ``UnexpectedShape``, and the spec is left as it is.
struct OutlineBuilder {
    let source: SourceFile
    let tokens: [Token]
    var outline: SpecOutline
    var index = 0
    /// What the last top-level element was, which decides the blank lines before the next one.
    private var previousElement: TopLevelElement?

    private enum TopLevelElement {
        case importOrDirective
        case client
    }

    private init(source: SourceFile, tokens: [Token]) {
        self.source = source
        self.tokens = tokens
        outline = SpecOutline(tokenCount: tokens.count)
    }

    /// The outline of a spec's tokens (which end with the end-of-file token).
    static func outline(of source: SourceFile, tokens: [Token]) throws(UnexpectedShape) -> SpecOutline {
        var builder = OutlineBuilder(source: source, tokens: tokens)
        try builder.buildFile()
        return builder.outline
    }

    // MARK: Cursor

    var current: Token { tokens[index] }
    var isAtEnd: Bool { current.kind == .endOfFile }

    func text(_ position: Int) -> String {
        source.text(tokens[position].range)
    }

    func unexpected() -> UnexpectedShape {
        UnexpectedShape(token: index)
    }

    /// Marks the current token as starting a line.
    mutating func startLine(level: Int, blankLines: ClosedRange<Int>) {
        outline.gaps[index] = .lineStart(level: level, blankLines: blankLines)
    }

    /// Drops a separating `;` (the declarations it separates get lines of their own), unless a doc comment is
    /// written before it: moved into the next declaration's comments, it would become part of that one's doc. Such
    /// a `;` gets a line of its own, at the `level` of the declarations.
    mutating func dropSemicolon(level: Int) {
        let trivia = SourceRange(start: current.triviaStart, end: current.range.start)
        if DocComment.lines(in: source.bytes, trivia: trivia).isEmpty {
            outline.isDropped[index] = true
        } else {
            startLine(level: level, blankLines: 0...1)
        }
        index += 1
    }

    // MARK: File

    private mutating func buildFile() throws(UnexpectedShape) {
        while !isAtEnd {
            if current.kind == .semicolon {
                dropSemicolon(level: 0)
            } else if isConditionalDirective(index) {
                try buildConditionalBlock()
            } else {
                try buildTopLevelDeclaration()
            }
        }
        // The file's last comments; a blank line before them is kept.
        outline.gaps[index] = .lineStart(level: 0, blankLines: 0...1)
    }

    /// The blank lines before a top-level element: none at the top of the file, one around a client, at most one
    /// between imports.
    private func blankLines(before element: TopLevelElement) -> ClosedRange<Int> {
        guard let previousElement else { return 0...0 }
        return element == .client || previousElement == .client ? 1...1 : 0...1
    }

    func isConditionalDirective(_ position: Int) -> Bool {
        tokens[position].kind == .poundIdentifier && ["#if", "#elseif", "#else", "#endif"].contains(text(position))
    }

    /// `#if` declarations (`#elseif` declarations)* (`#else` declarations)? `#endif` at the top level, its imports and
    /// clients indented one level (a nested block one more).
    private mutating func buildConditionalBlock(level: Int = 0) throws(UnexpectedShape) {
        var isFirst = true
        while isConditionalDirective(index) {
            let blankLines = isFirst && level == 0 ? blankLines(before: .importOrDirective) : 0...1
            guard try buildDirectiveLine(level: level, isFirst: isFirst, blankLines: blankLines) else {
                previousElement = .importOrDirective
                return
            }
            isFirst = false
            while !isAtEnd, !isConditionalDirective(index) || text(index) == "#if" {
                if current.kind == .semicolon {
                    dropSemicolon(level: level + 1)
                } else if isConditionalDirective(index) {
                    try buildConditionalBlock(level: level + 1)
                } else {
                    try buildConditionalDeclaration(level: level + 1)
                }
            }
        }
        throw unexpected()
    }

    /// An import or a client inside an `#if` block, at `level`.
    private mutating func buildConditionalDeclaration(level: Int) throws(UnexpectedShape) {
        let keyword = tokens[try declarationKeyword(from: index)]
        if keyword.isKeyword(.import) {
            startLine(level: level, blankLines: 0...1)
            try buildImport()
        } else if keyword.isKeyword(.client) {
            startLine(level: level, blankLines: 0...1)
            try buildClient(level: level)
        } else {
            throw unexpected()
        }
    }

    /// The line of an `#if`, `#elseif`, `#else` or `#endif` at `level`, whose condition keeps its spacing; `false`
    /// after `#endif`, which ends the block.
    mutating func buildDirectiveLine(
        level: Int,
        isFirst: Bool,
        blankLines: ClosedRange<Int>
    ) throws(UnexpectedShape) -> Bool {
        let directive = text(index)
        guard (directive == "#if") == isFirst else { throw unexpected() }
        if !isFirst { outline.closesBlock.insert(index) }
        startLine(level: level, blankLines: blankLines)
        index += 1
        while !isAtEnd, !current.isAtStartOfLine {
            outline.keepsSpacing.insert(index)
            index += 1
        }
        return directive != "#endif"
    }

    /// An import or a client, with its attributes and modifiers.
    private mutating func buildTopLevelDeclaration() throws(UnexpectedShape) {
        let keyword = tokens[try declarationKeyword(from: index)]
        if keyword.isKeyword(.import) {
            startLine(level: 0, blankLines: blankLines(before: .importOrDirective))
            try buildImport()
            previousElement = .importOrDirective
        } else if keyword.isKeyword(.client) {
            startLine(level: 0, blankLines: blankLines(before: .client))
            try buildClient()
            previousElement = .client
        } else {
            throw unexpected()
        }
    }

    /// `@preconcurrency public import struct Module.Name`, on one line.
    private mutating func buildImport() throws(UnexpectedShape) {
        try skipDeclarationAttributes(level: 0, onOwnLines: false)
        while !isAtEnd, !current.isKeyword(.import) {
            guard current.kind == .identifier else { throw unexpected() }
            index += 1
        }
        guard !isAtEnd else { throw unexpected() }
        index += 1
        let kinds: [Keyword] = [.typealias, .struct, .class, .enum, .protocol, .let, .var, .func]
        if kinds.contains(where: current.isKeyword) { index += 1 }
        while current.kind == .identifier {
            index += 1
            guard current.kind == .period, !current.isAtStartOfLine else { return }
            index += 1
        }
        throw unexpected()
    }

    /// A client: its attributes on lines of their own, the header up to `{` on one line, the members one level in,
    /// and `}` on a line of its own (`{}` for a client without members or comments).
    private mutating func buildClient(level: Int = 0) throws(UnexpectedShape) {
        try skipDeclarationAttributes(level: level, onOwnLines: true)
        var depth = 0
        while !isAtEnd, !(depth == 0 && current.kind == .leftBrace) {
            switch current.kind {
            case .atSign: try skipAttribute()
            case .leftParen, .leftSquare, .leftAngle:
                depth += 1
                index += 1
            case .rightParen, .rightSquare, .rightAngle:
                depth -= 1
                index += 1
            default: index += 1
            }
        }
        guard !isAtEnd else { throw unexpected() }
        let open = index
        if !gapHasComment(before: open) { outline.gaps[open] = .sameLine }
        index += 1
        try buildMembers(level: level + 1)
        guard current.kind == .rightBrace else { throw unexpected() }
        outline.closesBlock.insert(index)
        if index == open + 1, !gapHasComment(before: index) {
            outline.gaps[index] = .sameLine
        } else {
            startLine(level: level, blankLines: 0...0)
        }
        index += 1
    }

    /// Whether comments are written between the token at `position` and the one before it.
    func gapHasComment(before position: Int) -> Bool {
        TriviaPiece.pieces(
            in: source.bytes, range: SourceRange(start: tokens[position].triviaStart, end: tokens[position].range.start)
        ).hasComment
    }
}
