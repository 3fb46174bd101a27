import Foundation
import Testing

@testable import ClientGenCLI

/// A spec rewritten in place (`format`, `lint --fix`) is replaced only while it is the file the run read, holding what
/// it held: another process's change, before the checks or between them and the writes, is never overwritten.
@Suite("Races when rewriting specs in place")
struct RewriteRaceTests {
    private let old = "client A {}\n"
    private let new = "client A {\n}\n"

    private func file(_ workspace: Workspace, _ folder: String, _ name: String) -> OutputFile {
        OutputFile(
            relativePath: name, displayPath: workspace.path("\(folder)/\(name)"), contents: Array(new.utf8),
            replacing: Array(old.utf8))
    }

    @Test("A spec changed or removed after it was read fails the run, and no spec in any folder is written")
    func changedSinceRead() throws {
        for change in ["changed", "removed"] {
            let workspace = try Workspace("rewrite-\(change)")
            defer { workspace.remove() }
            try workspace.write(old, to: "One/A.client")
            try workspace.write(old, to: "Two/B.client")
            if change == "changed" {
                try workspace.write("client B { func mine() }\n", to: "Two/B.client")
            } else {
                try FileManager.default.removeItem(atPath: workspace.path("Two/B.client"))
            }
            let before = workspace.snapshot("")
            let groups = [
                OutputWriter.RewriteGroup(root: workspace.path("One"), files: [file(workspace, "One", "A.client")]),
                OutputWriter.RewriteGroup(root: workspace.path("Two"), files: [file(workspace, "Two", "B.client")]),
            ]
            #expect(throws: CommandFailure(.changedSinceRead(workspace.path("Two/B.client")))) {
                try OutputWriter.rewrite(groups)
            }
            #expect(workspace.snapshot("") == before, "\(change)")
        }
    }

    @Test("A spec changed between the checks and the writes is left alone, and the run rolled back")
    func changedWhileWriting() throws {
        let workspace = try Workspace("rewrite-race")
        defer { workspace.remove() }
        try workspace.write(old, to: "Specs/A.client")
        try workspace.write(old, to: "Specs/B.client")
        let plan = try OutputPlan(
            tree: try OutputTree(rootPath: workspace.path("Specs")),
            files: [file(workspace, "Specs", "A.client"), file(workspace, "Specs", "B.client")], policy: .filesAsRead)
        let handle = try FileHandle(forWritingTo: workspace.root.appendingPathComponent("Specs/B.client"))
        try handle.write(contentsOf: Data("client B {}\n".utf8))
        try handle.close()
        let signals = SignalDeferral()
        defer { signals.end() }
        #expect(throws: CommandFailure(.changedWhileWriting(workspace.path("Specs/B.client")))) {
            try OutputTransaction.write(plan, faults: .none, signals: signals)
        }
        #expect(try workspace.read("Specs/A.client") == old)
        #expect(try workspace.read("Specs/B.client") == "client B {}\n")
        #expect(workspace.temporaries("Specs").isEmpty)
    }

    @Test("Two names for one folder are locked once: the run does not wait for itself")
    func oneFolderTwoNames() throws {
        let workspace = try Workspace("rewrite-two-names")
        defer { workspace.remove() }
        try workspace.write(old, to: "Specs/A.client")
        try workspace.write(old, to: "Specs/B.client")
        let groups = [
            OutputWriter.RewriteGroup(root: workspace.path("Specs"), files: [file(workspace, "Specs", "A.client")]),
            OutputWriter.RewriteGroup(root: workspace.path("Specs/."), files: [file(workspace, "Specs", "B.client")]),
        ]
        #expect(try OutputWriter.rewrite(groups).count == 2)
        #expect(try workspace.read("Specs/A.client") == new)
        #expect(try workspace.read("Specs/B.client") == new)
    }
}
