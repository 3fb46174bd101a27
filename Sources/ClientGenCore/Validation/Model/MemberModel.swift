/// One validated member of a client: immutable, and a class so that lowering shares it rather than copy its many
/// fields (see ``ClientModel``).
package final class MemberModel: Sendable {
    package enum Kind: Sendable {
        case function(FunctionModel)
        /// `var name: Type { get }`, or `{ get set }` when `isSettable`.
        case property(type: TypeSyntax, isSettable: Bool)
    }

    /// What the member is to its client's generated code.
    package enum Role: Sendable {
        /// A requirement the protocol declares and the doubles and mock implement.
        case requirement
        /// `@inherited`: a requirement of an inherited protocol that is not a client of the run, which the doubles
        /// and mock implement but the protocol does not declare again.
        case inheritedRequirement
        /// A struct client's closure endpoint.
        case endpoint
        /// `optional func`: a struct client's optional endpoint, `nil` until set.
        case optionalEndpoint
        /// `var name: Type { get }` in a struct client: a stored value, such as a sub-client.
        case storedValue
    }

    /// Whether the member belongs to each value of the client or to its type.
    enum Scope: Equatable, Sendable {
        /// `func`, `var`: each value's. The mock keeps its handler, count and calls per mock.
        case instance
        /// `static func`, `static var`: the type's. The mock keeps its state in static properties.
        case `static`
        /// `init(…)`, or `init?(…)` when `isFailable`: makes a value, so the mock keeps its state in static
        /// properties, set before the value exists.
        case initializer(isFailable: Bool)
    }

    /// The member as messages name it: `forecast(for:days:)`, `isOnline`, or a struct endpoint's base name.
    package let name: MemberName
    /// Where the name is in the spec, for diagnostics about the member.
    let nameRange: SourceRange
    /// Where the declaration starts, its attributes included, for fix-its that insert a directive before it.
    let declarationStart: Int
    let kind: Kind
    let scope: Scope
    let docLines: [String]
    /// Swift attributes to repeat on every declaration of the member (directives removed).
    let attributes: MemberAttributes
    /// Modifiers to repeat on every declaration of the member, such as `nonisolated`.
    let modifiers: [MemberModifier]
    /// The effects of the function or getter.
    let effects: MemberEffects
    /// The result type (`nil` for `Void`); for a property, its type.
    let resultType: TypeSyntax?
    /// A struct client's endpoint's own access level, no wider than the client's; `nil` for the client's.
    let access: AccessLevel?
    /// What the run may still decide about the member.
    let resolution: Resolution
    /// The `#if` branches in its client's body the member is declared in, which every declaration generated for it
    /// is under; `nil` when it always applies.
    let condition: CompilationCondition?

    /// What is decided about a member once the whole run is known: which client it is generated for (a member
    /// another client inherits is generated again for it), what its double does, and its mock's names.
    struct Resolution: Sendable {
        /// The member with the client it is generated for: `WeatherClient.forecast(for:days:)`.
        var qualifiedName: String
        let role: Role
        /// What the unimplemented double (and a mock without a handler) does after reporting the issue.
        var fallback: Fallback
        /// What a `noop` returns without reporting: the `@placeholder` or a natural default, if there is one.
        var noopValue: Fallback?
        /// What the spec says of the member's mock; `nil` for a struct client's endpoint, which has no mock.
        var mock: MockMemberModel?
        /// The names the mock (or a struct client's recorder) declares for the member, chosen by ``DoubleNaming``
        /// once the run is resolved; `nil` before, and for members neither has.
        var names: MockMemberNames? = nil
        /// For a struct client's stored value with no `@placeholder` or natural default: its type, whose
        /// unimplemented value the run's clients must give (a sub-client).
        var pendingStoredType: TypeSyntax?
    }

    init(
        name: MemberName,
        nameRange: SourceRange,
        declarationStart: Int,
        kind: Kind,
        scope: Scope = .instance,
        docLines: [String],
        attributes: MemberAttributes,
        modifiers: [MemberModifier],
        effects: MemberEffects,
        resultType: TypeSyntax?,
        access: AccessLevel? = nil,
        resolution: Resolution,
        condition: CompilationCondition? = nil
    ) {
        self.name = name
        self.nameRange = nameRange
        self.declarationStart = declarationStart
        self.kind = kind
        self.scope = scope
        self.docLines = docLines
        self.attributes = attributes
        self.modifiers = modifiers
        self.effects = effects
        self.resultType = resultType
        self.access = access
        self.resolution = resolution
        self.condition = condition
    }

    /// The same member, with what the run decided about it.
    func resolved(_ change: (inout Resolution) -> Void) -> MemberModel {
        var resolution = resolution
        change(&resolution)
        return MemberModel(
            name: name, nameRange: nameRange, declarationStart: declarationStart, kind: kind, scope: scope,
            docLines: docLines,
            attributes: attributes, modifiers: modifiers, effects: effects, resultType: resultType, access: access,
            resolution: resolution, condition: condition)
    }

    var qualifiedName: String { resolution.qualifiedName }
    package var role: Role { resolution.role }
    var fallback: Fallback { resolution.fallback }
    package var noopValue: Fallback? { resolution.noopValue }
    package var mock: MockMemberModel? { resolution.mock }
    /// The names the mock (or the recorder) declares for the member.
    package var mockNames: MockMemberNames? { resolution.names }

    /// Whether the member is an initializer requirement.
    var isInitializer: Bool {
        if case .initializer = scope { return true }
        return false
    }

    /// Whether the mock keeps the member's state in static properties: a static member's, or an initializer's.
    var hasStaticState: Bool { scope != .instance }

    /// Whether the member is a plain `init()` requirement, which the doubles' and mock's own `init()` meets.
    var isMetByPlainInitializer: Bool {
        guard scope == .initializer(isFailable: false), case .function(let function) = kind else { return false }
        return function.parameters.isEmpty && function.genericParameters.isEmpty && effects.isEmpty
    }

    var isProperty: Bool {
        if case .property = kind { return true }
        return false
    }

    /// Whether the member is a `{ get set }` property or subscript.
    var isSettable: Bool {
        switch kind {
        case .property(_, let isSettable): return isSettable
        case .function(let function): return function.subscriptSetter == true
        }
    }

    /// Whether the member is a subscript.
    var isSubscript: Bool {
        if case .function(let function) = kind { return function.subscriptSetter != nil }
        return false
    }

    package var parameters: [ParameterModel] {
        if case .function(let function) = kind { return function.parameters }
        return []
    }
}

