import ClientGenKit
import Testing

/// A third-party mock macro on a client (`@Mockable`, `@Spyable`): clientgen's mock replaces what it generates, so the
/// spec leaves it out together with the import of its module, never one without the other, and a note says so.
@Suite("Import: third-party mock macros")
struct ImportMockMacroTests {
    private static let mockable = """
        import Dependencies
        import Foundation
        import Mockable

        @Mockable
        public protocol TrailStore: Sendable {
            func save(_ name: String) async throws
        }

        private enum TrailStoreKey: DependencyKey {
            static let liveValue: any TrailStore = LiveTrailStore()
        }

        extension DependencyValues {
            public var trailStore: any TrailStore {
                get { self[TrailStoreKey.self] }
                set { self[TrailStoreKey.self] = newValue }
            }
        }

        """

    @Test("@Mockable and import Mockable leave the spec together, with a note at the client")
    func macroAndImportLeaveTogether() throws {
        let result = ImportCase.run(Self.mockable)
        let spec = try #require(result.spec("TrailStore"))
        #expect(!spec.contains("Mockable"), "\(spec)")
        #expect(spec.contains("import Foundation\n\n@live(LiveTrailStore())\npublic client TrailStore {"), "\(spec)")
        let notes = result.diagnostics.filter { $0.id.rawValue == "import.mock-macro-left-out" }
        #expect(notes.count == 1)
        #expect(notes.first?.severity == .note)
        #expect(
            notes.first?.message
                == "'@Mockable' and 'import Mockable' were left out of the spec of 'TrailStore': the mock clientgen "
                + "generates replaces the macro's (tests that use the macro's mock move to it); the Swift file keeps "
                + "its 'import Mockable' until nothing else there uses it")
        // The declaration to delete starts at the macro, so the source loses both only when nothing else uses it.
        let macroOffset = Self.mockable.utf8.count - Self.mockable.drop { $0 != "@" }.utf8.count
        #expect(result.clients.first?.replaced.first?.range.start == macroOffset)
    }

    @Test("The spec it writes generates a mock of its own, with no macro left to expand a second one")
    func importedSpecGenerates() throws {
        let result = ImportCase.run(Self.mockable)
        let spec = try #require(result.spec("TrailStore"))
        let generated = ClientGenerator().generate([SourceFile(path: "TrailStore.client", text: spec)])
        #expect(!generated.diagnostics.containsErrors)
        let swift = try #require(generated.files.first?.contents)
        #expect(!swift.contains("Mockable"))
        #expect(swift.contains("final class MockTrailStore: TrailStore"))
    }

    @Test("A macro without its import in the file leaves alone, and the note names only the macro")
    func macroWithoutImport() throws {
        let swift = Self.mockable.replacingOccurrences(of: "import Mockable\n", with: "")
        let result = ImportCase.run(swift)
        let spec = try #require(result.spec("TrailStore"))
        #expect(!spec.contains("Mockable"))
        let note = result.diagnostics.first { $0.id.rawValue == "import.mock-macro-left-out" }
        #expect(note?.message.hasPrefix("'@Mockable' was left out of the spec of 'TrailStore'") == true)
    }

    @Test("A struct client's @Spyable leaves with import Spyable, from its spec and its extras file alike")
    func spyableOnAStruct() throws {
        let swift = """
            import Dependencies
            @preconcurrency import Spyable

            @Spyable
            @DependencyClient
            public struct Clock: Sendable {
                public var now: @Sendable () -> Double = { 0 }

                public func later() -> Double { now() + 1 }
            }

            extension Clock: TestDependencyKey {
                public static let testValue = Self()
            }

            """
        let result = ImportCase.run(swift)
        let spec = try #require(result.spec("Clock"))
        #expect(!spec.contains("Spyable"), "\(spec)")
        let extras = try #require(result.extras("Clock"))
        #expect(!extras.contains("Spyable"), "\(extras)")
        #expect(extras.contains("import Dependencies"))
        #expect(result.diagnostics.contains { $0.id.rawValue == "import.mock-macro-left-out" })
    }

    @Test("import Mockable stays in a spec whose client has no mock macro: nothing it keeps needs it gone")
    func importWithoutMacroStays() throws {
        let swift = Self.mockable.replacingOccurrences(of: "@Mockable\n", with: "")
        let result = ImportCase.run(swift)
        let spec = try #require(result.spec("TrailStore"))
        #expect(spec.contains("import Mockable"))
        #expect(!result.diagnostics.contains { $0.id.rawValue == "import.mock-macro-left-out" })
    }
}
