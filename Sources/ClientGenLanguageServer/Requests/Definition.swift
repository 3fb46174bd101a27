import ClientGenCore
import LanguageServerBase

extension SpecLanguageHandler {
    /// `textDocument/definition`: on a client's name (one a client inherits, one a member stores or returns, or the
    /// declaration itself), the name in the spec that declares it: the declaring spec nearest to this one, the one
    /// its diagnostics are resolved against (the spec itself when it declares it); on a declaration, itself.
    func definition(_ params: RequestParams) throws -> JSONValue {
        let uri = try params.uri()
        let position = try params.position()
        guard let spec = workspace.spec(SpecKey.of(uri: uri)) else { return .null }
        let encoding = support.withLock { $0.positionEncoding }
        let key = SpecKey.of(uri: uri)
        let tokens = SpecTokens(spec.source(key))
        let offset = spec.lines.offset(of: position, in: encoding)
        guard let index = tokens.index(at: offset), tokens.tokens[index].kind == .identifier,
            !tokens.isAttributeName(index),
            let declaration = workspace.declaration(of: tokens.text(index), nearestTo: key, at: offset)
        else { return .null }
        return [
            "uri": .string(declaration.spec.uri),
            "range": DiagnosticConversion.range(declaration.range, in: declaration.spec.lines, encoding: encoding),
        ]
    }
}
