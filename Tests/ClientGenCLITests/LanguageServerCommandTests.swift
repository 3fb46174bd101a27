import Foundation
import Testing

@testable import ClientGenCLI

/// `clientgen lsp`: its command line, and the executable serving a short session on its standard streams.
@Suite("clientgen lsp")
struct LanguageServerCommandTests {
    @Test("'lsp' and 'lsp --stdio' start the server; '--help' shows its help; anything else is a usage error")
    func commandLine() throws {
        #expect(try CommandLineArguments.parse(["lsp"]) == .languageServer)
        #expect(try CommandLineArguments.parse(["lsp", "--stdio"]) == .languageServer)
        #expect(try CommandLineArguments.parse(["lsp", "--help"]) == .help(topic: "lsp"))
        #expect(try CommandLineArguments.parse(["help", "lsp"]) == .help(topic: "lsp"))
        for arguments in [["lsp", "Specs"], ["lsp", "--diagnostics-format", "json"], ["lsp", "--stdio=1"]] {
            #expect(throws: UsageError.self) { try CommandLineArguments.parse(arguments) }
        }
        #expect(throws: UsageError(.unexpectedInput("Specs", command: "lsp"), command: "lsp")) {
            try CommandLineArguments.parse(["lsp", "Specs"])
        }
        #expect(HelpText.help(for: nil).contains("  lsp         Run the language server"))
    }

    @Test("The executable answers initialize over its standard streams, reads the workspace, and exits 0")
    func session() throws {
        let executable = try #require(ExecutableTests.executable(), "the clientgen executable was not built")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("clientgen-lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Specs"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = "public client WebRepository {\n    func get(path: String) async throws -> [UInt8]\n}\n"
        try spec.write(to: folder.appendingPathComponent("Specs/Base.client"), atomically: true, encoding: .utf8)
        let trails = "public client Trails: WebRepository {\n    func all() async throws -> [String]\n}\n"
        let trailsURI = folder.appendingPathComponent("Specs/Trails.client").absoluteString
        let messages = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"rootUri":"\#(folder.absoluteString)","capabilities":{}}}"#,
            #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#,
            #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(trailsURI)","languageId":"client","version":1,"text":\#(String(reflecting: trails))}}}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"textDocument/definition","params":{"textDocument":{"uri":"\#(trailsURI)"},"position":{"line":0,"character":25}}}"#,
            #"{"jsonrpc":"2.0","id":3,"method":"shutdown"}"#,
            #"{"jsonrpc":"2.0","method":"exit"}"#,
        ]
        let input = messages.map { "Content-Length: \($0.utf8.count)\r\n\r\n\($0)" }.joined()
        let process = Process()
        process.executableURL = executable
        process.arguments = ["lsp"]
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let output = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(output.contains(#""id":1,"result":{"capabilities":{"positionEncoding":"utf-16""#))
        #expect(output.contains(#""uri":"\#(folder.appendingPathComponent("Specs/Base.client").absoluteString)""#))
        #expect(output.contains(#"{"jsonrpc":"2.0","id":3,"result":null}"#))
    }

    @Test("A target's clientgen.json that is a FIFO or a folder reads as none, without blocking the server")
    func hostileConfiguration() throws {
        let workspace = try Workspace("lsp-configuration")
        defer { workspace.remove() }
        try workspace.spec("Sources/App/A.client", client: "A")
        #expect(mkfifo(workspace.path("Sources/App/clientgen.json"), 0o644) == 0)
        try FileManager.default.createDirectory(
            atPath: workspace.path("Sources/Other/clientgen.json"), withIntermediateDirectories: true)
        try workspace.write(#"{"specsFrom": ["App"]}"#, to: "Sources/Mocks/clientgen.json")
        let read = LanguageServerCommand.files.read
        #expect(read(workspace.path("Sources/App/clientgen.json")) == nil)
        #expect(read(workspace.path("Sources/Other/clientgen.json")) == nil)
        #expect(read(workspace.path("Sources/Mocks/clientgen.json")) == Array(#"{"specsFrom": ["App"]}"#.utf8))
    }

    @Test("The server's walk leaves out a name that is not UTF-8 rather than every spec, and stops when told")
    func lenientBoundedWalk() throws {
        let workspace = try Workspace("lsp-walk")
        defer { workspace.remove() }
        try workspace.specs(20, under: "in")
        let badName = Array(workspace.path("in/Group0").utf8) + Array("/Bad".utf8) + [0xFF] + Array(".client\0".utf8)
        #expect(
            badName.withUnsafeBufferPointer {
                creat(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), 0o644)
            } >= 0)
        let strict = Result { () throws(CommandFailure) in try SpecWalker.specs(under: workspace.path("in")) }
        #expect((try? strict.get()) == nil)
        let far = ContinuousClock.now.advanced(by: .seconds(60))
        let lenient = SpecWalker.workspaceFiles(under: workspace.path("in"), maximumEntries: .max, deadline: far)
        #expect(lenient.count == 20)
        let bounded = SpecWalker.workspaceFiles(under: workspace.path("in"), maximumEntries: 5, deadline: far)
        #expect(bounded.count < 5)
        try workspace.specs(1_100, under: "many")
        let late = SpecWalker.workspaceFiles(under: workspace.path("many"), maximumEntries: .max, deadline: .now)
        #expect(late.count < 1_100, "the clock is looked at every 1,024 entries")
    }

    @Test("The server finds a package's Swift files as it finds specs: hidden folders such as .build left out")
    func swiftSourcesWalk() throws {
        let workspace = try Workspace("lsp-swift")
        defer { workspace.remove() }
        try workspace.write("struct Model {}\n", to: "Sources/App/Models.swift")
        try workspace.write("client App {}\n", to: "Sources/App/App.client")
        try workspace.write("struct Hidden {}\n", to: ".build/checkouts/Dep/Dep.swift")
        let root = workspace.root.path
        #expect(LanguageServerCommand.files.swiftSources(root) == [workspace.path("Sources/App/Models.swift")])
        #expect(LanguageServerCommand.files.specs(root) == [workspace.path("Sources/App/App.client")])
    }

    @Test(
        "As a user who cannot write the cache folder, showing the generated Swift reports why and writes nothing",
        .enabled(if: Clientgen.canRunUnprivileged, "needs root, setpriv and a shared copy of clientgen"))
    func generatedSwiftAsUnprivilegedUser() throws {
        let workspace = try Workspace("lsp-cache")
        defer { workspace.remove() }
        try workspace.spec("Specs/Trails.client", client: "Trails")
        try FileManager.default.createDirectory(atPath: workspace.path("cache"), withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: workspace.path("cache"))
        let trails = URL(fileURLWithPath: workspace.path("Specs/Trails.client")).absoluteString
        let messages = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"rootUri":"\#(workspace.root.absoluteString)","capabilities":{}}}"#,
            #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"workspace/executeCommand","params":{"command":"clientgen.showGeneratedSwift","arguments":["\#(trails)"]}}"#,
            #"{"jsonrpc":"2.0","id":3,"method":"shutdown"}"#,
            #"{"jsonrpc":"2.0","method":"exit"}"#,
        ]
        try workspace.write(messages.map { "Content-Length: \($0.utf8.count)\r\n\r\n\($0)" }.joined(), to: "input")
        var options = Clientgen.Options(environment: ["XDG_CACHE_HOME": workspace.path("cache")], asNobody: true)
        options.launcher = ["/bin/sh", "-c", "exec \"$@\" < \"$0\"", workspace.path("input")]
        let outcome = try Clientgen.run(["lsp"], options)
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains(#"{"jsonrpc":"2.0","id":2,"result":null}"#))
        let reason = "cannot create the folder '\(workspace.path("cache/clientgen"))': Permission denied"
        #expect(
            outcome.stdout.contains(
                #""method":"window/showMessage","params":{"type":1,"message":"clientgen could not keep the generated Swift: \#(reason)"}"#
            ))
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.path("cache")).isEmpty)
    }
}
