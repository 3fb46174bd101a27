import Testing

@testable import ClientGenCore
@testable import ClientGenImport

/// How diagnostics are printed in the compiler's format: location, message, source line and caret, then notes.
@Suite("Diagnostic formatter")
struct DiagnosticFormatterTests {
    @Test("Diagnostics print as the compiler's, with the caret under the column even after tabs and Unicode")
    func diagnosticFormat() {
        let source = SourceFile(path: "Specs/A.client", text: "client C {\n\tfunc é(x Int)\n}\n")
        let result = ClientGenerator().generate([source])
        #expect(
            result.formattedDiagnostics == """
                Specs/A.client:2:11: error: expected ':' after parameter name
                \tfunc é(x Int)
                \t        ^
                Specs/A.client:2:11: note: insert ':'

                """)
    }

    @Test("Notes pointing elsewhere show their own source line")
    func notes() {
        let result = ClientGenerator().generate("client A {}\nclient A {}\n")
        #expect(
            result.formattedDiagnostics == """
                Test.client:2:8: error: client 'A' is declared more than once
                client A {}
                       ^
                Test.client:1:8: note: 'A' was first declared here
                client A {}
                       ^

                """)
    }

    @Test("A diagnostic of no file is the tool's own: 'clientgen: error:', never ': error:'")
    func diagnosticsOfNoFile() {
        let diagnostic = Diagnostic(.importNoClients, path: "", range: .empty(at: 0))
        #expect(DiagnosticFormatter(sources: []).format(diagnostic).hasPrefix("clientgen: error: "))
    }
}
