import ClientGenCore

/// Clients the inputs register only as optional values (`var crashReporter: (any CrashReporter)?`, a key whose
/// `liveValue` is `nil` until the app sets one): a service that may be absent, which the generated key, registering a
/// client with an unimplemented test value, would replace with another meaning under the same names.
extension ImportInventory {
    /// An accessor or key registering an optional value of a client: its description for messages and its place.
    struct OptionalRegistration {
        /// `the accessor 'crashReporter'`, `the key 'CrashReporterKey'`.
        var what: String
        /// The optional type as written: `(any CrashReporter)?`.
        var type: String
        var location: Located
    }

    /// The first accessor, else key, that registers an optional value of the client, when nothing registers the
    /// client itself.
    func optionalRegistration(of client: String) -> OptionalRegistration? {
        let own = registration(of: client)
        guard own.accessor == nil, own.keys.isEmpty else { return nil }
        for accessor in accessors where Self.optionalValue(accessor.valueType) == client {
            return OptionalRegistration(
                what: "the accessor '\(accessor.name)'", type: accessor.valueType, location: accessor.property)
        }
        for name in keys.keys.sorted() {
            for key in keys[name] ?? [] {
                guard let type = writtenValueType(of: key), Self.optionalValue(type) == client else { continue }
                return OptionalRegistration(what: "the key '\(name)'", type: type, location: key)
            }
        }
        return nil
    }

    /// The name of the type an optional type wraps (`(any P)?`, `P?`, `Optional<any P>` → `P`); `nil` for a type that
    /// is not optional.
    static func optionalValue(_ type: String) -> String? {
        let written = type.trimmingSpaces
        if written.hasSuffix("?") || written.hasSuffix("!") { return bareName(String(written.dropLast())) }
        for prefix in ["Optional<", "Swift.Optional<"] where written.hasPrefix(prefix) && written.hasSuffix(">") {
            return bareName(String(written.dropFirst(prefix.count).dropLast()))
        }
        return nil
    }
}
