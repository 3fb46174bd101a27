import Foundation
import Testing

/// A reader that goes away (`clientgen generate … 2>&1 | head -1`) does not keep generation from completing, and
/// the exit code says the output was lost (issue 13, attack 6).
@Suite("Closed standard streams")
struct StreamTests {
    private func workspaceWithWarnings(_ name: String) throws -> Workspace {
        let workspace = try Workspace(name)
        // Each spec has a warning, so the diagnostics are far more than a pipe holds.
        try workspace.specs(300, under: "in", extra: "    func log(at: [String: Any]) async\n")
        return workspace
    }

    @Test("With standard error closed, every file is still written, and the run exits 1, not by SIGPIPE")
    func closedStandardError() throws {
        let workspace = try workspaceWithWarnings("closed-stderr")
        defer { workspace.remove() }
        let result = try Clientgen.run(
            ["generate", workspace.path("in"), "-o", workspace.path("out")], .init(closesStandardError: true))
        #expect(result.signal == nil)
        #expect(result.status == 1)
        #expect(workspace.snapshot("out").keys.filter { $0.hasSuffix(".swift") }.count == 300)
    }

    @Test("With standard output closed, JSON diagnostics are lost but the files are written, and the run exits 1")
    func closedStandardOutput() throws {
        let workspace = try workspaceWithWarnings("closed-stdout")
        defer { workspace.remove() }
        let result = try Clientgen.run(
            ["generate", workspace.path("in"), "-o", workspace.path("out"), "--diagnostics-format", "json"],
            .init(closesStandardOutput: true))
        #expect(result.signal == nil)
        #expect(result.status == 1)
        #expect(workspace.snapshot("out").keys.filter { $0.hasSuffix(".swift") }.count == 300)
    }

    @Test("With the streams open, the same run exits 0")
    func openStreams() throws {
        let workspace = try workspaceWithWarnings("open-streams")
        defer { workspace.remove() }
        let result = try Clientgen.run(["generate", workspace.path("in"), "-o", workspace.path("out")])
        #expect(result.status == 0)
        #expect(result.stderr.contains("warning: 'at' has type '[String: Any]', which is not Sendable"))
    }
}
