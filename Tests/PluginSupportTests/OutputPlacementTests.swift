import Foundation
import Testing

/// The plugins' output names, against the table of cases ClientGenKit's `OutputPlacement` is tested against
/// (Tests/Fixtures/OutputPlacement/cases.json): the plugins cannot link the library, so the table is what keeps the
/// two rules one.
@Suite("Plugin output placement")
struct PluginOutputPlacementTests {
    static let cases = OutputPlacementCase.all.filter { $0.placement == "flattened" }

    @Test("The table has the build plugin's cases")
    func tableIsRead() {
        #expect(Self.cases.count >= 4)
    }

    @Test("Each case plans its specs' output names or reports its collision", arguments: cases)
    func placement(row: OutputPlacementCase) throws {
        let root = URL(fileURLWithPath: "/pkg/Sources/Target")
        let files = row.specs.map { root.appending(path: $0) }
        // A prefix is the name of the target a spec comes from through `specsFrom`.
        let owner = row.prefix.map { String($0.dropLast()) } ?? ""
        let plan: () throws -> GenerationPlan = {
            if owner.isEmpty {
                return try GenerationPlan(
                    target: .init(name: "T", moduleName: "T", directory: root, files: files), dependencies: [],
                    configuration: ClientGenConfiguration(), configurationURL: nil)
            }
            var configuration = ClientGenConfiguration()
            configuration.specsFrom = [owner]
            return try GenerationPlan(
                target: .init(name: "T", moduleName: "T", directory: URL(fileURLWithPath: "/pkg/Sources/T"), files: []),
                dependencies: [.init(name: owner, moduleName: owner, directory: root, files: files)],
                configuration: configuration, configurationURL: nil)
        }
        if let conflict = row.conflict {
            let error = PluginError.outputCollision(
                target: "T", first: conflict.first, second: conflict.second, output: conflict.output)
            #expect(conflict.kind == "sameFile")
            #expect(throws: error) { try plan() }
        } else {
            let names = Dictionary(
                uniqueKeysWithValues: try plan().specs.map { spec in
                    (
                        owner.isEmpty ? spec.relativePath : String(spec.relativePath.dropFirst(owner.count + 1)),
                        spec.outputName
                    )
                })
            #expect(row.specs.map { names[$0] ?? "" } == row.outputs)
        }
    }
}
