/// A member's declaration up to its body, as one artifact prints it: the protocol requirement repeats the spec's
/// parameter names; implementations use names unique within the member, since their bodies refer to every parameter.
struct MemberHead: Sendable {
    package enum Kind: Sendable {
        /// `func name<T>(parameters) effects -> Result where requirements`.
        case function(FunctionHead)
        /// `init<T>(parameters) effects where requirements`, `init?` when `isFailable`.
        case initializer(FunctionHead, isFailable: Bool)
        /// `var name: Type { get effects }` or `{ get set }`, as a protocol requires it.
        case propertyRequirement(type: TypeSyntax, effects: MemberEffects, isSettable: Bool)
        /// `var name: Type`, whose getter (with these effects) and setter an implementation gives.
        case property(type: TypeSyntax, effects: MemberEffects, isSettable: Bool)
        /// `subscript(parameters) -> Result { get effects }` or `{ get set }`, as a protocol requires it: the
        /// function head's own effects are none.
        case subscriptRequirement(FunctionHead, effects: MemberEffects, isSettable: Bool)
        /// `subscript(parameters) -> Result`, whose getter (with these effects) and setter an implementation gives.
        case `subscript`(FunctionHead, effects: MemberEffects, isSettable: Bool)
    }

    var modifiers: DeclarationModifiers
    let name: String
    let kind: Kind

    /// The accessors a property's implementation spells out: `get async throws { … }` and `set { … }`.
    struct Accessors: Sendable {
        let getterEffects: MemberEffects
        let isSettable: Bool
    }

    /// The accessors to spell out, or `nil` for a function or a property whose body is the getter alone.
    var accessors: Accessors? {
        switch kind {
        case .property(_, let effects, let isSettable), .subscript(_, let effects, let isSettable):
            guard isSettable || !effects.isEmpty else { return nil }
            return Accessors(getterEffects: effects, isSettable: isSettable)
        default:
            return nil
        }
    }
}

/// The signature of a function member as a declaration prints it.
struct FunctionHead: Sendable {
    /// Which local names the parameters are declared with.
    enum ParameterNames: Sendable {
        /// The spec's own local names, as a protocol requirement repeats them.
        case asWritten
        /// Local names unique within the member, which implementations refer to.
        case unique
    }

    /// Whether the parameters' default values are declared.
    enum DefaultValues: Sendable {
        /// Left out, as protocol requirements and their implementations must.
        case omitted
        /// Declared, as a struct client's method keeps them.
        case declared
        /// Declared where Swift evaluates them at the call site (`#fileID`, `#isolation`), as an overload for default
        /// values keeps them; left out elsewhere.
        case callSite
    }

    let genericParameters: [GenericParameterModel]
    let parameters: [ParameterModel]
    let parameterNames: ParameterNames
    /// The names implementations declare the parameters with (``LocalNames/parameters(of:)``), one per parameter;
    /// empty for a requirement, which repeats the spec's.
    var localNames: [String] = []
    let defaultValues: DefaultValues
    /// The function's effects; none for a subscript, whose getter has them.
    var effects: MemberEffects
    /// The result type, `nil` for `Void`.
    var result: TypeSyntax?
    let requirements: [GenericRequirementModel]
}

/// A call that passes a member's arguments on: to a protocol requirement (`self.forecast(for: city, days: 3)`), to a
/// struct's closure (`self.fetch(id)`) or to a mock's handler (`handler(city, days)`).
struct ForwardingCall: Sendable {
    /// What is called: `self.name`, `self.init` or a local closure.
    enum Callee: Sendable {
        case member(String)
        case initializer
        case local(String)
    }

    /// One argument: its label at the call site, if any, and its value.
    struct Argument: Sendable {
        enum Value: Sendable {
            /// A parameter of the calling member, passed as `name`, `&name` or, to an `@autoclosure` parameter,
            /// `name()`.
            case parameter(name: String, passing: ArgumentPassing)
            /// An expression, such as a default value.
            case expression(String)
            /// A closure parameter lent inside a closure of its own: `{ try await work($0) }`.
            indirect case wrapped(ClosureWrapper)
        }

