import ClientGenKit
import Testing

/// A struct client's hand-written `noop`, next to the `noop` its spec generates: deleted only when the generated one
/// returns the same, else kept in the extras file with `@noop(none)`.
@Suite("Import: hand-written noop")
struct ImportNoopTests {
    static func source(isOnInNoop: String) -> String {
        """
        import DependenciesMacros

        @DependencyClient
        public struct FlagClient: Sendable {
            public var isOn: @Sendable () -> Bool = { false }
            public var refresh: @Sendable () async -> Void
            public var names: @Sendable () -> [String] = { [] }
        }

        extension FlagClient {
            public static let noop = Self(
                isOn: { \(isOnInNoop) },
                refresh: {},
                names: { [] }
            )
        }

        """
    }

    @Test("A noop returning what the generated one returns is listed for deletion")
    func sameNoopIsReplaced() throws {
        let result = ImportCase.run(Self.source(isOnInNoop: "false"))
        #expect(result.replaced("FlagClient").contains("'FlagClient.noop', by the generated 'FlagClient.noop'"))
        #expect(result.diagnostics.isEmpty, "\(result.messages)")
    }

    @Test("A noop returning other values moves to the extras file, and the spec says @noop(none)")
    func otherNoopStays() throws {
        let result = ImportCase.run(Self.source(isOnInNoop: "true"))
        #expect(result.replaced("FlagClient").contains("'FlagClient.noop', by its copy in the extras file"))
        #expect(result.spec("FlagClient")?.contains("@style(struct)\n@noop(none)\npublic client FlagClient {") == true)
        #expect(
            result.extras("FlagClient")?.contains("    public static let noop = Self(\n        isOn: { true },") == true
        )
        #expect(result.diagnostics.map(\.id.rawValue) == ["import.hand-written-noop"])
    }

    @Test("A noop a client cannot have without values for every endpoint stays where it is, without @noop(none)")
    func noopWithoutGeneratedOne() throws {
        let result = ImportCase.run(
            """
            import DependenciesMacros

            @DependencyClient
            public struct FlagClient: Sendable {
                public var home: @Sendable () -> URL
            }

            extension FlagClient {
                public static let noop = Self(home: { URL(fileURLWithPath: "/") })
            }

            """)
        #expect(result.spec("FlagClient")?.contains("@noop(none)") == false)
        #expect(!result.replaced("FlagClient").contains { $0.contains("noop") })
    }

    @Test("A noop in the struct's body is dropped from the extras file only when the generated one is the same")
    func noopInTheBody() throws {
        let same = ImportCase.run(
            """
            import DependenciesMacros

            @DependencyClient
            public struct FlagClient: Sendable {
                public var isOn: @Sendable () -> Bool = { false }
                public static let noop = Self(isOn: { false })
                public static let unimplemented = Self()
            }

            """)
        #expect(same.extras("FlagClient") == nil)
        let other = ImportCase.run(
            """
            import DependenciesMacros

            @DependencyClient
            public struct FlagClient: Sendable {
                public var isOn: @Sendable () -> Bool = { false }
                public static let noop = Self(isOn: { true })
            }

            """)
        #expect(other.extras("FlagClient")?.contains("public static let noop = Self(isOn: { true })") == true)
        #expect(other.spec("FlagClient")?.contains("@noop(none)\n") == true)
        #expect(other.diagnostics.map(\.id.rawValue) == ["import.hand-written-noop"])
    }

    @Test("A noop in the key's extension of the client is moved once, or dropped when the generated one is the same")
    func noopInTheKeysExtension() throws {
        func source(noop: String) -> String {
            """
            import Dependencies

            public struct Pinger: Sendable {
                public var ping: @Sendable () async throws -> Bool
                public init(ping: @escaping @Sendable () async throws -> Bool) { self.ping = ping }
            }

            extension Pinger: TestDependencyKey {
                public static let testValue = Self(ping: unimplemented("Pinger.ping", placeholder: false))
                public static let noop = Self(ping: { \(noop) })
                public static let unimplemented = Self(ping: { false })
            }

            """
        }
        let same = ImportCase.run(source(noop: "false"))
        #expect(same.extras("Pinger") == nil)
        #expect(same.spec("Pinger")?.contains("@noop(none)") == false)
        #expect(same.diagnostics.isEmpty, "\(same.messages)")
        let other = ImportCase.run(source(noop: "true"))
        let extras = try #require(other.extras("Pinger"))
        #expect(extras.components(separatedBy: "static let noop").count == 2, "\(extras)")
        #expect(!extras.contains("unimplemented"))
        #expect(other.spec("Pinger")?.contains("@noop(none)\n") == true)
        #expect(other.diagnostics.map(\.id.rawValue) == ["import.hand-written-noop"])
    }

    @Test("A noop kept from an extension under '#if' stays under its condition in the extras file")
    func noopUnderCondition() throws {
        let result = ImportCase.run(
            """
            import Dependencies

            public struct Ticker: Sendable {
                public var now: @Sendable () -> Int
            }

            extension Ticker: TestDependencyKey {
                public static let testValue = Ticker(now: unimplemented("Ticker.now", placeholder: 0))
            }

            #if MOCKS
                extension Ticker {
                    public static let noop = Ticker(now: { debugOnlySeed })
                }
                let debugOnlySeed = 42
            #endif

            """)
        let extras = try #require(result.extras("Ticker"))
        #expect(
            extras.contains("    #if MOCKS\n    public static let noop = Ticker(now: { debugOnlySeed })\n    #endif\n"),
            "\(extras)")
    }
}
