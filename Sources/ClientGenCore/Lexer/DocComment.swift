/// Reads the doc comment in a token's leading trivia, on demand: only declarations ask for one.
package enum DocComment {
    /// The doc comment lines (each starting with `///`) that attach to the token whose trivia is `range`: the last
    /// run of consecutive `///` lines, or the last `/** */` block rewritten as `///` lines. A plain comment after a
    /// doc comment detaches it, as in Swift.
    package static func lines(in bytes: [UInt8], trivia range: SourceRange) -> [String] {
        var lines: [String] = []
        var previousWasDocLine = false
        var offset = range.start
        while offset < range.end {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "/"), offset + 1 < range.end, bytes[offset + 1] == UInt8(ascii: "/") {
                let end = lineEnd(in: bytes, from: offset, limit: range.end)
                let isDoc =
                    offset + 2 < end && bytes[offset + 2] == UInt8(ascii: "/")
                    && !(offset + 3 < end && bytes[offset + 3] == UInt8(ascii: "/"))
                if isDoc {
                    if !previousWasDocLine { lines.removeAll() }
                    lines.append(trimmingTrailingSpace(bytes[offset..<end]))
                } else {
                    lines.removeAll()
                }
                previousWasDocLine = isDoc
                offset = end
            } else if byte == UInt8(ascii: "/"), offset + 1 < range.end, bytes[offset + 1] == UInt8(ascii: "*") {
                let end = blockEnd(in: bytes, from: offset, limit: range.end)
                let isDoc =
                    offset + 2 < end && bytes[offset + 2] == UInt8(ascii: "*")
                    && !(offset + 3 < end && bytes[offset + 3] == UInt8(ascii: "/"))
                lines = isDoc ? blockLines(bytes[offset..<end]) : []
                previousWasDocLine = false
                offset = end
            } else if LineBreak.isLineBreak(byte) {
                // A blank line ends a run of `///` lines; the next `///` starts a new one.
                let next = offset + LineBreak.length(in: bytes, at: offset, limit: range.end)
                if previousWasDocLine, isBlankLine(in: bytes, from: next, limit: range.end) {
                    previousWasDocLine = false
                }
                offset = next
            } else {
                offset += 1
            }
        }
        return lines
    }

    /// Where the line holding `start` ends: at its line break, or at `limit`.
    package static func lineEnd(in bytes: [UInt8], from start: Int, limit: Int) -> Int {
        var end = start
        while end < limit, !LineBreak.isLineBreak(bytes[end]) { end += 1 }
        return end
    }

    /// Where the `/* */` comment at `start` ends, nested ones included (`limit` when it does not).
    package static func blockEnd(in bytes: [UInt8], from start: Int, limit: Int) -> Int {
        var end = start + 2
        var depth = 1
        while end < limit, depth > 0 {
            if bytes[end] == UInt8(ascii: "/"), end + 1 < limit, bytes[end + 1] == UInt8(ascii: "*") {
                depth += 1
                end += 2
            } else if bytes[end] == UInt8(ascii: "*"), end + 1 < limit, bytes[end + 1] == UInt8(ascii: "/") {
                depth -= 1
                end += 2
            } else {
                end += 1
            }
        }
        return end
    }

    /// Whether the line starting at `start` holds only spaces and tabs before its line break.
    private static func isBlankLine(in bytes: [UInt8], from start: Int, limit: Int) -> Bool {
        var offset = start
        while offset < limit, bytes[offset] == UInt8(ascii: " ") || bytes[offset] == UInt8(ascii: "\t") {
            offset += 1
        }
        return offset < limit && LineBreak.isLineBreak(bytes[offset])
    }

    /// Rewrites `/** … */` as `///` lines, dropping the delimiters and the leading `*` of continuation lines. Lines end
    /// at every line break Swift recognises (LF, CR, CRLF), so no `///` line written out can hold one.
    private static func blockLines(_ block: ArraySlice<UInt8>) -> [String] {
        var body = block.dropFirst(3)
        if body.suffix(2).elementsEqual("*/".utf8) { body = body.dropLast(2) }
        var lines = LineBreak.lines(of: body).map { line -> String in
            var line = line.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            if line.first == UInt8(ascii: "*") { line = line.dropFirst() }
            let text = trimmingTrailingSpace(line.drop { $0 == UInt8(ascii: " ") })
            return text.isEmpty ? "///" : "/// " + text
        }
        while lines.first == "///" { lines.removeFirst() }
        while lines.last == "///" { lines.removeLast() }
        return lines
    }

    private static func trimmingTrailingSpace(_ bytes: ArraySlice<UInt8>) -> String {
        var end = bytes.endIndex
        while end > bytes.startIndex,
            [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r")].contains(bytes[end - 1])
        {
            end -= 1
        }
        return String(decoding: bytes[bytes.startIndex..<end], as: UTF8.self)
    }
}
