import ClientGenCore
import LanguageServerBase

extension SpecLanguageHandler {
    /// `textDocument/completion`: nothing in a comment (where `@` and `:`, the trigger characters, are prose); in a
    /// directive's parentheses, its arguments (``directiveArgumentItems(in:at:replacing:)``); after `@`, the
    /// directives that may be written there (a client's or a member's), or
    /// `@marker` in a client's inheritance list; where a declaration starts, the keywords that start one; after `:`
    /// in a client's header, `@marker` and the workspace's clients; where a declaration starts, also the snippets of
    /// the declarations (``DeclarationSnippet``) for a client that takes them; where a type is written, the workspace's clients, the
    /// types the spec writes and the generic parameters in scope, then the standard library's and Foundation's usual
    /// types.
    func completion(_ params: RequestParams) throws -> JSONValue {
        let uri = try params.uri()
        let position = try params.position()
        guard let snapshot = workspace.snapshot(uri: uri) else { return [] }
        let support = self.support.withLock { $0 }
        let lines = snapshot.spec.lines
        let offset = lines.offset(of: position, in: support.positionEncoding)
        let bytes = lines.bytes
        var wordStart = offset
        while wordStart > 0, Self.isWordByte(bytes[wordStart - 1]) { wordStart -= 1 }
        var wordEnd = offset  // The whole word is replaced: accepting in its middle must not leave its tail.
        while wordEnd < bytes.count, Self.isWordByte(bytes[wordEnd]) { wordEnd += 1 }
        let replaced = DiagnosticConversion.range(
            SourceRange(start: wordStart, end: wordEnd), in: lines, encoding: support.positionEncoding)
        let tokens = SpecTokens(snapshot.source)
        guard !tokens.isInComment(offset) else { return ["isIncomplete": false, "items": []] }
        let place = tokens.place(at: wordStart)
        let items: [JSONValue]
        if let arguments = Self.directiveArgumentItems(in: tokens, at: wordStart, replacing: replaced) {
            items = arguments
        } else if wordStart > 0, bytes[wordStart - 1] == UInt8(ascii: "@") {
            let beforeAt = tokens.index(before: wordStart - 1).map { tokens.tokens[$0].kind }
            if case .clientHeader = place, beforeAt == .colon || beforeAt == .comma {
                items = [Self.completionItem(InheritanceAttribute.marker, named: "marker", replacing: replaced)]
            } else if let at = tokens.index(before: wordStart), !tokens.startsDeclarationAttribute(at) {
                items = []
            } else {
                let forClients = place != .clientBody
                items = Directive.allCases.filter { $0.appliesToClients == forClients }.map { directive in
                    Self.completionItem(directive, replacing: replaced, support: support)
                }
            }
        } else {
            let previous = tokens.index(before: wordStart)
            switch CompletionContext(tokens: tokens, previous: previous, place: place, wordStart: wordStart) {
            case .inheritance(let client):
                let names = workspace.clientNames.filter { $0 != client } + ["AnyObject", "Actor", "Sendable"]
                items =
                    names.map { Self.clientItem($0, replacing: replaced) } + [
                        Self.completionItem(InheritanceAttribute.marker, named: "@marker ", replacing: replaced)
                    ]
            case .type:
                items = typeItems(in: tokens, at: wordStart, forSpecAt: snapshot.key, replacing: replaced)
            case .declaration(let keywords):
                items =
                    keywords.map { Self.keywordItem($0, replacing: replaced) }
                    + (support.snippets ? Self.snippetItems(keywords, replacing: replaced) : [])
            case .none:
                items = []
            }
        }
        return ["isIncomplete": false, "items": .array(items)]
    }

    /// A directive as a completion item: its name (the `@` is written), with its parentheses as a snippet when it
    /// needs an argument and the client takes snippets, and the docs' words as its documentation.
    static func completionItem(
        _ directive: Directive,
        replacing range: JSONValue,
        support: ClientSupport
    ) -> JSONValue {
        let reference = directive.reference
        let meaning = Markdown.withoutLinks(reference.meaning)
        let needsArgument = reference.forms.allSatisfy { $0.contains("(") }
        let snippet = support.snippets && needsArgument
        let text = snippet ? "\(directive.rawValue)($1)" : directive.rawValue
        return [
            "label": .string(directive.rawValue),
            "kind": 14,
            "detail": .string(reference.forms.joined(separator: ", ") + " (on a \(reference.target))"),
            "documentation": ClientSupport.markup(
                meaning, plain: meaning, isMarkdown: support.markdownCompletionDocumentation),
            "insertTextFormat": .integer(snippet ? 2 : 1),
            "textEdit": ["range": range, "newText": .string(text)],
        ]
    }

