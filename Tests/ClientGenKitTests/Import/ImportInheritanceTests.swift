import ClientGenKit
import Testing

/// What an imported protocol inherits from protocols that are not imported with it.
@Suite("Import: inheritance")
struct ImportInheritanceTests {
    @Test(
        "A client refining a standard protocol with requirements re-declares them @inherited",
        arguments: [
            ("CustomStringConvertible", "var description: String { get }"),
            ("CustomDebugStringConvertible", "var debugDescription: String { get }"),
        ])
    func standardLibraryParents(parent: String, requirement: String) throws {
        let result = ImportCase.run(
            """
            public protocol AuditLogger: Sendable, \(parent) {
                func record(_ event: String)
            }

            """)
        let spec = try #require(result.spec("AuditLogger"))
        #expect(spec.contains("    @inherited\n    @placeholder(\"\")\n    \(requirement)\n"))
        let generated = ClientGenerator().generate([SourceFile(path: "AuditLogger.client", text: spec)])
        #expect(generated.diagnostics.isEmpty, "\(generated.diagnostics.map(\.message))")
    }

    @Test("A protocol bounded in a where clause is class-bound, and a parent named by a composition alias is each")
    func whereClauseBoundAndCompositionAlias() throws {
        let result = ImportCase.run(
            """
            public protocol NoteStore where Self: AnyObject {
                func save(_ note: String)
            }

            public protocol Rotating: Sendable { func rotate() async }
            public protocol Zooming: Sendable { func zoom(to level: Double) async }
            public typealias MapControlling = Rotating & Zooming
            public protocol MapController: MapControlling {
                func reset() async
            }

            """)
        let store = try #require(result.spec("NoteStore"))
        #expect(store.contains("public client NoteStore: AnyObject {\n"))
        let controller = try #require(result.spec("MapController"))
        #expect(controller.contains("public client MapController: Rotating, Zooming {\n"))
        let specs = ["NoteStore", "Rotating", "Zooming", "MapController"].compactMap { name in
            result.spec(name).map { SourceFile(path: name + ".client", text: $0) }
        }
        #expect(specs.count == 4)
        let generated = ClientGenerator().generate(specs)
        #expect(generated.diagnostics.isEmpty, "\(generated.diagnostics.map(\.message))")
    }

    @Test("A client refining a standard protocol whose requirements all have defaults re-declares nothing")
    func parentWithDefaults() throws {
        let result = ImportCase.run(
            """
            import Foundation

            public protocol UploadError: LocalizedError, Sendable {
                func retry() async throws
            }

            """)
        let spec = try #require(result.spec("UploadError"))
        #expect(!spec.contains("@inherited"))
    }
}

extension ImportInheritanceTests {
    @Test("A client refining Actor, directly or through a parent, is imported as an actor client")
    func actorClient() throws {
        let result = ImportCase.run(
            """
            public protocol Counting: Actor {
                func increment() async
            }

            public protocol Counter: Counting {
                func value() async -> Int?
            }

            """)
        #expect(result.spec("Counting")?.contains("public client Counting: Actor {\n") == true)
        #expect(result.spec("Counter")?.contains("public client Counter: Counting {\n") == true)
        #expect(result.diagnostics.isEmpty, "\(result.messages)")
    }
}
