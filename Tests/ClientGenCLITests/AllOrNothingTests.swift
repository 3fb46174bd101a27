import Foundation
import Testing

/// A run that fails leaves the output tree exactly as it was, whatever fails after the checks: a file where a
/// folder is needed, a read-only folder, a full disk, a failing rename (issue 13, attack 1).
@Suite("All-or-nothing writes")
struct AllOrNothingTests {
    /// A tree generated once, then changed so that every output changes on the next run.
    private func generatedTree(_ name: String, specs: Int = 12) throws -> Workspace {
        let workspace = try Workspace(name)
        try workspace.specs(specs, under: "in")
        try workspace.spec("in/Top.client", client: "Top")
        let first = try Clientgen.run(["generate", workspace.path("in"), "--output", workspace.path("out")])
        #expect(first.status == 0, "\(first.stderr)")
        return workspace
    }

    @Test("A file where a folder is needed fails the run before anything is replaced")
    func fileWhereFolderIsNeeded() throws {
        let workspace = try generatedTree("file-folder")
        defer { workspace.remove() }
        try FileManager.default.removeItem(atPath: workspace.path("out/Group3"))
        try workspace.write("notes\n", to: "out/Group3")
        let before = workspace.snapshot("out")
        let result = try Clientgen.run(
            ["generate", workspace.path("in"), "--output", workspace.path("out"), "--import", "NewModule"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("it is a file, where a folder is needed"))
        #expect(workspace.snapshot("out") == before)
    }

    @Test("A spec's output where another spec needs a folder is refused before anything is written")
    func outputsConflictAmongThemselves() throws {
        let workspace = try Workspace("conflict")
        defer { workspace.remove() }
        try workspace.spec("in/X.client", client: "X")
        try workspace.spec("in/X.swift/Y.client", client: "Y")
        let result = try Clientgen.run(["generate", workspace.path("in"), "--output", workspace.path("out")])
        #expect(result.status == 1)
        #expect(result.stderr.contains("would generate the file 'X.swift' where"))
        #expect(!workspace.exists("out"))
    }

    @Test("A rename that fails after any number of others leaves the tree exactly as it was", arguments: [0, 1, 5, 12])
    func failingRenameRollsBack(after renames: Int) throws {
        let workspace = try generatedTree("rename-\(renames)")
        defer { workspace.remove() }
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: workspace.path("out/Top.swift"))
        // New folders and files too, which the rollback must remove.
        try workspace.spec("in/New/Deeper/Fresh.client", client: "Fresh")
        let before = workspace.snapshot("out")
        let result = try Clientgen.run(
            ["generate", workspace.path("in"), "--output", workspace.path("out"), "--import", "NewModule"],
            .init(environment: ["CLIENTGEN_TEST_FAIL_RENAME_AFTER": "\(renames)"]))
        #expect(result.status == 1)
        #expect(result.stderr.contains("injected by CLIENTGEN_TEST_FAIL_RENAME_AFTER"))
        #expect(workspace.snapshot("out") == before)
        #expect(workspace.temporaries("out").isEmpty)
    }

    @Test("A rename failing into an output directory that did not exist removes every folder the run made")
    func failingRenameRemovesCreatedDirectory() throws {
        let workspace = try Workspace("rename-new")
        defer { workspace.remove() }
        try workspace.specs(9, under: "in")
        let result = try Clientgen.run(
            ["generate", workspace.path("in"), "--output", workspace.path("made/for/output")],
            .init(environment: ["CLIENTGEN_TEST_FAIL_RENAME_AFTER": "4"]))
        #expect(result.status == 1)
        #expect(!workspace.exists("made"))
    }

