/// String literals, which must end exactly where Swift ends them: a literal is copied into generated code verbatim
/// (in default values and directive arguments), so a literal that ended later for the spec than for Swift would hide
/// code from every reader of the spec.
extension Lexer {
    /// Lexes a string literal at `offset` (`"…"`, `"""…"""`, `#"…"#`), following interpolations. Call only where
    /// ``isStringStart()`` holds.
    mutating func lexString(depth: Int) {
        let start = offset
        var pounds = 0
        while buffer[offset] == UInt8(ascii: "#") {
            pounds += 1
            offset += 1
        }
        let isMultiline = opensMultilineString(pounds: pounds)
        offset += isMultiline ? 3 : 1
        while offset < buffer.count {
            let byte = buffer[offset]
            if byte == UInt8(ascii: "\\"), hasPounds(pounds, at: offset + 1) {
                offset += 1 + pounds
                if peek(0) == UInt8(ascii: "(") {
                    offset += 1
                    let expressionStart = offset
                    guard depth < Self.maximumInterpolationDepth,
                        skipInterpolation(depth: depth + 1, allowsLineBreaks: isMultiline)
                    else { break }
                    interpolations[tokens.count, default: []].append(expressionStart..<(offset - 1))
                } else if offset < buffer.count, isMultiline || !LineBreak.isLineBreak(buffer[offset]) {
                    // An escaped character. A line break after a backslash still ends a single-line literal.
                    skipEscapedCharacter(after: offset - 1 - pounds, isMultiline)
                }
            } else if byte == UInt8(ascii: "\"") {
                let quotes = isMultiline ? 3 : 1
                if (!isMultiline || (peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")))
                    && hasPounds(pounds, at: offset + quotes)
                {
                    if isMultiline { checkMultilineLayout(from: start + pounds + 3, to: offset, isRaw: pounds > 0) }
                    offset += quotes + pounds
                    return
                }
                offset += 1
            } else if LineBreak.isLineBreak(byte), !isMultiline {
                break
            } else {
                offset += checkCopiedCharacter(at: offset, inLiteral: isMultiline)
            }
        }
        diagnostics.report(.unterminatedString, at: SourceRange(start: start, end: start + pounds + 1))
    }

    /// Skips the escaped character at `offset`, reporting an escape Swift rejects in the copy: a character it does not
    /// escape, or a `\u{…}` of no Unicode scalar. In a multiline literal, a line break (after spaces) continues the line.
    private mutating func skipEscapedCharacter(after backslash: Int, _ isMultiline: Bool) {
        let byte = buffer[offset]
        offset += 1
        var isValid = Array(#"0\tnr"'"#.utf8).contains(byte) || (isMultiline && LineBreak.isLineBreak(byte))
        if byte == UInt8(ascii: "u"), peek(0) == UInt8(ascii: "{") {
            let digits = offset + 1
            var end = digits
            while end < buffer.count, end - digits < 9, Self.isHexDigit(buffer[end]) { end += 1 }
            let code = UInt32(String(decoding: buffer[digits..<end], as: UTF8.self), radix: 16)
            let isClosed = peek(end - offset) == UInt8(ascii: "}")
            isValid = isClosed && end - digits <= 8 && code.flatMap(Unicode.Scalar.init) != nil
            offset = isClosed ? end + 1 : end
        } else if isMultiline, byte == 0x20 || byte == 0x09 {
            var end = offset
            while end < buffer.count, buffer[end] == 0x20 || buffer[end] == 0x09 { end += 1 }
            isValid = end < buffer.count && LineBreak.isLineBreak(buffer[end])
        }
        if !isValid {
            diagnostics.report(
                .invalidEscape(String(decoding: buffer[backslash..<offset], as: UTF8.self)),
                at: SourceRange(start: backslash, end: offset))
        }
    }

    /// Reports what Swift rejects in the layout of a multiline literal (between its quotes), which is copied as written:
    /// text after the opening `"""` or before the closing one, and a line that is not empty and does not start with the
    /// closing delimiter's indentation (the fix-it indents the line so), and, outside a raw literal, a `\` ending the
    /// last line, which escapes its line break and so joins it to the closing one's (the fix-it removes it).
    private mutating func checkMultilineLayout(from contentStart: Int, to closing: Int, isRaw: Bool) {
        let lines = buffer[contentStart..<closing].split(
            omittingEmptySubsequences: false, whereSeparator: LineBreak.isLineBreak)
        guard let first = lines.first, let last = lines.last else { return }
        let blanks = { (line: Slice<UnsafeBufferPointer<UInt8>>) in line.prefix { $0 == 0x20 || $0 == 0x09 } }
        guard lines.count > 1, first.isEmpty, blanks(last).count == last.count else {
            let at = lines.count > 1 && first.isEmpty ? closing : contentStart
            return diagnostics.report(.multilineDelimiterLine, at: SourceRange(start: at, end: at))
        }
        for line in lines.dropFirst().dropLast() where !line.isEmpty && !line.starts(with: last) {
            let indentation = SourceRange(start: line.startIndex, end: line.startIndex + blanks(line).count)
            let fixIt = FixIt(.indentLine, range: indentation, replacement: String(decoding: last, as: UTF8.self))
            diagnostics.report(.multilineIndentation, at: indentation, fixIts: [fixIt])
        }
        guard !isRaw, lines.count > 2, case let line = lines[lines.count - 2] else { return }
        let end = (line.lastIndex { $0 != 0x20 && $0 != 0x09 } ?? line.startIndex - 1) + 1
        guard line[..<end].reversed().prefix(while: { $0 == UInt8(ascii: "\\") }).count % 2 == 1 else { return }
        let fixIt = FixIt(
            .removeLineContinuation, range: SourceRange(start: end - 1, end: line.endIndex), replacement: "")
        diagnostics.report(.multilineDelimiterLine, at: SourceRange(start: end - 1, end: end), fixIts: [fixIt])
    }

    /// Whether the quote at `offset` opens a multiline literal: three quotes, unless a raw literal's closing quote and
    /// delimiter follow on the same line (`#"""#` is a one-line raw literal holding `"`), as Swift decides.
    private func opensMultilineString(pounds: Int) -> Bool {
        guard peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\"") else { return false }
        guard pounds > 0 else { return true }
        var position = offset + 2
        while position < buffer.count, !LineBreak.isLineBreak(buffer[position]) {
            if buffer[position] == UInt8(ascii: "\""), hasPounds(pounds, at: position + 1) { return false }
            position += 1
        }
        return true
    }

    /// Skips the expression of a `\( … )` interpolation, up to and including its closing parenthesis, as Swift's
    /// lexer scans it: nested literals, comments, and line breaks only inside a multiline literal. Returns `false`
    /// where Swift would find the enclosing literal unterminated.
    private mutating func skipInterpolation(depth: Int, allowsLineBreaks: Bool) -> Bool {
        var parentheses = 1
        while offset < buffer.count {
            switch buffer[offset] {
            case UInt8(ascii: "("):
                parentheses += 1
                offset += 1
            case UInt8(ascii: ")"):
                parentheses -= 1
                offset += 1
                if parentheses == 0 { return true }
            case UInt8(ascii: "\"") where isStringStart(), UInt8(ascii: "#") where isStringStart():
                lexString(depth: depth)
            case LineBreak.lineFeed, LineBreak.carriageReturn:
                guard allowsLineBreaks else { return false }
                offset += 1
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                guard allowsLineBreaks else { return false }
                advanceWhile { !LineBreak.isLineBreak($0) }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                guard skipBlockCommentInInterpolation(allowsLineBreaks: allowsLineBreaks) else { return false }
            case UInt8(ascii: "'"):
                // Swift reads a quote here as the start of a literal; a spec has no use for one.
                diagnostics.report(.invalidCharacter("'"), at: SourceRange(start: offset, end: offset + 1))
                offset += 1
            default:
                offset += 1
            }
        }
        return false
    }

    /// Skips a nested `/* */` comment inside an interpolation; `false` (without moving) when it spans lines inside a
    /// single-line literal or never ends, which Swift reports as an unterminated literal.
    private mutating func skipBlockCommentInInterpolation(allowsLineBreaks: Bool) -> Bool {
        guard let end = scanBlockComment(from: offset, stoppingAtLineBreak: !allowsLineBreaks).end else { return false }
        offset = end
        return true
    }

    /// Whether a string literal starts at `offset`: a quote, possibly after `#` delimiters.
    func isStringStart() -> Bool {
        var position = offset
        while position < buffer.count, buffer[position] == UInt8(ascii: "#") { position += 1 }
        return position < buffer.count && buffer[position] == UInt8(ascii: "\"")
    }

    private func hasPounds(_ count: Int, at position: Int) -> Bool {
        guard position + count <= buffer.count else { return false }
        for index in position..<(position + count) where buffer[index] != UInt8(ascii: "#") { return false }
        return true
    }
}
