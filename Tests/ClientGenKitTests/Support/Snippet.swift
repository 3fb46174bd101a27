import ClientGenKit
import Testing

/// Small specs paired with their exact output: what the snippet suites generate, with the expectation that the spec
/// is clean.
enum Snippet {
    /// The output of the `artifacts` of a spec named `S.client`, expecting it to report nothing.
    static func generate(
        _ spec: String,
        _ artifacts: Set<Artifact>,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> String {
        let result = ClientGenerator(artifacts: artifacts).generate(spec, path: "S.client")
        #expect(result.diagnostics.isEmpty, "\(result.formattedDiagnostics)", sourceLocation: sourceLocation)
        return result.output
    }
}
