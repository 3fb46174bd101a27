/// An `#if` chain of a spec (`#if A`, `#elseif B`, `#else`), shared by what its branches declare: two declarations are
/// alternatives when they are in different branches of the same chain, which this object's identity tells.
final class ConditionalChain: Sendable {
    /// Each clause's condition as written, in order; `nil` for `#else`.
    let clauses: [String?]
    /// The condition under which each branch applies, as one condition (`!(A) && (B)` for `#elseif B`).
    let branchConditions: [String]

    init(_ syntax: ConditionalChainSyntax) {
        clauses = syntax.clauses
        branchConditions = syntax.clauses.indices.map(syntax.condition(ofBranch:))
    }

    /// Whether the chain has an `#else`, so that one of its branches always applies.
    var hasElse: Bool { clauses.last == .some(nil) }
}

/// The `#if` branches a client, member or type alias is declared in, outermost first (a member's inside its client's
/// body), and the condition they make, which the generated `#if` around each of its declarations writes.
struct CompilationCondition: Sendable {
    /// One branch: a chain, and which of its clauses (`0` for the `#if`).
    struct Branch: Sendable {
        let chain: ConditionalChain
        let index: Int
    }

    let branches: [Branch]
    /// `os(iOS)`, `!(os(iOS)) && (os(watchOS))`, or the branches' conditions joined with `&&`.
    let text: String

    init?(_ branches: [ConditionalBranchSyntax], chains: [ConditionalChain], syntax: [ConditionalChainSyntax]) {
        guard !branches.isEmpty, let text = ConditionalChainSyntax.condition(of: branches, in: syntax) else {
            return nil
        }
        self.branches = branches.map { Branch(chain: chains[$0.chain], index: $0.index) }
        self.text = text
    }

    /// Each branch's condition, outermost first, which declarations of different specs compare.
    var branchConditions: [String] {
        branches.map { $0.chain.branchConditions[$0.index] }
    }

    /// Whether what is declared under `first` and under `second` can never both be compiled: they are in different
    /// branches of one chain (`#if os(iOS)` and its `#else`). Declarations outside any `#if` exclude nothing.
    static func excludes(_ first: CompilationCondition?, _ second: CompilationCondition?) -> Bool {
        guard let first, let second else { return false }
        for (left, right) in zip(first.branches, second.branches) {
            guard left.chain === right.chain else { return false }
            if left.index != right.index { return true }
        }
        return false
    }

    /// Whether a declaration under `outer` is declared wherever one under `inner` is: `outer`'s branches (by their
    /// conditions) are the first of `inner`'s. A declaration outside any `#if` is declared everywhere.
    static func encloses(_ outer: CompilationCondition?, _ inner: CompilationCondition?) -> Bool {
        guard let outer else { return true }
        guard let inner else { return false }
        let outerConditions = outer.branchConditions
        let innerConditions = inner.branchConditions
        return outerConditions.count <= innerConditions.count
            && zip(outerConditions, innerConditions).allSatisfy { $0 == $1 }
    }
}
