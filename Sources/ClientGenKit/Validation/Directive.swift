/// The attributes clientgen reads itself rather than copying into the output.
enum Directive: String, CaseIterable, Sendable {
    /// `@key(name)` on a client: the `DependencyValues` property's name.
    case key
    /// `@placeholder(expression)` on a member: what its unimplemented double returns.
    case placeholder
    /// `@throwing(expression)` on a member: the error its unimplemented double throws (needed for typed throws).
    case throwing
    /// `@style(struct)` or `@style(protocol)` on a client: what kind of declaration the client becomes.
    case style
    /// `@live(expression)` on a client: the `liveValue` the `live` artifact declares.
    case live
    /// `@preview(expression)` on a client: the `previewValue` the `key` artifact declares.
    case preview

    /// Where the directive may be written.
    var appliesToClients: Bool {
        switch self {
        case .key, .style, .live, .preview: return true
        case .placeholder, .throwing: return false
        }
    }

    /// An example of the directive in use, for messages.
    var example: String {
        switch self {
        case .key: return "@key(weather)"
        case .placeholder: return "@placeholder(false)"
        case .throwing: return "@throwing(MyError.unimplemented)"
        case .style: return "@style(struct)"
        case .live: return "@live(LiveWeatherClient())"
        case .preview: return "@preview(.noop)"
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
