import ClientGenCore

/// What a directive does, in the words of the spec language's reference: the table in Docs/SpecLanguage.md
/// ("Directives") and what editors show on hover (`clientgen lsp`) are both this text, and a test checks that the
/// docs' table says exactly this (`CLIENTGEN_RECORD=1 swift test` rewrites it).
package struct DirectiveReference: Sendable, Equatable {
    /// How the directive is written, e.g. `@style(struct)` and `@style(protocol)`.
    package let forms: [String]
    /// What it may be written on: `client`, `member`, `throwing member` or `struct client` (`@marker`: a parent in a
    /// client's inheritance).
    package let target: String
    /// What it does, in Markdown.
    package let meaning: String

    /// The directive's row of the docs' table: `| forms | target | meaning |`.
    package var tableRow: String {
        "| " + forms.map { "`\($0)`" }.joined(separator: ", ") + " | \(target) | \(meaning) |"
    }
}

extension Directive {
    /// The table of every directive: the "Directives" table of `Docs/SpecLanguage.md`, header included.
    package static var referenceTable: String {
        (["| Directive | On | Meaning |", "| --- | --- | --- |"] + allCases.map(\.reference.tableRow))
            .joined(separator: "\n")
    }

    /// What the directive does, as the docs say it.
    package var reference: DirectiveReference {
        switch self {
        case .key:
            return DirectiveReference(
                forms: ["@key(name)"], target: "client",
                meaning: """
                    The `DependencyValues` property's name. Default: the client's name in lowerCamelCase \
                    (`WeatherClient` → `weatherClient`, `URLSessionClient` → `urlSessionClient`).
                    """)
        case .placeholder:
            return DirectiveReference(
                forms: ["@placeholder(expression)"], target: "member",
                meaning: """
                    What the unimplemented double returns after reporting the issue (a throwing member returns it \
                    instead of throwing, as `@DependencyClient` runs a closure's default). The expression is copied \
                    verbatim.
                    """)
        case .throwing:
            return DirectiveReference(
                forms: ["@throwing(expression)"], target: "throwing member",
                meaning: """
                    The error the unimplemented double throws instead of `UnimplementedFailure`. Needed for typed \
                    `throws(E)`, where `UnimplementedFailure` is not an `E`.
                    """)
        case .trapping:
            return DirectiveReference(
                forms: ["@trapping"], target: "member",
                meaning: """
                    The unimplemented double reports the issue, then traps (`fatalError`), for a result no spec can \
                    write a value of (`R.Response`, `any P`). See [The unimplemented \
                    double](#the-unimplemented-double).
                    """)
        case .style:
            return DirectiveReference(
                forms: ["@style(struct)", "@style(protocol)"], target: "client",
                meaning: """
                    What the client becomes: a protocol (the default) or a [struct of \
                    closures](#struct-style-clients).
                    """)
        case .live:
            return DirectiveReference(
                forms: ["@live(expression)"], target: "client",
                meaning: """
                    The `liveValue` of the `live` artifact: `extension WeatherClientKey: DependencyKey { public \
                    static let liveValue: any WeatherClient = <expression> }`. See [Live and preview \
                    values](#live-and-preview-values).
                    """)
        case .preview:
            return DirectiveReference(
                forms: ["@preview(expression)"], target: "client",
                meaning: """
                    The `previewValue` of the key (declared with the key, as swift-dependencies requires).
                    """)
        case .test:
            return DirectiveReference(
                forms: ["@test(expression)"], target: "client",
                meaning: """
                    The key's `testValue` instead of the unimplemented double, such as an in-memory fake: \
                    `@test(InMemoryFavorites())`.
                    """)
        case .mockName:
            return DirectiveReference(
                forms: ["@mockName(stem)"], target: "member",
                meaning: """
                    The mock's names for the member: `stemHandler`, `stemCallCount`, `stemCalls`. For overloads the \
                    naming rule cannot tell apart.
                    """)
        case .unrecorded:
            return DirectiveReference(
                forms: ["@unrecorded(a, b)", "@unrecorded"], target: "member",
                meaning: """
                    The mock passes these parameters (all, without arguments) to the handler but does not record \
                    them; on a settable property, it counts what the property is set to without keeping it. See \
                    [Values that are not Sendable](#values-that-are-not-sendable).
                    """)
        case .uncheckedSendable:
            return DirectiveReference(
                forms: ["@uncheckedSendable(a)", "@uncheckedSendable"], target: "member",
                meaning: """
                    The mock records these parameters (on a settable property, the values it is set to; without an \
                    argument) although they are not known to be `Sendable`, without the compiler's check: you vouch \
                    that the values are not shared across threads while the test runs.
                    """)
        case .noop:
            return DirectiveReference(
                forms: ["@noop(none)"], target: "struct client",
                meaning: """
                    No generated `noop`: for a client whose extras declare their own (which `@preview(.noop)` may \
                    then name). Without it, a struct client whose every endpoint has a value gets one. On a protocol \
                    client, which has no `noop`, it is a warning.
                    """)
        case .noopValue:
            return DirectiveReference(
                forms: ["@noopValue(expression)"], target: "struct member",
                meaning: """
                    What the struct's `noop` returns for the endpoint instead of its `@placeholder` or natural \
                    default, such as a preview's value for a `@trapping` endpoint (which otherwise leaves the struct \
                    without a `noop`). On a protocol client, which has no `noop`, it is a warning.
                    """)
        case .inherited:
            return DirectiveReference(
                forms: ["@inherited"], target: "member",
                meaning: """
                    A requirement of an inherited protocol that is not a client of the run, re-declared so the \
                    doubles and mock implement it; the protocol does not declare it again.
                    """)
        }
    }
}
