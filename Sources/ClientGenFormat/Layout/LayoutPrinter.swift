import ClientGenCore

/// Writes a spec's tokens in the canonical layout, following a ``SpecOutline``: every token's text as written, the
/// runs the outline keeps copied byte for byte, every comment kept in the gap it was written in, and the whitespace
/// around them decided anew.
struct LayoutPrinter {
    /// An open bracket, and the indentation level of the line it was opened on.
    struct Opener {
        var level: Int
    }

    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
    static let indentWidth = 4

    let source: SourceFile
    let tokens: [Token]
    let outline: SpecOutline
    /// The line break the layout writes: CRLF for a file that only has CRLF, else LF.
    let lineBreak: [UInt8]
    var output: [UInt8] = []
    /// Where the current line starts in ``output``.
    var lineStart = 0
    /// The brackets open in the current declaration.
    var openers: [Opener] = []
    /// The indentation level of the current line, and of the line the current declaration starts on.
    var lineLevel = 0
    var declarationLevel = 0
    /// The last token written (or the last of a run copied as written); `nil` before the first.
    var previous: Int?

    init(source: SourceFile, tokens: [Token], outline: SpecOutline, lineBreak: [UInt8]) {
        self.source = source
        self.tokens = tokens
        self.outline = outline
        self.lineBreak = lineBreak
    }

    /// The laid-out file.
    mutating func print() -> [UInt8] {
        if source.bytes.starts(with: Self.byteOrderMark) {
            output = Self.byteOrderMark
            lineStart = output.count
        }
        var pieces: [TriviaPiece] = []
        var index = 0
        while true {
            let token = tokens[index]
            pieces += TriviaPiece.pieces(
                in: source.bytes, range: SourceRange(start: token.triviaStart, end: token.range.start))
            if outline.isDropped[index] {
                index += 1
                continue
            }
            layOutGap(pieces, before: index)
            pieces = []
            guard token.kind != .endOfFile else { break }
            if let end = outline.verbatimEnd[index] {
                append(source.bytes[token.range.start..<tokens[end].range.end])
                previous = end
                index = end + 1
            } else {
                append(source.bytes[token.range.start..<token.range.end])
                trackBrackets(at: index)
                previous = index
                index += 1
            }
        }
        endLastLine()
        return output
    }

    // MARK: Output

    /// Appends bytes, noting where the last line starts.
    mutating func append(_ bytes: ArraySlice<UInt8>) {
        if let lastBreak = bytes.lastIndex(where: LineBreak.isLineBreak) {
            lineStart = output.count + (lastBreak - bytes.startIndex) + 1
        }
        output.append(contentsOf: bytes)
    }

    /// Ends the current line (dropping spaces at its end) and `blankLines` more, and indents the next to `level`. At
    /// the top of the file, only indents.
    mutating func startLine(level: Int, blankLines: Int) {
        trimTrailingSpaces()
        if !isAtFileStart {
            for _ in 0...blankLines { output += lineBreak }
        }
        lineStart = output.count
        output += Array(repeating: UInt8(ascii: " "), count: level * Self.indentWidth)
        lineLevel = level
    }

    /// Whether nothing but the byte-order mark has been written.
    var isAtFileStart: Bool {
        output.isEmpty || output == Self.byteOrderMark
    }

    mutating func trimTrailingSpaces() {
        while output.count > lineStart, output.last == UInt8(ascii: " ") || output.last == UInt8(ascii: "\t") {
            output.removeLast()
        }
    }

    /// Ends the file with exactly one line break after its last line.
    private mutating func endLastLine() {
        trimTrailingSpaces()
        if output.count > lineStart { output += lineBreak }
    }

    // MARK: Brackets

    /// Opens or closes a bracket of the current declaration, for the indentation of its continuation lines.
    private mutating func trackBrackets(at index: Int) {
        guard !outline.keepsSpacing.contains(index) else { return }
        switch tokens[index].kind {
        case .leftParen, .leftSquare, .leftAngle:
            openers.append(Opener(level: lineLevel))
        case .leftBrace where outline.accessorBraces.contains(index):
            openers.append(Opener(level: lineLevel))
        case .rightParen, .rightSquare, .rightAngle:
            _ = openers.popLast()
        case .rightBrace where outline.accessorBraces.contains(index):
            _ = openers.popLast()
        default:
            break
        }
    }

    /// Whether the token closes a bracket of its declaration.
    func isClosingBracket(_ index: Int) -> Bool {
        switch tokens[index].kind {
        case .rightParen, .rightSquare, .rightAngle: return true
        case .rightBrace: return outline.accessorBraces.contains(index)
        default: return false
        }
    }

    /// The indentation of a line that continues a declaration at `index`: one level in from the line of the
    /// innermost open bracket (a closing bracket at that line's level), or from the declaration's first line.
    func continuationLevel(at index: Int) -> Int {
        guard let innermost = openers.last else { return declarationLevel + 1 }
        return isClosingBracket(index) ? innermost.level : innermost.level + 1
    }
}
