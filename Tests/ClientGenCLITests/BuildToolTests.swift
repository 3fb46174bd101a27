import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The build plugin's tool, `clientgen-build`, run as SwiftPM runs it: one spec, its context, one output file.
@Suite("The build plugin's tool")
struct BuildToolTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The `clientgen-build` binary next to the test bundle.
    static func executable() -> URL? {
        ExecutableTests.executable()?.deletingLastPathComponent().appendingPathComponent("clientgen-build")
    }

    struct Outcome {
        var status: Int32
        var stderr: String
    }

    /// Runs the tool (or a copy of it, `tool`) with `arguments`, through `launcher` when given (a command that ends
    /// by running its arguments).
    func run(
        _ arguments: [String], in directory: URL? = nil, launcher: [String] = [], tool: String? = nil
    ) throws -> Outcome {
        let process = Process()
        let executable = try #require(Self.executable(), "clientgen-build was not built next to the tests")
        let command = launcher + [tool ?? executable.path] + arguments
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        if let directory { process.currentDirectoryURL = directory }
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, stderr: String(decoding: data, as: UTF8.self))
    }

    func identity(_ path: String) -> (inode: UInt64, modified: Int)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return (UInt64(info.st_ino), Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec))
    }

    @Test("A spec generates exactly what clientgen generates, into folders the tool creates")
    func generatesTheGolden() throws {
        let workspace = try Workspace("build-tool-golden")
        let output = workspace.path("a/b/Weather.swift")
        let outcome = try run(["generate", "Specs/Weather.client", "--output-file", output], in: Self.root)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stderr.isEmpty)
        let golden = Self.root.appendingPathComponent("Tests/GeneratedClientsTests/Golden/Weather.swift")
        #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == Data(contentsOf: golden))
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.path("a/b")) == ["Weather.swift"])
    }

    @Test("An unchanged output keeps its file and date; a changed spec replaces it whole, leaving no temporary file")
    func rewritesOnlyWhatChanged() throws {
        let workspace = try Workspace("build-tool-unchanged")
        try workspace.spec("A.client", client: "A")
        let output = workspace.path("out/A.swift")
        #expect(try run(["generate", workspace.path("A.client"), "--output-file", output]).status == 0)
        let first = try #require(identity(output))
        #expect(try run(["generate", workspace.path("A.client"), "--output-file", output]).status == 0)
        let second = try #require(identity(output))
        #expect(first.inode == second.inode && first.modified == second.modified)
        try workspace.spec("A.client", client: "A", extra: "    func pong()\n")
        #expect(try run(["generate", workspace.path("A.client"), "--output-file", output]).status == 0)
        let third = try #require(identity(output))
        #expect(third.inode != first.inode)
        #expect(try String(contentsOfFile: output, encoding: .utf8).contains("func pong()"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.path("out")) == ["A.swift"])
    }

    @Test("A previous output larger than a spec may be is replaced, not refused as unreadable (attack 10)")
    func replacesAnOutputLargerThanASpec() throws {
        let workspace = try Workspace("build-tool-large-output")
        defer { workspace.remove() }
        try workspace.spec("A.client", client: "A")
        let output = workspace.path("out/A.swift")
        #expect(try run(["generate", workspace.path("A.client"), "--output-file", output]).status == 0)
        let generated = try workspace.read("out/A.swift")
        // What a spec near the 16 MB limit generates: its mocks and values make the Swift larger than the spec.
        try workspace.write(generated + "// " + String(repeating: "x", count: 17 * 1_048_576) + "\n", to: "out/A.swift")
        let outcome = try run(["generate", workspace.path("A.client"), "--output-file", output])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(try workspace.read("out/A.swift") == generated)
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.path("out")) == ["A.swift"])
    }

    @Test("A write cut short (the file size limit met midway) leaves the previous output whole and no temporary file")
    func writeCutShortLeavesThePreviousOutput() throws {
        let workspace = try Workspace("build-tool-cut-short")
        defer { workspace.remove() }
        try workspace.spec("A.client", client: "A")
        let output = workspace.path("out/A.swift")
        #expect(try run(["generate", workspace.path("A.client"), "--output-file", output]).status == 0)
        let previous = try workspace.read("out/A.swift")
        try workspace.spec("A.client", client: "A", extra: "    func pong() async throws -> [String: Int]\n")
        // 4 blocks of 512 bytes: less than the new output, more than its header.
        let limited = ["/bin/sh", "-c", "ulimit -f 4 && exec \"$@\"", "sh"]
        let outcome = try run(["generate", workspace.path("A.client"), "--output-file", output], launcher: limited)
        #expect(outcome.status == 1)
        #expect(outcome.stderr == "clientgen: error: cannot write '\(output)': File too large\n")
        #expect(try workspace.read("out/A.swift") == previous)
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.path("out")) == ["A.swift"])
    }

    @Test(
        "As a user who may not write the output's folder, the tool says why and writes nothing",
        .enabled(if: Clientgen.canRunUnprivileged, "needs root and setpriv to run as another user"))
    func unwritableFolder() throws {
        let workspace = try Workspace("build-tool-unwritable")
        defer { workspace.remove() }
        try workspace.spec("A.client", client: "A")
        let output = workspace.path("out/A.swift")
        #expect(try run(["generate", workspace.path("A.client"), "--output-file", output]).status == 0)
        try workspace.spec("A.client", client: "A", extra: "    func pong()\n")
        // A copy anyone may run, in the workspace (which anyone may read).
        let tool = workspace.path("clientgen-build")
        try FileManager.default.copyItem(atPath: try #require(Self.executable()).path, toPath: tool)
        let before = workspace.snapshot("out")
        let asNobody = [
            "/usr/bin/setpriv", "--reuid=\(Clientgen.nobody)", "--regid=\(Clientgen.nobody)", "--clear-groups",
        ]
        for (target, message) in [
            (output, "cannot create a temporary file for '\(output)': Permission denied"),
            (
                workspace.path("out/Sub/A.swift"),
                "cannot create the folder '\(workspace.path("out/Sub"))': Permission denied"
            ),
        ] {
            let outcome = try run(
                ["generate", workspace.path("A.client"), "--output-file", target], launcher: asNobody, tool: tool)
            #expect(outcome.status == 1)
            #expect(outcome.stderr == "clientgen: error: \(message)\n")
        }
        #expect(workspace.snapshot("out") == before)
    }

    @Test("A spec error is reported at its line and column, exits 1 and writes nothing")
    func specErrorWritesNothing() throws {
        let workspace = try Workspace("build-tool-error")
        try workspace.write("client A {\n    func f(x Int)\n}\n", to: "A.client")
        let output = workspace.path("out/A.swift")
        let outcome = try run(["generate", workspace.path("A.client"), "--output-file", output])
        #expect(outcome.status == 1)
        #expect(
            outcome.stderr.hasPrefix("\(workspace.path("A.client")):2:13: error: expected ':' after parameter name"))
        #expect(outcome.stderr.contains("    func f(x Int)\n            ^\n"))
        #expect(!FileManager.default.fileExists(atPath: workspace.path("out")))
    }

    @Test("A client inherited from a context spec is known; the spec itself given as context is read once")
    func readsContext() throws {
        let workspace = try Workspace("build-tool-context")
        try workspace.spec("Parent.client", client: "Parent")
        try workspace.write("client Child: Parent {\n    func child()\n}\n", to: "Child.client")
        let output = workspace.path("Child.swift")
        let outcome = try run([
            "generate", workspace.path("Child.client"), "--output-file", output, "--context",
            workspace.path("Parent.client"), "--context", workspace.path("./Child.client"),
        ])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(try String(contentsOfFile: output, encoding: .utf8).contains("protocol Child: Parent"))
    }

    @Test("A file clientgen did not generate, a link or a folder at the output is never replaced")
    func refusesForeignOutputs() throws {
        let workspace = try Workspace("build-tool-foreign")
        try workspace.spec("A.client", client: "A")
        try workspace.write("struct Mine {}\n", to: "Mine.swift")
        var outcome = try run(["generate", workspace.path("A.client"), "--output-file", workspace.path("Mine.swift")])
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("refusing to overwrite"))
        #expect(try String(contentsOfFile: workspace.path("Mine.swift"), encoding: .utf8) == "struct Mine {}\n")
        try FileManager.default.createSymbolicLink(
            atPath: workspace.path("Link.swift"), withDestinationPath: workspace.path("Mine.swift"))
        outcome = try run(["generate", workspace.path("A.client"), "--output-file", workspace.path("Link.swift")])
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("a symbolic link is in the way"))
        outcome = try run([
            "generate", workspace.path("A.client"), "--output-file", workspace.path("Mine.swift/A.swift"),
        ])
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("where a folder is needed"))
    }

    @Test("A FIFO or an oversized file as the spec fails at once without reading it")
    func refusesHostileSpecs() throws {
        let workspace = try Workspace("build-tool-hostile")
        #expect(mkfifo(workspace.path("Fifo.client"), 0o644) == 0)
        var outcome = try run(["generate", workspace.path("Fifo.client"), "--output-file", workspace.path("F.swift")])
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("it is a FIFO, not a regular file"))
        #expect(FileManager.default.createFile(atPath: workspace.path("Big.client"), contents: nil))
        #expect(truncate(workspace.path("Big.client"), 17 * 1_048_576) == 0)
        outcome = try run(["generate", workspace.path("Big.client"), "--output-file", workspace.path("B.swift")])
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("more than the 16 MB a spec may have"))
        outcome = try run(["generate", workspace.path("Missing.client"), "--output-file", workspace.path("M.swift")])
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("No such file or directory"))
    }

    @Test(
        "A wrong command line exits 64 with the usage",
        arguments: [
            (["generate", "A.client"], "missing value for '--output-file'"),
            (["generate", "A.client", "--output-file"], "missing value for '--output-file'"),
            (
                ["generate", "A.client", "B.client", "--output-file", "o.swift"],
                "'--output-file' takes exactly one .client file"
            ),
            (["generate", "A.client", "--output-fil", "o.swift"], "did you mean '--output-file'?"),
            (["generate", "A.client", "--output-file", "o.swift", "--emit", "mocks"], "did you mean 'mock'?"),
            (["lint", "A.client"], "unknown command 'lint'"),
        ])
    func usageErrors(arguments: [String], message: String) throws {
        let outcome = try run(arguments)
        #expect(outcome.status == 64)
        #expect(outcome.stderr.contains(message), "\(outcome.stderr)")
        #expect(outcome.stderr.contains("usage: clientgen-build generate <spec> --output-file <file>"))
    }
}
