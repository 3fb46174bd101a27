import ClientGenKit
import Testing

/// A test value that is a working fake rather than an unimplemented double, whose closures return what they compute
/// (modelled on the `testValue` of coenttb/swift-mailgun-live's `Events.Client`, a computed `Self(list: { query in
/// var events = …; …; return .init(items: events, …) })`): what a closure returns from its own locals and parameters
/// is no placeholder, as a directive outside the closure cannot name them.
@Suite("Import: test values returning their own locals")
struct ImportLocalFallbackTests {
    @Test("A test value's closures returning a local or a parameter give no @placeholder naming it")
    func localsAreNoPlaceholders() {
        let result = ImportCase.run(
            """
            import Dependencies
            import DependenciesMacros

            public struct Summit: Sendable, Equatable {
                public var name: String
                public init(name: String) { self.name = name }
            }

            @DependencyClient
            public struct SummitLogClient: Sendable {
                public var list: @Sendable (_ tag: String?) async throws -> [Summit]
                public var echo: @Sendable (_ height: Int) -> Int
                public var count: @Sendable () -> Int
            }

            extension SummitLogClient: TestDependencyKey {
                public static var testValue: Self {
                    Self(
                        list: { tag in
                            var summits = [Summit(name: "Ama"), Summit(name: "Lho")]
                            if let tag { summits = summits.filter { $0.name == tag } }
                            return summits
                        },
                        echo: { height in return height },
                        count: { return 7 }
                    )
                }
            }

            """)
        // Before, the spec said `@placeholder(summits)` and `@placeholder(height)`, which did not compile.
        #expect(
            result.spec("SummitLogClient") == """

                @style(struct)
                @test(SummitLogClient(
                        list: { tag in
                            var summits = [Summit(name: "Ama"), Summit(name: "Lho")]
                            if let tag { summits = summits.filter { $0.name == tag } }
                            return summits
                        },
                        echo: { height in return height },
                        count: { return 7 }
                    ))
                public client SummitLogClient {
                    func list(tag: String?) async throws -> [Summit]
                    @placeholder(0)
                    func echo(height: Int) -> Int
                    @placeholder(7)
                    func count() -> Int
                }

                """)
        #expect(
            result.messages == [
                "import.chosen-placeholder: 'SummitLogClient.echo' returns '0' from its unimplemented double, a value "
                    + "import chose: the sources do not say what it returns; write '@placeholder(<value>)' in the spec "
                    + "with the value tests should get"
            ])
    }

    @Test(
        "A hand-written double's function returning its local gives no @placeholder, one returning its parameter does")
    func parametersAreNoPlaceholders() {
        let result = ImportCase.run(
            """
            import Dependencies

            public protocol PeakCatalog: Sendable {
                func height(of peak: String) -> Int
                func rename(_ peak: String, to name: String) -> String
                func first() -> String
            }

            struct UnimplementedPeakCatalog: PeakCatalog {
                func height(of peak: String) -> Int {
                    reportIssue("PeakCatalog.height")
                    let table = ["Ama Dablam": 6_812]
                    return table[peak] ?? 0
                }

                func rename(_ peak: String, to name: String) -> String {
                    reportIssue("PeakCatalog.rename")
                    return name
                }

                func first() -> String {
                    reportIssue("PeakCatalog.first")
                    return "Lhotse"
                }
            }

            enum PeakCatalogKey: TestDependencyKey {
                static let testValue: any PeakCatalog = UnimplementedPeakCatalog()
            }

            """)
        // Before, `@placeholder(table[peak] ?? 0)`, which did not compile; the generated double's function has the
        // requirement's parameters, so `@placeholder(name)` does.
        #expect(
            result.spec("PeakCatalog") == """

                public client PeakCatalog {
                    @placeholder(0)
                    func height(of peak: String) -> Int
                    @placeholder(name)
                    func rename(_ peak: String, to name: String) -> String
                    @placeholder("Lhotse")
                    func first() -> String
                }

                """)
        #expect(
            result.messages.filter { $0.hasPrefix("import.chosen-placeholder") }.map { $0.prefix(52) } == [
                "import.chosen-placeholder: 'PeakCatalog.height' retu"
            ])
    }
}