    /// `@marker` as a completion item, written as `name` (`marker` after a typed `@`, else `@marker `), with the
    /// docs' words as its documentation (plain text, which every client shows).
    static func completionItem(_ reference: DirectiveReference, named name: String, replacing range: JSONValue)
        -> JSONValue
    {
        let meaning = Markdown.withoutLinks(reference.meaning)
        return [
            "label": .string(reference.forms[0]), "kind": 14, "filterText": "marker",
            "detail": .string(reference.forms.joined(separator: ", ") + " (on a \(reference.target))"),
            "documentation": .string(meaning), "textEdit": ["range": range, "newText": .string(name)],
        ]
    }

    /// A client's (or a protocol's) name as a completion item.
    static func clientItem(_ name: String, replacing range: JSONValue) -> JSONValue {
        ["label": .string(name), "kind": 8, "textEdit": ["range": range, "newText": .string(name)]]
    }

    /// A keyword as a completion item.
    static func keywordItem(_ keyword: String, replacing range: JSONValue) -> JSONValue {
        ["label": .string(keyword), "kind": 14, "textEdit": ["range": range, "newText": .string(keyword)]]
    }

    /// Whether a byte may be part of a word being typed.
    static func isWordByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }
}

/// What may be written at the cursor, from the token before the word being typed and where it is.
enum CompletionContext {
    /// A client or protocol a client inherits, after `:` or `,` in a client's header.
    case inheritance(client: String)
    /// A type: after `:`, `->`, `[`, `<`, `any` or `some`.
    case type
    /// Keywords: those that may start a declaration there, or follow a method's parameters.
    case declaration([String])
    /// Nothing the server suggests.
    case none

    /// What starts a declaration at the top level.
    static let topLevelKeywords = ["client", "import", "public", "package", "internal"]
    /// What starts a member.
    static let memberKeywords = [
        "func", "var", "init", "subscript", "static", "typealias", "nonisolated", "optional",
    ]
    /// What may follow a method's parameters.
    static let effectKeywords = ["async", "throws"]
    /// Modifiers after which a declaration's keyword still follows.
    static let modifiers: Set<String> = ["public", "package", "internal", "static", "nonisolated", "optional"]

    init(tokens: SpecTokens, previous: Int?, place: SpecTokens.Place, wordStart: Int) {
        let token = previous.map { tokens.tokens[$0] }
        let previousText = previous.map(tokens.text)
        if case .clientHeader(let client) = place, token?.kind == .colon || token?.kind == .comma {
            self = .inheritance(client: client)
            return
        }
        switch token?.kind {
        case .colon? where tokens.isInExpression(previous ?? 0):
            self = .none
            return
        case .colon?, .arrow?, .leftSquare?, .leftAngle?:
            self = .type
            return
        case .identifier? where previousText == "any" || previousText == "some":
            self = .type
            return
        default:
            break
        }
        let startsLine = token.map { !Self.onSameLine($0.range.end, wordStart, in: tokens.source.bytes) } ?? true
        let followsModifier = previousText.map(Self.modifiers.contains) ?? false
        let followsAttribute = previous.map { tokens.isAttributeName($0) || tokens.closesAttribute($0) } ?? false
        if place == .clientBody, let effects = Self.effects(after: previous, in: tokens) {
            self = .declaration(effects)
            return
        }
        guard startsLine || followsModifier || followsAttribute || token?.kind == .leftBrace else {
            self = .none
            return
        }
        let written = Self.modifiers(before: previous, in: tokens)
        switch place {
        case .topLevel: self = .declaration(written.isEmpty ? Self.topLevelKeywords : ["client"])
        case .clientBody:
            let excluded = written.contains("static") ? written.union(["init"]) : written
            self = .declaration(Self.memberKeywords.filter { !excluded.contains($0) })
        case .clientHeader, .nested: self = .none
        }
    }

    /// The effects that may follow the token at `index` in a member: both after a method's parameters, `throws`
    /// after `async`; `nil` anywhere else.
    private static func effects(after index: Int?, in tokens: SpecTokens) -> [String]? {
        guard let index else { return nil }
        let isParameters = { (index: Int) in
            tokens.tokens[index].kind == .rightParen && !tokens.closesAttribute(index)
        }
        if isParameters(index) { return effectKeywords }
        if index > 0, tokens.text(index) == "async", isParameters(index - 1) { return ["throws"] }
        return nil
    }

    /// The modifiers written right before the token after `index` (`public`, `static nonisolated`).
    private static func modifiers(before index: Int?, in tokens: SpecTokens) -> Set<String> {
        var written: Set<String> = []
        var position = index
        while let current = position, tokens.tokens[current].kind == .identifier,
            case let text = tokens.text(current), modifiers.contains(text)
        {
            written.insert(text)
            position = current > 0 ? current - 1 : nil
        }
        return written
    }

    /// Whether no line break comes between two offsets.
    private static func onSameLine(_ start: Int, _ end: Int, in bytes: [UInt8]) -> Bool {
        !bytes[start..<end].contains { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
    }
}
