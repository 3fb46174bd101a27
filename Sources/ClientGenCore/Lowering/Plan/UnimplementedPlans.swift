/// The `unimplemented` artifact of a protocol client: a conformance whose every member reports an issue, then throws
/// or returns.
struct UnimplementedDoublePlan: Equatable, Sendable {
    var intro: DeclarationIntro
    var head: TypeHead
    var initializer: DeclarationModifiers
    var members: [UnimplementedMemberPlan]
}

/// One member of the unimplemented double.
struct UnimplementedMemberPlan: Equatable, Sendable {
    var attributes: [AttributeModel]
    var head: MemberHead
    var body: UnimplementedBody
    /// What a settable property's setter reports; `nil` for other members.
    var setterIssue: UnimplementedBody.Issue?
}

/// The `unimplemented` artifact of a struct client: `init()` with every endpoint unimplemented, `unimplemented`, and
/// `noop` when every endpoint has a value to return.
struct StructDefaultsPlan: Equatable, Sendable {
    var attributes: [AttributeModel]
    var head: TypeHead
    var initializer: UnimplementedInitializerPlan
    var unimplemented: StaticValuePlan
    var unimplementedDocLines: [String]
    var noop: NoopPlan?
}

/// `init()`, which assigns each endpoint a closure that reports an issue.
struct UnimplementedInitializerPlan: Equatable, Sendable {
    var docLines: [String]
    var modifiers: DeclarationModifiers
    var endpoints: [UnimplementedEndpointPlan]
}

/// `self.fetch = { _ in reportIssue(…); throw … }`, or `self.session = SessionClient()`.
struct UnimplementedEndpointPlan: Equatable, Sendable {
    enum Value: Equatable, Sendable {
        /// A closure that reports the issue, then throws or returns.
        case closure(ClosureLiteralHead, UnimplementedBody)
        /// An expression: `nil` for an optional endpoint, a sub-client's own unimplemented value.
        case expression(String)
    }

    /// The property assigned: the endpoint, or the storage of a recorded one (`_fetch`).
    var name: String
    var value: Value
}

/// `static var noop`, whose endpoints return their placeholder or natural default without reporting.
struct NoopPlan: Equatable, Sendable {
    var docLines: [String]
    var modifiers: DeclarationModifiers
    var typeName: String
    var endpoints: [NoopEndpointPlan]
}

/// `fetch: { _ in [] }`, or `session: .noop`.
struct NoopEndpointPlan: Equatable, Sendable {
    enum Value: Equatable, Sendable {
        /// A closure returning a value (`nil` for `Void`).
        case closure(ClosureLiteralHead, returning: String?)
        /// An expression: `nil` for an optional endpoint, a sub-client's `noop`.
        case expression(String)
    }

    var name: String
    var value: Value
}

/// What follows `{` in a closure literal: its parameters (` _, _ in`), or, where Swift does not take the type from
/// context (typed throws), the whole signature (` (_: Movie) throws(MovieError) -> Void in`).
enum ClosureLiteralHead: Equatable, Sendable {
    /// ` a, b in`, `_` for a parameter the body does not use; nothing without parameters.
    case parameters([String])
    /// ` (a: A, _: B) throws(E) -> R in`: each parameter's name (`nil` for `_`) and type.
    case signature(parameters: [ClosureTypePlan.Parameter], effects: MemberEffects, result: TypeSyntax)
}
