// Symlinked into ClientGenKitTests and PluginSupportTests, which both test their placement rule against cases.json.
import Foundation

/// One row of Tests/Fixtures/OutputPlacement/cases.json: specs placed one way, and the outputs or the conflict
/// expected.
struct OutputPlacementCase: Decodable, Sendable, CustomStringConvertible {
    struct Conflict: Decodable, Sendable {
        var kind: String
        var first: String
        var second: String
        var output: String
    }

    var name: String
    /// `keepingFolders` or `flattened`.
    var placement: String
    var prefix: String?
    var specs: [String]
    var outputs: [String]?
    var conflict: Conflict?

    var description: String { name }

    /// Every case in the table, found by walking up from this file to the repository's Tests folder.
    static let all: [OutputPlacementCase] = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/" {
            let table = folder.appendingPathComponent("Tests/Fixtures/OutputPlacement/cases.json")
            if let data = try? Data(contentsOf: table) {
                return (try? JSONDecoder().decode([OutputPlacementCase].self, from: data)) ?? []
            }
            folder.deleteLastPathComponent()
        }
        return []
    }()
}
