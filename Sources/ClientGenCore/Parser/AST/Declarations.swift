/// The syntax tree of one spec file, as written: nothing here is resolved or checked beyond the grammar.
package struct SpecFileSyntax: Sendable {
    var imports: [ImportDecl] = []
    package var clients: [ClientDecl] = []
    /// The file's `#if` chains around clients and members, by number: what each branch's condition says.
    package var conditionalChains: [ConditionalChainSyntax] = []
}

/// One `#if` chain of a spec (`#if A`, `#elseif B`, `#else`, `#endif`) around clients or members.
package struct ConditionalChainSyntax: Sendable {
    /// Each clause's condition as written, in order: `nil` for `#else`.
    package var clauses: [String?] = []
    /// Where its `#if` is.
    let range: SourceRange

    /// The condition under which the branch at `index` applies, as one condition: its own for the `#if`, the earlier
    /// ones negated and its own for an `#elseif` or `#else` (`!(A) && (B)`).
    package func condition(ofBranch index: Int) -> String {
        guard index > 0 else { return clauses.first.flatMap { $0 } ?? "" }
        var parts: [String] = []
        for clause in clauses[..<index] { parts.append(Self.negation(of: clause ?? "")) }
        if index < clauses.count, let own = clauses[index] { parts.append(Self.isTerm(own) ? own : "(" + own + ")") }
        return parts.joined(separator: " && ")
    }

    /// The directive that opens the clause at `index` of a chain: `#if A`, `#elseif B`, or `#else` for no condition.
    package static func directive(_ clause: String?, at index: Int) -> String {
        guard let clause else { return "#else" }
        return (index == 0 ? "#if " : "#elseif ") + clause
    }

    /// `!os(iOS)` for `os(iOS)`, `DEBUG` for `!DEBUG`, `!(A || B)` for anything but one term.
    package static func negation(of clause: String) -> String {
        guard isTerm(clause) else { return "!(" + clause + ")" }
        return clause.utf8.first == UInt8(ascii: "!") ? String(clause.dropFirst()) : "!" + clause
    }

    /// Whether a condition is one term, which `!` and `&&` apply to without parentheses: a name, a call
    /// (`os(iOS)`, `compiler(>=6.0)`), or the negation of one, with nothing outside its parentheses.
    package static func isTerm(_ condition: String) -> Bool {
        let bytes = Array(condition.utf8)
        var position = 0
        while position < bytes.count, bytes[position] == UInt8(ascii: "!") { position += 1 }
        guard position < bytes.count, Lexer.isIdentifierStart(bytes[position]) else { return false }
        var depth = 0
        var hasArguments = false
        for byte in bytes[position...] {
            switch byte {
            case UInt8(ascii: "("):
                if depth == 0, hasArguments { return false }
                depth += 1
            case UInt8(ascii: ")"):
                depth -= 1
                if depth < 0 { return false }
                hasArguments = hasArguments || depth == 0
            default:
                if depth == 0, hasArguments || !Lexer.isIdentifierContinuation(byte) { return false }
            }
        }
        return depth == 0
    }

    /// The condition of a declaration under these branches of the chains, as one condition: each branch's, joined with
    /// `&&` (a branch's in parentheses when it has `||`, which binds looser); `nil` outside any `#if`.
    package static func condition(of branches: [ConditionalBranchSyntax], in chains: [ConditionalChainSyntax])
        -> String?
    {
        guard let first = branches.first else { return nil }
        let own = chains[first.chain].condition(ofBranch: first.index)
        guard branches.count > 1 else { return own }
        return branches.map { branch in
            let text = chains[branch.chain].condition(ofBranch: branch.index)
            return text.contains("|") ? "(" + text + ")" : text
        }.joined(separator: " && ")
    }
}

/// A branch of an `#if` chain a declaration is in: the chain's number in its file and the clause (`0` for `#if`).
package struct ConditionalBranchSyntax: Sendable, Equatable {
    package let chain: Int
    package let index: Int
}

/// A name as written, without its backticks.
package struct Identifier: Sendable, Hashable {
    package let name: String
    package let range: SourceRange
    var isBackticked: Bool = false
}

/// `@name` or `@name(arguments)`. Arguments are kept as the source text between the parentheses.
package struct Attribute: Sendable {
    package let name: String
    package let nameRange: SourceRange
    var arguments: Expression?
    package let range: SourceRange

    /// The attribute as Swift source, e.g. `@available(iOS 15, *)`.
    package var text: String {
        arguments.map { "@\(name)(\($0.text))" } ?? "@\(name)"
    }
}

/// A declaration modifier such as `public`, `nonisolated` or `private(set)`.
struct Modifier: Sendable {
    let keyword: Keyword
    var argument: String?
    let range: SourceRange
}

/// An expression the generator copies without interpreting it: a default value or a directive argument.
struct Expression: Sendable {
    let text: String
    let range: SourceRange
}

/// `public import Foundation`, `@preconcurrency import struct Legacy.Thing`.
struct ImportDecl: Sendable {
    let attributes: [Attribute]
    let modifiers: [Modifier]
    let kind: Keyword
    let path: String
    let range: SourceRange
    /// The condition of the `#if` block around the import, as one condition (`!(A) && B` for `#elseif B` after
    /// `#if A`), or `nil` for an import that always applies.
    var condition: String?
}

