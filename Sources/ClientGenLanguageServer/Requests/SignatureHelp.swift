import ClientGenCore
import LanguageServerBase

extension SpecLanguageHandler {
    /// `textDocument/signatureHelp`: in a directive's parentheses (`@placeholder(Page(query: |`), the forms it is
    /// written in and what it does, the argument the cursor is in active; `null` anywhere else.
    func signatureHelp(_ params: RequestParams) throws -> JSONValue {
        let key = SpecKey.of(uri: try params.uri())
        guard let spec = workspace.spec(key) else { return .null }
        let support = self.support.withLock { $0 }
        let offset = spec.lines.offset(of: try params.position(), in: support.positionEncoding)
        let tokens = SpecTokens(spec.source(key))
        guard !tokens.isInComment(offset), let call = DirectiveCall(in: tokens, at: offset) else { return .null }
        let reference = call.directive.reference
        let forms = reference.forms.filter { $0.hasSuffix(")") }
        guard !forms.isEmpty else { return .null }
        let meaning = Markdown.withoutLinks(reference.meaning)
        let documentation = ClientSupport.markup(meaning, plain: meaning, isMarkdown: support.markdownHover)
        let parameters = forms.map(Self.parameterLabels)
        let signatures: [JSONValue] = zip(forms, parameters).map { form, parameters in
            [
                "label": .string(form), "documentation": documentation,
                "parameters": .array(parameters.map { ["label": .string($0)] }),
                "activeParameter": .integer(min(call.argumentIndex, max(0, parameters.count - 1))),
            ]
        }
        let written = call.firstArgument(in: tokens)
        let active = parameters.firstIndex { $0.first == written } ?? 0
        return ["signatures": .array(signatures), "activeSignature": .integer(active)]
    }

    /// The argument names of a form: `a` and `b` of `@unrecorded(a, b)`.
    static func parameterLabels(of form: String) -> [String] {
        guard let open = form.firstIndex(of: "(") else { return [] }
        return form[form.index(after: open)..<form.index(before: form.endIndex)]
            .split(separator: ",").map { $0.trimmingPrefix(" ") }.map(String.init)
    }
}

/// A directive's parentheses around a position: the directive, and which of its arguments the position is in.
struct DirectiveCall {
    var directive: Directive
    /// The `(` after the directive's name.
    var open: Int
    /// How many commas outside nested brackets come before the position.
    var argumentIndex: Int

    /// The call whose parentheses hold `offset`, through nested brackets (`@placeholder(Page(query: q|`); `nil` when
    /// the position is in a Swift attribute's parentheses, or in none before its declaration's first line.
    init?(in tokens: SpecTokens, at offset: Int) {
        var depth = 0
        var commas = 0
        var index = tokens.index(before: offset)
        while let current = index {
            let token = tokens.tokens[current]
            switch token.kind {
            case .rightParen, .rightSquare, .rightBrace:
                depth += 1
            case .leftParen, .leftSquare, .leftBrace:
                if depth > 0 {
                    depth -= 1
                } else if token.kind == .leftParen, current > 0, tokens.isAttributeName(current - 1) {
                    guard tokens.tokens[current - 1].range.end == token.range.start,
                        let directive = Directive(rawValue: tokens.text(current - 1))
                    else { return nil }
                    (self.directive, open, argumentIndex) = (directive, current, commas)
                    return
                } else {
                    commas = 0  // An argument's own brackets: its commas are not the directive's.
                }
            case .comma where depth == 0:
                commas += 1
            case .identifier
            where depth == 0 && token.isAtStartOfLine && Self.declarationKeywords.contains(token.keyword):
                return nil
            default:
                break
            }
            index = current > 0 ? current - 1 : nil
        }
        return nil
    }

    /// The keywords that start a declaration, which a directive's argument never holds at the start of a line.
    private static let declarationKeywords: Set<Keyword> = [
        .client, .func, .var, .subscript, .`init`, .typealias, .import,
    ]

    /// The word written first between the parentheses, if any: `struct` in `@style(struct`.
    func firstArgument(in tokens: SpecTokens) -> String? {
        let next = open + 1
        guard next < tokens.tokens.count, tokens.tokens[next].kind == .identifier else { return nil }
        return tokens.text(next)
    }
}
