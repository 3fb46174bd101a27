import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A replaced generated file keeps its permission bits, and its owner where the runner may set it (issue 13,
/// attack 10); `--dry-run` fails wherever a real run would.
@Suite("Permissions and dry runs")
struct PermissionTests {
    @Test("A replaced file keeps its permission bits and, as root, its owner and group")
    func attributesAreKept() throws {
        let workspace = try Workspace("attributes")
        defer { workspace.remove() }
        try workspace.spec("in/A.client", client: "A")
        try workspace.spec("in/B.client", client: "B")
        #expect(try Clientgen.run(["generate", workspace.path("in"), "-o", workspace.path("out")]).status == 0)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: workspace.path("out/A.swift"))
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: workspace.path("out/B.swift"))
        let asRoot = Clientgen.canRunUnprivileged
        // The set-group-ID bit too, which only a member of the file's group (or root) may set.
        if asRoot {
            try FileManager.default.setAttributes(
                [.posixPermissions: 0o2755], ofItemAtPath: workspace.path("out/A.swift"))
        }
        if asRoot { try workspace.chown("out/B.swift", to: Clientgen.nobody) }
        let result = try Clientgen.run(["generate", workspace.path("in"), "-o", workspace.path("out"), "--import", "M"])
        #expect(result.status == 0)
        let after = workspace.snapshot("out")
        #expect(after["A.swift"]?.permissions == (asRoot ? 0o2755 : 0o444))
        #expect(after["B.swift"]?.permissions == 0o640)
        if asRoot { #expect(after["B.swift"]?.owner == Clientgen.nobody) }
        #expect(try workspace.read("out/A.swift").contains("import M\n"))
    }

    /// Runs generate, its `--dry-run` and its `--check` with `options`, expecting each to fail with `message` and
    /// the output folder to stay as it was.
    private func expectRefused(
        _ workspace: Workspace,
        _ options: Clientgen.Options = Clientgen.Options(),
        message: String
    ) throws {
        let before = workspace.snapshot("out")
        for mode in [[], ["--dry-run"], ["--check"]] {
            let arguments = ["generate", workspace.path("in"), "-o", workspace.path("out"), "--import", "New"] + mode
            let result = try Clientgen.run(arguments, options)
            #expect(result.status == 1, "\(mode)")
            #expect(result.stderr.contains(message), "\(mode): \(result.stderr)")
        }
        #expect(workspace.snapshot("out") == before)
    }

    @Test("An output larger than the file size limit (ulimit -f) fails a run and its --dry-run alike")
    func fileSizeLimit() throws {
        let workspace = try Workspace("file-size-limit")
        defer { workspace.remove() }
        try workspace.specs(3, under: "in")
        #expect(try Clientgen.run(["generate", workspace.path("in"), "-o", workspace.path("out")]).status == 0)
        let limited = Clientgen.Options(launcher: ["/bin/sh", "-c", "ulimit -f 1 && exec \"$@\"", "sh"])
        try expectRefused(workspace, limited, message: "more than the file size limit of this process (ulimit -f")
    }

    @Test(
        "Another user's files in a sticky folder are refused by a run and its --dry-run alike",
        .enabled(if: Clientgen.canRunUnprivileged, "needs root and setpriv to run as another user"))
    func stickyFolder() throws {
        let workspace = try Workspace("sticky")
        defer { workspace.remove() }
        try workspace.spec("in/A.client", client: "A")
        #expect(try Clientgen.run(["generate", workspace.path("in"), "-o", workspace.path("out")]).status == 0)
        try FileManager.default.setAttributes([.posixPermissions: 0o1777], ofItemAtPath: workspace.path("out"))
        try expectRefused(
            workspace, Clientgen.Options(asNobody: true),
            message: "it belongs to another user, in a folder whose sticky")
    }

    /// Whether `chattr` can set `attribute` on a file in the temporary folder (its file system may not have such
    /// attributes, or the tests may not run as root).
    static let canSetFileAttributes: Bool = {
        guard geteuid() == 0, let probe = try? Workspace("chattr-probe") else { return false }
        defer { probe.remove() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
        process.arguments = ["+i", probe.root.path]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        _ = try? chattr("-i", probe.root.path)
        return process.terminationStatus == 0
    }()

    private static func chattr(_ change: String, _ path: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
        process.arguments = [change, path]
        try process.run()
        process.waitUntilExit()
    }

    @Test(
        "An immutable file or an append-only folder is refused by a run and its --dry-run alike",
        .enabled(if: canSetFileAttributes, "needs root and a file system with chattr's attributes"),
        arguments: [("+i", "out/A.swift", "the file is immutable"), ("+a", "out", "the folder is append-only")])
    func unchangeableAttributes(change: String, path: String, message: String) throws {
        let workspace = try Workspace("chattr")
        defer { workspace.remove() }
        try workspace.spec("in/A.client", client: "A")
        #expect(try Clientgen.run(["generate", workspace.path("in"), "-o", workspace.path("out")]).status == 0)
        try Self.chattr(change, workspace.path(path))
        defer { try? Self.chattr(change.replacingOccurrences(of: "+", with: "-"), workspace.path(path)) }
        try expectRefused(workspace, message: message)
    }

    @Test("--dry-run fails, writing nothing, wherever a real run fails")
    func dryRunFailsLikeARealRun() throws {
        let workspace = try Workspace("dry-run")
        defer { workspace.remove() }
        try workspace.spec("in/A.client", client: "A")
        try workspace.spec("in/Sub/B.client", client: "B")
        try workspace.write("// Mine.\n", to: "foreign/A.swift")
        try workspace.write("notes\n", to: "file-in-the-way/Sub")
        for output in ["foreign", "file-in-the-way"] {
            let before = workspace.snapshot(output)
            for mode in ["--dry-run", "--check"] {
                let result = try Clientgen.run(["generate", workspace.path("in"), "-o", workspace.path(output), mode])
                #expect(result.status == 1, "\(output) \(mode)")
                #expect(result.stdout.isEmpty)
            }
            #expect(workspace.snapshot(output) == before)
        }
    }
}
