import Foundation

/// The specs of this repository that generate: `Specs/` and the real-world corpus, by path relative to the
/// repository's root.
enum RepositorySpecs {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let folders = ["Specs", "Tests/Fixtures/RealWorld/Specs"]

    /// Every spec of the folders, by relative path.
    static func all() throws -> [String: String] {
        var specs: [String: String] = [:]
        for folder in folders {
            let names = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)
            for name in names where name.hasSuffix(".client") {
                let path = folder + "/" + name
                specs[path] = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            }
        }
        return specs
    }
}
