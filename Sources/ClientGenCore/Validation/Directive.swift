/// The attributes clientgen reads itself rather than copying into the output.
package enum Directive: String, CaseIterable, Sendable {
    /// `@key(name)` on a client: the `DependencyValues` property's name.
    case key
    /// `@placeholder(expression)` on a member: what its unimplemented double returns.
    case placeholder
    /// `@throwing(expression)` on a member: the error its unimplemented double throws (needed for typed throws).
    case throwing
    /// `@trapping` on a member: its unimplemented double reports the issue, then traps, for a result no value can be
    /// written for (`T.Response`, an existential).
    case trapping
    /// `@style(struct)` or `@style(protocol)` on a client: what kind of declaration the client becomes.
    case style
    /// `@live(expression)` on a client: the `liveValue` the `live` artifact declares.
    case live
    /// `@preview(expression)` on a client: the `previewValue` the `key` artifact declares.
    case preview
    /// `@test(expression)` on a client: the `testValue` the `key` artifact declares instead of the unimplemented
    /// double, such as an in-memory fake.
    case test
    /// `@mockName(stem)` on a member: the stem of its mock's names (`stemHandler`, `stemCallCount`, `stemCalls`).
    case mockName
    /// `@unrecorded(parameters)` on a member: the mock passes these parameters (all, without arguments) to the
    /// handler but does not record them; on a settable property, it counts the assignments without keeping them.
    case unrecorded
    /// `@uncheckedSendable(parameters)` on a method: the mock records these parameters although they are not known to
    /// be `Sendable`, without the compiler's check; `@uncheckedSendable` on a settable property: the mock keeps the
    /// values it is set to the same way.
    case uncheckedSendable
    /// `@noop(none)` on a struct client: no generated `noop`, for a client whose extras declare their own.
    case noop
    /// `@noopValue(expression)` on a struct client's endpoint: what its `noop` returns, when that is not its
    /// `@placeholder` (a `@trapping` endpoint, one whose placeholder is not a value for previews).
    case noopValue
    /// `@inherited` on a member: a requirement of an inherited protocol that is not a client of the run, re-declared so
    /// that the doubles and the mock implement it; the protocol does not declare it again.
    case inherited

    /// Where the directive may be written: on a client (`true`) or on a member.
    package var appliesToClients: Bool {
        switch self {
        case .key, .style, .live, .preview, .test, .noop: return true
        case .placeholder, .throwing, .trapping, .mockName, .unrecorded, .uncheckedSendable, .inherited, .noopValue:
            return false
        }
    }

    /// Whether the argument is a Swift expression clientgen copies into generated code (not a name or a keyword it
    /// reads, as `@style(struct)` or `@key(name)`).
    package var takesExpression: Bool {
        switch self {
        case .placeholder, .throwing, .live, .preview, .test, .noopValue: return true
        case .key, .trapping, .style, .mockName, .unrecorded, .uncheckedSendable, .noop, .inherited: return false
        }
    }

    /// Whether the directive takes an argument in parentheses.
    enum ArgumentRule {
        case required
        case optional
        case none
    }

    /// Whether the directive takes an argument.
    var argument: ArgumentRule {
        switch self {
        case .trapping, .inherited: return .none
        case .unrecorded, .uncheckedSendable: return .optional
        default: return .required
        }
    }

    /// An example of the directive in use, for messages.
    var example: String {
        switch self {
        case .key: return "@key(weather)"
        case .placeholder: return "@placeholder(false)"
        case .throwing: return "@throwing(MyError.unimplemented)"
        case .trapping: return "@trapping"
        case .style: return "@style(struct)"
        case .live: return "@live(LiveWeatherClient())"
        case .preview: return "@preview(.noop)"
        case .test: return "@test(InMemoryWeatherClient())"
        case .mockName: return "@mockName(fetchByID)"
        case .unrecorded: return "@unrecorded(payload)"
        case .uncheckedSendable: return "@uncheckedSendable(item)"
        case .inherited: return "@inherited"
        case .noop: return "@noop(none)"
        case .noopValue: return "@noopValue(.empty)"
        }
    }

    /// The directive an unknown attribute name probably misspells: a lowercase name (or a directive in the wrong
    /// case) within two edits of a directive. Capitalized names are left alone: they are usually global actors.
    static func suggestion(forMisspelt name: String) -> Directive? {
        guard Directive(rawValue: name) == nil, !knownSwiftAttributes.contains(name) else { return nil }
        let lowered = name.lowercased()
        let startsLowercase = name.first?.isLowercase ?? false
        return allCases.first { directive in
            // Short names allow one edit, so that unrelated short attributes are not taken for directives.
            let limit = directive.rawValue.count <= 4 ? 1 : 2
            return lowered == directive.rawValue
                || (startsLowercase && Spelling.distance(lowered, directive.rawValue, limit: limit) <= limit)
        }
    }

    /// Built-in attributes that are never mistaken for directives.
    private static let knownSwiftAttributes: Set<String> = [
        "available", "discardableResult", "preconcurrency", "inlinable", "inline", "usableFromInline", "objc",
        "nonobjc", "objcMembers", "backDeployed", "_spi", "_documentation", "warn_unqualified_access",
        "_disfavoredOverload", "_implements", "concurrent", "execution", "unchecked", "retroactive", "escaping",
        "autoclosure", "convention", "main", "frozen", "unknown", "testable", "isolated", "lifetime", "safe", "unsafe",
        "used", "section", "extern", "abi", "derivative", "differentiable", "transpose", "noDerivative",
    ]
}
