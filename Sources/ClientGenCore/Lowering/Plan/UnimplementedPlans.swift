/// The `unimplemented` artifact of a protocol client: a conformance whose every member reports an issue, then throws
/// or returns.
struct UnimplementedDoublePlan: Sendable {
    let intro: DeclarationIntro
    let head: TypeHead
    let initializer: DeclarationModifiers
    let members: [UnimplementedMemberPlan]
}

/// One member of the unimplemented double.
struct UnimplementedMemberPlan: Sendable {
    let attributes: [AttributeModel]
    let head: MemberHead
    let body: UnimplementedBody
    /// What a settable property's (or subscript's) setter reports; `nil` for other members.
    var setterIssue: UnimplementedBody.Issue?
    /// The `#if` condition the member is under, or `nil`.
    var condition: String? = nil
}

/// The `unimplemented` artifact of a struct client: `init()` with every endpoint unimplemented, `unimplemented`, and
/// `noop` when every endpoint has a value to return.
struct StructDefaultsPlan: Sendable {
    let attributes: [AttributeModel]
    let head: TypeHead
    let initializer: UnimplementedInitializerPlan
    let unimplemented: StaticValuePlan
    let unimplementedDocLines: [String]
    var noop: NoopPlan?
}

/// `init()`, which assigns each endpoint a closure that reports an issue.
struct UnimplementedInitializerPlan: Sendable {
    let docLines: [String]
    let modifiers: DeclarationModifiers
    let endpoints: [UnimplementedEndpointPlan]
}

/// `self.fetch = { _ in reportIssue(…); throw … }`, or `self.session = SessionClient()`.
struct UnimplementedEndpointPlan: Sendable {
    enum Value: Sendable {
        /// A closure that reports the issue, then throws or returns.
        case closure(ClosureLiteralHead, UnimplementedBody)
        /// An expression: `nil` for an optional endpoint, a sub-client's own unimplemented value.
        case expression(String)
    }

    /// The property assigned: the endpoint, or the storage of a recorded one (`_fetch`).
    let name: String
    let value: Value
    /// The `#if` condition the endpoint is under, or `nil`.
    var condition: String? = nil
}

/// `static var noop`, whose endpoints return their placeholder or natural default without reporting.
struct NoopPlan: Sendable {
    let docLines: [String]
    let modifiers: DeclarationModifiers
    let typeName: String
    let endpoints: [NoopEndpointPlan]
    /// For endpoints under `#if`, the memberwise initializer's combinations, each of which `noop` calls.
    var combinations: CombinationPlan? = nil
}

/// `fetch: { _ in [] }`, or `session: .noop`.
struct NoopEndpointPlan: Sendable {
    enum Value: Sendable {
        /// A closure returning a value (`nil` for `Void`).
        case closure(ClosureLiteralHead, returning: String?)
        /// An expression: `nil` for an optional endpoint, a sub-client's `noop`.
        case expression(String)
    }

    let name: String
    let value: Value
}

/// What follows `{` in a closure literal: its parameters (` _, _ in`), or, where Swift does not take the type from
/// context (typed throws), the whole signature (` (_: Movie) throws(MovieError) -> Void in`).
enum ClosureLiteralHead: Sendable {
    /// ` a, b in`, `_` for a parameter the body does not use; nothing without parameters.
    case parameters([String])
    /// ` (a: A, _: B) throws(E) -> R in`: each parameter's name (`nil` for `_`) and type.
    case signature(parameters: [ClosureTypePlan.Parameter], effects: MemberEffects, result: TypeSyntax)
}
