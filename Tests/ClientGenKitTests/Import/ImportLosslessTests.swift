import ClientGenKit
import Testing

/// Import lists a client's declaration for deletion only when its spec keeps every member: a member no spec can hold
/// keeps the whole client out, with a warning at the member saying why, rather than vanishing from the protocol.
@Suite("Import: no member is lost")
struct ImportLosslessTests {
    @Test("A requirement spelled '@escaping(T)', as Swift accepts, is imported")
    func escapingWithParentheses() throws {
        let result = ImportCase.run(
            """
            import Foundation
            public typealias UploadCompletion = @Sendable (Result<Data, any Error>) -> Void
            public protocol Uploader: Sendable {
                func upload(_ data: Data, completion: @escaping(UploadCompletion))
                func cancelAll()
            }

            """)
        let spec = try #require(result.spec("Uploader"))
        #expect(spec.contains("    func upload(_ data: Data, completion: @escaping UploadCompletion)\n"))
        #expect(result.diagnostics.isEmpty, "\(result.messages)")
        let generated = ClientGenerator().generate([SourceFile(path: "Uploader.client", text: spec)])
        #expect(!generated.diagnostics.containsErrors, "\(generated.diagnostics.map(\.message))")
    }

    @Test(
        "A requirement no spec can hold keeps its client out, with a warning at the requirement",
        arguments: [
            ("static var shared: Self { get }", "'Self' cannot appear in a client member"),
            ("init?()", "would clash with the plain 'init()' of the doubles and mock"),
            ("func views() -> some Collection", "opaque"),
        ])
    func unconvertibleRequirement(requirement: String, reason: String) throws {
        let result = ImportCase.run(
            """
            public protocol SettingsStore: Sendable {
                func load() async throws -> [String]
                \(requirement)
            }

            """)
        #expect(result.clients.isEmpty)
        let warning = try #require(result.diagnostics.first { $0.id.rawValue == "import.unconvertible-member" })
        let said = ([warning.message] + warning.notes.map(\.message)).joined(separator: "\n")
        #expect(said.contains(reason), "\(said)")
        #expect(warning.message.contains("'SettingsStore' was not imported"))
        #expect(warning.range.start > 50, "located at the requirement, not the protocol")
    }

    @Test("Static and initializer requirements are imported as members, with the defaults of their overloads")
    func staticAndInitializerRequirements() throws {
        let result = ImportCase.run(
            """
            import Foundation
            public protocol Connector: Sendable {
                init(url: String, retries: Int) async throws
                init?(port: Int)
                static func validate(token: String) async throws -> Bool
                static var version: String { get }
                func send(_ text: String) async throws
            }

            extension Connector {
                public init(url: String) async throws {
                    try await self.init(url: url, retries: 3)
                }
            }

            """)
        let spec = try #require(result.spec("Connector"))
        #expect(
            spec.hasSuffix(
                """
                public client Connector {
                    init(url: String, retries: Int = 3) async throws
                    init?(port: Int)
                    static func validate(token: String) async throws -> Bool
                    @placeholder("")
                    static var version: String { get }
                    func send(_ text: String) async throws
                }

                """), "\(spec)")
        #expect(result.messages.count == 1, "only the placeholder import chose: \(result.messages)")
        let generated = ClientGenerator().generate([SourceFile(path: "Connector.client", text: spec)])
        #expect(!generated.diagnostics.containsErrors, "\(generated.diagnostics.map(\.message))")
    }

    @Test("A protocol's type alias stays among its members, which name it bare as a spec does")
    func protocolTypeAlias() throws {
        let result = ImportCase.run(
            """
            public struct Note: Sendable { public var id: Int }

            public protocol NotesRepository: Sendable {
                typealias Completion = @Sendable (Result<[Note], any Error>) -> Void
                func fetchNotes(completion: @escaping Completion)
                func latest() -> NotesRepository.Completion?
            }

            """)
        let spec = try #require(result.spec("NotesRepository"))
        #expect(
            spec.contains(
                "    typealias Completion = @Sendable (Result<[Note], any Error>) -> Void\n"
                    + "    func fetchNotes(completion: @escaping Completion)\n"
                    + "    func latest() -> Completion?\n"))
        #expect(result.extras("NotesRepository") == nil)
        #expect(result.diagnostics.isEmpty, "\(result.messages)")
    }

    @Test("A generic or private type alias moves to an extension, and the requirements name it qualified")
    func movedTypeAlias() throws {
        let result = ImportCase.run(
            """
            public struct Note: Sendable { public var id: Int }

            public protocol NotesRepository: Sendable {
                typealias Handler<T> = @Sendable (T) -> Void
                typealias Completion = Handler<[Note]>
                func fetchNotes(completion: @escaping Completion)
            }

            """)
        let spec = try #require(result.spec("NotesRepository"))
        #expect(spec.contains("    typealias Completion = NotesRepository.Handler<[Note]>\n"))
        let extras = try #require(result.extras("NotesRepository"))
        #expect(
            extras.contains("extension NotesRepository {\n    public typealias Handler<T> = @Sendable (T) -> Void\n}"))
    }
}

extension ImportLosslessTests {
    @Test("A settable property of a type the inputs declare not Sendable is @unrecorded: its mock counts assignments")
    func settableNonSendableProperty() throws {
        let result = ImportCase.run(
            """
            public final class UserAccount {
                public var name = ""
            }

            public protocol SessionStore: AnyObject, Sendable {
                var currentUser: UserAccount? { get set }
                var options: [String: Any] { get set }
                var token: String? { get set }
                var lastUser: UserAccount? { get }
            }

            """)
        let spec = try #require(result.spec("SessionStore"))
        #expect(
            spec.contains(
                "    @unrecorded\n    var currentUser: UserAccount? { get set }\n"
                    + "    @unrecorded\n    var options: [String: Any] { get set }\n"
                    + "    var token: String? { get set }\n    var lastUser: UserAccount? { get }\n"))
        #expect(result.diagnostics.isEmpty, "\(result.messages)")
    }
}
