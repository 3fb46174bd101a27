import ClientGenKit
import Testing

/// How import reads the closure defaults of throwing endpoints: `@DependencyClient` returns a default after reporting
/// the issue, where the generated double of a throwing member without a placeholder throws.
@Suite("Import: defaults of throwing endpoints")
struct ImportThrowingDefaultTests {
    @Test("A throwing endpoint's default that is its result's natural value still becomes its placeholder")
    func naturalDefaultOfThrowingEndpoint() throws {
        let result = ImportCase.run(
            """
            import Dependencies
            import DependenciesMacros

            @DependencyClient
            public struct PantryClient: Sendable {
                public var jars: @Sendable () async throws -> [String] = { [] }
                public var label: @Sendable (_ jar: Int) throws -> String? = { _ in nil }
                public var shelves: @Sendable () -> [Int] = { [] }
                public var spices: @Sendable () async throws(PantryError) -> [String] = { [] }
            }

            public enum PantryError: Error { case closed }

            """)
        let spec = try #require(result.spec("PantryClient"))
        #expect(spec.contains("    @placeholder([])\n    func jars() async throws -> [String]\n"))
        #expect(spec.contains("    @placeholder(nil)\n    func label(jar: Int) throws -> String?\n"))
        #expect(spec.contains("\n    func shelves() -> [Int]\n"), "a non-throwing endpoint returns [] anyway")
        #expect(spec.contains("\n    func spices() async throws(PantryError) -> [String]\n"), "so does a typed one")
        #expect(result.messages.isEmpty)
    }

    @Test("A throwing endpoint that returns nothing and defaults to returning is imported with a warning")
    func voidDefaultOfThrowingEndpoint() throws {
        let result = ImportCase.run(
            """
            import Dependencies
            import DependenciesMacros

            @DependencyClient
            public struct PantryClient: Sendable {
                public var restock: @Sendable () async throws -> Void = { }
                public var sweep: @Sendable () -> Void = { }
            }

            """)
        let spec = try #require(result.spec("PantryClient"))
        #expect(spec.contains("{\n    func restock() async throws\n    func sweep()\n}"))
        #expect(
            result.messages == [
                "import.void-default-throws: the default value of 'PantryClient.restock' returns after reporting the "
                    + "issue, but the unimplemented double of a throwing member that returns nothing throws, and no "
                    + "spec can make it return: tests and previews that relied on the default now get an error"
            ])
    }
}
