import ClientGenKit
import Testing

/// What an imported client's unimplemented double returns: what the sources say (`unimplemented(…, placeholder:)`, a
/// closure default, a hand-written double), and a value import chose only with a warning saying so.
@Suite("Import: placeholders")
struct ImportPlaceholderTests {
    @Test("A test value built of unimplemented(…, placeholder:) calls gives each endpoint its placeholder")
    func placeholdersOfTheTestValue() throws {
        let result = ImportCase.run(
            """
            import Dependencies

            public struct FlagClient: Sendable {
                public var isOn: @Sendable () -> Bool
                public var status: @Sendable () -> Int
                public var label: @Sendable () -> String
            }

            extension FlagClient: TestDependencyKey {
                public static let testValue = Self(
                    isOn: unimplemented("FlagClient.isOn", placeholder: true),
                    status: unimplemented(placeholder: 42),
                    label: IssueReporting.unimplemented("\\(Self.self).label", placeholder: "none")
                )
            }

            """)
        let spec = try #require(result.spec("FlagClient"))
        #expect(spec.contains("    @placeholder(true)\n    func isOn() -> Bool\n"))
        #expect(spec.contains("    @placeholder(42)\n    func status() -> Int\n"))
        #expect(spec.contains("    @placeholder(\"none\")\n    func label() -> String\n"))
        #expect(!spec.contains("@test("), "the test value is the unimplemented one the key generates")
        #expect(result.diagnostics.isEmpty, "\(result.messages)")
    }

    @Test("A closure default of unimplemented(placeholder:), and a static unimplemented value, give placeholders")
    func placeholdersOfDefaultsAndUnimplementedValues() throws {
        let result = ImportCase.run(
            """
            import DependenciesMacros

            @DependencyClient
            public struct TimerClient: Sendable {
                public var interval: @Sendable () -> Double = unimplemented("TimerClient.interval", placeholder: 30)
                public var isRunning: @Sendable () -> Bool = { false }
                public var ticks: @Sendable () -> Int = { 0 }
            }

            extension TimerClient {
                public static let unimplemented = Self(ticks: unimplemented("ticks", placeholder: 5))
            }

            """)
        let spec = try #require(result.spec("TimerClient"))
        #expect(spec.contains("    @placeholder(30)\n    func interval() -> Double\n"))
        #expect(spec.contains("    @placeholder(false)\n    func isRunning() -> Bool\n"))
        #expect(spec.contains("    @placeholder(0)\n    func ticks() -> Int\n"), "the default wins over the value")
        #expect(result.diagnostics.isEmpty, "\(result.messages)")
    }

    @Test("A closure whose body calls unimplemented(…, placeholder:) gives that placeholder, never the call")
    func placeholderOfAClosureCallingUnimplemented() throws {
        let result = ImportCase.run(
            """
            import DependenciesMacros

            @DependencyClient
            public struct GlacierStats: Sendable {
                public var count: @Sendable () -> Int = { unimplemented("GlacierStats.count", placeholder: 7) }
                public var name: @Sendable (_ id: Int) -> String = { _ in
                    IssueReporting.unimplemented("GlacierStats.name", placeholder: "none")
                }
                public var isOn: @Sendable () -> Bool = { unimplemented("GlacierStats.isOn", placeholder: false) }
            }

            """)
        let spec = try #require(result.spec("GlacierStats"))
        #expect(spec.contains("    @placeholder(7)\n    func count() -> Int\n"))
        #expect(spec.contains("    @placeholder(\"none\")\n    func name(id: Int) -> String\n"))
        #expect(spec.contains("    @placeholder(false)\n    func isOn() -> Bool\n"))
        #expect(!spec.contains("unimplemented("))
        #expect(result.diagnostics.isEmpty, "\(result.messages)")
    }

    @Test("A typed-throws member no source gives a value or error to is given its result's zero, else a trap")
    func typedThrowsMembersGetTheirResultsZero() throws {
        let result = ImportCase.run(
            """
            public enum VaultError: Error, Sendable { case locked }

            public protocol VaultDoor: Sendable {
                func open(code: String) async throws(VaultError) -> Bool
                var attempts: Int { get throws(VaultError) }
                func key() throws(VaultError) -> Data
                func close() throws(VaultError)
            }

            """)
        let spec = try #require(result.spec("VaultDoor"))
        #expect(
            spec.contains("    @placeholder(false)\n    func open(code: String) async throws(VaultError) -> Bool\n"))
        #expect(spec.contains("    @placeholder(0)\n    var attempts: Int { get throws(VaultError) }\n"))
        #expect(spec.contains("    @trapping\n    func key() throws(VaultError) -> Data\n"))
        #expect(spec.contains("\n    func close() throws(VaultError)\n"))
        #expect(result.messages.filter { $0.contains("a value import chose") }.count == 2, "\(result.messages)")
        let generated = ClientGenerator().generate([SourceFile(path: "VaultDoor.client", text: spec)])
        #expect(!generated.diagnostics.containsErrors, "\(generated.diagnostics.map(\.message))")
    }

    @Test("A value the sources do not give is chosen with a warning, or is @trapping with one")
    func chosenValuesAreWarned() throws {
        let result = ImportCase.run(
            """
            public protocol ReaderClient: Sendable {
                func isReady() -> Bool
                func page() -> Page
            }

            """)
        let spec = try #require(result.spec("ReaderClient"))
        #expect(spec.contains("    @placeholder(false)\n    func isReady() -> Bool\n"))
        #expect(spec.contains("    @trapping\n    func page() -> Page\n"))
        #expect(
            result.diagnostics.map(\.id.rawValue) == ["import.chosen-placeholder", "import.trapping"],
            "\(result.messages)")
    }
}

