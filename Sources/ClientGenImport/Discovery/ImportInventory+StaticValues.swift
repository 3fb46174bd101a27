import ClientGenCore

/// Reading a struct client's static values that call its memberwise initializer: its test value, its
/// `unimplemented`, its `noop`.
extension ImportInventory {
    /// The opening parenthesis of the memberwise call a static value is (`Self(…)`, `.init(…)`, `Client(…)`), as its
    /// initial value or its getter's one expression.
    func memberwiseCall(in value: Located, of type: String) -> Int? {
        let skimmer = files[value.file].skimmer
        let expression: SourceRange?
        if value.declaration.body != nil {
            expression = skimmer.bodyTokens(of: value.declaration).flatMap {
                skimmer.singleExpression(in: $0) ?? firstGeneratedReturn(in: $0, of: skimmer)
            }
        } else {
            expression = skimmer.initialValue(of: value.declaration)
        }
        guard let expression else { return nil }
        var position = skimmer.tokenIndex(at: expression.start)
        let end = skimmer.tokenIndex(at: expression.end)
        if skimmer.tokens[position].kind == .period { position += 1 }
        while position + 2 < end, skimmer.tokens[position + 1].kind == .period { position += 2 }
        guard ["Self", "init", type].contains(skimmer.text(of: position)), position + 1 < end,
            skimmer.tokens[position + 1].kind == .leftParen, skimmer.closers[position + 1] == end - 1
        else { return nil }
        return position + 1
    }

    /// In code clientgen generated, what the first `return` returns: its `noop` of a struct client with endpoints under
    /// `#if` returns a call per combination of branches, the first passing every member of the first branches.
    private func firstGeneratedReturn(in body: Range<Int>, of skimmer: SwiftSkimmer) -> SourceRange? {
        guard skimmer.isGeneratedCode, let returned = body.first(where: { skimmer.tokens[$0].isKeyword(.return) }),
            returned + 1 < body.upperBound
        else { return nil }
        var end = returned + 1
        while end < body.upperBound, end == returned + 1 || !skimmer.tokens[end].isAtStartOfLine {
            end = skimmer.skipGroup(at: end)
        }
        return SourceRange(start: skimmer.tokens[returned + 1].range.start, end: skimmer.tokens[end - 1].range.end)
    }

    /// What a hand-written `noop` passes for each member, by label: a closure's one expression (`""` for an empty
    /// closure), or the value itself; `nil` when it is not a memberwise call of closures and values import can read.
    func noopValues(of value: Located, of type: String) -> [String: String]? {
        guard let opener = memberwiseCall(in: value, of: type) else { return nil }
        let skimmer = files[value.file].skimmer
        var values: [String: String] = [:]
        for argument in skimmer.items(in: opener, isParameterClause: false) {
            guard let label = argument.label else { return nil }
            let start = skimmer.tokenIndex(at: argument.value.start)
            let end = skimmer.tokenIndex(at: argument.value.end)
            guard skimmer.tokens[start].kind == .leftBrace, skimmer.closers[start] == end - 1 else {
                values[label] = skimmer.unindentedLines(argument.value).joined(separator: "\n")
                continue
            }
            guard let body = skimmer.closureBody(at: start) else { return nil }
            if body.isEmpty {
                values[label] = ""
            } else if let expression = skimmer.singleExpression(in: body) {
                values[label] = skimmer.unindentedLines(expression).joined(separator: "\n")
            } else {
                return nil
            }
        }
        return values
    }

    /// An expression without its spaces, to compare two spellings of it.
    static func squeezed(_ text: String) -> String {
        text.filter { !$0.isWhitespace }
    }
}
