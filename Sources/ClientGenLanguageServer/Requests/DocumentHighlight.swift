import ClientGenCore
import LanguageServerBase

extension SpecLanguageHandler {
    /// `textDocument/documentHighlight`: on a client's name, where this spec names that client (as references find
    /// it; the declaration as a write, the others as reads); on a name a member declares (``LocalSymbol``), where the
    /// member writes it, the same way; on any other word that is no keyword or attribute (a type), every place the
    /// spec writes the same word. Nothing elsewhere.
    func documentHighlights(_ params: RequestParams) throws -> JSONValue {
        let uri = try params.uri()
        let key = SpecKey.of(uri: uri)
        guard let spec = workspace.spec(key) else { return [] }
        let encoding = support.withLock { $0.positionEncoding }
        func highlight(_ range: SourceRange, kind: Int) -> JSONValue {
            ["range": DiagnosticConversion.range(range, in: spec.lines, encoding: encoding), "kind": .integer(kind)]
        }
        if let found = try clientReferences(params) {
            return .array(
                found.references.filter { $0.spec.uri == spec.uri }.map { reference in
                    highlight(reference.range, kind: reference.isDeclaration ? 3 : 2)
                })
        }
        if let local = try localSymbol(params) {
            return .array(
                local.symbol.places.map { place in highlight(place, kind: place == local.symbol.declaration ? 3 : 2) })
        }
        let tokens = SpecTokens(spec.source(key))
        let offset = spec.lines.offset(of: try params.position(), in: encoding)
        guard let index = tokens.index(at: offset), tokens.tokens[index].kind == .identifier,
            !tokens.isAttributeName(index), !tokens.isInComment(offset),
            tokens.tokens[index].keyword == .none || tokens.tokens[index].isBackticked
        else { return [] }
        let word = tokens.text(index)
        return .array(
            tokens.tokens.indices.filter { tokens.names(word, at: $0) }.map { place in
                highlight(tokens.tokens[place].nameRange, kind: 1)
            })
    }
}
