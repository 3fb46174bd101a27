import ClientGenKit
import Testing

/// The library's entry point: what a run returns for its inputs as a whole.
@Suite("Client generator")
struct ClientGeneratorTests {
    @Test("Generating from no specs gives no files and no diagnostics")
    func generatingNothing() {
        let result = ClientGenerator().generate([])
        #expect(result.files.isEmpty)
        #expect(result.diagnostics.isEmpty)
    }

    @Test("An error in one spec of a run means no file for any spec, and lint reports the same diagnostics")
    func oneErrorStopsTheRun() {
        let specs = [
            SourceFile(path: "A.client", text: "client A {\n    func a() async\n}\n"),
            SourceFile(path: "B.client", text: "client B {\n    func b() -> Int\n}\n"),
        ]
        let result = ClientGenerator().generate(specs)
        #expect(result.files.isEmpty)
        #expect(result.diagnostics.map(\.id.rawValue) == ["sema.missing-placeholder"])
        #expect(ClientGenerator().lint(specs) == result.diagnostics)
    }

    @Test("Output paths follow the spec's path: the folder is kept and '.client' becomes '.swift'")
    func outputPaths() {
        let result = ClientGenerator(artifacts: [.interface]).generate([
            SourceFile(path: "Sub/Weather.client", text: "client Weather {}\n")
        ])
        #expect(result.files.map(\.path) == ["Sub/Weather.swift"])
        #expect(result.files.map(\.sourcePath) == ["Sub/Weather.client"])
    }
}
