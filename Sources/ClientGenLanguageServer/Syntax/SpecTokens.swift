import ClientGenCore

/// A spec's tokens, for telling what is at a position: the word under the cursor, the token before it, and whether
/// the cursor is at the top level, in a client's header or in a client's body. Lexing never fails, so this works on a
/// spec in the middle of an edit.
struct SpecTokens {
    /// Where the cursor is in the spec's structure.
    enum Place: Equatable {
        /// Outside every client: where clients and imports are declared.
        case topLevel
        /// After `client Name` and before its `{`: where inherited clients and protocols are named.
        case clientHeader(client: String)
        /// Directly in a client's braces: where members are declared.
        case clientBody
        /// Inside a member's own braces (`{ get set }`) or other nested braces.
        case nested
    }

    let source: SourceFile
    let tokens: [Token]

    init(_ source: SourceFile) {
        self.source = source
        tokens = Lexer.tokenize(source).tokens
    }

    /// The token whose text holds `offset`, or else the word ending at it (a cursor just after a word). Between
    /// two tokens with no space (`Place.|Kind`, `(|place`), a word wins over punctuation.
    func index(at offset: Int) -> Int? {
        let index = tokens.firstIndex { $0.range.end >= offset && $0.kind != .endOfFile }
        guard let index else { return nil }
        if tokens[index].range.start <= offset, offset < tokens[index].range.end { return index }
        guard tokens[index].range.end == offset else { return nil }
        let next = index + 1
        if tokens[index].kind != .identifier, next < tokens.count, tokens[next].kind == .identifier,
            tokens[next].range.start == offset
        {
            return next
        }
        return index
    }

    /// The last token that ends at or before `offset`.
    func index(before offset: Int) -> Int? {
        tokens.lastIndex { $0.range.end <= offset && $0.kind != .endOfFile }
    }

    /// A token's text (without backticks for an identifier).
    func text(_ index: Int) -> String {
        source.text(tokens[index].nameRange)
    }

    /// Whether the token is a word written right after `@`: an attribute's or directive's name.
    func isAttributeName(_ index: Int) -> Bool {
        index > 0 && tokens[index].kind == .identifier && tokens[index - 1].kind == .atSign
            && tokens[index - 1].range.end == tokens[index].range.start
    }

    /// Whether the token is the `)` that closes an attribute's arguments (`@available(iOS 15, *)`), not a
    /// parameter list.
    func closesAttribute(_ index: Int) -> Bool {
        guard tokens[index].kind == .rightParen else { return false }
        var depth = 0
        for position in stride(from: index, through: 0, by: -1) {
            switch tokens[position].kind {
            case .rightParen: depth += 1
            case .leftParen: depth -= 1
            default: continue
            }
            if depth == 0 { return position > 0 && isAttributeName(position - 1) }
        }
        return false
    }

    /// Whether `offset` is inside a comment: after the `//` of a line comment, up to its line break, or inside a
    /// `/* */` comment (one never closed runs to the end). Comments are trivia, no token, so the tokens alone would
    /// take a cursor there for one at the start of a line or after `@`.
    func isInComment(_ offset: Int) -> Bool {
        let next = tokens.first { $0.range.start >= offset }
        let trivia = next.map { $0.triviaStart..<$0.range.start } ?? source.bytes.count..<source.bytes.count
        guard trivia.lowerBound <= offset, offset <= trivia.upperBound else { return false }
        return comments(in: trivia).contains { comment in
            comment.range.start < offset
                && (offset < comment.range.end || (offset == comment.range.end && !comment.isClosedBlock))
        }
    }

    /// The comments in the trivia `trivia`, in order: `//` ones up to their line break, `/* */` ones to their end
    /// (one never closed to the end of the trivia).
    func comments(in trivia: Range<Int>) -> [SpecComment] {
        let bytes = source.bytes
        var comments: [SpecComment] = []
        var position = trivia.lowerBound
        while position + 1 < trivia.upperBound {
            guard bytes[position] == UInt8(ascii: "/") else {
                position += 1
                continue
            }
            let opener = bytes[position + 1]
            let end: Int
            var isClosedBlock = false
            if opener == UInt8(ascii: "/") {
                end = DocComment.lineEnd(in: bytes, from: position, limit: trivia.upperBound)
            } else if opener == UInt8(ascii: "*") {
                end = DocComment.blockEnd(in: bytes, from: position, limit: trivia.upperBound)
                isClosedBlock =
                    end - position >= 4 && bytes[end - 2] == UInt8(ascii: "*") && bytes[end - 1] == UInt8(ascii: "/")
            } else {
                position += 1
                continue
            }
            let isDocumentation =
                position + 2 < end && bytes[position + 2] == opener && !(isClosedBlock && end - position == 4)
            comments.append(
                SpecComment(
                    range: SourceRange(start: position, end: end), isDocumentation: isDocumentation,
                    isClosedBlock: isClosedBlock))
            position = end
        }
        return comments
    }

    /// Where `offset` is in the spec's structure, from the braces and `client` keywords before it.
    func place(at offset: Int) -> Place {
        var braces: [Bool] = []  // For each open brace: whether it opened a client's body.
        var header: String?
        for (index, token) in tokens.enumerated() where token.range.end <= offset && token.kind != .endOfFile {
            switch token.kind {
            case .leftBrace:
                braces.append(header != nil && braces.isEmpty)
                header = nil
            case .rightBrace:
                _ = braces.popLast()
                header = nil
            case .identifier where token.isKeyword(.client) && braces.isEmpty:
                let next = index + 1
                header = next < tokens.count && tokens[next].kind == .identifier ? text(next) : ""
            default:
                break
            }
        }
        if let header, braces.isEmpty { return .clientHeader(client: header) }
        guard let innermost = braces.last else { return .topLevel }
        return innermost && braces.count == 1 ? .clientBody : .nested
    }
}

/// A comment of a spec: trivia, not a token.
struct SpecComment: Equatable {
    var range: SourceRange
    /// Whether it is a `///` or `/** */` documentation comment.
    var isDocumentation: Bool
    /// Whether it is a `/* */` comment that is closed: a cursor just after its `*/` is outside it.
    var isClosedBlock: Bool
}
