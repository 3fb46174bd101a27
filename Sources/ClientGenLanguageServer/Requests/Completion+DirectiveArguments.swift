import ClientGenCore
import LanguageServerBase

extension SpecLanguageHandler {
    /// What may be written between a directive's parentheses at `offset`, where the cursor is in
    /// `@directive(…)`: `struct` and `protocol` in `@style(`, `none` in `@noop(`, the name the client's dependency
    /// would have in `@key(`, the member's parameters not yet listed in `@unrecorded(` and `@uncheckedSendable(`,
    /// and values of the member's result type in `@placeholder(` and `@noopValue(` (`false`, `0`, `""`, `[]`, `nil`,
    /// ...); `nil` when the cursor is not in a directive's argument.
    static func directiveArgumentItems(
        in tokens: SpecTokens,
        at offset: Int,
        replacing range: JSONValue
    ) -> [JSONValue]? {
        guard let argument = DirectiveArgument(in: tokens, at: offset) else { return nil }
        let syntax = SpecParser.parse(tokens.source).syntax
        switch argument.directive {
        case .style:
            return ["struct", "protocol"].map { Self.argumentItem($0, kind: .keyword, replacing: range) }
        case .noop:
            return [Self.argumentItem("none", kind: .keyword, replacing: range)]
        case .key:
            return argument.clientName(in: tokens).map { name in
                [Self.argumentItem(SwiftName.lowerCamelCase(name), kind: .property, replacing: range)]
            } ?? []
        case .unrecorded, .uncheckedSendable:
            guard let member = argument.member(in: syntax), case .function(let function) = member.kind else {
                return []
            }
            return function.parameters.compactMap(\.localName).filter { !argument.written.contains($0) }.map {
                Self.argumentItem($0, kind: .variable, replacing: range)
            }
        case .placeholder, .noopValue:
            guard let member = argument.member(in: syntax) else { return [] }
            let type: TypeSyntax?
            switch member.kind {
            case .function(let function): type = function.returnType
            case .property(let property): type = property.type
            }
            return (type.map(PlaceholderValues.values) ?? []).map {
                Self.argumentItem($0, kind: .value, replacing: range)
            }
        case .throwing, .trapping, .live, .preview, .test, .mockName, .inherited:
            return []
        }
    }

    /// The kinds of completion items a directive's argument may be (LSP's `CompletionItemKind`).
    enum ArgumentKind: Int {
        case variable = 6
        case property = 10
        case value = 12
        case keyword = 14
    }

    /// A directive's argument as a completion item.
    static func argumentItem(_ text: String, kind: ArgumentKind, replacing range: JSONValue) -> JSONValue {
        [
            "label": .string(text), "kind": .integer(kind.rawValue),
            "textEdit": ["range": range, "newText": .string(text)],
        ]
    }
}

/// Where the cursor is in a directive's argument: the directive, what the argument already lists, and where the
/// directive starts, from the tokens, so that a directive being typed (no `)` yet) counts.
struct DirectiveArgument {
    var directive: Directive
    /// The names already written in a list (`@unrecorded(token, |)`).
    var written: Set<String>
    /// Where the `@` is.
    var start: Int

    /// The argument at `offset` of the directive call around it (``DirectiveCall``), when only names and commas are
    /// written before it in the parentheses.
    init?(in tokens: SpecTokens, at offset: Int) {
        guard let call = DirectiveCall(in: tokens, at: offset) else { return nil }
        let before = tokens.tokens[(call.open + 1)...].prefix { $0.range.end <= offset && $0.kind != .endOfFile }
        guard before.allSatisfy({ $0.kind == .identifier || $0.kind == .comma }) else { return nil }
        directive = call.directive
        written = Set(before.indices.filter { tokens.tokens[$0].kind == .identifier }.map(tokens.text))
        start = tokens.tokens[call.open - 2].range.start
    }

    /// The name of the client the directive is written on: the name after the next `client`, from the tokens, since
    /// a directive being typed before a client leaves the client unparsed.
    func clientName(in tokens: SpecTokens) -> String? {
        guard let first = tokens.index(at: start) else { return nil }
        let declaration = tokens.tokens[first...].indices.first { index in
            index + 1 < tokens.tokens.count && tokens.tokens[index].kind == .identifier
                && tokens.text(index) == "client" && tokens.tokens[index + 1].kind == .identifier
        }
        return declaration.map { tokens.text($0 + 1) }
    }

    /// The member the directive is written on: the one whose declaration holds it, else the next one in the same
    /// client's body.
    func member(in syntax: SpecFileSyntax) -> MemberDecl? {
        guard let client = syntax.clients.first(where: { $0.range.start <= start && start < $0.range.end }) else {
            return nil
        }
        return client.members.first { $0.range.start <= start && start < $0.name.range.start }
            ?? client.members.first { $0.range.start >= start }
    }
}

/// Values a `@placeholder` may give for a type: its natural default as the generator decides and spells it (`[]`,
/// `nil`, `.finished`, `{ }`), else the usual literals of the standard types that have none (`false`, `0`, `""`).
enum PlaceholderValues {
    /// Every value offered for `type`, the likeliest first; none for a type the server knows no value of.
    static func values(for type: TypeSyntax) -> [String] {
        switch type.naturalDefault {
        case .returnValue(let value)?: return [value.spelling]
        case .returnVoid?: return ["()"]
        default: break
        }
        guard let (name, arguments) = type.standardName, arguments == nil else { return [] }
        return literals[name] ?? []
    }

    /// The literals offered for the types without a natural default, by name.
    private static let literals: [String: [String]] = {
        var literals: [String: [String]] = ["Bool": ["false", "true"], "String": ["\"\""], "Substring": ["\"\""]]
        for number in [
            "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
            "CGFloat", "TimeInterval",
        ] {
            literals[number] = ["0"]
        }
        literals["Data"] = ["Data()"]
        return literals
    }()
}
