import ClientGenCore

/// One piece of the whitespace and comments between two tokens, as the formatter lays them out: comments are kept
/// (their text unchanged but for trailing spaces), whitespace is decided anew.
enum TriviaPiece: Equatable {
    /// Spaces, tabs, vertical tabs and form feeds: `count` characters of them.
    case space(count: Int)
    /// One line break: LF, CR or CRLF.
    case lineBreak
    /// A `//` comment (up to, not including, its line break).
    case lineComment(SourceRange)
    /// A `/* */` comment, which nests as in Swift.
    case blockComment(SourceRange)

    /// The comment's range, or `nil` for whitespace.
    var commentRange: SourceRange? {
        switch self {
        case .lineComment(let range), .blockComment(let range): return range
        case .space, .lineBreak: return nil
        }
    }

    /// Splits the trivia in `range` as the lexer skipped it (see `Lexer.skipTrivia`). A spec that lexed without errors
    /// has only whitespace and complete comments there; anything else is kept as a space.
    static func pieces(in bytes: [UInt8], range: SourceRange) -> [TriviaPiece] {
        var pieces: [TriviaPiece] = []
        var offset = range.start
        while offset < range.end {
            let byte = bytes[offset]
            if LineBreak.isLineBreak(byte) {
                pieces.append(.lineBreak)
                offset += LineBreak.length(in: bytes, at: offset, limit: range.end)
            } else if byte == UInt8(ascii: "/"), offset + 1 < range.end, bytes[offset + 1] == UInt8(ascii: "/") {
                let end = DocComment.lineEnd(in: bytes, from: offset, limit: range.end)
                pieces.append(.lineComment(SourceRange(start: offset, end: end)))
                offset = end
            } else if byte == UInt8(ascii: "/"), offset + 1 < range.end, bytes[offset + 1] == UInt8(ascii: "*") {
                let end = DocComment.blockEnd(in: bytes, from: offset, limit: range.end)
                pieces.append(.blockComment(SourceRange(start: offset, end: end)))
                offset = end
            } else {
                var end = offset + 1
                while end < range.end, isSpace(bytes[end]) { end += 1 }
                if case .space(let count)? = pieces.last {
                    pieces[pieces.count - 1] = .space(count: count + end - offset)
                } else {
                    pieces.append(.space(count: end - offset))
                }
                offset = end
            }
        }
        return pieces
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 0x0B || byte == 0x0C
    }
}

extension Array where Element == TriviaPiece {
    /// Whether any piece is a comment.
    var hasComment: Bool { contains { $0.commentRange != nil } }

    /// Whether any piece is a line break.
    var hasLineBreak: Bool { contains(.lineBreak) }
}