/// The signature of a `func` member, with the overloads its default values need.
package struct FunctionModel: Sendable {
    let genericParameters: [GenericParameterModel]
    let parameters: [ParameterModel]
    let requirements: [GenericRequirementModel]
    /// The forwarding overloads that stand in for the default values.
    let overloads: [DefaultOverload]
    /// For a subscript, whether it has a setter (`{ get set }`); `nil` for a method or an initializer.
    var subscriptSetter: Bool? = nil
}

/// `T` or `T: Constraint` in a generic parameter clause.
struct GenericParameterModel: Sendable {
    let name: String
    var constraint: TypeSyntax?
}

/// `T: P` or `T.Element == U` in a `where` clause.
struct GenericRequirementModel: Sendable {
    let left: TypeSyntax
    let relation: GenericRequirement.Relation
    let right: TypeSyntax
}

/// One forwarding overload for default values: each of the member's parameters is either taken by the overload and
/// forwarded, or left out and given its default value.
struct DefaultOverload: Sendable {
    /// For each of the member's parameters, in order, whether the overload leaves it out and passes its default value.
    let omits: [Bool]

    /// The parameters the overload declares, of the member's (or what goes with each, such as its local name).
    func kept<Value>(_ values: [Value]) -> [Value] {
        var kept: [Value] = []
        for (value, isOmitted) in zip(values, omits) where !isOmitted { kept.append(value) }
        return kept
    }
}

