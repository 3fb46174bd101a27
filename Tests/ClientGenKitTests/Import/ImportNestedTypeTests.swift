import ClientGenKit
import Testing

/// What moves to the extras file with a struct client's nested types.
@Suite("Import: nested types")
struct ImportNestedTypeTests {
    @Test("A nested type moved to the extras file takes its extensions in the client's file with it")
    func extensionsFollowTheType() throws {
        let result = ImportCase.run(
            """
            import Dependencies

            public struct ConfigClient: Sendable {
                public struct Request {
                    public var force: Bool
                }
                public var fetch: @Sendable (Request) async throws -> Void
            }

            extension ConfigClient.Request: Equatable {}
            extension ConfigClient.Request: Sendable {}

            extension ConfigClient: TestDependencyKey {
                public static let testValue = Self(fetch: unimplemented("ConfigClient.fetch"))
            }

            """)
        let extras = try #require(result.extras("ConfigClient"))
        #expect(
            extras.hasSuffix(
                "}\n\nextension ConfigClient.Request: Equatable {}\n\nextension ConfigClient.Request: Sendable {}\n"))
        let replaced = result.replaced("ConfigClient")
        #expect(replaced.filter { $0.hasPrefix("the extension of 'ConfigClient.Request'") }.count == 2)
    }
}
