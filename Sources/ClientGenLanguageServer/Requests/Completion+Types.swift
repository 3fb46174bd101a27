import ClientGenCore
import LanguageServerBase

extension SpecLanguageHandler {
    /// The types a spec's members usually take that it may not have written yet: the standard library's and
    /// Foundation's.
    static let standardTypes = [
        "AsyncStream", "AsyncThrowingStream", "Bool", "Character", "Data", "Date", "Decimal", "Double", "Duration",
        "Error", "Float", "Int", "Int64", "Never", "Result", "Set", "String", "TimeInterval", "URL", "UUID", "UInt",
        "Void",
    ]

    /// Where a type is written: the workspace's clients, the generic parameters of the member at `offset`, the
    /// other types the spec writes, the types the Swift files of its package declare (``SwiftTypeIndex``) and the
    /// standard types, each once and in that order of preference.
    func typeItems(in tokens: SpecTokens, at offset: Int, forSpecAt key: String, replacing range: JSONValue)
        -> [JSONValue]
    {
        let clients = workspace.clientNames
        let spans = SemanticClassifier(tokens: tokens, clientNames: Set(clients)).spans()
        let member = tokens.memberRange(around: offset)
        let genericParameters = spans.filter { span in
            span.type == .typeParameter && span.modifiers.contains(.declaration)
                && member?.contains(span.range.start) == true
        }
        let written = spans.filter { $0.type == .type && !($0.range.start..<$0.range.end).contains(offset) }
        var seen: Set<String> = []
        var items: [JSONValue] = []
        let groups: [[(name: String, kind: Int)]] = [
            clients.map { ($0, 8) }, genericParameters.map { (tokens.source.text($0.range), 25) },
            written.map { tokens.source.text($0.range) }.sorted().map { ($0, 22) }, swiftTypeNames(forSpecAt: key),
            Self.standardTypes.map { ($0, 22) },
        ]
        for (rank, group) in groups.enumerated() {
            for (name, kind) in group where seen.insert(name).inserted {
                items.append([
                    "label": .string(name), "kind": .integer(kind), "sortText": .string("\(rank)\(name)"),
                    "textEdit": ["range": range, "newText": .string(name)],
                ])
            }
        }
        return items
    }
}

extension SpecTokens {
    /// The offsets of the method or subscript declaration around `offset`: from its `func` or `subscript` (the last
    /// before `offset`) to the next line that starts a declaration or closes the client; `nil` outside one.
    func memberRange(around offset: Int) -> Range<Int>? {
        guard
            let keyword = tokens.lastIndex(where: { token in
                token.range.start <= offset && (token.isKeyword(.func) || token.isKeyword(.subscript))
            })
        else { return nil }
        let end = tokens[(keyword + 1)...].first { token in
            token.kind == .endOfFile || token.kind == .rightBrace && token.isAtStartOfLine
                || token.isAtStartOfLine && (token.isKeyword(.func) || token.isKeyword(.var) || token.kind == .atSign)
        }
        return tokens[keyword].range.start..<(end?.range.start ?? source.bytes.count)
    }
}
