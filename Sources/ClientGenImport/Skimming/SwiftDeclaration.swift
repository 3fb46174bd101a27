import ClientGenCore

/// A declaration found by skimming Swift source: what `clientgen import` needs to know about it, located by byte
/// ranges into its file. Bodies are not parsed: a type's members are skimmed one level at a time, a function's body
/// is only a range.
struct SwiftDeclaration: Sendable {
    /// What a declaration declares, by its keyword.
    enum Kind: Sendable, Equatable {
        case protocolType, structType, classType, enumType, actorType, extensionType
        case function, variable, constant, initializer, subscriptMember, typeAlias, associatedType, enumCase
        case importDecl, other

        /// Whether the declaration is a type or an extension, whose body holds members.
        var hasMembers: Bool {
            switch self {
            case .protocolType, .structType, .classType, .enumType, .actorType, .extensionType: return true
            default: return false
            }
        }
    }

    var kind: Kind
    /// The declared name; for an extension, the extended type as written (`DependencyValues`, `Foo.Bar`).
    var name: String
    var nameRange: SourceRange
    /// The attributes before the declaration, in order.
    var attributes: [SwiftAttribute]
    /// The modifiers before its keyword, as written (`public`, `static`, `private(set)`).
    var modifiers: [String]
    /// The `///` lines (or a `/** */` block as `///` lines) attached to it.
    var docLines: [String]
    /// From the first attribute, modifier or keyword to the end of the declaration.
    var range: SourceRange
    /// Where the declaration's doc comment starts, or ``range``'s start without one: what removing it removes.
    var fullStart: Int
    /// Where its modifiers start (its keyword, without modifiers): after the attributes.
    var modifiersStart: Int
    /// Where its keyword starts.
    var keywordStart: Int
    /// The types after `:` of a type or extension, as written.
    var inheritance: [String]
    /// The first generic parameter a type declares (`Model` in `struct Repository<Model>`), if it is generic.
    var genericParameter: String?
    /// The text between a type's braces, a function's braces or a property's accessor block.
    var body: SourceRange?
    /// The token indices of the declaration, from its first attribute to its last token.
    var tokens: Range<Int>
    /// A type's or extension's members (empty for other declarations and past the nesting bound).
    var members: [SwiftDeclaration]
    /// The `#if` condition the declaration is under, or `nil`; `#elseif` and `#else` clauses are written out as one
    /// condition (`!(DEBUG) && (TESTING)`).
    var condition: String?
    /// Whether it is in an `#elseif` or `#else` clause: an alternative to a declaration import prefers.
    var isInAlternativeClause: Bool
    /// The branches of the `#if` chains it is in, outermost first: what a spec writes around it.
    var branches: [ConditionBranch] = []

    /// Whether a modifier is written (`static`, `private`).
    func hasModifier(_ modifier: String) -> Bool {
        modifiers.contains { $0 == modifier || $0.hasPrefix(modifier + "(") }
    }

    /// Whether an attribute is written, by name (`DependencyClient`, `MainActor`).
    func hasAttribute(_ name: String) -> Bool {
        attributes.contains { $0.name == name }
    }

    /// The access modifier written, if any.
    var accessModifier: String? {
        modifiers.first { ["public", "package", "internal", "fileprivate", "private", "open"].contains($0) }
    }

    /// The access modifier, with a space after it, that a generated or moved declaration needs to be as visible as
    /// this one: `public ` for `public` and `open`, `package `, or nothing.
    var accessPrefix: String {
        switch accessModifier {
        case "public", "open": return "public "
        case "package": return "package "
        default: return ""
        }
    }

    /// The access modifier, with a space after it, that a member keeps when it moves out of this container into an
    /// extension in the extras file: its own (`private` and `fileprivate` as internal, as the rest of its file may
    /// use it), else what it had by default here: an extension's written access, internal in a type's body.
    func movedAccess(of member: SwiftDeclaration) -> String {
        switch member.accessModifier {
        case "private", "fileprivate": return ""
        case "open": return "public "
        case let access?: return access + " "
        case nil: return kind == .extensionType ? accessPrefix : ""
        }
    }

    /// Whether the declaration is `static` (or `class`, in a class).
    var isStatic: Bool { hasModifier("static") || hasModifier("class") }
}

/// An attribute as written before a declaration: its name and whole text (`@available(iOS 15, *)`).
struct SwiftAttribute: Sendable, Equatable {
    var name: String
    var text: String
}

/// A branch of an `#if` chain a declaration is in, as the source writes the chain up to it.
struct ConditionBranch: Sendable, Equatable {
    /// The token index of the chain's `#if` in its file, which tells chains apart.
    var chain: Int
    /// The conditions of the chain's clauses up to and including this branch's, in order: `nil` for `#else`.
    var clauses: [String?]

    /// The branch's position in its chain (`0` for the `#if`).
    var index: Int { clauses.count - 1 }
}
