import ClientGenKit
import Testing

@testable import ClientGenImport

/// Clients declared `nonisolated`, as apps write them in a module isolated to the main actor by default (Xcode 26's
/// new projects), so that they can be used from anywhere: what a spec cannot say of the client stays nonisolated.
@Suite("Import of nonisolated clients")
struct ImportNonisolatedClientTests {
    @Test("A nonisolated protocol's requirements are imported nonisolated, unless they name an isolation")
    func protocolRequirementsStayNonisolated() throws {
        let result = ImportCase.run(
            """
            import Dependencies

            nonisolated protocol NoteStore: Sendable {
                func load() async throws -> [String]
                var count: Int { get }
                @MainActor func show()
                nonisolated(nonsending) func sync() async
            }

            nonisolated enum NoteStoreKey: DependencyKey {
                static let liveValue: any NoteStore = FileNoteStore()
            }

            extension DependencyValues {
                nonisolated var noteStore: any NoteStore {
                    get { self[NoteStoreKey.self] }
                    set { self[NoteStoreKey.self] = newValue }
                }
            }

            """)
        let spec = try #require(result.spec("NoteStore"))
        #expect(spec.contains("    nonisolated func load() async throws -> [String]\n"))
        #expect(spec.contains("    nonisolated var count: Int { get }\n"))
        #expect(spec.contains("    @MainActor func show()\n"))
        #expect(spec.contains("    nonisolated(nonsending) func sync() async\n"))
    }

    @Test("A protocol that is not declared nonisolated keeps its requirements as written")
    func plainProtocolRequirementsStayAsWritten() throws {
        let result = ImportCase.run(
            """
            import Dependencies

            protocol NoteStore: Sendable {
                func load() async throws -> [String]
            }

            enum NoteStoreKey: DependencyKey {
                static let liveValue: any NoteStore = FileNoteStore()
            }

            extension DependencyValues {
                var noteStore: any NoteStore {
                    get { self[NoteStoreKey.self] }
                    set { self[NoteStoreKey.self] = newValue }
                }
            }

            """)
        let spec = try #require(result.spec("NoteStore"))
        #expect(spec.contains("    func load() async throws -> [String]\n"))
        #expect(!spec.contains("nonisolated"))
    }

    @Test("What a nonisolated struct's body held moves to a nonisolated extension, its nested types nonisolated")
    func structBodyMovesToNonisolatedExtension() throws {
        let result = ImportCase.run(
            """
            import Dependencies
            import DependenciesMacros

            @DependencyClient
            nonisolated struct ClipboardClient: Sendable {
                var write: @Sendable (_ text: String) async -> Void

                func label(for text: String) -> String { text }

                struct Entry: Codable { var text: String }

                @MainActor final class Panel {}
            }

            nonisolated extension ClipboardClient: TestDependencyKey {
                static let testValue = Self()
            }

            extension DependencyValues {
                nonisolated var clipboard: ClipboardClient {
                    get { self[ClipboardClient.self] }
                    set { self[ClipboardClient.self] = newValue }
                }
            }

            """)
        let extras = try #require(result.extras("ClipboardClient"))
        #expect(extras.contains("\nnonisolated extension ClipboardClient {\n"))
        #expect(extras.contains("    nonisolated struct Entry: Codable { var text: String }\n"))
        #expect(extras.contains("    @MainActor final class Panel {}\n"))
    }

    @Test("A value of statements in a nonisolated key extension moves to a nonisolated extension of the key")
    func keyValueMovesToNonisolatedExtension() throws {
        let result = ImportCase.run(
            """
            import Dependencies

            public struct DockClient: Sendable {
                public var launch: @Sendable (String) async throws -> Void
            }

            nonisolated extension DockClient: DependencyKey {
                public static var liveValue: DockClient {
                    let prefix = "app:"
                    return DockClient(launch: { _ = prefix + $0 })
                }
            }

            extension DependencyValues {
                public nonisolated var dockClient: DockClient {
                    get { self[DockClient.self] }
                    set { self[DockClient.self] = newValue }
                }
            }

            """)
        let extras = try #require(result.extras("DockClient"))
        #expect(extras.contains("\nnonisolated extension DockClient: DependencyKey {\n    public static var liveValue"))
    }

    @Test("A struct that is not declared nonisolated gets plain extensions in its extras file")
    func plainStructGetsPlainExtensions() throws {
        let result = ImportCase.run(
            """
            import Dependencies

            struct DockClient: Sendable {
                var launch: @Sendable (String) async throws -> Void
                func launchAll(_ names: [String]) async throws { for name in names { try await launch(name) } }
            }

            extension DockClient: DependencyKey {
                static var liveValue: DockClient {
                    let prefix = "app:"
                    return DockClient(launch: { _ = prefix + $0 })
                }
            }

            extension DependencyValues {
                var dockClient: DockClient {
                    get { self[DockClient.self] }
                    set { self[DockClient.self] = newValue }
                }
            }

            """)
        let extras = try #require(result.extras("DockClient"))
        #expect(!extras.contains("nonisolated"))
    }

    @Test("A type nested in the inputs' extension of a nonisolated struct is warned about, at its name")
    func nestedTypeInKeptExtensionIsWarned() throws {
        let source = """
            import Dependencies
            import DependenciesMacros

            @DependencyClient
            nonisolated struct TokenRepository: Sendable {
                var token: @Sendable () async throws -> String
            }

            nonisolated extension TokenRepository: TestDependencyKey {
                static let testValue = Self()
            }

            nonisolated extension TokenRepository {
                struct ExchangeResponse: Decodable { let accessToken: String }
                nonisolated enum Scope { case read }
                static func exchange() -> String { "" }
            }

            """
        let result = ImportCase.run(source)
        #expect(result.spec("TokenRepository") != nil)
        #expect(
            result.messages == [
                "import.nonisolated-nested-type: 'ExchangeResponse' is nested in 'TokenRepository', which is "
                    + "'nonisolated' here but not in the generated code (a spec cannot say it of a client): in a module "
                    + "isolated to the main actor by default, 'ExchangeResponse' would be too; write 'nonisolated' "
                    + "before its declaration to keep it usable from anywhere"
            ])
        let name = try #require(source.range(of: "ExchangeResponse"))
        let warning = try #require(result.diagnostics.first)
        #expect(warning.range.start == source.utf8.distance(from: source.startIndex, to: name.lowerBound))
    }
}