    @Test(
        "A read-only folder fails the run, and --dry-run, before anything is replaced",
        .enabled(if: Clientgen.canRunUnprivileged, "needs root and setpriv, to run as an unprivileged user"))
    func readOnlyFolder() throws {
        let workspace = try generatedTree("read-only")
        defer { workspace.remove() }
        try workspace.chown("out", to: Clientgen.nobody)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: workspace.path("out/Group2"))
        let before = workspace.snapshot("out")
        let arguments = ["generate", workspace.path("in"), "--output", workspace.path("out"), "--import", "NewModule"]
        let dryRun = try Clientgen.run(arguments + ["--dry-run"], .init(asNobody: true))
        #expect(dryRun.status == 1)
        let result = try Clientgen.run(arguments, .init(asNobody: true))
        #expect(result.status == 1)
        #expect(
            result.stderr.contains("cannot write into the folder '\(workspace.path("out/Group2"))': Permission denied"))
        #expect(workspace.snapshot("out") == before)
    }

    @Test(
        "A full disk fails the run and --dry-run, and a disk that fills while staging is rolled back",
        .enabled(if: TemporaryDisk.isMountable, "needs root and mount(8), to mount a 200 KB tmpfs"))
    func fullDisk() throws {
        let workspace = try generatedTree("full-disk", specs: 4)
        defer { workspace.remove() }
        let disk = try #require(TemporaryDisk(kilobytes: 200), "mounting a 200 KB tmpfs needs root and mount(8)")
        defer { disk.unmount() }
        let output = disk.path + "/out"
        try workspace.specs(20, under: "small")
        #expect(try Clientgen.run(["generate", workspace.path("small"), "--output", output]).status == 0)
        let before = snapshot(of: output)
        try workspace.specs(70, under: "small")
        let arguments = ["generate", workspace.path("small"), "--output", output, "--import", "NewModule"]
        let checked = try Clientgen.run(arguments)
        #expect(checked.status == 1)
        #expect(checked.stderr.contains("not enough space"))
        #expect(try Clientgen.run(arguments + ["--dry-run"]).status == 1)
        let staged = try Clientgen.run(arguments, .init(environment: ["CLIENTGEN_TEST_SKIP_FREE_SPACE_CHECK": "1"]))
        #expect(staged.status == 1)
        #expect(staged.stderr.contains("No space left on device"))
        #expect(snapshot(of: output) == before)
    }

    @Test(
        "A file system short of entries fails the run and --dry-run alike: a staged file and its link take two",
        .enabled(if: TemporaryDisk.isMountable, "needs root and mount(8), to mount a small tmpfs"))
    func fileSystemWithoutEntries() throws {
        let workspace = try Workspace("no-inodes")
        defer { workspace.remove() }
        try workspace.spec("in/A.client", client: "A")
        try workspace.spec("in/New.client", client: "New")
        try workspace.spec("in/Sub/B.client", client: "B")
        let disk = try #require(TemporaryDisk(kilobytes: 200, inodes: 6), "mounting a tmpfs needs root and mount(8)")
        defer { disk.unmount() }
        let arguments = ["generate", workspace.path("in"), "--output", disk.path + "/out"]
        for mode in [["--dry-run"], []] {
            let result = try Clientgen.run(arguments + mode)
            #expect(result.status == 1, "\(mode)")
            #expect(result.stderr.contains("not enough space"), "\(mode): \(result.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: disk.path).isEmpty)
    }

    private func snapshot(of path: String) -> [String: Workspace.Entry] {
        let url = URL(fileURLWithPath: path)
        return Workspace(existing: url.deletingLastPathComponent()).snapshot(url.lastPathComponent)
    }
}

extension Workspace {
    /// A workspace over an existing folder (not removed by the test).
    init(existing root: URL) {
        self.root = root
    }
}

/// A small tmpfs, mounted for a test as root; `nil` where mounting is impossible.
struct TemporaryDisk {
    let path: String

    /// Whether a tmpfs can be mounted here (as root, with mount(8)); tried once.
    static let isMountable: Bool = {
        guard let disk = TemporaryDisk(kilobytes: 16) else { return false }
        disk.unmount()
        return true
    }()

    init?(kilobytes: Int, inodes: Int? = nil) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "clientgen-disk-\(UUID().uuidString)")
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil else {
            return nil
        }
        let mount = Process()
        mount.executableURL = URL(fileURLWithPath: "/bin/mount")
        let limits = "size=\(kilobytes)k" + (inodes.map { ",nr_inodes=\($0)" } ?? "")
        mount.arguments = ["-t", "tmpfs", "-o", limits, "tmpfs", folder.path]
        mount.standardError = FileHandle.nullDevice
        guard (try? mount.run()) != nil else { return nil }
        mount.waitUntilExit()
        guard mount.terminationStatus == 0 else {
            try? FileManager.default.removeItem(at: folder)
            return nil
        }
        path = folder.path
    }

    func unmount() {
        let umount = Process()
        umount.executableURL = URL(fileURLWithPath: "/bin/umount")
        umount.arguments = [path]
        try? umount.run()
        umount.waitUntilExit()
        try? FileManager.default.removeItem(atPath: path)
    }
}
