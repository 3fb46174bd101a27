/// `typealias Name = Type` among a client's members: a name member types may use, declared with the client.
extension SpecParser {
    /// Parses a type alias into ``typeAliases``. A generic one is reported: the generated code could not forward its
    /// parameters.
    mutating func parseTypeAlias(docLines: [String], attributes: [Attribute], modifiers: [Modifier], start: Token) {
        advance()
        guard let name = parseName(.typeAlias) else {
            skipToMember()
            return
        }
        if current.kind == .leftAngle {
            let clauseStart = current.range.start
            _ = parseGenericParameters()
            diagnostics.report(
                .genericTypeAlias(name.name, client: clientName),
                at: SourceRange(start: clauseStart, end: previous.range.end))
        }
        guard consume(.equal) != nil else {
            diagnostics.report(.expectedTypeAliasValue, at: insertionPoint)
            skipToMember()
            return
        }
        let type = parseType()
        typeAliases.append(
            TypeAliasDecl(
                docLines: docLines, attributes: attributes, modifiers: modifiers, name: name, type: type,
                range: range(from: start.range.start), condition: memberCondition))
    }
}
