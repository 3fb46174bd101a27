import ClientGenKit
import Testing

/// Static and initializer requirements of protocol clients, paired with their exact output.
@Suite("Snippets: static and initializer requirements")
struct StaticRequirementSnippetTests {
    @Test("The protocol declares initializers and static members; their default values are overloads in its extension")
    func interface() {
        let output = Snippet.generate(
            """
            client Connector {
                init(url: String, timeout: Int = 10) async throws
                static func validate(token: String, strict: Bool = false) async throws -> Bool
                func send(_ text: String) async throws
            }
            """, [.interface])
        #expect(
            output.hasSuffix(
                """
                protocol Connector: Sendable {
                    init(url: String, timeout: Int) async throws

                    static func validate(token: String, strict: Bool) async throws -> Bool

                    func send(_ text: String) async throws
                }

                extension Connector {
                    init(url: String) async throws {
                        try await self.init(url: url, timeout: 10)
                    }

                    static func validate(token: String) async throws -> Bool {
                        try await self.validate(token: token, strict: false)
                    }
                }

                """))
    }

    @Test(
        "The double's initializers report, then fail or make it, and its static members report, then return; the mock keeps their state in static locks"
    )
    func doubleAndMock() {
        let output = Snippet.generate(
            """
            client Store {
                init()
                init?(port: Int)
                init(config: String)
                @placeholder(0)
                static var version: Int { get }
            }
            """, [.unimplemented, .mock])
        #expect(
            output.hasSuffix(
                """
                /// A `Store` whose members report an issue when called: the default in tests.
                struct UnimplementedStore: Store {
                    nonisolated init() {}

                    init?(port: Int) {
                        reportIssue("Unimplemented: 'Store.init(port:)'")
                        return nil
                    }

                    init(config: String) {
                        reportIssue("Unimplemented: 'Store.init(config:)'")
                    }

                    static var version: Int {
                        reportIssue("Unimplemented: 'Store.version'")
                        return 0
                    }
                }

                /// A `Store` for tests: each member calls its handler, and counts and records its calls.
                final class MockStore: Store, Sendable {
                    nonisolated init() {}

                    /// Forgets every handler, call count and recorded call of this mock, as a new mock has none; the static
                    /// ones stay until `resetStatics()`.
                    nonisolated func reset() {
                    }

                    /// Forgets the handlers, call counts and recorded calls of the static members and initializers. The mock's
                    /// type keeps them, so every test in the process shares them: a test that uses them resets them first, and
                    /// tests that use them run one at a time (a `.serialized` suite).
                    nonisolated static func resetStatics() {
                        _initPortHandler.setValue(nil)
                        _initPortCalls.setValue([])
                        _initConfigHandler.setValue(nil)
                        _initConfigCalls.setValue([])
                        _versionHandler.setValue(nil)
                        _versionCallCount.setValue(0)
                    }

                    // MARK: init(port:)

                    /// Whether `init(port:)` succeeds. Without a handler, calls report an issue and fail.
                    /// Static: shared by every test (see `resetStatics()`).
                    nonisolated static var initPortHandler: (@Sendable (Int) -> Bool)? {
                        get { _initPortHandler.value }
                        set { _initPortHandler.setValue(newValue) }
                    }

                    /// How many times `init(port:)` was called.
                    nonisolated static var initPortCallCount: Int { _initPortCalls.count }

                    /// The arguments of each call to `init(port:)`, in order.
                    nonisolated static var initPortCalls: [Int] { _initPortCalls.value }

                    nonisolated private static let _initPortHandler = LockIsolated<(@Sendable (Int) -> Bool)?>(nil)
                    nonisolated private static let _initPortCalls = LockIsolated<[Int]>([])

                    init?(port: Int) {
                        Self._initPortCalls.withValue { $0.append(port) }
                        guard let handler = Self._initPortHandler.value else {
                            reportIssue("Unimplemented: 'Store.init(port:)' has no handler: set 'MockStore.initPortHandler'")
                            return nil
                        }
                        guard handler(port) else { return nil }
                    }

                    // MARK: init(config:)

                    /// What `init(config:)` does. Without a handler, calls report an issue.
                    /// Static: shared by every test (see `resetStatics()`).
                    nonisolated static var initConfigHandler: (@Sendable (String) -> Void)? {
                        get { _initConfigHandler.value }
                        set { _initConfigHandler.setValue(newValue) }
                    }

                    /// How many times `init(config:)` was called.
                    nonisolated static var initConfigCallCount: Int { _initConfigCalls.count }

                    /// The arguments of each call to `init(config:)`, in order.
                    nonisolated static var initConfigCalls: [String] { _initConfigCalls.value }

                    nonisolated private static let _initConfigHandler = LockIsolated<(@Sendable (String) -> Void)?>(nil)
                    nonisolated private static let _initConfigCalls = LockIsolated<[String]>([])

                    init(config: String) {
                        Self._initConfigCalls.withValue { $0.append(config) }
                        guard let handler = Self._initConfigHandler.value else {
                            reportIssue("Unimplemented: 'Store.init(config:)' has no handler: set 'MockStore.initConfigHandler'")
                            return
                        }
                        handler(config)
                    }

                    // MARK: version

                    /// What `version` does. Without a handler, calls report an issue.
                    /// Static: shared by every test (see `resetStatics()`).
                    nonisolated static var versionHandler: (@Sendable () -> Int)? {
                        get { _versionHandler.value }
                        set { _versionHandler.setValue(newValue) }
                    }

                    /// How many times `version` was read.
                    nonisolated static var versionCallCount: Int { _versionCallCount.value }

                    nonisolated private static let _versionHandler = LockIsolated<(@Sendable () -> Int)?>(nil)
                    nonisolated private static let _versionCallCount = LockIsolated(0)

                    static var version: Int {
                        _versionCallCount.withValue { $0 += 1 }
                        guard let handler = _versionHandler.value else {
                            reportIssue("Unimplemented: 'Store.version' has no handler: set 'MockStore.versionHandler'")
                            return 0
                        }
                        return handler()
                    }
                }

                """))
    }

    @Test("An actor's initializer handler runs on the actor; its static members' handlers run on no actor")
    func actorHandlers() {
        let output = Snippet.generate(
            """
            public client Ticker: Actor {
                init(start: Int) async
                static func make(_ id: Int) async -> Int?
            }
            """, [.mock])
        #expect(
            output.contains(
                "nonisolated public static var initHandler: (nonisolated(nonsending) @Sendable (Int) async -> Void)? {")
        )
        #expect(output.contains("nonisolated public static var makeHandler: (@Sendable (Int) async -> Int?)? {"))
        #expect(
            output.contains(
                "    public init(start: Int) async {\n        Self._initCalls.withValue { $0.append(start) }"))
    }
}
