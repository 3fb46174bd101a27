import ClientGenCore

/// The names a spec declares (`client Name`, or `protocol Name`) and the words it uses, read from its tokens without parsing: what the
/// workspace needs to find the specs another spec's clients inherit or store, as the build plugin finds a spec's
/// relatives. A name in a comment is no token, so it adds nothing; every name a spec uses is there, so no relative is
/// missed.
struct SpecNames: Sendable, Equatable {
    /// One `client Name` of the spec.
    struct Declaration: Sendable, Equatable {
        /// The client's name, without backticks.
        var name: String
        /// Where the name is written.
        var range: SourceRange
        /// Whether `@style(struct)` comes before it: a struct of closures, not a protocol.
        var isStruct = false
    }

    /// The clients the spec declares, in order.
    var declarations: [Declaration]
    /// Every word of the spec outside comments and strings: identifiers and keywords, without backticks.
    var words: Set<String>
    /// The names the spec's clients may take in the module they are generated into: each client's own, its key's,
    /// its unimplemented double's, its mock's and its `DependencyValues` property's, and the name of every
    /// `@key(name)`. Two specs linted together can only report each other (a duplicate client, a collision of
    /// generated names) when they claim a name in common; a name claimed and not taken only makes a spec read for
    /// nothing.
    var claimed: Set<String>

    /// The names of a spec's bytes.
    init(_ source: SourceFile) {
        let tokens = Lexer.tokenize(source).tokens
        var declarations: [Declaration] = []
        var words: Set<String> = []
        var keyNames: Set<String> = []
        var isStruct = false
        for (index, token) in tokens.enumerated() where token.kind == .identifier {
            let word = source.text(token.nameRange)
            words.insert(word)
            // `protocol Name` is a client too: the parser reads it as one (and reports the keyword), and so does
            // `clientgen lint` when it looks for clients declared twice.
            if token.isKeyword(.client) || token.isKeyword(.protocol), index + 1 < tokens.count,
                tokens[index + 1].kind == .identifier
            {
                let name = tokens[index + 1].nameRange
                declarations.append(Declaration(name: source.text(name), range: name, isStruct: isStruct))
                isStruct = false
            }
            if word == "style", index > 0, tokens[index - 1].kind == .atSign, index + 2 < tokens.count,
                tokens[index + 1].kind == .leftParen
            {
                isStruct = tokens[index + 2].kind == .identifier && source.text(tokens[index + 2].nameRange) == "struct"
            }
            if word == "key", index > 0, tokens[index - 1].kind == .atSign, index + 2 < tokens.count,
                tokens[index + 1].kind == .leftParen, tokens[index + 2].kind == .identifier
            {
                keyNames.insert(source.text(tokens[index + 2].nameRange))
            }
        }
        self.declarations = declarations
        self.words = words
        var claimed = keyNames
        for declaration in declarations {
            let names = GeneratedNames(client: declaration.name, valuesProperty: nil)
            claimed.formUnion([declaration.name, names.key, names.unimplemented, names.mock, names.valuesProperty])
        }
        self.claimed = claimed
    }

    /// The names of the clients the spec declares.
    var declared: Set<String> {
        Set(declarations.map(\.name))
    }
}
