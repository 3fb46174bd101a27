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
        guard let named = try namedClient(params) else { return nil }
        let (name, target) = (named.name, named.declaration)
        var references: [ClientReference] = []
        for user in workspace.specs(using: name) {
            let userTokens = user.key == named.key ? named.tokens : SpecTokens(user.spec.source(user.key))
            for place in userTokens.tokens.indices where userTokens.names(name, at: place) {
                let range = userTokens.tokens[place].nameRange
                guard let declaration = workspace.declaration(of: name, nearestTo: user.key, at: range.start),
                    declaration.key == target.key, declaration.range == target.range
                else { continue }
                let isDeclaration = user.key == target.key && range == target.range
                references.append(ClientReference(spec: user.spec, range: range, isDeclaration: isDeclaration))
            }
        }
        return ClientReferences(client: named, references: references)
    }

    /// `textDocument/references`: on a client's name, every place a spec names that client (see
    /// ``clientReferences(_:)``): the specs that inherit or store it and, when the context asks
    /// (`includeDeclaration`, the default), its declaration; then the code of its package that uses it
    /// (``swiftReferences(to:property:forSpecAt:)``).
    func references(_ params: RequestParams) throws -> JSONValue {
        guard let found = try clientReferences(params) else { return [] }
        let includesDeclaration = params.params?["context"]?["includeDeclaration"]?.bool ?? true
        let encoding = support.withLock { $0.positionEncoding }
        let specs: [JSONValue] = found.references.filter { includesDeclaration || !$0.isDeclaration }.map {
            reference in
            [
                "uri": .string(reference.spec.uri),
                "range": DiagnosticConversion.range(reference.range, in: reference.spec.lines, encoding: encoding),
            ]
        }
        let declaration = found.client.declaration
        let property = dependencyProperty(of: found.client.name, declaredIn: declaration.key)
        let code: [JSONValue] = swiftReferences(to: found.client.name, property: property, forSpecAt: declaration.key)
            .map { reference in
                [
                    "uri": .string(FileURI.uri(fromPath: reference.path)),
                    "range": DiagnosticConversion.range(reference.range, in: reference.lines, encoding: encoding),
                ]
            }
        return .array(specs + code)
    }
}

/// The client named where a request points, and the places specs name it.
struct ClientReferences {
    var client: NamedClient
    var references: [SpecLanguageHandler.ClientReference]
}

extension SpecTokens {
    /// Whether the token at `index` is the word `name`, as a spec names a client: not an attribute's name.
    func names(_ name: String, at index: Int) -> Bool {
        tokens[index].kind == .identifier && !isAttributeName(index) && text(index) == name
    }
}
