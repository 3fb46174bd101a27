import ClientGenCore
import LanguageServerBase

extension SpecLanguageHandler {
    /// The legend `initialize` announces: the names of the token types and modifiers, whose indexes and bits the
    /// tokens are sent as.
    static var semanticTokensLegend: JSONValue {
        [
            "tokenTypes": .array(SemanticTokenType.allCases.map { .string($0.name) }),
            "tokenModifiers": .array(SemanticTokenModifiers.names.map { .string($0) }),
        ]
    }

    /// `textDocument/semanticTokens/full`, and `textDocument/semanticTokens/range` when `inRange`: the spec's spans
    /// by meaning (see ``SemanticClassifier``), in LSP's relative encoding; for a range, the spans that overlap it.
    func semanticTokens(_ params: RequestParams, inRange: Bool) throws -> JSONValue {
        let key = SpecKey.of(uri: try params.uri())
        let bounds = inRange ? try params.range() : nil
        guard let spec = workspace.spec(key) else { return .null }
        let encoding = support.withLock { $0.positionEncoding }
        let classifier = SemanticClassifier(
            tokens: SpecTokens(spec.source(key)), clientNames: Set(workspace.clientNames))
        var spans = classifier.spans()
        if let bounds {
            let offsets = spec.lines.offsets(of: bounds, in: encoding)
            spans = spans.filter { $0.range.end > offsets.lowerBound && $0.range.start < offsets.upperBound }
        }
        let data = SemanticTokenEncoding(lines: spec.lines, encoding: encoding).data(spans)
        return ["data": .array(data.map { .integer($0) })]
    }
}

/// LSP's encoding of semantic tokens: five integers a token (line and start each relative to the token before, the
/// length, the type's index, the modifiers' bits), positions and lengths in the negotiated encoding, and a span over
/// several lines (a block comment, a multiline string) sent as one token a line, as clients without
/// `multilineTokenSupport` need.
struct SemanticTokenEncoding {
    let lines: LineIndex
    let encoding: PositionEncoding

    /// The integers of `spans`, which are in order and do not overlap.
    func data(_ spans: [SemanticSpan]) -> [Int] {
        var data: [Int] = []
        var previous = Position(line: 0, character: 0)
        for span in spans {
            let firstLine = lines.position(of: span.range.start, in: encoding).line
            let lastLine = lines.position(of: span.range.end, in: encoding).line
            for line in firstLine...max(firstLine, lastLine) {
                let bounds = lines.lineBounds(line)
                let start = max(span.range.start, bounds.lowerBound)
                let end = min(span.range.end, bounds.upperBound)
                guard end > start else { continue }
                let position = lines.position(of: start, in: encoding)
                let length = lines.position(of: end, in: encoding).character - position.character
                let lineDelta = position.line - previous.line
                let startDelta = lineDelta == 0 ? position.character - previous.character : position.character
                data += [lineDelta, startDelta, length, span.type.rawValue, span.modifiers.rawValue]
                previous = position
            }
        }
        return data
    }
}
