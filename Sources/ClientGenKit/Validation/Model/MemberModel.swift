/// One validated member of a client: immutable, and a class so that emitters share it rather than copy its many
/// fields (see ``ClientModel``).
final class MemberModel: Sendable {
    enum Kind: Sendable {
        case function(FunctionModel)
        case property(type: TypeSyntax)
    }

    /// The base name as written (without backticks).
    let name: String
    /// Where the name is in the spec, for diagnostics about the member.
    let nameRange: SourceRange
    let kind: Kind
    let docLines: [String]
    /// Swift attributes to repeat on every declaration of the member (directives removed).
    let attributes: [String]
    /// Modifiers to repeat on every declaration of the member, such as `nonisolated`.
    let modifiers: [String]
    /// The effects of the function or getter.
    let effects: Effects
    /// The result type (`nil` for `Void`); for a property, its type.
    let resultType: TypeSyntax?
    /// The member as messages name it: `forecast(for:days:)`, `isOnline`.
    let displayName: String
    /// What the unimplemented double (and a mock without a handler) does after reporting the issue.
    let fallback: Fallback
    /// What a `noop` returns without reporting: the `@placeholder` or a natural default, if there is one.
    let noopValue: Fallback?
    /// The mock's members for this member.
    let mock: MockMemberNames
    /// The result type of the mock's handler: the member's, or `Any` when it mentions a generic parameter.
    let handlerResultType: String
    /// Whether the handler's result is erased to `Any`, so the mock casts it back.
    let resultIsErased: Bool

    init(
        name: String,
        nameRange: SourceRange,
        kind: Kind,
        docLines: [String],
        attributes: [String],
        modifiers: [String],
        effects: Effects,
        resultType: TypeSyntax?,
        displayName: String,
        fallback: Fallback,
        noopValue: Fallback?,
        mock: MockMemberNames,
        handlerResultType: String,
        resultIsErased: Bool
    ) {
        self.name = name
        self.nameRange = nameRange
        self.kind = kind
        self.docLines = docLines
        self.attributes = attributes
        self.modifiers = modifiers
        self.effects = effects
        self.resultType = resultType
        self.displayName = displayName
        self.fallback = fallback
        self.noopValue = noopValue
        self.mock = mock
        self.handlerResultType = handlerResultType
        self.resultIsErased = resultIsErased
    }

    var isProperty: Bool {
        if case .property = kind { return true }
        return false
    }

    var parameters: [ParameterModel] {
        if case .function(let function) = kind { return function.parameters }
        return []
    }

    var genericParameterNames: [String] {
        if case .function(let function) = kind { return function.genericParameters.map(\.name.name) }
        return []
    }
}

/// The signature of a `func` member, with the overloads its default values need.
struct FunctionModel: Sendable {
    var genericParameters: [GenericParameter]
    var parameters: [ParameterModel]
    var requirements: [GenericRequirement]
    /// For each forwarding overload, the indices of the parameters it keeps; the others take their default values.
    var overloads: [[Int]]
}

/// One parameter, with the names and types the generated implementations use.
struct ParameterModel: Sendable {
    /// The argument label, or `nil` for `_`.
    var label: String?
    /// The local name the spec gives (`nil` for `_: Int`); the requirement repeats it.
    var specLocalName: String?
    /// A local name that is unique within the member, used by implementations even when the spec has none.
    var localName: String
    var type: TypeSyntax
    var isVariadic: Bool
    var isInout: Bool
    var defaultValue: Expression?
    /// The type the mock's handler takes for this parameter.
    var handlerType: String
    /// The type the mock records for this parameter, or `nil` when it cannot keep it (non-escaping or non-`Sendable`
    /// closures, values of generic type not known to be `Sendable`).
    var recordedType: String?
}

/// What an unimplemented member does after reporting the issue.
enum Fallback: Sendable, Equatable {
    /// `throw UnimplementedFailure(...)`.
    case throwUnimplementedFailure
    /// `throw <expression>`, from `@throwing(...)`.
    case throwError(String)
    /// Return nothing (`Void`).
    case returnVoid
    /// `return <expression>`: a natural default (`nil`, `[]`, `[:]`, `.finished`) or the `@placeholder`.
    case returnValue(String)
}

/// The names of a member's mock properties.
struct MockMemberNames: Sendable {
    /// `forecastHandler`
    var handler: String
    /// `forecastCallCount`
    var callCount: String
    /// `forecastCalls`, or `nil` when the member takes no parameter the mock can record.
    var calls: String?
    /// The prefix the names share, `forecast` or `fetchId`.
    var stem: String
}

extension MockMemberNames {
    /// The names derived from a stem; `calls` only for a member with a parameter the mock can record.
    init(stem: String, recordsCalls: Bool) {
        self.init(
            handler: stem + "Handler", callCount: stem + "CallCount", calls: recordsCalls ? stem + "Calls" : nil,
            stem: stem)
    }
}
