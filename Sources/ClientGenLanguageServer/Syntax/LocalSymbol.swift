import ClientGenCore

/// A name one member declares for itself, and every place the member writes it: what go to definition and rename do
/// on a name that is no client's.
///
/// - A parameter's local name: in the parameter, and in the member's directives and attributes that name it
///   (`@unrecorded(query)`, `@placeholder(Item(id: id))`), as the generated code reads them. A single name is also the
///   argument label (`func fetch(id: Int)`), so renaming it renames the label too, as in Swift.
/// - An argument label written before a local name (`for` in `forecast(for city: String)`): only itself.
/// - A generic parameter: wherever the member's signature and directives write it, member types (`T.Element`) and
///   argument labels aside.
struct LocalSymbol {
    /// The name, without backticks.
    var name: String
    /// Where it is declared.
    var declaration: SourceRange
    /// Every place it is written, its declaration first.
    var places: [SourceRange]

    /// The symbol whose name is written at `offset` of the spec, or `nil` where no member declares the word there.
    init?(at offset: Int, in tokens: SpecTokens, outline: SpecOutline) {
        guard let index = tokens.index(at: offset), tokens.tokens[index].kind == .identifier,
            !tokens.isAttributeName(index),
            let member = outline.clients.lazy.flatMap(\.members).first(where: {
                Self.span(of: $0.declaration).contains(offset)
            }),
            case .function(let function) = member.declaration.kind
        else { return nil }
        let range = tokens.tokens[index].nameRange
        let word = tokens.text(index)
        if let parameter = function.parameters.first(where: {
            $0.firstName.range == range && $0.secondName != nil && !$0.firstName.isWildcard
        }) {
            self.init(name: parameter.firstName.name, declaration: range, places: [range])
            return
        }
        let spans = member.declaration.attributes.compactMap { Self.argumentSpan(of: $0, in: tokens) }
        if let parameter = function.parameters.first(where: { Self.localName(of: $0)?.name == word }),
            let local = Self.localName(of: parameter),
            local.range == range || spans.contains(where: { $0.contains(range.start) })
        {
            let uses = Self.uses(of: word, in: spans, tokens: tokens)
            self.init(name: word, declaration: local.range, places: [local.range] + uses)
            return
        }
        guard let generic = function.genericParameters.first(where: { $0.name.name == word }) else { return nil }
        let labels = Set(
            function.parameters.flatMap { [$0.firstName.range] + ($0.secondName.map { [$0.range] } ?? []) })
        let uses = Self.uses(of: word, in: [Self.span(of: member.declaration)], tokens: tokens, labels: true).filter {
            !labels.contains($0)
        }
        guard uses.contains(range) else { return nil }
        self.init(name: word, declaration: generic.name.range, places: uses)
    }

    private init(name: String, declaration: SourceRange, places: [SourceRange]) {
        self.name = name
        self.declaration = declaration
        self.places = places
    }

    /// The name a parameter is read by inside the member: its second name, or its only one unless that is `_`.
    private static func localName(of parameter: Parameter) -> Identifier? {
        parameter.localName == nil ? nil : parameter.secondName ?? parameter.firstName
    }

    /// Where a member's directives and attributes read its parameters (`query` in `@unrecorded(query)`): what
    /// semantic highlighting colours as parameters.
    static func parameterReads(of member: MemberDecl, in tokens: SpecTokens) -> [SourceRange] {
        guard case .function(let function) = member.kind else { return [] }
        let spans = member.attributes.compactMap { argumentSpan(of: $0, in: tokens) }
        guard !spans.isEmpty else { return [] }
        return function.parameters.compactMap(localName).flatMap { uses(of: $0.name, in: spans, tokens: tokens) }
    }

    /// Where a member is written, its attributes and directives included.
    private static func span(of declaration: MemberDecl) -> Range<Int> {
        let start = declaration.attributes.map(\.range.start).min() ?? declaration.range.start
        return min(start, declaration.range.start)..<declaration.range.end
    }

    /// Where an attribute's arguments are written, between its parentheses; `nil` for one without.
    private static func argumentSpan(of attribute: Attribute, in tokens: SpecTokens) -> Range<Int>? {
        let start = attribute.nameRange.end
        guard start < attribute.range.end, tokens.source.bytes[start] == UInt8(ascii: "(") else { return nil }
        return start..<attribute.range.end
    }

    /// The places in `spans` that write `word` as a name of its own: not after a `.` (a member of something else)
    /// and, with `labels` false, not before a `:` (an argument label in a call).
    private static func uses(of word: String, in spans: [Range<Int>], tokens: SpecTokens, labels: Bool = false)
        -> [SourceRange]
    {
        var found: [SourceRange] = []
        for span in spans {
            for index in indices(in: span, of: tokens) where tokens.names(word, at: index) {
                guard index == 0 || tokens.tokens[index - 1].kind != .period,
                    labels || index + 1 == tokens.tokens.count || tokens.tokens[index + 1].kind != .colon
                else { continue }
                found.append(tokens.tokens[index].nameRange)
            }
        }
        return found
    }

    /// The indices of the tokens that start in `span`, found by bisection: a spec's tokens are in order.
    private static func indices(in span: Range<Int>, of tokens: SpecTokens) -> Range<Int> {
        var (low, high) = (0, tokens.tokens.count)
        while low < high {
            let middle = (low + high) / 2
            if tokens.tokens[middle].range.start < span.lowerBound { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < tokens.tokens.count, tokens.tokens[end].range.start < span.upperBound { end += 1 }
        return low..<end
    }
}