/// How an argument reaches a parameter.
enum ArgumentPassing: Sendable, Equatable {
    /// As a value.
    case byValue
    /// `inout`: passed with `&`.
    case `inout`
    /// `@autoclosure`: inside the member the parameter is a closure, which must be called to pass the value on to
    /// another `@autoclosure` parameter; a call that throws or is `async` if its type says so.
    case autoclosure(throws: Bool, isAsync: Bool)
    /// An optional passed to an `Any` parameter, as a mock passes a generic optional to its handler: `x as Any`, which
    /// says the optional is boxed on purpose (Swift warns about the implicit coercion).
    case boxedInAny
}

/// One parameter, with the names the generated implementations use and what the mock does with it.
package struct ParameterModel: Sendable {
    /// The argument label, or `nil` for `_`.
    var label: String?
    /// The local name the spec gives (`nil` for `_: Int`); the requirement repeats it. The names implementations
    /// declare, unique within the member even where the spec gives none, are lowering's (``LocalNames``).
    package var specLocalName: String?
    package let type: TypeSyntax
    let isVariadic: Bool
    /// The default value, copied verbatim.
    var defaultValue: String?
    let passing: ArgumentPassing
    /// Whether the mock (or recorder) records the value: not for non-escaping or non-`Sendable` closures, values of
    /// generic type not known to be `Sendable`, types known not to be `Sendable`, or `@unrecorded` (see
    /// ``ParameterRecording``).
    package let isRecorded: Bool
    /// How the spec asked the mock to record the parameter.
    var recording: Recording = .checked

    /// How a mock records a parameter.
    enum Recording: Sendable {
        /// Recorded when it is known to be `Sendable`, as the compiler then checks; the default.
        case checked
        /// Passed to the handler but not recorded: `@unrecorded`.
        case unrecorded
        /// Recorded without the compiler's check: `@uncheckedSendable`. The spec vouches for the values.
        case unchecked
    }
}

/// What an unimplemented member does after reporting the issue, as meaning: lowering spells it.
package enum Fallback: Sendable {
    /// `throw UnimplementedFailure(...)`.
    case throwUnimplementedFailure
    /// Throws the `@throwing` error, the spec's expression.
    case throwError(String)
    /// Return nothing (`Void`).
    case returnVoid
    /// Returns a value: a natural default, the `@placeholder`, or a sub-client's value.
    case returnValue(FallbackValue)
    /// Trap: `fatalError` naming the member (`@trapping`), or the never-returning call a `@placeholder` makes.
    case trap(call: String?)
}

/// A value an unimplemented member (or a `noop`) returns: what it is, not how Swift spells it.
package enum FallbackValue: Sendable {
    /// `nil`: an optional's natural default, a failable initializer's failure, an unset optional endpoint.
    case nilValue
    /// An empty array or set: `[]`.
    case emptyCollection
    /// An empty dictionary: `[:]`.
    case emptyDictionary
    /// A finished `AsyncStream`.
    case finishedStream
    /// A finished `AsyncThrowingStream`.
    case finishedThrowingStream
    /// A closure that does nothing, for a function type returning `Void`: `{ }`, `{ _, _ in }`.
    case emptyClosure(parameterCount: Int)
    /// The spec's own expression, from `@placeholder`.
    case expression(String)
    /// The unimplemented value of a client of the run: a struct client's `init()`, a protocol client's double.
    case unimplementedClient(String, style: ClientStyle)
    /// The generated `noop` of a struct client of the run.
    case noopClient(String)
}

extension Fallback {
    /// Whether the fallback traps.
    var isTrap: Bool {
        if case .trap = self { return true }
        return false
    }
    /// Whether the fallback returns nothing: the member returns `Void`.
    var isReturnVoid: Bool {
        if case .returnVoid = self { return true }
        return false
    }
}
