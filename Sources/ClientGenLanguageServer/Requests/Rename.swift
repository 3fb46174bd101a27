import ClientGenCore
import LanguageServerBase

extension SpecLanguageHandler {
    /// `textDocument/prepareRename`: on a client's name, its range and the name; elsewhere `null`, which editors
    /// take as "nothing to rename here".
    func prepareRename(_ params: RequestParams) throws -> JSONValue {
        guard let found = try clientReferences(params) else { return .null }
        let encoding = support.withLock { $0.positionEncoding }
        return [
            "range": DiagnosticConversion.range(found.client.range, in: found.client.spec.lines, encoding: encoding),
            "placeholder": .string(found.client.name),
        ]
    }

    /// `textDocument/rename`: on a client's name, the edits renaming it at every place a spec names it (see
    /// ``clientReferences(_:)``), one list of edits a document. Only the specs change: Swift code naming the
    /// generated types (`WeatherClient`, `MockWeatherClient`, the `DependencyValues` property) is the editor's or
    /// the compiler's to follow. A new name Swift cannot take as a type's, unescaped, is refused.
    func rename(_ params: RequestParams) throws -> JSONValue {
        guard let newName = params.params?["newName"]?.string else {
            throw ResponseError.invalidParams("'textDocument/rename' needs a 'newName'")
        }
        guard Self.isClientName(newName) else {
            throw ResponseError.invalidParams(
                "'\(newName)' cannot name a client: write an identifier Swift does not reserve")
        }
        guard let found = try clientReferences(params) else { return .null }
        let encoding = support.withLock { $0.positionEncoding }
        var edits: [String: [JSONValue]] = [:]
        var uris: [String] = []
        for reference in found.references {
            if edits[reference.spec.uri] == nil { uris.append(reference.spec.uri) }
            edits[reference.spec.uri, default: []].append([
                "range": DiagnosticConversion.range(reference.range, in: reference.spec.lines, encoding: encoding),
                "newText": .string(newName),
            ])
        }
        let changes = uris.map { JSONObject.Member(key: $0, value: .array(edits[$0] ?? [])) }
        return ["changes": .object(JSONObject(changes))]
    }

    /// Whether a name is one identifier that needs no backticks, as a client's name must be to be renamed to.
    static func isClientName(_ name: String) -> Bool {
        let tokens = Lexer.tokenize(SourceFile(path: "", text: name)).tokens
        guard tokens.count == 2, tokens[0].kind == .identifier,
            tokens[0].range == SourceRange(start: 0, end: name.utf8.count)
        else { return false }
        return SwiftName.escaped(name) == name
    }
}
