import ClientGenKit
import Testing

/// The members of a key's extension other than its values move to the extras file with the access they had (modelled
/// on yegormi/eventbook-ios and p2hacks2023/post-04, whose `TestDependencyKey` extensions hold fixtures such as `mock`
/// beside the test and preview values, with and without `public`).
@Suite("Import: the access of a key's other members")
struct ImportKeyMemberAccessTests {
    @Test("The other members of a key's extension move to the extras file with their own access, not the client's")
    func keyMembersKeepTheirAccess() {
        let source = """
            import Dependencies

            struct Spot: Sendable {
                var name: String
            }

            public struct BivouacClient: Sendable {
                public var reserve: @Sendable (String) async throws -> Bool
            }

            extension BivouacClient: TestDependencyKey {
                public static let testValue = BivouacClient(reserve: unimplemented("reserve", placeholder: false))
                static let alwaysFull = Self(reserve: { _ in false })
                static let sampleSpots: [Spot] = [Spot(name: "col")]
                fileprivate static let ridge = Spot(name: "ridge")
                public static let open = Self(reserve: { _ in true })
            }

            """
        let result = ImportCase.run(source)
        // Before, each became `public` (the client's access), and `sampleSpots`, of an internal type, did not compile.
        #expect(
            result.extras("BivouacClient") == """
                // Moved here by clientgen import from App.swift: what the spec of BivouacClient cannot hold.
                // Edit it freely: clientgen import does not overwrite it.

                import Dependencies

                extension BivouacClient {
                    static let alwaysFull = Self(reserve: { _ in false })

                    static let sampleSpots: [Spot] = [Spot(name: "col")]

                    static let ridge = Spot(name: "ridge")

                    public static let open = Self(reserve: { _ in true })
                }

                """)
    }
}
