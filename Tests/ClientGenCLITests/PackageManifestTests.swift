import Foundation
import Testing

/// The shipped products are built inside every consumer's build, so they must not depend on any package.
@Suite("Package manifest")
struct PackageManifestTests {
    @Test("Every target of a shipped product depends on nothing outside the package")
    func shippedProductsHaveNoPackageDependencies() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // A scratch path of its own, so it does not wait for the lock of the build running these tests.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "clientgen-dump-\(UUID().uuidString)")
        process.arguments = ["swift", "package", "--scratch-path", scratch.path, "dump-package"]
        process.currentDirectoryURL = root
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let targets = try #require(manifest["targets"] as? [[String: Any]])
        let products = try #require(manifest["products"] as? [[String: Any]])
        let dependencies = Dictionary(
            uniqueKeysWithValues: targets.map { target in
                (target["name"] as? String ?? "", target["dependencies"] as? [[String: Any]] ?? [])
            })
        var pending = products.flatMap { $0["targets"] as? [String] ?? [] }
        var visited: Set<String> = []
        while let target = pending.popLast() {
            guard visited.insert(target).inserted else { continue }
            for dependency in dependencies[target] ?? [] {
                #expect(dependency["product"] == nil, "\(target) depends on a package product")
                if let byName = dependency["byName"] as? [Any], let name = byName.first as? String {
                    pending.append(name)
                }
            }
        }
        #expect(visited == ["ClientGenKit", "ClientGenCLI", "clientgen", "ClientGenPlugin", "GenerateClients"])
    }
}
