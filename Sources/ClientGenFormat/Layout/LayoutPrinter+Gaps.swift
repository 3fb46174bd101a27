import ClientGenCore

/// The gap before a token: its comments, each kept where it belongs, and the line breaks and spaces around them.
///
/// A comment written on the line of the token before it stays on that line, with the spaces written before it (so
/// aligned comments stay aligned); a comment on a line of its own stays on a line of its own, indented as the code it
/// precedes. Blank lines between comments are kept (one at most): they decide which `///` lines document a declaration.
extension LayoutPrinter {
    /// What the gap has placed so far.
    private struct GapState {
        /// Line breaks and spaces written since the last token or comment.
        var lineBreaks = 0
        var spaces = 0
        /// Whether a comment was placed, and one on a line of its own; whether the last one had a line of its own,
        /// and whether it was a `//` comment.
        var placedComment = false
        var placedOwnLineComment = false
        var lastCommentOwnsLine = false
        var lastCommentIsLineComment = false
    }

    mutating func layOutGap(_ pieces: [TriviaPiece], before index: Int) {
        let rule = outline.gaps[index]
        if !pieces.hasComment, rule == .sameLine || (rule == .asWritten && !pieces.hasLineBreak) {
            writeSpacing(before: index, written: !pieces.isEmpty)
            return
        }
        var state = GapState()
        for (position, piece) in pieces.enumerated() {
            switch piece {
            case .space(let count):
                state.spaces += count
            case .lineBreak:
                state.lineBreaks += 1
                state.spaces = 0
            case .lineComment(let range), .blockComment(let range):
                let isLineComment = if case .lineComment = piece { true } else { false }
                // A comment ends its line where the token after the gap starts one of its own, as it will once
                // formatted: the spaces before it are then the same when it is formatted again.
                let isLineStart = if case .lineStart = rule { true } else { false }
                let isLast = !pieces[(position + 1)...].contains { $0.commentRange != nil }
                let endsLine = isLineComment || endsLine(pieces, after: position) || (isLineStart && isLast)
                place(comment: range, before: index, rule: rule, endsLine: endsLine, state: &state)
                state.lastCommentIsLineComment = isLineComment
                state.lineBreaks = 0
                state.spaces = 0
            }
        }
        guard tokens[index].kind != .endOfFile else { return }
        placeToken(at: index, rule: rule, state: state)
    }

    /// Whether nothing but spaces follows the piece at `position` on its line.
    private func endsLine(_ pieces: [TriviaPiece], after position: Int) -> Bool {
        for piece in pieces[(position + 1)...] {
            switch piece {
            case .space: continue
            case .lineBreak: return true
            default: return false
            }
        }
        return false
    }

    private mutating func place(
        comment range: SourceRange,
        before index: Int,
        rule: GapRule,
        endsLine: Bool,
        state: inout GapState
    ) {
        if state.lineBreaks == 0, !isAtFileStart {
            // On the line of what precedes it: the spaces written before it, at least one where it ends the line.
            let spaces = endsLine ? max(state.spaces, 1) : min(state.spaces, 1)
            output += Array(repeating: UInt8(ascii: " "), count: spaces)
            writeComment(range, shiftingLinesBy: 0)
            state.lastCommentOwnsLine = false
        } else {
            let written = max(state.lineBreaks - 1, 0)
            let allowed: ClosedRange<Int>
            if state.placedOwnLineComment {
                allowed = 0...1
            } else if case .lineStart(_, let blankLines) = rule {
                allowed = blankLines
            } else {
                allowed = 0...0
            }
            let level = commentLevel(before: index, rule: rule)
            startLine(level: level, blankLines: min(max(written, allowed.lowerBound), allowed.upperBound))
            let shift = originalIndentation(of: range.start).map { level * Self.indentWidth - $0 } ?? 0
            writeComment(range, shiftingLinesBy: shift)
            state.lastCommentOwnsLine = true
            state.placedOwnLineComment = true
        }
        state.placedComment = true
    }

    /// Places the token after the gap's comments: on a line of its own where the rule or a line break says so, else
    /// after the last comment.
    private mutating func placeToken(at index: Int, rule: GapRule, state: GapState) {
        let isLineStart = if case .lineStart = rule { true } else { false }
        let mustBreak =
            state.lineBreaks > 0 || state.lastCommentIsLineComment
            || (isLineStart && state.placedComment && !state.lastCommentOwnsLine)
        switch rule {
        case .lineStart(let level, let blankLines) where mustBreak || !state.placedComment:
            let written = max(state.lineBreaks - 1, 0)
            // After comments, a blank line may separate them from a declaration (a file's header comment from its
            // first import), not from a block's end.
            let afterComments =
                outline.closesBlock.contains(index) ? blankLines.upperBound : max(blankLines.upperBound, 1)
            let allowed = state.placedOwnLineComment ? 0...afterComments : blankLines
            beginDeclaration(level: level)
            startLine(level: level, blankLines: min(max(written, allowed.lowerBound), allowed.upperBound))
        case .lineStart(let level, _):
            beginDeclaration(level: level)
            output += state.spaces > 0 ? [UInt8(ascii: " ")] : []
        case .asWritten, .sameLine:
            if mustBreak {
                startLine(level: continuationLevel(at: index), blankLines: 0)
            } else if state.placedComment {
                output += state.spaces > 0 ? [UInt8(ascii: " ")] : []
            } else {
                writeSpacing(before: index, written: true)
            }
        }
    }

    /// A new declaration at `level`: its brackets start anew.
    private mutating func beginDeclaration(level: Int) {
        declarationLevel = level
        openers = []
    }

    /// The canonical spacing before a token on the line of the one before it.
    private mutating func writeSpacing(before index: Int, written: Bool) {
        guard let previous else { return }
        switch Spacing.between(previous, index, in: tokens, outline: outline) {
        case .none: break
        case .space: output.append(UInt8(ascii: " "))
        case .asWritten: if written { output.append(UInt8(ascii: " ")) }
        }
    }

    /// The indentation of a comment on a line of its own before the token at `index`: the token's, or one level in
    /// for a token that closes a block or a bracket (the comment is the block's last line).
    private func commentLevel(before index: Int, rule: GapRule) -> Int {
        if case .lineStart(let level, _) = rule {
            return outline.closesBlock.contains(index) ? level + 1 : level
        }
        let level = continuationLevel(at: index)
        return isClosingBracket(index) ? level + 1 : level
    }

    /// How many spaces indent the source line of `offset` before it, or `nil` when anything else precedes it there
    /// (a tab), so the lines of a block comment are left where they are.
    private func originalIndentation(of offset: Int) -> Int? {
        var start = offset
        while start > 0, !LineBreak.isLineBreak(source.bytes[start - 1]) { start -= 1 }
        return source.bytes[start..<offset].allSatisfy { $0 == UInt8(ascii: " ") } ? offset - start : nil
    }
}
