import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `format` and `lint --fix` rewriting specs in place, attacked (round 10): hard links, signals, hostile bytes, a
/// spec past the size limit, another user's spec. What README's "Formatting specs and applying fix-its" promises
/// holds, and nothing else is written.
@Suite("Attacks on specs rewritten in place")
struct RewriteAttackTests {
    static let messy = FormatCommandTests.messy
    static let formatted = FormatCommandTests.formatted
    /// A spec `lint --fix` changes: its fix-it inserts a placeholder, and `format` lays it out.
    static let fixable = "client  B{\n  func b( x:Int )->Int\n}\n"

    @Test("A spec with another hard link is replaced by a new file; the other name keeps the old text")
    func hardLinkKeepsTheOldText() throws {
        let workspace = try Workspace("rewrite-hard-link")
        defer { workspace.remove() }
        try workspace.write(Self.messy, to: "Specs/A.client")
        try workspace.write("", to: "Elsewhere/.keep")
        #expect(link(workspace.path("Specs/A.client"), workspace.path("Elsewhere/A.txt")) == 0)
        let run = try Clientgen.run(["format", workspace.path("Specs")])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try workspace.read("Specs/A.client") == Self.formatted)
        #expect(try workspace.read("Elsewhere/A.txt") == Self.messy)
        var info = stat()
        #expect(stat(workspace.path("Elsewhere/A.txt"), &info) == 0 && info.st_nlink == 1)
        #expect(workspace.temporaries("").isEmpty)
    }

    @Test(
        "SIGINT or SIGTERM while specs move into place rolls every folder back and ends the process",
        .enabled(if: KilledRunTests.canResetSignals, "needs GNU env's --default-signal"),
        arguments: [["format"], ["lint", "--fix"]], [SIGINT, SIGTERM])
    func signalsRollBack(command: [String], signal: Int32) throws {
        let workspace = try Workspace("rewrite-signal-\(signal)")
        defer { workspace.remove() }
        for index in 0..<6 {
            try workspace.write(
                Self.fixable.replacingOccurrences(of: "B", with: "B\(index)"), to: "One/B\(index).client")
            try workspace.write(
                Self.fixable.replacingOccurrences(of: "B", with: "C\(index)"), to: "Two/C\(index).client")
        }
        let before = workspace.snapshot("")
        let run = try Clientgen.run(
            command + [workspace.path("One"), workspace.path("Two")],
            .init(
                environment: ["CLIENTGEN_TEST_SIGNAL_AFTER_RENAMES": "7:\(signal)"],
                launcher: ["/usr/bin/env", "--default-signal=INT,TERM"]))
        #expect(run.signal == signal, "status \(run.status): \(run.stderr)")
        #expect(workspace.snapshot("") == before)
    }

    @Test("A byte-order mark and CRLF line breaks are kept; a NUL or invalid UTF-8 leaves that spec byte for byte")
    func hostileBytes() throws {
        let workspace = try Workspace("rewrite-hostile-bytes")
        defer { workspace.remove() }
        let bom = "\u{FEFF}" + Self.messy
        let crlf = Self.messy.replacingOccurrences(of: "\n", with: "\r\n")
        try workspace.write(bom, to: "Specs/Bom.client")
        try workspace.write(crlf, to: "Specs/Crlf.client")
        let nul = Array("client  N{\n  func a( x:Int )->Int // a".utf8) + [0] + Array("b\n}\n".utf8)
        let invalid =
            Array("client  I{\n  func a( x:Int )->Int // caf".utf8) + [0xFF, 0xC3, 0x28] + Array("\n}\n".utf8)
        #expect(FileManager.default.createFile(atPath: workspace.path("Specs/Nul.client"), contents: Data(nul)))
        #expect(FileManager.default.createFile(atPath: workspace.path("Specs/Invalid.client"), contents: Data(invalid)))
        let run = try Clientgen.run(["format", workspace.path("Specs")])
        #expect(run.status == 1)
        #expect(run.stderr.contains("\(workspace.path("Specs/Nul.client")):2:28: error: invalid character"))
        #expect(run.stderr.contains("\(workspace.path("Specs/Invalid.client")):2:30: error: invalid character"))
        #expect(FileManager.default.contents(atPath: workspace.path("Specs/Nul.client")) == Data(nul))
        #expect(FileManager.default.contents(atPath: workspace.path("Specs/Invalid.client")) == Data(invalid))
        // Compared as bytes: Foundation's reading of UTF-8 drops a byte-order mark.
        #expect(
            FileManager.default.contents(atPath: workspace.path("Specs/Bom.client"))
                == Data(("\u{FEFF}" + Self.formatted).utf8))
        #expect(try workspace.read("Specs/Crlf.client") == Self.formatted.replacingOccurrences(of: "\n", with: "\r\n"))
        #expect(workspace.temporaries("").isEmpty)
    }

    @Test(
        "A 50 MB spec is refused before it is read, and then no spec is rewritten",
        arguments: [["format"], ["lint", "--fix"]])
    func oversizedSpec(command: [String]) throws {
        let workspace = try Workspace("rewrite-oversized")
        defer { workspace.remove() }
        try workspace.write(Self.fixable, to: "Specs/A.client")
        try workspace.write("", to: "Specs/Big.client")
        #expect(truncate(workspace.path("Specs/Big.client"), 50 * 1_048_576) == 0)
        let before = workspace.snapshot("")
        let run = try Clientgen.run(command + [workspace.path("Specs")])
        #expect(run.status == 1)
        #expect(
            run.stderr
                == "clientgen: error: cannot read '\(workspace.path("Specs/Big.client"))': it has 52428800 bytes, more than the 16 MB a spec may have\n"
        )
        #expect(workspace.snapshot("") == before)
    }

    @Test(
        "Another user's spec in a folder this user owns is replaced by this user's file, its permission bits kept",
        .enabled(if: Clientgen.canRunUnprivileged, "needs root and setpriv to run as another user"))
    func anotherUsersSpec() throws {
        let workspace = try Workspace("rewrite-owner")
        defer { workspace.remove() }
        try workspace.write(Self.messy, to: "Specs/A.client")
        try workspace.chown("Specs", to: Clientgen.nobody)
        #expect(lchown(workspace.path("Specs/A.client"), 0, 0) == 0)
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o644], ofItemAtPath: workspace.path("Specs/A.client"))
        let run = try Clientgen.run(["format", workspace.path("Specs")], Clientgen.Options(asNobody: true))
        #expect(run.status == 0, "\(run.stderr)")
        let after = workspace.snapshot("Specs")
        #expect(after["A.client"]?.owner == Clientgen.nobody)
        #expect(after["A.client"]?.permissions == 0o644)
        #expect(try workspace.read("Specs/A.client") == Self.formatted)
    }

    @Test("lint --fix writes the line breaks of its fix-its as CRLF in a spec whose line breaks are all CRLF")
    func fixItsKeepCRLF() throws {
        let workspace = try Workspace("rewrite-fix-crlf")
        defer { workspace.remove() }
        let spec = "\u{FEFF}client B {\r\n    func b(x: Int) -> Int\r\n    func c(x Int) throws\r\n}\r\n"
        try workspace.write(spec, to: "Specs/B.client")
        let run = try Clientgen.run(["lint", "--fix", workspace.path("Specs")])
        #expect(run.stderr.contains("applied 2 fix-its"), "\(run.stderr)")
        let fixed = try #require(FileManager.default.contents(atPath: workspace.path("Specs/B.client")))
        #expect(
            fixed
                == Data(
                    "\u{FEFF}client B {\r\n    @placeholder(<#Int#>)\r\n    func b(x: Int) -> Int\r\n    func c(x: Int) throws\r\n}\r\n"
                        .utf8))
    }
}
