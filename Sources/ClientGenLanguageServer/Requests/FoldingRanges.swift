import ClientGenCore
import LanguageServerBase

extension SpecLanguageHandler {
    /// `textDocument/foldingRange`: what an editor can fold in a spec (see ``SpecFolding``), by lines.
    func foldingRanges(_ params: RequestParams) throws -> JSONValue {
        let key = SpecKey.of(uri: try params.uri())
        guard let spec = workspace.spec(key) else { return [] }
        let encoding = support.withLock { $0.positionEncoding }
        let folds = SpecFolding(tokens: SpecTokens(spec.source(key))).folds()
        return .array(
            folds.map { fold in
                var range: JSONObject = [
                    "startLine": .integer(spec.lines.position(of: fold.start, in: encoding).line),
                    "endLine": .integer(spec.lines.position(of: fold.end, in: encoding).line),
                ]
                if let kind = fold.kind { range["kind"] = .string(kind.rawValue) }
                return .object(range)
            })
    }
}

/// What an editor can fold in a spec: a client's body and every other pair of braces, brackets or parentheses over
/// several lines (up to the line before the closing one, which stays in view), the branches of an `#if` block,
/// comments over several lines (a `/* */` one, or a run of `//` lines) and a run of imports. From the tokens alone,
/// so a spec in the middle of an edit folds too; a brace never closed folds nothing.
struct SpecFolding {
    let tokens: SpecTokens

    /// LSP's `FoldingRangeKind`, for the folds that have one.
    enum Kind: String {
        case comment, imports, region
    }

    /// One fold: from the line of `start` to the line of `end`.
    struct Fold: Equatable {
        var start: Int
        var end: Int
        var kind: Kind?
    }

    /// Every fold over two lines or more, in the order of their first lines.
    func folds() -> [Fold] {
        var folds = commentFolds() + importFolds()
        var open: [Int] = []  // The tokens of the brackets open, innermost last.
        var branch: [Int] = []  // The start of each `#if` block's current branch, innermost last.
        for (index, token) in tokens.tokens.enumerated() {
            switch token.kind {
            case .leftBrace, .leftParen, .leftSquare:
                open.append(index)
            case .rightBrace, .rightParen, .rightSquare:
                guard let opener = open.popLast() else { continue }
                folds.append(Fold(start: tokens.tokens[opener].range.start, end: lineBefore(index), kind: nil))
            case .poundIdentifier:
                let directive = tokens.text(index)
                if directive != "#if", let start = branch.popLast() {
                    folds.append(Fold(start: start, end: lineBefore(index), kind: .region))
                }
                if directive != "#endif" { branch.append(token.range.start) }
            default:
                continue
            }
        }
        return lines(folds).sorted { ($0.start, $0.end) < ($1.start, $1.end) }
    }

    /// An offset on the line before the token at `index` when the token starts its line (its line break), else the
    /// token's start.
    private func lineBefore(_ index: Int) -> Int {
        let token = tokens.tokens[index]
        guard token.isAtStartOfLine else { return token.range.start }
        var position = token.range.start
        while position > 0, !LineBreak.isLineBreak(tokens.source.bytes[position - 1]) { position -= 1 }
        return max(position - 1, 0)
    }

    /// The folds that span lines, each as offsets that resolve to its first and last lines.
    private func lines(_ folds: [Fold]) -> [Fold] {
        let bytes = tokens.source.bytes
        return folds.filter { fold in
            fold.start < fold.end
                && bytes[fold.start..<min(fold.end, bytes.count)].contains { LineBreak.isLineBreak($0) }
        }
    }

    /// `/* */` comments over several lines, and runs of two or more lines that hold only a `//` comment.
    private func commentFolds() -> [Fold] {
        var folds: [Fold] = []
        var run: Fold?
        for token in tokens.tokens {
            for comment in tokens.comments(in: token.triviaStart..<token.range.start) {
                let isLine = tokens.source.bytes[comment.range.start + 1] == UInt8(ascii: "/")
                if isLine, var current = run, isOnlyTrivia(between: current.end, and: comment.range.start) {
                    current.end = comment.range.start
                    run = current
                    continue
                }
                if let current = run { folds.append(current) }
                run = isLine ? Fold(start: comment.range.start, end: comment.range.start, kind: .comment) : nil
                if !isLine { folds.append(Fold(start: comment.range.start, end: comment.range.end, kind: .comment)) }
            }
            if token.kind != .endOfFile, let current = run {
                folds.append(current)
                run = nil
            }
        }
        if let run { folds.append(run) }
        return folds
    }

    /// Whether only whitespace and a single line break lie between two offsets: consecutive lines.
    private func isOnlyTrivia(between start: Int, and end: Int) -> Bool {
        let bytes = tokens.source.bytes
        var position = start
        while position < end, !LineBreak.isLineBreak(bytes[position]) { position += 1 }  // The comment's own text.
        if position < end, bytes[position] == UInt8(ascii: "\r"), position + 1 < end,
            bytes[position + 1] == UInt8(ascii: "\n")
        {
            position += 1
        }
        position += 1
        return position <= end && bytes[min(position, end)..<end].allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    /// Runs of two or more `import` lines.
    private func importFolds() -> [Fold] {
        var folds: [Fold] = []
        var run: Fold?
        for token in tokens.tokens where token.isAtStartOfLine || token.kind == .endOfFile {
            if token.keyword == .import, !token.isBackticked {
                if run == nil { run = Fold(start: token.range.start, end: token.range.start, kind: .imports) }
                run?.end = token.range.start
            } else if let current = run {
                folds.append(current)
                run = nil
            }
        }
        return folds
    }
}
