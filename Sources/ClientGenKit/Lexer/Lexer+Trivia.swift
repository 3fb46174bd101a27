/// Whitespace and comments between tokens.
extension Lexer {
    /// Skips whitespace and comments, noting line breaks.
    mutating func skipTrivia(atStartOfLine: inout Bool) {
        while offset < buffer.count {
            switch buffer[offset] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                offset += 1
            case UInt8(ascii: "\n"):
                offset += 1
                atStartOfLine = true
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                advanceWhile { $0 != UInt8(ascii: "\n") }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                skipBlockComment(atStartOfLine: &atStartOfLine)
            default:
                return
            }
        }
    }

    /// Skips a `/* */` comment, which nests as in Swift.
    private mutating func skipBlockComment(atStartOfLine: inout Bool) {
        let start = offset
        var depth = 0
        while offset < buffer.count {
            if buffer[offset] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                offset += 2
            } else if buffer[offset] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                offset += 2
                if depth == 0 { return }
            } else {
                if buffer[offset] == UInt8(ascii: "\n") { atStartOfLine = true }
                offset += 1
            }
        }
        diagnostics.report(.unterminatedBlockComment, at: SourceRange(start: start, end: start + 2))
    }
}
