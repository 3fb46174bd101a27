/// One kind of code clientgen generates per client. Every artifact is emitted unless a run selects some.
public enum Artifact: String, CaseIterable, Sendable, Hashable, Comparable {
    /// The `Sendable` protocol, and a protocol extension with the overloads default values need.
    case interface
    /// The `TestDependencyKey` whose `testValue` is the unimplemented double.
    case key
    /// The `DependencyValues` accessor.
    case values
    /// The conformance whose members report an issue and throw or return a fallback.
    case unimplemented
    /// The mock with handlers, call counts and recorded calls (protocol clients).
    case mock
    /// The `DependencyKey` conformance with the `@live` value, for the module that holds the implementation.
    case live

    /// Artifacts compare in the fixed order they appear in a generated file.
    public static func < (lhs: Artifact, rhs: Artifact) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

extension Artifact {
    /// The artifacts a comma-separated list names (`--emit interface,key`); the message for the first name that is
    /// none, with the closest artifact's name as a suggestion.
    package static func list(_ text: String) throws(ToolMessage) -> Set<Artifact> {
        var artifacts: Set<Artifact> = []
        for name in text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            guard let artifact = Artifact(rawValue: name) else {
                let choices = allCases.map(\.rawValue)
                throw .unknownArtifact(name, suggestion: Spelling.closest(to: name, in: choices), choices: choices)
            }
            artifacts.insert(artifact)
        }
        return artifacts
    }
}
