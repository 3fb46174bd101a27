import Foundation
import Testing

/// The comment opening each file `clientgen import` writes names the Swift file it came from as the user gave it,
/// never by a folder of the machine that imported it: specs are committed.
@Suite("clientgen import: the origin in written files")
struct ImportOriginTests {
    private static let source = """
        import Dependencies

        @DependencyClient
        public struct TrailStore: Sendable {
            public var save: @Sendable (_ name: String) async throws -> Void

            public func saveAll(_ names: [String]) async throws {
                for name in names { try await save(name: name) }
            }
        }

        extension TrailStore: TestDependencyKey {
            public static let testValue = Self()
        }

        """

    /// Imports into `Specs` from `folder` with the inputs given, returning the first lines of the spec and extras.
    private static func headers(_ inputs: (Workspace) -> [String], directory: String = "") throws -> [String] {
        let workspace = try Workspace("import-origin")
        defer { workspace.remove() }
        try workspace.write(source, to: "App/Sources/Trails.swift")
        let cwd = workspace.root.appendingPathComponent(directory)
        try FileManager.default.createDirectory(at: cwd, withIntermediateDirectories: true)
        let result = try Clientgen.run(
            ["import"] + inputs(workspace) + ["--output", workspace.path("Specs")], Clientgen.Options(directory: cwd))
        #expect(result.status == 0, "\(result.stderr)")
        return try ["Specs/TrailStore.client", "Specs/TrailStore+Extras.swift"].map { path in
            String(try workspace.read(path).prefix { $0 != "\n" })
        }
    }

    @Test(
        "A relative input is named as given, a folder's files under it",
        arguments: [
            (["App/Sources"], "App/Sources/Trails.swift"),
            (["./App/Sources/Trails.swift"], "./App/Sources/Trails.swift"),
            (["App//Sources/"], "App//Sources/Trails.swift"),
        ])
    func relativeInput(inputs: [String], origin: String) throws {
        let headers = try Self.headers { _ in inputs }
        #expect(
            headers[0]
                == "// Imported by clientgen from \(origin). Edit it freely: clientgen import does not overwrite it.")
        #expect(headers[1].hasPrefix("// Moved here by clientgen import from \(origin): what the spec of TrailStore"))
    }

    @Test("An absolute input inside the working directory is named relative to it")
    func absoluteInsideWorkingDirectory() throws {
        for input in ["App/Sources", "App/Sources/Trails.swift"] {
            let headers = try Self.headers { [$0.path(input)] }
            #expect(headers[0].hasPrefix("// Imported by clientgen from App/Sources/Trails.swift. "), "\(headers)")
            #expect(headers[1].hasPrefix("// Moved here by clientgen import from App/Sources/Trails.swift: "))
        }
    }

    @Test("An absolute input outside the working directory is named from the folder it was found in")
    func absoluteOutsideWorkingDirectory() throws {
        let folder = try Self.headers({ [$0.path("App/Sources")] }, directory: "Elsewhere")
        #expect(folder[0].hasPrefix("// Imported by clientgen from Sources/Trails.swift. "), "\(folder)")
        let file = try Self.headers({ [$0.path("App/Sources/Trails.swift")] }, directory: "Elsewhere")
        #expect(file[0].hasPrefix("// Imported by clientgen from Sources/Trails.swift. "), "\(file)")
        #expect(!(folder + file).contains { $0.contains(FileManager.default.temporaryDirectory.path) })
    }

    @Test("Messages keep naming an absolute input as given, for editors to open")
    func messagesKeepTheGivenPath() throws {
        let workspace = try Workspace("import-origin-notes")
        defer { workspace.remove() }
        try workspace.write(Self.source, to: "App/Trails.swift")
        let result = try Clientgen.run(["import", workspace.path("App"), "--output", workspace.path("Specs")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(workspace.path("App/Trails.swift") + ":3:1: note: delete 'TrailStore'"))
    }
}
