import ClientGenCore
import LanguageServerBase

/// One spec and the specs of its context, taken from the workspace at once: what checking it, generating it or
/// fixing it needs, consistent however the workspace changes meanwhile.
struct SpecSnapshot: Sendable {
    /// The spec's key, which its diagnostics are reported under.
    var key: String
    /// The spec and each spec of its context, by key (the path diagnostics and notes name).
    var specs: [String: WorkspaceSpec]
    /// The keys of the context, in order.
    var contextKeys: [String]

    /// The spec itself.
    var spec: WorkspaceSpec { specs[key]! }

    /// The spec as the generator reads it.
    var source: SourceFile { spec.source(key) }

    /// The specs its clients may inherit or store, read but not checked.
    var context: [SourceFile] {
        contextKeys.compactMap { key in specs[key]?.source(key) }
    }

    /// The spec's diagnostics, resolved against its context.
    func lint() -> [Diagnostic] {
        ClientGenerator().lint([source], context: context)
    }
}

extension SpecWorkspace {
    /// The spec a URI names with its context, or `nil` when the server does not know it.
    func snapshot(uri: String) -> SpecSnapshot? {
        snapshot(SpecKey.of(uri: uri))
    }

    /// Whether the open document filed under `key` is still at `version`.
    func isCurrent(_ key: String, version: Int?) -> Bool {
        spec(key).map { $0.isOpen && $0.version == version } ?? false
    }
}
