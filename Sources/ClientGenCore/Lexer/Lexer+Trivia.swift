/// Whitespace and comments between tokens.
extension Lexer {
    /// Skips whitespace and comments, noting line breaks. As in Swift, a line feed, a carriage return and CRLF each
    /// end a line, and so a `//` comment.
    mutating func skipTrivia(atStartOfLine: inout Bool) {
        while offset < buffer.count {
            switch buffer[offset] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C:
                offset += 1
            case LineBreak.lineFeed, LineBreak.carriageReturn:
                offset += 1
                atStartOfLine = true
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                advanceWhile { !LineBreak.isLineBreak($0) }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                skipBlockComment(atStartOfLine: &atStartOfLine)
            default:
                return
            }
        }
    }

    /// Skips a `/* */` comment, which nests as in Swift.
    private mutating func skipBlockComment(atStartOfLine: inout Bool) {
        let comment = scanBlockComment(from: offset)
        if comment.spansLines { atStartOfLine = true }
        guard let end = comment.end else {
            diagnostics.report(.unterminatedBlockComment, at: SourceRange(start: offset, end: offset + 2))
            offset = buffer.count
            return
        }
        offset = end
    }

    /// Where the `/* */` comment at `start` ends (`nil` when it never does, or holds a line break and
    /// `stoppingAtLineBreak`), and whether it holds a line break.
    func scanBlockComment(from start: Int, stoppingAtLineBreak: Bool = false) -> (end: Int?, spansLines: Bool) {
        var position = start
        var depth = 0
        var spansLines = false
        while position < buffer.count {
            if buffer[position] == UInt8(ascii: "/"), position + 1 < buffer.count,
                buffer[position + 1] == UInt8(ascii: "*")
            {
                depth += 1
                position += 2
            } else if buffer[position] == UInt8(ascii: "*"), position + 1 < buffer.count,
                buffer[position + 1] == UInt8(ascii: "/")
            {
                depth -= 1
                position += 2
                if depth == 0 { return (position, spansLines) }
            } else {
                if LineBreak.isLineBreak(buffer[position]) {
                    if stoppingAtLineBreak { return (nil, true) }
                    spansLines = true
                }
                position += 1
            }
        }
        return (nil, spansLines)
    }
}
