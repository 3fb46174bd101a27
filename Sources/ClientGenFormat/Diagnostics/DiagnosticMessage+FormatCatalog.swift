import ClientGenCore

/// The messages of `clientgen format`, part of the one catalog (see DiagnosticMessage+Catalog.swift).
extension DiagnosticMessage {
    static let unformattable = Self(
        .formatUnformattable,
        "clientgen could not format this spec without risking a change to what it generates, so it is left as it is; "
            + "please report it with the spec")
}
