import ClientGenCLI
import Foundation
import Testing

/// `--diagnostics-format json`: diagnostics as one JSON array on standard output, for tools.
@Suite("JSON diagnostics")
struct JSONDiagnosticsTests {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("clientgen-json-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    private func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
        var output = ""
        var errors = ""
        let status = ClientGenCommand.run(arguments, output: { output += $0 }, errors: { errors += $0 })
        return (status, output, errors)
    }

    @Test("--diagnostics-format json prints every diagnostic as JSON on standard output")
    func jsonDiagnostics() throws {
        let spec = directory.appendingPathComponent("Bad.client")
        try "client Bad {\n    func a(x Int)\n}\n".write(to: spec, atomically: false, encoding: .utf8)
        let result = run(["lint", spec.path, "--diagnostics-format", "json"])
        #expect(result.status == 1)
        #expect(result.errors.isEmpty)
        let data = Data(result.output.utf8)
        let diagnostics = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["id"] as? String == "parser.expected-colon")
        #expect(diagnostics.first?["line"] as? Int == 2)
        #expect(diagnostics.first?["column"] as? Int == 13)
        let fixIt = try #require((diagnostics.first?["fixIts"] as? [[String: Any]])?.first)
        #expect(fixIt["replacement"] as? String == ":")
    }

    @Test("generate prints its warnings as JSON too, after writing the files")
    func generateWarningsAsJSON() throws {
        let spec = directory.appendingPathComponent("Warn.client")
        try "client Warn {\n    func a(at: [String: Any]) async\n}\n".write(
            to: spec, atomically: false, encoding: .utf8)
        let output = directory.appendingPathComponent("Out")
        let result = run(["generate", spec.path, "-o", output.path, "--diagnostics-format=json"])
        #expect(result.status == 0)
        let diagnostics = try #require(
            try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        #expect(diagnostics.map { $0["id"] as? String } == ["sema.non-sendable-parameter"])
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("Warn.swift").path))
    }
}
