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
                let start = offset
                advanceWhile { !LineBreak.isLineBreak($0) }
                reportRejectedCharacters(from: start)
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                let start = offset
                skipBlockComment(atStartOfLine: &atStartOfLine)
                reportRejectedCharacters(from: start)
            default:
                return
            }
        }
    }

    /// Reports each character of the comment between `start` and `offset` that Swift rejects: a doc comment is copied
    /// into the generated code.
    private mutating func reportRejectedCharacters(from start: Int) {
        var position = start
        while position < offset { position += checkCopiedCharacter(at: position, inLiteral: nil) }
    }

    /// Reports the character at `position` if Swift rejects it in text clientgen copies: a NUL or invalid UTF-8
    /// anywhere, and in a literal (`inLiteral` says whether it is multiline) any other control character but a
    /// multiline literal's tabs and line breaks. Returns the character's length in bytes.
    mutating func checkCopiedCharacter(at position: Int, inLiteral isMultiline: Bool?) -> Int {
        let byte = buffer[position]
        let length = byte < 0x80 ? 1 : scalarLength(at: position)
        let isControl =
            byte == 0x7F || (byte < 0x20 && !(isMultiline == true && (byte == 0x09 || LineBreak.isLineBreak(byte))))
        if byte == 0 || (byte >= 0x80 && length == 1) || (isMultiline != nil && isControl) {
            diagnostics.report(
                .invalidCharacter(Self.describe([byte])), at: SourceRange(start: position, end: position + 1))
        }
        return length
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

/// The line terminators Swift recognises: a line feed, a carriage return, or both as one break (CRLF). A lone carriage
/// return ends a `//` comment, a single-line string and a line for Swift, so it must for every reader of a spec too:
/// text copied into generated code must end where Swift thinks it ends.
package enum LineBreak {
    static let lineFeed = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")

    /// Whether a byte ends a line (CRLF counts as one break: see ``length(in:at:limit:)``).
    package static func isLineBreak(_ byte: UInt8) -> Bool {
        byte == lineFeed || byte == carriageReturn
    }

    /// The number of bytes of the line break at `offset`: 2 for CRLF, 1 for a lone CR or LF, 0 when no line break
    /// starts there.
    package static func length<Bytes: RandomAccessCollection<UInt8>>(
        in bytes: Bytes,
        at offset: Int,
        limit: Int
    ) -> Int where Bytes.Index == Int {
        guard offset < limit else { return 0 }
        switch bytes[offset] {
        case lineFeed:
            return 1
        case carriageReturn:
            return offset + 1 < limit && bytes[offset + 1] == lineFeed ? 2 : 1
        default:
            return 0
        }
    }

    /// The lines of a byte sequence split at every line break, without the breaks.
    package static func lines(of bytes: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var lineStart = bytes.startIndex
        var index = bytes.startIndex
        while index < bytes.endIndex {
            guard isLineBreak(bytes[index]) else {
                index += 1
                continue
            }
            lines.append(bytes[lineStart..<index])
            index += length(in: bytes, at: index, limit: bytes.endIndex)
            lineStart = index
        }
        lines.append(bytes[lineStart..<bytes.endIndex])
        return lines
    }
}
