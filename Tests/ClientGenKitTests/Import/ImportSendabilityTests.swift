import ClientGenKit
import Testing

/// Which parameters import leaves out of a mock's recorded calls (`@unrecorded`): those whose types the sources declare
/// not `Sendable`, found through nested types, qualified names and type aliases, and only those.
@Suite("Import: values that are not Sendable")
struct ImportSendabilityTests {
    @Test("A type nested in an extension of the client that is not Sendable is not recorded")
    func nestedInExtension() throws {
        let result = ImportCase.run(
            """
            import Dependencies

            public struct LocationClient: Sendable {
                public var configure: @Sendable (Properties) -> Void
            }

            extension LocationClient {
                public struct Properties: Equatable {
                    var accuracy: Double? = nil
                }
            }

            extension LocationClient: DependencyKey {
                public static let liveValue = LocationClient(configure: { _ in })
            }

            """)
        let spec = try #require(result.spec("LocationClient"))
        // The parameter is unnamed, as in the closure type: `@unrecorded` leaves every parameter out.
        #expect(spec.contains("    @unrecorded\n    func configure(_: Properties)"))
    }

    @Test("A Sendable type nested in enums, named by its qualified name, is recorded")
    func qualifiedSendableType() throws {
        let result = ImportCase.run(
            """
            public enum Operations {
                public enum listItems {
                    public struct Input: Sendable {
                        public var limit: Int
                    }
                }
            }

            public protocol ShopAPI: Sendable {
                func listItems(_ input: Operations.listItems.Input) async throws -> Int
            }

            """)
        let spec = try #require(result.spec("ShopAPI"))
        #expect(spec.contains("    func listItems(_ input: Operations.listItems.Input) async throws -> Int\n"))
        #expect(!spec.contains("@unrecorded"))
    }

    @Test("Type aliases of closures that are not @Sendable, and of tuples holding Any, are not recorded")
    func aliasesHidingNonSendableTypes() throws {
        let result = ImportCase.run(
            """
            public typealias ProgressHandler = (Double) -> Void
            public typealias Completion = @Sendable (Result<Int, any Error>) -> Void
            public typealias Payload = (name: String, info: [String: Any])

            public protocol Uploader: Sendable {
                func upload(_ name: String, progress: @escaping ProgressHandler, completion: @escaping Completion)
                func track(_ payload: Payload)
            }

            """)
        let spec = try #require(result.spec("Uploader"))
        #expect(spec.contains("    @unrecorded(progress)\n    func upload("))
        #expect(spec.contains("    @unrecorded(payload)\n    func track(_ payload: Payload)"))
    }

    @Test("A parameter passed 'sending' is not recorded")
    func sendingParameter() throws {
        let result = ImportCase.run(
            """
            public protocol BoxStore: Sendable {
                func put(_ box: sending Box) async
            }

            """)
        let spec = try #require(result.spec("BoxStore"))
        #expect(spec.contains("    @unrecorded(box)\n    func put(_ box: sending Box) async"))
    }

    @Test("A key path parameter, written or stored in a model, is not recorded")
    func keyPathParameters() throws {
        let result = ImportCase.run(
            """
            import DependenciesMacros

            public struct PrefKeys: Sendable {
                public var onboarded: String { "onboarded" }
            }

            struct PrefQuery {
                var path: KeyPath<PrefKeys, String>
            }

            @DependencyClient
            public struct Prefs: Sendable {
                public var bool: @Sendable (_ key: KeyPath<PrefKeys, String>) -> Bool = { _ in false }
                public var count: @Sendable (_ query: PrefQuery) -> Int = { _ in 0 }
            }

            """)
        let spec = try #require(result.spec("Prefs"))
        #expect(spec.contains("    @unrecorded(key)\n    func bool(key: KeyPath<PrefKeys, String>) -> Bool"), "\(spec)")
        #expect(spec.contains("    @unrecorded(query)\n    func count(query: PrefQuery) -> Int"), "\(spec)")
    }
}
