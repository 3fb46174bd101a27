/// Subscript requirements: `subscript(metadataKey key: String) -> Logger.Metadata.Value? { get set }`.
extension SpecParser {
    /// Parses a subscript as a function member named `subscript` whose getter's effects are the function's, as Swift
    /// writes them in the accessor block (`{ get async throws }`). As in Swift, a parameter's single name is its local
    /// name, without an argument label.
    mutating func parseSubscript(
        docLines: [String],
        attributes: [Attribute],
        modifiers: [Modifier],
        start: Token
    ) -> MemberDecl? {
        let keyword = advance()
        guard let clause = parseParameterClause() else { return nil }
        let genericParameters = clause.genericParameters
        var parameters = clause.parameters
        for position in parameters.indices { parameters[position].isUnlabelledBySingleName = true }
        guard consume(.arrow) != nil else {
            diagnostics.report(.expectedSubscriptResult, at: insertionPoint)
            skipToMember()
            return nil
        }
        let returnType = parseType()
        let requirements = current.isKeyword(.where) ? parseWhereClause() : []
        var effects = Effects()
        var setterRange: SourceRange?
        if current.kind == .leftBrace {
            (effects, setterRange) = parseAccessorBlock()
        } else {
            diagnostics.report(
                .expectedAccessorBlock, at: insertionPoint,
                fixIts: [FixIt(.insertAccessorBlock, range: insertionPoint, replacement: " { get }")])
        }
        let function = FunctionDecl(
            genericParameters: genericParameters, parameters: parameters, effects: effects, returnType: returnType,
            requirements: requirements, form: .subscript(setterRange: setterRange))
        return MemberDecl(
            docLines: docLines, attributes: attributes, modifiers: modifiers,
            name: Identifier(name: "subscript", range: keyword.range), kind: .function(function),
            range: range(from: start.range.start))
    }
}
