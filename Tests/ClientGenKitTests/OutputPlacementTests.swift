import ClientGenKit
import Foundation
import Testing

/// The placement rule, against the table of cases the plugins' planning code is tested against too
/// (Tests/Fixtures/OutputPlacement/cases.json, read by PluginSupportTests).
@Suite("Output placement")
struct OutputPlacementTests {
    static let cases = OutputPlacementCase.all

    @Test("The table of cases is read")
    func tableIsRead() {
        #expect(Self.cases.count >= 8)
    }

    @Test("Each case places its specs' outputs or reports its conflict", arguments: cases)
    func placement(row: OutputPlacementCase) throws {
        let placement: OutputPlacement =
            row.placement == "flattened" ? .flattened(prefix: row.prefix ?? "") : .keepingFolders
        let placed = row.specs.map { PlacedOutput(specPath: $0, outputPath: placement.outputPath(forSpecAt: $0)) }
        let conflicts = OutputPlacement.conflicts(among: placed)
        if let expected = row.conflict {
            let conflict = try #require(conflicts.first)
            #expect(conflict.kind.rawValue == expected.kind)
            #expect(conflict.first.specPath == expected.first)
            #expect(conflict.second.specPath == expected.second)
            #expect(conflict.first.outputPath == expected.output)
        } else {
            #expect(conflicts.isEmpty)
            #expect(placed.map(\.outputPath) == row.outputs)
        }
    }
}