extension ImportPlaceholderTests {
    @Test("A test value naming a static value is read through it, constants its closures return included")
    func testValueThroughStaticValue() throws {
        let result = ImportCase.run(
            """
            import Dependencies

            public struct Effect { public static var none: Self { Self() } }

            public struct GeoClient: @unchecked Sendable {
                public var status: () -> Int
                public var request: () -> Effect
                public var isOn: (String) -> Bool
            }

            extension GeoClient {
                public static let failing = Self(
                    status: {
                        reportIssue("GeoClient.status")
                        return 3
                    },
                    request: { .none },
                    isOn: { _ in true }
                )
            }

            extension GeoClient: DependencyKey {
                public static let liveValue = GeoClient.failing
                public static let testValue = GeoClient.failing
            }

            """)
        let spec = try #require(result.spec("GeoClient"))
        #expect(spec.contains("    @placeholder(3)\n    func status() -> Int\n"))
        #expect(
            spec.contains("    @placeholder(.none)\n    func request() -> Effect\n"), "'.none' is no Effect's default")
        #expect(spec.contains("    @placeholder(true)\n    func isOn(_: String) -> Bool\n"))
    }

    @Test("A placeholder calling the client's own noop is what that noop returns")
    func placeholderThroughNoop() throws {
        let result = ImportCase.run(
            """
            import Dependencies

            public struct SignalsClient: Sendable {
                public var signals: @Sendable () -> [String]
                public var level: @Sendable () -> Int
            }

            extension SignalsClient: TestDependencyKey {
                public static let previewValue = Self.noop
                public static let testValue = Self(
                    signals: unimplemented("\\(Self.self).signals", placeholder: noop.signals()),
                    level: unimplemented("\\(Self.self).level", placeholder: Self.noop.level())
                )
            }

            extension SignalsClient {
                static let noop = Self(signals: { [] }, level: { 1 })
            }

            """)
        let spec = try #require(result.spec("SignalsClient"))
        #expect(spec.contains("@preview(.noop)\n"))
        #expect(spec.contains("    func signals() -> [String]\n"))
        #expect(spec.contains("    @placeholder(1)\n    func level() -> Int\n"))
        #expect(
            result.replaced("SignalsClient").contains("'SignalsClient.noop', by the generated 'SignalsClient.noop'"))
    }

    @Test("A throwing closure's default becomes its placeholder, which the double returns instead of throwing")
    func throwingClosureDefault() throws {
        let result = ImportCase.run(
            """
            import DependenciesMacros

            @DependencyClient
            public struct CrashClient: Sendable {
                public var upload: @Sendable () async throws -> Bool = { false }
                public var pending: @Sendable () async throws -> Int = { 3 }
            }

            """)
        let spec = try #require(result.spec("CrashClient"))
        #expect(spec.contains("    @placeholder(false)\n    func upload() async throws -> Bool\n"))
        #expect(spec.contains("    @placeholder(3)\n    func pending() async throws -> Int\n"))
        #expect(result.diagnostics.isEmpty, "\(result.messages)")
    }

    @Test("A double that reports and returns a natural value from a throwing requirement gives it as placeholder")
    func naturalValueOfAThrowingRequirementInADouble() throws {
        let result = ImportCase.run(
            """
            import Dependencies

            public enum ShelfError: Error { case closed }

            public protocol ShelfService: Sendable {
                func books() async throws -> [String]
                func tags() throws -> [String: Int]
                var cover: String? { get throws }
                func shelves() throws(ShelfError) -> [Int]
                func count() -> [Int]
            }

            struct UnimplementedShelfService: ShelfService {
                func books() async throws -> [String] { reportIssue("ShelfService.books"); return [] }
                func tags() throws -> [String: Int] { unimplemented("ShelfService.tags", placeholder: [:]) }
                var cover: String? {
                    get throws {
                        reportIssue("ShelfService.cover")
                        return nil
                    }
                }
                func shelves() throws(ShelfError) -> [Int] { reportIssue("ShelfService.shelves"); return [] }
                func count() -> [Int] { reportIssue("ShelfService.count"); return [] }
            }

            private enum ShelfServiceKey: TestDependencyKey {
                static let testValue: any ShelfService = UnimplementedShelfService()
            }

            """)
        let spec = try #require(result.spec("ShelfService"))
        #expect(spec.contains("    @placeholder([])\n    func books() async throws -> [String]\n"))
        #expect(spec.contains("    @placeholder([:])\n    func tags() throws -> [String: Int]\n"))
        #expect(spec.contains("    @placeholder(nil)\n    var cover: String? { get throws }\n"))
        #expect(spec.contains("\n    func shelves() throws(ShelfError) -> [Int]\n"))
        #expect(!spec.contains("@placeholder([])\n    func shelves"), "a typed-throws double returns its zero anyway")
        #expect(spec.contains("\n    func count() -> [Int]\n"))
        #expect(!spec.contains("@placeholder([])\n    func count"), "a double that cannot throw returns [] anyway")
    }
}
