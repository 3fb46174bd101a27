import ClientGenKit
import Testing

/// How import reads closure defaults that a double returns after reporting: `@DependencyClient` returns a throwing
/// endpoint's default where the generated double without a placeholder throws, and a default that reports and then
/// returns gives what it returns.
@Suite("Import: defaults returned after reporting")
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

    @Test("A throwing endpoint that returns nothing and defaults to returning gets '@placeholder(())': it returns")
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
        #expect(spec.contains("{\n    @placeholder(())\n    func restock() async throws\n    func sweep()\n}"))
        #expect(result.messages.isEmpty)
        let generated = ClientGenerator(artifacts: [.unimplemented]).generate(spec, path: "PantryClient.client")
        #expect(generated.diagnostics.isEmpty, "\(generated.formattedDiagnostics)")
        #expect(
            generated.output.contains(
                "        self._restock = {\n            reportIssue(\"Unimplemented: 'PantryClient.restock'\")\n        }\n"
            ))
        #expect(generated.output.contains("            restock: { },\n"), "the noop returns nothing too")
    }

    @Test("A default that reports an issue and then returns a value gives that value as its placeholder")
    func reportThenReturn() throws {
        let result = ImportCase.run(
            """
            import Dependencies
            import DependenciesMacros
            import XCTestDynamicOverlay

            @DependencyClient
            struct OvenClient: Sendable {
                var preheats: @Sendable () -> Bool = { XCTFail("preheats"); return true }
                var minutes: @Sendable () -> Int = {
                    reportIssue("minutes")
                    return 25
                }
                var shelves: @Sendable () async throws -> [Int] = { IssueReporting.reportIssue("shelves"); return [] }
                var scaled: @Sendable (_ value: Double) -> Double = { XCTFail("scaled"); return $0 * 2 }
            }

            """)
        let spec = try #require(result.spec("OvenClient"))
        #expect(spec.contains("    @placeholder(true)\n    func preheats() -> Bool\n"))
        #expect(spec.contains("    @placeholder(25)\n    func minutes() -> Int\n"))
        #expect(spec.contains("    @placeholder([])\n    func shelves() async throws -> [Int]\n"))
        #expect(
            result.messages.first
                == "import.default-left-out: the default value of 'OvenClient.scaled' was not imported: its body is "
                + "more than one expression; write '@placeholder(<value>)' in the spec for what its unimplemented "
                + "closure returns")
    }
}
