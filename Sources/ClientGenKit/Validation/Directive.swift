/// The attributes clientgen reads itself rather than copying into the output.
enum Directive: String, CaseIterable, Sendable {
    /// `@key(name)` on a client: the `DependencyValues` property's name.
    case key
    /// `@placeholder(expression)` on a member: what its unimplemented double returns.
    case placeholder
    /// `@throwing(expression)` on a member: the error its unimplemented double throws (needed for typed throws).
    case throwing

    /// Where the directive may be written.
    var appliesToClients: Bool { self == .key }

    /// An example of the directive in use, for messages.
    var example: String {
        switch self {
        case .key: return "@key(weather)"
        case .placeholder: return "@placeholder(false)"
        case .throwing: return "@throwing(MyError.unimplemented)"
        }
    }

    /// The directive an unknown attribute name probably misspells: a lowercase name (or a directive in the wrong
    /// case) within two edits of a directive. Capitalized names are left alone: they are usually global actors.
    static func suggestion(forMisspelt name: String) -> Directive? {
        guard Directive(rawValue: name) == nil, !knownSwiftAttributes.contains(name) else { return nil }
        let lowered = name.lowercased()
        let startsLowercase = name.first?.isLowercase ?? false
        return allCases.first { directive in
            lowered == directive.rawValue
                || (startsLowercase && Spelling.distance(lowered, directive.rawValue, limit: 2) <= 2)
        }
    }

    /// Built-in attributes that are never mistaken for directives.
    private static let knownSwiftAttributes: Set<String> = [
        "available", "discardableResult", "preconcurrency", "inlinable", "usableFromInline", "objc", "nonobjc",
        "backDeployed", "_spi", "_documentation", "warn_unqualified_access", "_disfavoredOverload", "_implements",
        "concurrent", "execution", "unchecked", "retroactive", "escaping", "autoclosure", "convention",
    ]
}
