import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `clientgen import --output` writes as `generate` does, all or nothing (attack round 10, d): a signal or a failure
/// while specs move into place leaves no spec and no folder, and a link where a spec goes is refused, not followed.
@Suite("import's writes")
struct ImportWriteTests {
    static let source = """
        import DependenciesMacros

        @DependencyClient
        public struct TrailsClient: Sendable {
            public var all: @Sendable () async throws -> [String]
        }

        @DependencyClient
        public struct WeatherClient: Sendable {
            public var now: @Sendable () async throws -> Double
        }

        """

    @Test(
        "SIGINT or SIGTERM while specs move into place removes them and the folder made for them",
        .enabled(if: KilledRunTests.canResetSignals, "needs GNU env's --default-signal"),
        arguments: [SIGINT, SIGTERM])
    func signalsRollBack(signal: Int32) throws {
        let workspace = try Workspace("import-signal-\(signal)")
        defer { workspace.remove() }
        try workspace.write(Self.source, to: "App/Clients.swift")
        let run = try Clientgen.run(
            ["import", workspace.path("App"), "--output", workspace.path("Specs/Imported")],
            .init(
                environment: ["CLIENTGEN_TEST_SIGNAL_AFTER_RENAMES": "1:\(signal)"],
                launcher: ["/usr/bin/env", "--default-signal=INT,TERM"]))
        #expect(run.signal == signal, "status \(run.status): \(run.stderr)")
        #expect(!workspace.exists("Specs"))
    }

    @Test("A failure after the first spec is in place removes it: nothing is written")
    func failureRollsBack() throws {
        let workspace = try Workspace("import-rollback")
        defer { workspace.remove() }
        try workspace.write(Self.source, to: "App/Clients.swift")
        try workspace.write("", to: "Specs/.keep")
        let before = workspace.snapshot("Specs")
        let run = try Clientgen.run(
            ["import", workspace.path("App"), "--output", workspace.path("Specs")],
            .init(environment: ["CLIENTGEN_TEST_FAIL_RENAME_AFTER": "1"]))
        #expect(run.status == 1)
        #expect(run.stderr.contains("(injected by CLIENTGEN_TEST_FAIL_RENAME_AFTER)"), "\(run.stderr)")
        #expect(workspace.snapshot("Specs") == before)
    }

    @Test("A symbolic link where a spec goes, even a dangling one, is refused and not followed")
    func linkWhereASpecGoes() throws {
        let workspace = try Workspace("import-link")
        defer { workspace.remove() }
        try workspace.write(Self.source, to: "App/Clients.swift")
        try workspace.write("", to: "Specs/.keep")
        try FileManager.default.createSymbolicLink(
            atPath: workspace.path("Specs/TrailsClient.client"), withDestinationPath: workspace.path("Victim.client"))
        let before = workspace.snapshot("")
        let run = try Clientgen.run(["import", workspace.path("App"), "--output", workspace.path("Specs")])
        #expect(run.status == 1)
        #expect(run.stderr.contains("clientgen import never replaces a file"), "\(run.stderr)")
        #expect(workspace.snapshot("") == before)
    }
}
