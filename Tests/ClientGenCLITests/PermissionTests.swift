import Foundation
import Testing

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
        if asRoot { try workspace.chown("out/B.swift", to: Clientgen.nobody) }
        let result = try Clientgen.run(["generate", workspace.path("in"), "-o", workspace.path("out"), "--import", "M"])
        #expect(result.status == 0)
        let after = workspace.snapshot("out")
        #expect(after["A.swift"]?.permissions == 0o444)
        #expect(after["B.swift"]?.permissions == 0o640)
        if asRoot { #expect(after["B.swift"]?.owner == Clientgen.nobody) }
        #expect(try workspace.read("out/A.swift").contains("import M\n"))
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
