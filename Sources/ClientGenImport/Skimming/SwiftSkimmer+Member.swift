import ClientGenCore

/// Where members end, and where doc comments start.
extension SwiftSkimmer {
    /// Reads a member after its keyword up to its end: its body's closing brace (a function's body, a property's
    /// accessor block), a `;`, or the next line that starts a declaration. Returns the index after its last token.
    func finishMember(_ declaration: inout SwiftDeclaration, keyword: Int, limit: Int) -> Int {
        let hasBodyOnly = [.function, .initializer, .subscriptMember].contains(declaration.kind)
        let isProperty = declaration.kind == .variable || declaration.kind == .constant
        var sawInitializer = false
        var position = keyword + 1
        while position < limit {
            let token = tokens[position]
            if token.isAtStartOfLine || tokens[position - 1].kind == .semicolon,
                startsDeclaration(at: position, limit: limit)
            {
                return position
            }
            switch token.kind {
            case .semicolon:
                return position + 1
            case .equal where isProperty:
                sawInitializer = true
            case .leftBrace where hasBodyOnly || (isProperty && !sawInitializer):
                let closer = closers[position]
                declaration.body = SourceRange(start: token.range.end, end: tokens[closer].range.start)
                return closer + 1
            default:
                break
            }
            position = skipGroup(at: position)
        }
        return limit
    }

    /// Where the doc comment attached to the token at `index` starts (the last run of `///` lines or the last
    /// `/** */` block in its trivia, as ``DocComment`` reads it).
    func docCommentStart(before index: Int) -> Int {
        let bytes = source.bytes
        let trivia = SourceRange(start: tokens[index].triviaStart, end: tokens[index].range.start)
        var runStart: Int?
        var previousWasDocLine = false
        var offset = trivia.start
        while offset < trivia.end {
            let byte = bytes[offset]
            let next = offset + 1 < trivia.end ? bytes[offset + 1] : 0
            if byte == UInt8(ascii: "/"), next == UInt8(ascii: "/") {
                var end = offset
                while end < trivia.end, !LineBreak.isLineBreak(bytes[end]) { end += 1 }
                let isDoc = offset + 2 < end && bytes[offset + 2] == UInt8(ascii: "/")
                if isDoc, !previousWasDocLine { runStart = offset }
                if !isDoc { runStart = nil }
                previousWasDocLine = isDoc
                offset = end
            } else if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
                let isDoc = offset + 2 < trivia.end && bytes[offset + 2] == UInt8(ascii: "*")
                runStart = isDoc ? offset : nil
                previousWasDocLine = false
                offset = blockCommentEnd(from: offset, limit: trivia.end)
            } else if LineBreak.isLineBreak(byte) {
                let following = offset + LineBreak.length(in: bytes, at: offset, limit: trivia.end)
                if previousWasDocLine, isBlank(from: following, limit: trivia.end) { previousWasDocLine = false }
                offset = following
            } else {
                offset += 1
            }
        }
        return runStart ?? trivia.end
    }

    private func blockCommentEnd(from start: Int, limit: Int) -> Int {
        var depth = 0
        var offset = start
        let bytes = source.bytes
        while offset + 1 < limit {
            if bytes[offset] == UInt8(ascii: "/"), bytes[offset + 1] == UInt8(ascii: "*") {
                depth += 1
                offset += 2
            } else if bytes[offset] == UInt8(ascii: "*"), bytes[offset + 1] == UInt8(ascii: "/") {
                depth -= 1
                offset += 2
                if depth == 0 { return offset }
            } else {
                offset += 1
            }
        }
        return limit
    }

    private func isBlank(from start: Int, limit: Int) -> Bool {
        var offset = start
        while offset < limit, source.bytes[offset] == UInt8(ascii: " ") || source.bytes[offset] == UInt8(ascii: "\t") {
            offset += 1
        }
        return offset >= limit || LineBreak.isLineBreak(source.bytes[offset])
    }
}
