import ClientGenKit
import Foundation
import Testing

/// Replays Fixtures/Fuzz: stress inputs (deep nesting, invalid UTF-8, NUL bytes, unterminated everything) and every
/// crash or hang the fuzzer (Scripts/fuzz.sh) has found, checking the invariants the fuzz target checks.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    static let directory = Golden.repositoryRoot.appendingPathComponent("Tests/ClientGenKitTests/Fixtures/Fuzz")
    static let inputs = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()

    @Test("Fuzz inputs are replayed on every run")
    func thereAreInputs() {
        #expect(Self.inputs.count >= 8)
    }

    @Test("Any input is diagnosed without a crash or hang, within its bounds, deterministically", arguments: inputs)
    func inputIsHandled(name: String) throws {
        let bytes = [UInt8](try Data(contentsOf: Self.directory.appendingPathComponent(name)))
        let source = SourceFile(path: name, bytes: bytes)
        let result = ClientGenerator().generate([source])
        let formatter = DiagnosticFormatter(sources: result.sources)
        #expect(!formatter.format(result.diagnostics).isEmpty == !result.diagnostics.isEmpty)
        let json = try JSONSerialization.jsonObject(with: Data(formatter.formatJSON(result.diagnostics).utf8))
        let objects = try #require(json as? [[String: Any]])
        #expect(objects.map { $0["id"] as? String } == result.diagnostics.map(\.id.rawValue))
        for diagnostic in result.diagnostics {
            #expect(diagnostic.range.start <= diagnostic.range.end && diagnostic.range.end <= bytes.count)
        }
        #expect(result.files.isEmpty == result.diagnostics.containsErrors)
        let again = ClientGenerator().generate([source])
        #expect(again.files == result.files && again.diagnostics == result.diagnostics)
    }
}
