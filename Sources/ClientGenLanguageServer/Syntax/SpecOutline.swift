import ClientGenCore

/// A spec's clients and their members as the parser reads them, with the names editors show: what document symbols
/// list and what hover finds a member by. The parser recovers after errors, so a spec being edited has an outline
/// too.
struct SpecOutline {
    /// One client: its declaration, and its members with their names.
    struct Client {
        var declaration: ClientDecl
        /// Whether `@style(struct)` makes it a struct of closures.
        var isStruct: Bool
        var members: [Member]
        /// The condition of the `#if` blocks around it, as one condition (`!(os(iOS)) && DEBUG`); `nil` outside any.
        var condition: String?
    }

    /// One member and the name a Swift editor would show: `forecast(for:days:)`, `init?(port:)`, `isOnline`.
    struct Member {
        var declaration: MemberDecl
        var name: String
        /// The condition of the `#if` blocks around it in the client's body, as one condition; `nil` outside any.
        var condition: String?
    }

    var clients: [Client]

    init(_ source: SourceFile) {
        let syntax = SpecParser.parse(source).syntax
        let condition = { ConditionalChainSyntax.condition(of: $0, in: syntax.conditionalChains) }
        clients = syntax.clients.map { client in
            Client(
                declaration: client,
                isStruct: client.attributes.contains { $0.text.filter { $0 != " " } == "@style(struct)" },
                members: client.members.map {
                    Member(declaration: $0, name: Self.name(of: $0), condition: condition($0.condition))
                },
                condition: condition(client.condition))
        }
    }

    /// The client and the index of its member whose name holds `offset`.
    func member(at offset: Int) -> (client: Client, index: Int)? {
        for client in clients {
            if let index = client.members.firstIndex(where: { Self.holds($0.declaration.name.range, offset) }) {
                return (client, index)
            }
        }
        return nil
    }

    /// A member's name with its argument labels, as Swift names functions.
    static func name(of member: MemberDecl) -> String {
        switch member.kind {
        case .property:
            return member.name.name
        case .function(let function):
            var base = member.name.name
            if case .initializer(isFailable: true) = function.form { base += "?" }
            return base + "(" + function.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
        }
    }

    /// Whether a range holds an offset, its end included (a cursor right after a word is on the word).
    static func holds(_ range: SourceRange, _ offset: Int) -> Bool {
        range.start <= offset && offset <= range.end
    }
}
