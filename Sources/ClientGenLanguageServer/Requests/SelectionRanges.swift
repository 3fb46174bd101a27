import ClientGenCore
import LanguageServerBase

extension SpecLanguageHandler {
    /// `textDocument/selectionRange`: for each position, the ranges an editor's "expand selection" steps through,
    /// innermost first (see ``SpecSelection``).
    func selectionRanges(_ params: RequestParams) throws -> JSONValue {
        let key = SpecKey.of(uri: try params.uri())
        guard let positions = params.params?["positions"]?.array?.compactMap(Position.init(json:)) else {
            throw ResponseError.invalidParams("'textDocument/selectionRange' needs 'positions'")
        }
        guard let spec = workspace.spec(key) else { return [] }
        let encoding = support.withLock { $0.positionEncoding }
        let selection = SpecSelection(source: spec.source(key))
        return .array(
            positions.map { position in
                let offset = spec.lines.offset(of: position, in: encoding)
                var answer: JSONValue?
                for range in selection.ranges(around: offset).reversed() {
                    var node: JSONObject = [
                        "range": DiagnosticConversion.range(range, in: spec.lines, encoding: encoding)
                    ]
                    if let parent = answer { node["parent"] = parent }
                    answer = .object(node)
                }
                return answer ?? ["range": ["start": position.json, "end": position.json]]
            })
    }
}

/// What "expand selection" selects in a spec, step by step: the word, the inside of each pair of brackets and then
/// the pair itself, a parameter, an attribute, a member (then with its doc comment), a client's body, the client
/// (then with its doc comment), and the whole spec. From the tokens and the recovering parse, so a spec in the middle
/// of an edit expands too.
struct SpecSelection {
    let tokens: SpecTokens
    let syntax: SpecFileSyntax

    init(source: SourceFile) {
        tokens = SpecTokens(source)
        syntax = SpecParser.parse(source).syntax
    }

    /// The ranges holding `offset`, each strictly inside the next, innermost first.
    func ranges(around offset: Int) -> [SourceRange] {
        var candidates = bracketRanges() + declarationRanges()
        candidates.append(SourceRange(start: 0, end: tokens.source.bytes.count))
        if let index = tokens.index(at: offset), tokens.tokens[index].kind != .endOfFile {
            candidates.append(tokens.tokens[index].range)
        }
        let holding = candidates.filter { $0.start <= offset && offset <= $0.end && $0.start < $0.end }
        var chain: [SourceRange] = []
        for range in holding.sorted(by: { $0.end - $0.start < $1.end - $1.start }) {
            guard let last = chain.last else {
                chain.append(range)
                continue
            }
            if range != last, range.start <= last.start, last.end <= range.end { chain.append(range) }
        }
        return chain
    }

    /// Each pair of brackets, and what is between them (without the spaces and line breaks just inside).
    private func bracketRanges() -> [SourceRange] {
        let pairs: [TokenKind: TokenKind] = [
            .rightParen: .leftParen, .rightBrace: .leftBrace, .rightSquare: .leftSquare, .rightAngle: .leftAngle,
        ]
        var ranges: [SourceRange] = []
        var open: [Int] = []
        for (index, token) in tokens.tokens.enumerated() {
            if pairs.values.contains(token.kind) {
                open.append(index)
                continue
            }
            // A closer pairs with the innermost opener of its kind; `>` without `<` (an operator) pairs with none.
            guard let opening = pairs[token.kind],
                let position = open.lastIndex(where: { tokens.tokens[$0].kind == opening })
            else { continue }
            let opener = open[position]
            open.removeSubrange(position...)
            ranges.append(SourceRange(start: tokens.tokens[opener].range.start, end: token.range.end))
            if opener + 1 < index {
                ranges.append(
                    SourceRange(start: tokens.tokens[opener + 1].range.start, end: tokens.tokens[index - 1].range.end))
            }
        }
        return ranges
    }

    /// Clients, members, parameters and attributes as the parse has them, and clients and members with their doc
    /// comments.
    private func declarationRanges() -> [SourceRange] {
        var ranges: [SourceRange] = []
        for client in syntax.clients {
            ranges += [client.range, withDocComment(client.range)] + client.attributes.map(\.range)
            for member in client.members {
                ranges += [member.range, withDocComment(member.range)] + member.attributes.map(\.range)
                if case .function(let function) = member.kind { ranges += function.parameters.map(\.range) }
            }
        }
        return ranges
    }

    /// A declaration's range, from the first line of the doc comment right above it, if any.
    private func withDocComment(_ range: SourceRange) -> SourceRange {
        guard let index = tokens.index(at: range.start) else { return range }
        let token = tokens.tokens[index]
        let comments = tokens.comments(in: token.triviaStart..<token.range.start)
        guard let last = comments.last, last.isDocumentation else { return range }
        var start = last.range.start
        for comment in comments.dropLast().reversed() where comment.isDocumentation {
            let between = tokens.source.bytes[comment.range.end..<start]
            guard between.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") }),
                between.filter({ $0 == UInt8(ascii: "\n") }).count <= 1
            else { break }
            start = comment.range.start
        }
        return SourceRange(start: start, end: range.end)
    }
}
