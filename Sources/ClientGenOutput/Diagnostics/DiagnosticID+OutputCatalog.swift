import ClientGenCore

/// The typed identity of the output placement's part of the catalog (see ClientGenCore's `DiagnosticID+Catalog.swift`).
extension DiagnosticID {
    package static var cliOutputsCollide: Self { Self(rawValue: "cli.outputs-collide") }
}
