import ClientGenCore

/// The typed identity of every entry of the formatter's part of the catalog: one constant per message, note and fix-it,
/// named after its identifier (`sema.mock-name-collision` → `semaMockNameCollision`), which the entry is built with
/// and code that tells diagnostics apart compares, never spelling an identifier, so a renamed one cannot silently stop
/// matching. Computed, so that each costs a few instructions to compile rather than a global's lazy initializer.
extension DiagnosticID {
    package static var formatUnformattable: Self { Self(rawValue: "format.unformattable") }
}
