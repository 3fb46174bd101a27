import ClientGenCore
import LanguageServerBase

extension SpecLanguageHandler {
    /// One place a spec names a client.
    struct ClientReference {
        var spec: WorkspaceSpec
        var range: SourceRange
        /// Whether it is the client's declaration.
        var isDeclaration: Bool
    }

    /// The client named at a position of a document, and every place a spec names that client, declaration
    /// included: the places `textDocument/definition` would take to the same declaration (a spec naming another
    /// client of the same name, declared nearer to it, is not among them). `nil` where no client is named.
    func clientReferences(_ params: RequestParams) throws -> ClientReferences? {
        let uri = try params.uri()
        let position = try params.position()
        let key = SpecKey.of(uri: uri)
        guard let spec = workspace.spec(key) else { return nil }
        let encoding = support.withLock { $0.positionEncoding }
        let tokens = SpecTokens(spec.source(key))
        let offset = spec.lines.offset(of: position, in: encoding)
        guard let index = tokens.index(at: offset), tokens.tokens[index].kind == .identifier,
            !tokens.isAttributeName(index),
            let target = workspace.declaration(of: tokens.text(index), nearestTo: key, at: offset)
        else { return nil }
        let name = tokens.text(index)
        var references: [ClientReference] = []
        for user in workspace.specs(using: name) {
            let userTokens = user.key == key ? tokens : SpecTokens(user.spec.source(user.key))
            for place in userTokens.tokens.indices where userTokens.names(name, at: place) {
                let range = userTokens.tokens[place].nameRange
                guard let declaration = workspace.declaration(of: name, nearestTo: user.key, at: range.start),
                    declaration.key == target.key, declaration.range == target.range
                else { continue }
                let isDeclaration = user.key == target.key && range == target.range
                references.append(ClientReference(spec: user.spec, range: range, isDeclaration: isDeclaration))
            }
        }
        let written = ClientName(text: name, range: tokens.tokens[index].nameRange, spec: spec)
        return ClientReferences(name: written, references: references)
    }

    /// `textDocument/references`: on a client's name, every place a spec names that client (see
    /// ``clientReferences(_:)``): the specs that inherit or store it and, when the context asks
    /// (`includeDeclaration`, the default), its declaration.
    func references(_ params: RequestParams) throws -> JSONValue {
        guard let found = try clientReferences(params) else { return [] }
        let includesDeclaration = params.params?["context"]?["includeDeclaration"]?.bool ?? true
        let encoding = support.withLock { $0.positionEncoding }
        return .array(
            found.references.filter { includesDeclaration || !$0.isDeclaration }.map { reference in
                [
                    "uri": .string(reference.spec.uri),
                    "range": DiagnosticConversion.range(reference.range, in: reference.spec.lines, encoding: encoding),
                ]
            })
    }
}

/// The client named where a request points, and the places specs name it.
struct ClientReferences {
    var name: ClientName
    var references: [SpecLanguageHandler.ClientReference]
}

/// A client's name as written where a request points, in the document it is written in.
struct ClientName {
    /// The name, without backticks.
    var text: String
    /// Where it is written (backticks excluded).
    var range: SourceRange
    var spec: WorkspaceSpec
}

extension SpecTokens {
    /// Whether the token at `index` is the word `name`, as a spec names a client: not an attribute's name.
    func names(_ name: String, at index: Int) -> Bool {
        tokens[index].kind == .identifier && !isAttributeName(index) && text(index) == name
    }
}
