import ClientGenCore
import LanguageServerBase

extension SpecLanguageHandler {
    /// `textDocument/documentSymbol`: each client (an interface, or a struct under `@style(struct)`) with its type
    /// aliases and members (a subscript as a method), those under `#if` included with their condition as the detail
    /// (but a type alias's); nested when the client takes it, else a flat list naming each member's client. A client or
    /// member without a name yet (being typed) is left out: LSP forbids an empty name, and editors reject the answer.
    func documentSymbols(_ params: RequestParams) throws -> JSONValue {
        let uri = try params.uri()
        let key = SpecKey.of(uri: uri)
        guard let spec = workspace.spec(key) else { return [] }
        let support = self.support.withLock { $0 }
        let range = { (range: SourceRange) in
            DiagnosticConversion.range(range, in: spec.lines, encoding: support.positionEncoding)
        }
        var symbols: [JSONValue] = []
        for client in SpecOutline(spec.source(key)).clients where Symbol.isName(client.declaration.name.name) {
            let declaration = client.declaration
            var children = declaration.typeAliases.map { alias in
                Symbol(name: alias.name.name, kind: 26, range: alias.range, selection: alias.name.range)
            }
            children += client.members.map { member in
                let kind: Int
                switch member.declaration.kind {
                case .property: kind = 7
                case .function(let function):
                    if case .initializer = function.form { kind = 9 } else { kind = 6 }
                }
                return Symbol(
                    name: member.name, kind: kind, range: member.declaration.range,
                    selection: member.declaration.name.range, detail: member.condition)
            }
            children = children.filter { Symbol.isName($0.name) }.sorted { $0.range.start < $1.range.start }
            let symbol = Symbol(
                name: declaration.name.name, kind: client.isStruct ? 23 : 11, range: declaration.range,
                selection: declaration.name.range, detail: client.condition)
            if support.hierarchicalSymbols {
                symbols.append(symbol.documentSymbol(children: children.map { $0.documentSymbol(range) }, range))
            } else {
                symbols.append(symbol.information(uri: spec.uri, container: nil, range))
                symbols += children.map { $0.information(uri: spec.uri, container: declaration.name.name, range) }
            }
        }
        return .array(symbols)
    }
}

/// One symbol of a spec, before it is written as a `DocumentSymbol` or a `SymbolInformation`.
private struct Symbol {
    var name: String
    /// LSP's `SymbolKind`: 6 method, 7 property, 9 constructor, 11 interface, 23 struct, 26 type parameter.
    var kind: Int
    var range: SourceRange
    var selection: SourceRange
    /// The condition of the `#if` blocks around it (`#if os(iOS)`), which editors show beside its name.
    var detail: String? = nil

    /// Whether `name` may name a symbol: LSP wants neither an empty name nor one of white space only.
    static func isName(_ name: String) -> Bool {
        !name.allSatisfy(\.isWhitespace)
    }

    /// The whole declaration: its range, grown to hold the name (LSP wants the selection inside the range).
    private var fullRange: SourceRange {
        SourceRange(start: min(range.start, selection.start), end: max(range.end, selection.end))
    }

    func documentSymbol(children: [JSONValue] = [], _ convert: (SourceRange) -> JSONValue) -> JSONValue {
        var object: JSONObject = [
            "name": .string(name), "kind": .integer(kind), "range": convert(fullRange),
            "selectionRange": convert(selection),
        ]
        if let detail { object["detail"] = .string("#if " + detail) }
        if !children.isEmpty { object["children"] = .array(children) }
        return .object(object)
    }

    func information(uri: String, container: String?, _ convert: (SourceRange) -> JSONValue) -> JSONValue {
        var object: JSONObject = [
            "name": .string(name), "kind": .integer(kind),
            "location": ["uri": .string(uri), "range": convert(fullRange)],
        ]
        if let container { object["containerName"] = .string(container) }
        return .object(object)
    }
}
