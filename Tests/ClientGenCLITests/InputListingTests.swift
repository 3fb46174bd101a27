import Foundation
import Testing

/// How several inputs that name the same files are read: one spec named twice is read once; another name for the
/// same file (a link) is another spec, as it is when found in a folder.
@Suite("Inputs naming the same files")
struct InputListingTests {
    @Test("A folder and a spec inside it, given together, read the spec once")
    func overlappingInputsReadOnce() throws {
        let workspace = try Workspace("overlap")
        defer { workspace.remove() }
        try workspace.spec("in/A.client", client: "A")
        let arguments = [
            "generate", workspace.path("in"), workspace.path("in/A.client"), "--output", workspace.path("out"),
        ]
        let result = try Clientgen.run(arguments)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.path("out")) == ["A.swift"])
    }

    @Test("A hard link to a spec, given as another input, is another spec: its client is declared twice")
    func linkedSpecIsAnotherSpec() throws {
        let workspace = try Workspace("linked")
        defer { workspace.remove() }
        try workspace.spec("in/A.client", client: "A")
        #expect(link(workspace.path("in/A.client"), workspace.path("in/B.client")) == 0)
        let arguments = [
            "generate", workspace.path("in/A.client"), workspace.path("in/B.client"), "--output", workspace.path("out"),
        ]
        let result = try Clientgen.run(arguments)
        #expect(result.status == 1)
        #expect(result.stderr.contains("error: client 'A' is declared more than once"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: workspace.path("out")))
    }
}
