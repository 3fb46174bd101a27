import ClientGenCore
import LanguageServerBase

extension SpecLanguageHandler {
    /// `workspace/symbol`: the clients of every spec of the workspace whose names hold the query's characters in
    /// order, ignoring case (`wc` finds `WeatherClient`), as editors' "go to symbol in workspace" filters; all of them
    /// for an empty query. Read from the workspace's index, so a query costs no parse; at most
    /// ``maximumWorkspaceSymbols``, in path order.
    func workspaceSymbols(_ params: RequestParams) throws -> JSONValue {
        let query = params.params?["query"]?.string ?? ""
        let encoding = support.withLock { $0.positionEncoding }
        let found = workspace.declarations(limit: Self.maximumWorkspaceSymbols) {
            Self.matches($0, query: query)
        }
        return .array(
            found.map { symbol in
                [
                    "name": .string(symbol.declaration.name),
                    // LSP's SymbolKind: 23 struct, 11 interface.
                    "kind": .integer(symbol.declaration.isStruct ? 23 : 11),
                    "location": [
                        "uri": .string(symbol.spec.uri),
                        "range": DiagnosticConversion.range(
                            symbol.declaration.range, in: symbol.spec.lines, encoding: encoding),
                    ],
                ]
            })
    }

    /// How many symbols a `workspace/symbol` answer holds at most: editors show the first screenful, and refine the
    /// query rather than scroll.
    static let maximumWorkspaceSymbols = 500

    /// Whether `name` holds the characters of `query` in order, ignoring case.
    static func matches(_ name: String, query: String) -> Bool {
        var wanted = query.lowercased()[...]
        for character in name.lowercased() where character == wanted.first {
            wanted = wanted.dropFirst()
            if wanted.isEmpty { return true }
        }
        return wanted.isEmpty
    }
}
