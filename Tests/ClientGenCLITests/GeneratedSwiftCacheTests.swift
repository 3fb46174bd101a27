import ClientGenLanguageServer
import Foundation
import Testing

@testable import ClientGenCLI

/// Where `clientgen lsp` keeps the Swift it shows: the user's cache folder, folders of the user's own, files replaced
/// whole, and no symbolic link followed below the cache folder.
@Suite("The language server's cache of generated Swift")
struct GeneratedSwiftCacheTests {
    static func mode(_ path: String) -> UInt32? {
        var info = stat()
        return lstat(path, &info) == 0 ? UInt32(info.st_mode) & 0o7777 : nil
    }

    @Test("The cache folder is XDG_CACHE_HOME, else the home folder's; a relative path counts as unset")
    func cacheFolder() {
        let both = ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/ann"]
        #expect(GeneratedSwiftCache.cacheFolder { both[$0] } == "/x/cache")
        let relative = ["XDG_CACHE_HOME": "cache", "HOME": "/home/ann"]
        #if canImport(Darwin)
            #expect(GeneratedSwiftCache.cacheFolder { relative[$0] } == "/home/ann/Library/Caches")
        #else
            #expect(GeneratedSwiftCache.cacheFolder { relative[$0] } == "/home/ann/.cache")
        #endif
        #expect(GeneratedSwiftCache.cacheFolder { _ in nil } == nil)
        #expect(GeneratedSwiftCache.cacheFolder { ["HOME": "home"][$0] } == nil)
    }

    @Test("A file is kept read-only in folders only the user can enter, one folder a spec, and replaced whole")
    func keepsAndReplaces() throws {
        let workspace = try Workspace("generated-cache")
        defer { workspace.remove() }
        let cache = workspace.path("cache")  // Created by the first save.
        let path = try GeneratedSwiftCache.save(
            Array("first\n".utf8), as: "Trails.swift", forSpec: "/a/Trails.client", in: cache)
        let digest = GeneratedSwiftCache.digest(of: "/a/Trails.client")
        #expect(path == cache + "/clientgen/generated/\(digest)/Trails.swift")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "first\n")
        #expect(Self.mode(path) == 0o444)
        for folder in ["cache", "cache/clientgen", "cache/clientgen/generated", "cache/clientgen/generated/\(digest)"] {
            #expect(Self.mode(workspace.path(folder)) == 0o700, "\(folder)")
        }
        let again = try GeneratedSwiftCache.save(
            Array("second\n".utf8), as: "Trails.swift", forSpec: "/a/Trails.client", in: cache)
        #expect(again == path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "second\n")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: cache + "/clientgen/generated/\(digest)") == [
                "Trails.swift"
            ])
        let namesake = try GeneratedSwiftCache.save([], as: "Trails.swift", forSpec: "/b/Trails.client", in: cache)
        #expect(namesake != path)
        #expect(digest.count == 16 && digest != GeneratedSwiftCache.digest(of: "/b/Trails.client"))
    }

    @Test("A symbolic link planted below the cache folder is not followed, and a file in the way is reported")
    func refusesLinks() throws {
        let workspace = try Workspace("generated-cache-link")
        defer { workspace.remove() }
        try FileManager.default.createDirectory(atPath: workspace.path("cache"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: workspace.path("elsewhere"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: workspace.path("cache/clientgen"), withDestinationPath: workspace.path("elsewhere"))
        #expect(throws: GeneratedSwiftFolder.Failure.self) {
            try GeneratedSwiftCache.save([65], as: "A.swift", forSpec: "/A.client", in: workspace.path("cache"))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.path("elsewhere")).isEmpty)

        try workspace.write("not a folder", to: "file")
        do {
            _ = try GeneratedSwiftCache.save([65], as: "A.swift", forSpec: "/A.client", in: workspace.path("file"))
            Issue.record("a file in the place of the cache folder was not reported")
        } catch {
            #expect(error.message == "cannot open the folder '\(workspace.path("file"))': Not a directory")
        }
    }
}
