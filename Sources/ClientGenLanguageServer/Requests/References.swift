import ClientGenCore
import LanguageServerBase

extension SpecLanguageHandler {
    /// `textDocument/references`: on a client's name, every place a spec names that client: the specs that inherit or
    /// store it and, when the context asks (`includeDeclaration`, the default), its declaration. A spec naming
    /// another client of the same name, declared nearer to it, is not among them: the places are those
    /// `textDocument/definition` would take to the same declaration.
    func references(_ params: RequestParams) throws -> JSONValue {
        let uri = try params.uri()
        let position = try params.position()
        let key = SpecKey.of(uri: uri)
        guard let spec = workspace.spec(key) else { return [] }
        let encoding = support.withLock { $0.positionEncoding }
        let tokens = SpecTokens(spec.source(key))
        let offset = spec.lines.offset(of: position, in: encoding)
        guard let index = tokens.index(at: offset), tokens.tokens[index].kind == .identifier,
            !tokens.isAttributeName(index),
            let target = workspace.declaration(of: tokens.text(index), nearestTo: key, at: offset)
        else { return [] }
        let name = tokens.text(index)
        let includesDeclaration = params.params?["context"]?["includeDeclaration"]?.bool ?? true
        var locations: [JSONValue] = []
        for user in workspace.specs(using: name) {
            let userTokens = user.key == key ? tokens : SpecTokens(user.spec.source(user.key))
            for place in userTokens.tokens.indices where userTokens.names(name, at: place) {
                let range = userTokens.tokens[place].nameRange
                guard let declaration = workspace.declaration(of: name, nearestTo: user.key, at: range.start),
                    declaration.key == target.key, declaration.range == target.range
                else { continue }
                if !includesDeclaration, user.key == target.key, range == target.range { continue }
                locations.append([
                    "uri": .string(user.spec.uri),
                    "range": DiagnosticConversion.range(range, in: user.spec.lines, encoding: encoding),
                ])
            }
        }
        return .array(locations)
    }
}

extension SpecTokens {
    /// Whether the token at `index` is the word `name`, as a spec names a client: not an attribute's name.
    func names(_ name: String, at index: Int) -> Bool {
        tokens[index].kind == .identifier && !isAttributeName(index) && text(index) == name
    }
}
