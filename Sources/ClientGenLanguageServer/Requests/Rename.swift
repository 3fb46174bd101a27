import ClientGenCore
import LanguageServerBase

extension SpecLanguageHandler {
    /// `textDocument/prepareRename`: on a client's name, or on a name a member declares (``LocalSymbol``: a
    /// parameter, an argument label, a generic parameter), its range and the name; elsewhere `null`, which editors
    /// take as "nothing to rename here".
    func prepareRename(_ params: RequestParams) throws -> JSONValue {
        let encoding = support.withLock { $0.positionEncoding }
        if let found = try clientReferences(params) {
            return [
                "range": DiagnosticConversion.range(
                    found.client.range, in: found.client.spec.lines, encoding: encoding),
                "placeholder": .string(found.client.name),
            ]
        }
        guard let local = try localSymbol(params),
            let place = local.symbol.places.first(where: { SpecOutline.holds($0, local.offset) })
        else { return .null }
        return [
            "range": DiagnosticConversion.range(place, in: local.spec.lines, encoding: encoding),
            "placeholder": .string(local.symbol.name),
        ]
    }

    /// `textDocument/rename`: on a client's name, the edits renaming it at every place a spec names it (see
    /// ``clientReferences(_:)``), one list of edits a document. Only the specs change: Swift code naming the
    /// generated types (`WeatherClient`, `MockWeatherClient`, the `DependencyValues` property) is the editor's or
    /// the compiler's to follow. On a name a member declares, the edits in its spec (``LocalSymbol``). A new name
    /// Swift cannot take unescaped is refused.
    func rename(_ params: RequestParams) throws -> JSONValue {
        guard let newName = params.params?["newName"]?.string else {
            throw ResponseError.invalidParams("'textDocument/rename' needs a 'newName'")
        }
        var places: [(spec: WorkspaceSpec, range: SourceRange)]
        if let found = try clientReferences(params) {
            guard Self.isPlainIdentifier(newName) else {
                throw ResponseError.invalidParams(
                    "'\(newName)' cannot name a client: write an identifier Swift does not reserve")
            }
            places = found.references.map { ($0.spec, $0.range) }
        } else if let local = try localSymbol(params) {
            guard Self.isPlainIdentifier(newName) else {
                throw ResponseError.invalidParams(
                    "'\(newName)' cannot replace '\(local.symbol.name)': write an identifier Swift does not reserve")
            }
            places = local.symbol.places.map { (local.spec, $0) }
        } else {
            return .null
        }
        let encoding = support.withLock { $0.positionEncoding }
        var edits: [String: [JSONValue]] = [:]
        var uris: [String] = []
        for place in places {
            if edits[place.spec.uri] == nil { uris.append(place.spec.uri) }
            edits[place.spec.uri, default: []].append([
                "range": DiagnosticConversion.range(place.range, in: place.spec.lines, encoding: encoding),
                "newText": .string(newName),
            ])
        }
        let changes = uris.map { JSONObject.Member(key: $0, value: .array(edits[$0] ?? [])) }
        return ["changes": .object(JSONObject(changes))]
    }

    /// The name a member declares where a request points (see ``LocalSymbol``), with the spec and the offset; `nil`
    /// in a comment or where no member declares the word.
    func localSymbol(_ params: RequestParams) throws -> (spec: WorkspaceSpec, symbol: LocalSymbol, offset: Int)? {
        let key = SpecKey.of(uri: try params.uri())
        guard let spec = workspace.spec(key) else { return nil }
        let encoding = support.withLock { $0.positionEncoding }
        let offset = spec.lines.offset(of: try params.position(), in: encoding)
        let source = spec.source(key)
        let tokens = SpecTokens(source)
        guard !tokens.isInComment(offset),
            let symbol = LocalSymbol(at: offset, in: tokens, outline: SpecOutline(source))
        else { return nil }
        return (spec, symbol, offset)
    }

    /// Whether a name is one identifier that needs no backticks, as a new name must be.
    static func isPlainIdentifier(_ name: String) -> Bool {
        let tokens = Lexer.tokenize(SourceFile(path: "", text: name)).tokens
        guard tokens.count == 2, tokens[0].kind == .identifier,
            tokens[0].range == SourceRange(start: 0, end: name.utf8.count)
        else { return false }
        return SwiftName.escaped(name) == name
    }
}
