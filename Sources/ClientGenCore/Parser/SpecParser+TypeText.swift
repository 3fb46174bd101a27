/// A type on its own, as import and tests read one: the spec grammar's type, without a client to wrap it in.
extension SpecParser {
    /// Parses a whole text as one type (`@Sendable (Int) async -> [String]`); `nil` when the text is not exactly one
    /// type, or has a syntax error.
    package static func parseType(_ text: String) -> TypeSyntax? {
        let source = SourceFile(path: "type", text: text)
        let (tokens, lexerDiagnostics) = Lexer.tokenize(source)
        guard !lexerDiagnostics.containsErrors else { return nil }
        var parser = SpecParser(source: source, tokens: tokens)
        let type = parser.parseType()
        guard parser.isAtEnd, parser.errorMark == 0 else { return nil }
        return type
    }
}
