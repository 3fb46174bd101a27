import ClientGenCore
import ClientGenFormat
import Foundation
import Testing

@testable import ClientGenCLI

/// `clientgen lint --fix`: every fix-it (or those `--only` names) applied in place, rounds until nothing more applies,
/// and what is left reported as `lint` reports it.
@Suite("lint --fix")
struct LintFixTests {
    static let diagnostics = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ClientGenKitTests/Fixtures/Diagnostics")

    /// The diagnostic fixtures that have a `.fixed.client`: the result of applying their fix-its once.
    static let fixedFixtures: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: diagnostics.path)) ?? []
        return names.filter { $0.hasSuffix(".fixed.client") }.map { $0.replacingOccurrences(of: ".fixed", with: "") }
            .sorted()
    }()

    @Test("The fixtures with fix-its are found, so the test below runs on every one of them")
    func fixturesAreFound() {
        #expect(Self.fixedFixtures.count >= 14)
    }

    @Test(
        "lint --fix turns a malformed spec into its .fixed.client, then goes on as linting that again would",
        arguments: fixedFixtures)
    func fixesAsTheGoldensSay(name: String) throws {
        let cli = try InProcessCLI("lint-fix")
        let malformed = try String(contentsOf: Self.diagnostics.appendingPathComponent(name), encoding: .utf8)
        let golden = try String(
            contentsOf: Self.diagnostics.appendingPathComponent(
                name.replacingOccurrences(of: ".client", with: ".fixed.client")),
            encoding: .utf8)
        try cli.write(malformed, to: "Malformed/\(name)")
        try cli.write(golden, to: "Golden/\(name)")
        let fromMalformed = cli.run(["lint", "--fix", "@/Malformed"])
        let fromGolden = cli.run(["lint", "--fix", "@/Golden"])
        #expect(try cli.read("Malformed/\(name)") == cli.read("Golden/\(name)"))
        #expect(fromMalformed.errors.contains("clientgen: note: applied "))
        #expect(fromMalformed.status == fromGolden.status)
        if !fromGolden.errors.contains("clientgen: note: applied ") {
            // The golden offers no more fix-its: one round was all there was to do.
            #expect(try cli.read("Malformed/\(name)") == golden)
        }
        let lint = cli.run(["lint", "@/Malformed"])
        #expect(lint.status == fromMalformed.status)
        #expect(
            lint.errors
                == fromMalformed.errors.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.hasPrefix("clientgen: note: applied ") }.joined(separator: "\n"))
    }

    @Test("--only applies the fix-its of the diagnostics with those ids, or with those ids themselves")
    func onlySelectsFixIts() throws {
        let cli = try InProcessCLI("lint-fix-only")
        let spec = "client A {\n    func a(x Int)\n    func b() -> Bool\n}\n"
        try cli.write(spec, to: "A.client")
        try cli.write(spec, to: "B.client")
        #expect(cli.run(["lint", "--fix", "--only", "parser.expected-colon", "@/A.client"]).status == 1)
        #expect(try cli.read("A.client") == spec.replacingOccurrences(of: "x Int", with: "x: Int"))
        #expect(cli.run(["lint", "--fix", "--only", "fixit.insert-directive", "@/B.client"]).status == 1)
        #expect(try cli.read("B.client").contains("@placeholder(<#Bool#>)\n    func b() -> Bool"))
        #expect(try cli.read("B.client").contains("x Int"))
    }

    @Test("lint --fix exits 0 when it fixed every error, and writes nothing when there is nothing to fix")
    func exitStatus() throws {
        let cli = try InProcessCLI("lint-fix-status")
        try cli.write("protocol A {\n    func a()\n}\n", to: "A.client")
        let fixed = cli.run(["lint", "--fix", "@/A.client"])
        #expect(fixed.status == 0, "\(fixed.errors)")
        #expect(fixed.errors == "clientgen: note: applied 1 fix-it to '@/A.client'\n")
        #expect(try cli.read("A.client") == "client A {\n    func a()\n}\n")
        let again = cli.run(["lint", "--fix", "@/A.client", "--diagnostics-format", "json"])
        #expect(again.status == 0 && again.errors.isEmpty && again.output == "[]\n")
    }

    @Test("Rounds of fixes end: after the last round that changes anything, on a cycle, or after the most rounds")
    func roundsEnd() {
        let source = SourceFile(path: "A.client", text: "a")
        let insertion = FixIt(
            id: DiagnosticID(rawValue: "fixit.x"), message: "x", range: .empty(at: 0), replacement: "x")
        let diagnostic = Diagnostic(
            DiagnosticMessage(DiagnosticID(rawValue: "sema.x"), "x"), path: "A.client", range: .empty(at: 0),
            fixIts: [insertion])
        // A fix-it that never fixes what it is offered for: one round after another, up to the bound.
        let endless = LintFixing.fixed([source], selection: FixItSelection()) { _ in [diagnostic] }
        #expect(
            endless.sources[0].bytes
                == Array(("x" + String(repeating: "x", count: LintFixing.maximumRounds - 1) + "a").utf8))
        #expect(endless.applied == [LintFixing.maximumRounds])
        // Two fix-its that undo each other: the rounds stop when the spec comes back.
        let toggle = LintFixing.fixed([source], selection: FixItSelection()) { specs in
            let text = String(decoding: specs[0].bytes, as: UTF8.self)
            var fixIt = insertion
            fixIt.range = SourceRange(start: 0, end: 1)
            fixIt.replacement = text == "a" ? "b" : "a"
            var toggling = diagnostic
            toggling.fixIts = [fixIt]
            return [toggling]
        }
        #expect(String(decoding: toggle.sources[0].bytes, as: UTF8.self) == "b")
        #expect(toggle.applied == [1])
        // A selection that takes none: nothing changes.
        let none = LintFixing.fixed([source], selection: FixItSelection(ids: ["sema.other"])) { _ in [diagnostic] }
        #expect(none.sources[0].bytes == source.bytes && none.applied == [0])
    }
}
