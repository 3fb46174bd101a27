/// How messages and generated strings name a member: `forecast(for:days:)` for a method, `isOnline` for a property
/// or a struct endpoint. Spelt once, when the member is validated.
package struct MemberName: Equatable, Sendable, CustomStringConvertible {
    /// The base name as written (without backticks).
    package let base: String
    /// `forecast(for:days:)` or `isOnline`.
    package let description: String

    /// A name without argument labels: a property's, or a struct endpoint's, which messages name as the macro does.
    package init(base: String) {
        self.base = base
        description = base
    }

    /// A method's name with its argument labels (`nil` for `_`): `forecast(for:days:)`.
    package init(base: String, labels: [String?]) {
        self.base = base
        var text = base
        text.append("(")
        for label in labels {
            text.append(label ?? "_")
            text.append(":")
        }
        text.append(")")
        description = text
    }

    /// `WeatherClient.forecast(for:days:)`.
    package func qualified(by client: String) -> String {
        client + "." + description
    }
}
