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
            let member = outline.clients.lazy.flatMap(\.members).first(where: { Self.span(of: $0).contains(offset) }),
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
        let uses = Self.uses(of: word, in: [Self.span(of: member)], tokens: tokens, labels: true).filter {
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
        let name = parameter.secondName ?? parameter.firstName
        return name.isWildcard ? nil : name
    }

    /// Where a member is written, its attributes and directives included.
    private static func span(of member: SpecOutline.Member) -> Range<Int> {
        let declaration = member.declaration
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
        for index in tokens.tokens.indices where tokens.names(word, at: index) {
            let range = tokens.tokens[index].nameRange
            guard spans.contains(where: { $0.contains(range.start) }),
                index == 0 || tokens.tokens[index - 1].kind != .period,
                labels || index + 1 == tokens.tokens.count || tokens.tokens[index + 1].kind != .colon
            else { continue }
            found.append(range)
        }
        return found
    }
}
