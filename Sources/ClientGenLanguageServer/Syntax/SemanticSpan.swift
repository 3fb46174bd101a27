import ClientGenCore

/// What a span of a spec is, for semantic highlighting: LSP's token types, in the order of the legend the server
/// announces (a token's type is sent as its index).
enum SemanticTokenType: Int, CaseIterable {
    /// A module an `import` names.
    case namespace
    /// A type that is not a client: `String`, `Item`, a type alias.
    case type
    /// A client: where it is declared, and where a spec inherits or stores it.
    case `class`
    /// A generic parameter of a method.
    case typeParameter
    /// A parameter's label or name.
    case parameter
    /// A `var` member.
    case property
    /// A `func` member.
    case method
    /// A member written after a dot, in a default or a directive's argument: `.empty`, `.seconds(5)`.
    case enumMember
    /// A clientgen directive (`@placeholder`, `@key`, ...): what clientgen reads itself.
    case macro
    /// A Swift attribute the spec copies into the generated code (`@MainActor`, `@available`).
    case decorator
    case keyword
    case comment
    case string
    case number
    case `operator`

    /// The name LSP gives the type.
    var name: String { "\(self)" }
}

/// What else LSP says of a span, as bits in the order of the legend the server announces.
struct SemanticTokenModifiers: OptionSet, Hashable {
    let rawValue: Int

    /// Where a client, member, parameter or type alias is declared.
    static let declaration = SemanticTokenModifiers(rawValue: 1 << 0)
    /// A `///` or `/** */` comment.
    static let documentation = SemanticTokenModifiers(rawValue: 1 << 1)
    /// A `static` member.
    static let `static` = SemanticTokenModifiers(rawValue: 1 << 2)
    /// A member marked deprecated by `@available`.
    static let deprecated = SemanticTokenModifiers(rawValue: 1 << 3)

    /// The modifiers' names, in the order of their bits.
    static let names = ["declaration", "documentation", "static", "deprecated"]
}

/// One classified span of a spec.
struct SemanticSpan: Equatable {
    var range: SourceRange
    var type: SemanticTokenType
    var modifiers: SemanticTokenModifiers = []
}
