import ClientGenKit
import Testing

/// How import writes a protocol's generic type aliases into its requirements: Swift cannot name a protocol's generic
/// alias from outside it (`Store.Callback<T>`), so the requirements spell what it aliases.
@Suite("Import: a protocol's generic type aliases")
struct ImportProtocolAliasTests {
    @Test("A generic closure alias of a protocol is written out in its requirements, its parameters replaced")
    func genericClosureAliasWrittenOut() throws {
        let result = ImportCase.run(
            """
            import Dependencies

            public protocol RecipeStore: Sendable {
                typealias Callback<Value> = (Result<Value, RecipeFault>) -> Void

                func recipe(named name: String, then callback: @escaping Callback<Recipe>)
                func count(then callback: @escaping Callback<Int>)
            }

            public enum RecipeFault: Error { case missing }
            public struct Recipe: Sendable {}

            private enum RecipeStoreKey: DependencyKey {
                static let liveValue: any RecipeStore = LiveRecipeStore()
            }

            """)
        let spec = try #require(result.spec("RecipeStore"))
        #expect(
            spec.contains(
                "    func recipe(named name: String, then callback: @escaping (Result<Recipe, RecipeFault>) -> Void)\n")
        )
        #expect(spec.contains("    func count(then callback: @escaping (Result<Int, RecipeFault>) -> Void)\n"))
        #expect(spec.contains("RecipeStore.Callback") == false)
        #expect(
            result.extras("RecipeStore")?.contains(
                "extension RecipeStore {\n    public typealias Callback<Value> = (Result<Value, RecipeFault>) -> Void\n"
            )
                == true,
            "conformers still spell it")
    }
}
