import ClientGenCore
import LanguageServerBase

extension SpecLanguageHandler {
    /// `textDocument/definition`: on a client's name (one a client inherits, one a member stores or returns, or the
    /// declaration itself), the name in the spec that declares it: the declaring spec nearest to this one, the one
    /// its diagnostics are resolved against (the spec itself when it declares it); on a declaration, itself. On a name
    /// a member declares (``LocalSymbol``: a parameter named in a directive, a generic parameter), its declaration.
    /// On a type the Swift files of the spec's package declare, the declarations in them (``SwiftTypeIndex``).
    func definition(_ params: RequestParams) throws -> JSONValue {
        let encoding = support.withLock { $0.positionEncoding }
        guard let named = try namedClient(params) else {
            guard let local = try localSymbol(params) else {
                return try swiftTypeDefinition(params, encoding: encoding)
            }
            return [
                "uri": .string(local.spec.uri),
                "range": DiagnosticConversion.range(local.symbol.declaration, in: local.spec.lines, encoding: encoding),
            ]
        }
        let declaration = named.declaration
        return [
            "uri": .string(declaration.spec.uri),
            "range": DiagnosticConversion.range(declaration.range, in: declaration.spec.lines, encoding: encoding),
        ]
    }

    /// The declarations of the Swift type named where a request points; `null` when it names none.
    private func swiftTypeDefinition(_ params: RequestParams, encoding: PositionEncoding) throws -> JSONValue {
        let key = SpecKey.of(uri: try params.uri())
        guard let spec = workspace.spec(key) else { return .null }
        let tokens = SpecTokens(spec.source(key))
        guard let index = tokens.index(at: spec.lines.offset(of: try params.position(), in: encoding)) else {
            return .null
        }
        let locations = locations(of: swiftTypes(namedAt: index, in: tokens, forSpecAt: key), encoding: encoding)
        return locations.isEmpty ? .null : .array(locations)
    }

    /// The client named where a request points (`textDocument` and `position`): the word there, unless it is an
    /// attribute's name, and the declaration it resolves to, the nearest declaring spec's; `nil` where no client is
    /// named.
    func namedClient(_ params: RequestParams) throws -> NamedClient? {
        let uri = try params.uri()
        let position = try params.position()
        let key = SpecKey.of(uri: uri)
        guard let spec = workspace.spec(key) else { return nil }
        let encoding = support.withLock { $0.positionEncoding }
        let tokens = SpecTokens(spec.source(key))
        let offset = spec.lines.offset(of: position, in: encoding)
        guard let index = tokens.index(at: offset), tokens.tokens[index].kind == .identifier,
            !tokens.isAttributeName(index),
            let declaration = workspace.declaration(of: tokens.text(index), nearestTo: key, at: offset)
        else { return nil }
        return NamedClient(key: key, spec: spec, tokens: tokens, index: index, declaration: declaration)
    }
}

/// A client's name where a request points, and the declaration it resolves to.
struct NamedClient {
    /// The spec the name is written in, its key and its tokens.
    var key: String
    var spec: WorkspaceSpec
    var tokens: SpecTokens
    /// The name's token.
    var index: Int
    var declaration: (key: String, spec: WorkspaceSpec, range: SourceRange)

    /// The name, without backticks.
    var name: String { tokens.text(index) }
    /// Where the name is written (backticks excluded).
    var range: SourceRange { tokens.tokens[index].nameRange }
}