        var label: String?
        let value: Value
    }

    let callee: Callee
    /// Whether the call needs `try`.
    let isThrowing: Bool
    /// Whether the call needs `await`.
    let isAsync: Bool
    let arguments: [Argument]
}

/// A closure that calls another and hands its value back as `Any`, as a mock lends its handler a non-escaping closure
/// of a generic result: `{ try await work($0) }`, or, where Swift must be told a typed error,
/// `{ (connection: Connection) async throws(StoreError) -> Any in try await work(connection) }`.
struct ClosureWrapper: Sendable {
    /// The declared signature, or `nil` when the call passes `$0`, `$1`.
    let head: ClosureLiteralHead?
    let call: ForwardingCall
    /// Whether the value is optional, returned `as Any` (Swift warns about the implicit coercion).
    let boxesOptional: Bool
}

/// A closure type: `@MainActor @Sendable (_ id: Int) async throws -> Movie`.
struct ClosureTypePlan: Sendable {
    /// One parameter: its type, with the spec's local name kept for documentation (`_ id: Int`) where there is one.
    package struct Parameter: Sendable {
        var name: String?
        let type: TypeSyntax
    }

    /// `nonisolated(nonsending)`: the closure runs on its caller's actor.
    var isNonsending = false
    let attributes: [AttributeModel]
    let parameters: [Parameter]
    let effects: MemberEffects
    let result: TypeSyntax
}

/// What an unimplemented member does: report an issue, then throw or return.
struct UnimplementedBody: Sendable {
    /// The issue `reportIssue` records.
    enum Issue: Sendable {
        /// `Unimplemented: 'WeatherClient.forecast(for:days:)'`.
        case unimplemented(member: String)
        /// `Unimplemented: 'WeatherClient.search(_:)' has no handler: set 'MockWeatherClient.searchHandler'`.
        case missingHandler(member: String, mock: String, handler: String)
        /// `Unimplemented: 'Favorites.ids' was set`.
        case unimplementedSetter(member: String)
        /// `'MockCatalogClient.loadHandler' returned a value that is not a 'T'`.
        case unexpectedHandlerResult(mock: String, handler: String, type: TypeSyntax)
    }

    /// The statement that ends the body.
    enum Exit: Sendable {
        /// `throw UnimplementedFailure(description: "<description>")`.
        case throwFailure(description: String)
        /// `throw <expression>`.
        case throwError(String)
        /// `return <expression>`.
        case returnValue(String)
        /// `return`, needed only where the body must leave its scope (a `guard`'s `else`).
        case returnVoid
        /// Nothing: a `Void` member's body ends by itself.
        case fallThrough
        /// `fatalError("Unimplemented: 'WeatherClient.forecast(for:days:)'")`, naming this member.
        case trap(member: String)
        /// A never-returning call the spec wrote, such as `fatalError("…")`.
        case call(String)
    }

    let issue: Issue
    let exit: Exit
}

/// The head of a generated type or extension: `public final class MockWeatherClient: WeatherClient, Sendable`,
/// `extension DependencyValues`.
struct TypeHead: Sendable {
    package enum Kind: String, Sendable {
        case `protocol`
        case `struct`
        case finalClass = "final class"
        case actor
        case `enum`
        /// An extension of an existing type, which takes no modifiers.
        case `extension`
    }

    let modifiers: DeclarationModifiers
    let kind: Kind
    /// The type's name as written (without backticks).
    let name: String
    var conformances: [TypeSyntax] = []

    /// `extension Name` or `extension Name: Conformance`.
    static func `extension`(_ name: String, conformingTo conformances: [TypeSyntax] = []) -> TypeHead {
        TypeHead(modifiers: DeclarationModifiers(), kind: .extension, name: name, conformances: conformances)
    }
}

/// A doc comment, attributes and a head: how every generated type and member starts.
struct DeclarationIntro: Sendable {
    var docLines: [String] = []
    var attributes: [AttributeModel] = []
}
