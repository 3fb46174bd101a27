import ClientGenKit
import Testing

/// How import treats hand-written code of a struct client that calls `unimplemented(…)` bare, as apps write failing
/// values (modelled on the `failing` and `test` statics of vyachesIavskiy/Satisfactory's `StorageClient` and
/// kodydeda4/water-demo's clients): in the client's extensions the name is the generated struct's static
/// `unimplemented`, so the calls stay the function's only when qualified.
@Suite("Import: unimplemented calls in a struct client's extensions")
struct ImportUnimplementedCallTests {
    static let source = """
        import Dependencies

        public struct QuarryClient: Sendable {
            public var stones: @Sendable () async throws -> [Int]
            public var weigh: @Sendable (Int) -> Int

            static let halfFailing = Self(stones: { [] }, weigh: unimplemented("QuarryClient.weigh", placeholder: 0))

            enum Failure: Error {
                case unimplemented(String)
            }
        }

        extension QuarryClient: DependencyKey {
            public static var liveValue: Self {
                let depth = 3
                return Self(stones: { [depth] }, weigh: { $0 })
            }

            static let weighOnly = Self(stones: unimplemented("QuarryClient.stones"), weigh: { $0 })
        }

        private extension QuarryClient {
            static let failing = Self(
                stones: unimplemented("QuarryClient.stones"),
                weigh: unimplemented("QuarryClient.weigh", placeholder: 1)
            )
            static let empty = Self(stones: { [] }, weigh: { _ in 0 })
        }

        func quarries() -> [QuarryClient] { [.failing, .empty, .weighOnly, .halfFailing] }

        """

    @Test(
        "Every call in the extras file is qualified, not a case so named, and a member left in place that calls it moves"
    )
    func qualifiesAndMoves() throws {
        let result = ImportCase.run(Self.source)
        #expect(
            result.extras("QuarryClient") == """
                // Moved here by clientgen import from App.swift: what the spec of QuarryClient cannot hold.
                // Edit it freely: clientgen import does not overwrite it.

                import Dependencies

                extension QuarryClient {
                    static let halfFailing = Self(stones: { [] }, weigh: IssueReporting.unimplemented("QuarryClient.weigh", placeholder: 0))

                    enum Failure: Error {
                        case unimplemented(String)
                    }

                    static let failing = Self(
                        stones: IssueReporting.unimplemented("QuarryClient.stones"),
                        weigh: IssueReporting.unimplemented("QuarryClient.weigh", placeholder: 1)
                    )
                }

                extension QuarryClient: DependencyKey {
                    public static var liveValue: Self {
                        let depth = 3
                        return Self(stones: { [depth] }, weigh: { $0 })
                    }

                    static let weighOnly = Self(stones: IssueReporting.unimplemented("QuarryClient.stones"), weigh: { $0 })
                }

                """)
        #expect(
            result.replaced("QuarryClient") == [
                "'QuarryClient', by the spec",
                "the key 'QuarryClient', by the generated code",
                "'QuarryClient.failing', by its copy in the extras file, calling 'IssueReporting.unimplemented(…)' "
                    + "(the generated struct's static 'unimplemented' hides the function in its extensions),",
            ])
        #expect(result.messages.allSatisfy { !$0.contains("QuarryClient.failing") })
    }

    @Test("Code that calls only a qualified unimplemented stays, and another module's gets a warning at its place")
    func leavesQualifiedAndOtherModules() throws {
        let qualified = Self.source.replacing(
            "    stones: unimplemented(", with: "    stones: IssueReporting.unimplemented("
        )
        .replacing("    weigh: unimplemented(", with: "    weigh: IssueReporting.unimplemented(")
        let result = ImportCase.run(qualified)
        #expect(!result.replaced("QuarryClient").contains { $0.contains("QuarryClient.failing") })
        let tests = """
            import App
            import Dependencies

            extension QuarryClient {
                static let testFailing = Self(stones: unimplemented("stones"), weigh: { $0 })
            }

            """
        let modules = ImportCase.run(["Sources/App/App.swift": Self.source, "Tests/AppTests/Fakes.swift": tests])
        #expect(!modules.replaced("QuarryClient").contains { $0.contains("testFailing") })
        #expect(
            modules.messages.filter { $0.hasPrefix("import.shadowed") } == [
                "import.shadowed-unimplemented: 'QuarryClient.testFailing', in another module, calls "
                    + "'unimplemented(…)' unqualified, which the generated struct's static 'QuarryClient.unimplemented' "
                    + "hides in extensions of 'QuarryClient': write 'IssueReporting.unimplemented(…)' there"
            ])
        let warning = try #require(modules.diagnostics.first { $0.id.rawValue == "import.shadowed-unimplemented" })
        let name = try #require(tests.firstRange(of: "testFailing"))
        #expect(warning.path == "Tests/AppTests/Fakes.swift")
        #expect(warning.range.start == tests.utf8.distance(from: tests.startIndex, to: name.lowerBound))
    }
}
