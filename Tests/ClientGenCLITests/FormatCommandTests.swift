import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `clientgen format`: specs rewritten in place as safely as `generate` writes, `--check` writing nothing, and specs
/// with errors left alone.
@Suite("Format command")
struct FormatCommandTests {
    static let messy = "client  A{\n  func a( x:Int )->Int\n}\n"
    static let formatted = "client A {\n    func a(x: Int) -> Int\n}\n"

    @Test("format rewrites the specs that are not formatted, and a second run finds nothing to do")
    func rewritesInPlace() throws {
        let cli = try InProcessCLI("format")
        try cli.write(Self.messy, to: "Specs/A.client")
        try cli.write(Self.formatted.replacingOccurrences(of: "A", with: "B"), to: "Specs/Sub/B.client")
        let run = cli.run(["format", "@/Specs"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.isEmpty && run.output.isEmpty)
        #expect(try cli.read("Specs/A.client") == Self.formatted)
        #expect(cli.run(["format", "--check", "@/Specs"]).status == 0)
        #expect(cli.run(["format", "@/Specs", "@/Specs/Sub/B.client", "@/Specs/A.client"]).status == 0)
    }

    @Test("format --check lists the specs that are not formatted, exits 1, and writes nothing")
    func checkWritesNothing() throws {
        let workspace = try Workspace("format-check")
        defer { workspace.remove() }
        try workspace.write(Self.messy, to: "Specs/A.client")
        try workspace.write(Self.formatted, to: "Specs/B.client")
        let before = workspace.snapshot("Specs")
        let run = try Clientgen.run(["format", "--check", workspace.path("Specs")])
        #expect(run.status == 1)
        #expect(
            run.stderr
                == "clientgen: error: specs are not formatted; run 'clientgen format' to format them:\n  "
                + workspace.path("Specs") + "/A.client\n")
        #expect(workspace.snapshot("Specs") == before)
    }

    @Test("A spec with syntax errors is left as it is and its errors reported; the others are formatted")
    func syntaxErrorsLeaveASpecAlone() throws {
        let cli = try InProcessCLI("format-errors")
        let broken = "client  B {\n  func b(x Int)\n}\n"
        try cli.write(Self.messy, to: "Specs/A.client")
        try cli.write(broken, to: "Specs/B.client")
        let run = cli.run(["format", "@/Specs"])
        #expect(run.status == 1)
        #expect(run.errors.contains("@/Specs/B.client:2:11: error: expected ':' after parameter name"))
        #expect(try cli.read("Specs/B.client") == broken)
        #expect(try cli.read("Specs/A.client") == Self.formatted)
        let json = cli.run(["format", "--check", "@/Specs", "--diagnostics-format", "json"])
        #expect(json.status == 1 && json.output.contains("parser.expected-colon"))
    }

    @Test("A rewritten spec keeps its permission bits and, as root, its owner")
    func permissionsAreKept() throws {
        let workspace = try Workspace("format-permissions")
        defer { workspace.remove() }
        try workspace.write(Self.messy, to: "Specs/A.client")
        try workspace.write(Self.messy, to: "Specs/B.client")
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o640], ofItemAtPath: workspace.path("Specs/A.client"))
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o444], ofItemAtPath: workspace.path("Specs/B.client"))
        let asRoot = geteuid() == 0
        if asRoot { try workspace.chown("Specs/A.client", to: Clientgen.nobody) }
        let run = try Clientgen.run(["format", workspace.path("Specs")])
        #expect(run.status == 0, "\(run.stderr)")
        let after = workspace.snapshot("Specs")
        #expect(after["A.client"]?.permissions == 0o640)
        #expect(after["B.client"]?.permissions == 0o444)
        if asRoot { #expect(after["A.client"]?.owner == Clientgen.nobody) }
        #expect(try workspace.read("Specs/B.client") == Self.formatted)
        #expect(workspace.temporaries("Specs").isEmpty)
    }

    @Test("A spec that is a symbolic link is never rewritten, and then nothing is")
    func symbolicLinksAreRefused() throws {
        let workspace = try Workspace("format-link")
        defer { workspace.remove() }
        try workspace.write(Self.messy, to: "Specs/A.client")
        try workspace.write(Self.messy, to: "Elsewhere/B.client")
        try FileManager.default.createSymbolicLink(
            atPath: workspace.path("Specs/B.client"), withDestinationPath: workspace.path("Elsewhere/B.client"))
        let before = workspace.snapshot("")
        let run = try Clientgen.run(["format", workspace.path("Specs")])
        #expect(run.status == 1)
        #expect(run.stderr.contains("it is a symbolic link, and clientgen replaces no link"))
        #expect(workspace.snapshot("") == before)
        #expect(try Clientgen.run(["format", "--check", workspace.path("Specs")]).status == 1)
    }

    @Test(
        "A folder the run may not write into fails it before anything is written, in every folder",
        .enabled(if: Clientgen.canRunUnprivileged, "needs root and setpriv to run as another user"))
    func unwritableFolder() throws {
        let workspace = try Workspace("format-unwritable")
        defer { workspace.remove() }
        try workspace.write(Self.messy, to: "Open/A.client")
        try workspace.write(Self.messy, to: "Closed/B.client")
        try workspace.chown("Open", to: Clientgen.nobody)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: workspace.path("Closed"))
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o666], ofItemAtPath: workspace.path("Closed/B.client"))
        let before = workspace.snapshot("")
        let run = try Clientgen.run(
            ["format", workspace.path("Open"), workspace.path("Closed")], Clientgen.Options(asNobody: true))
        #expect(run.status == 1)
        #expect(run.stderr.contains("cannot write into the folder '\(workspace.path("Closed"))'"), "\(run.stderr)")
        #expect(workspace.snapshot("") == before)
    }

    @Test("A failure while moving specs into place rolls every folder back")
    func failureRollsBack() throws {
        let workspace = try Workspace("format-rollback")
        defer { workspace.remove() }
        try workspace.write(Self.messy, to: "One/A.client")
        try workspace.write(Self.messy, to: "Two/B.client")
        let before = workspace.snapshot("")
        let run = try Clientgen.run(
            ["format", workspace.path("One"), workspace.path("Two")],
            Clientgen.Options(environment: ["CLIENTGEN_TEST_FAIL_RENAME_AFTER": "1"]))
        #expect(run.status == 1)
        #expect(run.stderr.contains("injected by CLIENTGEN_TEST_FAIL_RENAME_AFTER"))
        #expect(workspace.snapshot("") == before)
    }
}