/// `client Name: Inherited { members }`.
package struct ClientDecl: Sendable {
    let docLines: [String]
    package let attributes: [Attribute]
    let modifiers: [Modifier]
    package let name: Identifier
    let inheritance: [TypeSyntax]
    package var members: [MemberDecl]
    package let range: SourceRange
    /// `typealias Name = Type` declarations among the members, which member types may use.
    package var typeAliases: [TypeAliasDecl] = []
    /// Where the members' types say `Result` without generic arguments, which only a type alias makes a type.
    var bareResultRanges: [SourceRange] = []
    /// The `#if` branches the client is declared in, outermost first; empty when it always applies.
    package var condition: [ConditionalBranchSyntax] = []
}

/// `typealias Result = Swift.Result<Data, any Error>` in a client.
package struct TypeAliasDecl: Sendable {
    let docLines: [String]
    let attributes: [Attribute]
    let modifiers: [Modifier]
    package let name: Identifier
    let type: TypeSyntax
    package let range: SourceRange
    /// The `#if` branches inside the client's body the alias is declared in, outermost first.
    var condition: [ConditionalBranchSyntax] = []
}

/// A requirement of a client: a method, an initializer or a property.
package struct MemberDecl: Sendable {
    package enum Kind: Sendable {
        case function(FunctionDecl)
        case property(PropertyDecl)
    }

    let docLines: [String]
    package let attributes: [Attribute]
    let modifiers: [Modifier]
    package let name: Identifier
    package var kind: Kind
    package let range: SourceRange
    /// Whether a syntax error was reported inside the member; validation skips it rather than pile on.
    var isMalformed = false
    /// The `#if` branches inside the client's body the member is declared in, outermost first.
    package var condition: [ConditionalBranchSyntax] = []

    /// Whether the member is declared `static`.
    package var isStatic: Bool { modifiers.contains { $0.keyword == .static } }

    /// Whether the member is an `init` requirement.
    package var isInitializer: Bool {
        if case .function(let function) = kind, case .initializer = function.form { return true }
        return false
    }

    /// Whether the member is a `var`.
    var isProperty: Bool {
        if case .property = kind { return true }
        return false
    }

    /// Whether the member is a method with a generic parameter named `Result`.
    var hasGenericResult: Bool {
        if case .function(let function) = kind {
            return function.genericParameters.contains { $0.name.name == "Result" }
        }
        return false
    }

    /// Whether the member is a `subscript` requirement.
    package var isSubscript: Bool {
        if case .function(let function) = kind, case .subscript = function.form { return true }
        return false
    }
}

/// The signature of a `func` member, or of an `init` requirement (named `init`, without a result).
package struct FunctionDecl: Sendable {
    package var genericParameters: [GenericParameter]
    package var parameters: [Parameter]
    var effects: Effects
    package var returnType: TypeSyntax?
    var requirements: [GenericRequirement]
    package var form: Form = .method

    /// What declares the function.
    package enum Form: Equatable, Sendable {
        /// `func name(…)`.
        case method
        /// `init(…)`, or `init?(…)` when `isFailable`.
        case initializer(isFailable: Bool)
        /// `subscript(…) -> Result { get }`, or `{ get set }` with `setterRange`: the getter's effects are the
        /// function's.
        case `subscript`(setterRange: SourceRange?)
    }
}

/// The type and getter effects of a `var name: Type { get async throws }` member.
package struct PropertyDecl: Sendable {
    package var type: TypeSyntax
    var effects: Effects
    /// Where `set` is written in `{ get set }`, or `nil` for a read-only property.
    var setterRange: SourceRange?
}

/// `async`, `throws` and `throws(E)` as written on a function, getter or function type.
package struct Effects: Sendable {
    var asyncRange: SourceRange?
    var throwsRange: SourceRange?
    package var thrownType: TypeSyntax?
    /// Where `rethrows` is written, which only a method may be.
    var rethrowsRange: SourceRange?

    package var isAsync: Bool { asyncRange != nil }
    package var isThrowing: Bool { throwsRange != nil }
    var isRethrowing: Bool { rethrowsRange != nil }
}

/// `T` or `T: Constraint` in a generic parameter clause.
package struct GenericParameter: Sendable {
    package let name: Identifier
    package var constraint: TypeSyntax?
}

/// `T: P` or `T.Element == U` in a `where` clause.
struct GenericRequirement: Sendable {
    enum Relation: Sendable {
        case conformance
        case sameType
    }

    var left: TypeSyntax
    let relation: Relation
    var right: TypeSyntax
}

/// One function parameter: `label name: Type = default`, with Swift's rules for `_` and single names.
package struct Parameter: Sendable {
    package let firstName: Identifier
    package var secondName: Identifier?
    var type: TypeSyntax
    let isVariadic: Bool
    var defaultValue: Expression?
    package let range: SourceRange
    /// Whether a single name is the local name only, as a subscript's parameter's is (`subscript(key: String)` is
    /// called `client[k]`).
    var isUnlabelledBySingleName = false

    /// The argument label callers write, or `nil` for `_`.
    package var label: String? {
        firstName.isWildcard || (isUnlabelledBySingleName && secondName == nil) ? nil : firstName.name
    }

    /// The name the parameter has inside the function, or `nil` when it has none (`_: Int`).
    package var localName: String? {
        let name = secondName ?? firstName
        return name.isWildcard ? nil : name.name
    }
}

extension Identifier {
    /// Whether this is the `_` wildcard rather than a name.
    package var isWildcard: Bool { name == "_" && !isBackticked }
}
