import ClientGenKit
import Testing

/// Clients declared inside a namespace (`enum Legacy { struct AnalyticsClient }`, `extension Search { struct
/// Client }`), which a spec cannot declare: they stay hand-written, and their keys and accessors are theirs, never
/// those of a top-level client of the same name.
@Suite("Import: namespaced clients")
struct ImportNamespacedClientTests {
    /// A top-level client, and one of the same name in a namespace with a key and accessor of its own.
    static let twoAnalyticsClients = [
        "Analytics.swift": """
        import Dependencies
        import DependenciesMacros

        @DependencyClient
        public struct AnalyticsClient: Sendable {
            public var track: @Sendable (_ event: String) -> Void
        }

        extension AnalyticsClient: DependencyKey {
            public static let liveValue = Self(track: { _ in })
            public static let testValue = Self()
        }

        extension DependencyValues {
            public var analytics: AnalyticsClient {
                get { self[AnalyticsClient.self] }
                set { self[AnalyticsClient.self] = newValue }
            }
        }

        """,
        "Legacy.swift": """
        import Dependencies
        import DependenciesMacros

        public enum Legacy {
            @DependencyClient
            public struct AnalyticsClient: Sendable {
                public var send: @Sendable (_ name: String, _ count: Int) -> Void
            }
        }

        extension Legacy.AnalyticsClient: DependencyKey {
            public static let liveValue = Self(send: { _, _ in })
        }

        extension Legacy.AnalyticsClient: TestDependencyKey {
            public static let testValue = Self()
        }

        extension DependencyValues {
            public var legacyAnalytics: Legacy.AnalyticsClient {
                get { self[Legacy.AnalyticsClient.self] }
                set { self[Legacy.AnalyticsClient.self] = newValue }
            }
        }

        """,
    ]

    @Test("A namespaced client's key and accessor are neither read nor deleted for a top-level client of its name")
    func namespacedRegistrationStaysItsOwn() throws {
        let result = ImportCase.run(Self.twoAnalyticsClients)
        #expect(result.clients.map(\.name) == ["AnalyticsClient"])
        #expect(
            result.spec("AnalyticsClient") == """

                @style(struct)
                @key(analytics)
                @live(AnalyticsClient(track: { _ in }))
                public client AnalyticsClient {
                    func track(event: String)
                }

                """)
        #expect(result.extras("AnalyticsClient") == nil)
        let replaced = result.clients.first?.replaced ?? []
        #expect(replaced.allSatisfy { $0.path == "Analytics.swift" })
        #expect(replaced.count == 3)
        #expect(
            result.messages.contains {
                $0.hasPrefix("import.nested-client: 'Legacy.AnalyticsClient' is declared inside 'Legacy'")
            })
    }

    @Test("A key of another name whose values are a namespaced client's is not a top-level client's of its name")
    func keyOfNamespacedValuesStaysItsOwn() throws {
        let result = ImportCase.run([
            "Analytics.swift": Self.twoAnalyticsClients["Analytics.swift"]!,
            "Legacy.swift": """
            import Dependencies

            public enum Legacy {
                public struct AnalyticsClient: Sendable {
                    public var send: @Sendable (String) -> Void
                }
            }

            enum LegacyAnalyticsKey: DependencyKey {
                static let liveValue: Legacy.AnalyticsClient = .init(send: { _ in })
            }

            extension DependencyValues {
                var legacyAnalytics: Legacy.AnalyticsClient {
                    get { self[LegacyAnalyticsKey.self] }
                    set { self[LegacyAnalyticsKey.self] = newValue }
                }
            }

            """,
        ])
        #expect(result.clients.map(\.name) == ["AnalyticsClient"])
        #expect(result.spec("AnalyticsClient")?.contains("@live(AnalyticsClient(track: { _ in }))") == true)
        #expect((result.clients.first?.replaced ?? []).allSatisfy { $0.path == "Analytics.swift" })
    }

    @Test("A key written with a module's name still registers the top-level client")
    func moduleQualifiedKeyStillRegisters() throws {
        let result = ImportCase.run(
            """
            import Dependencies

            public struct TideClient: Sendable {
                public var level: @Sendable () -> Int
            }

            extension TideApp.TideClient: DependencyKey {
                public static let liveValue = Self(level: { 3 })
                public static let testValue = Self(level: { 0 })
            }

            """)
        #expect(result.spec("TideClient")?.contains("@live(TideClient(level: { 3 }))") == true)
        #expect(result.replaced("TideClient").contains { $0.hasPrefix("the key 'TideClient'") })
    }

    @Test("A client whose accessor reads a key declared inside a type is left out, and nothing of it is deleted")
    func keyNestedInATypeKeepsTheClientOut() throws {
        let result = ImportCase.run(
            """
            import Dependencies

            public struct QuoteClient: Sendable {
                public var fetch: @Sendable (_ symbol: String) async throws -> Double

                public enum Key: DependencyKey {
                    public static let liveValue = QuoteClient(fetch: { _ in 42 })
                    public static let testValue = QuoteClient(fetch: { _ in 0 })
                }
            }

            extension DependencyValues {
                public var quotes: QuoteClient {
                    get { self[QuoteClient.Key.self] }
                    set { self[QuoteClient.Key.self] = newValue }
                }
            }

            public struct BellClient: Sendable {
                public var ring: @Sendable () -> Void
            }

            extension BellClient {
                enum LiveKey: DependencyKey {
                    static let liveValue = BellClient(ring: {})
                }
            }

            extension DependencyValues {
                var bell: BellClient {
                    get { self[BellClient.LiveKey.self] }
                    set { self[BellClient.LiveKey.self] = newValue }
                }
            }

            """)
        #expect(result.clients.isEmpty)
        #expect(
            result.messages.filter { $0.hasPrefix("import.client-left-out") } == [
                "import.client-left-out: 'QuoteClient' was not imported: its accessor 'quotes' reads the key "
                    + "'QuoteClient.Key', declared inside another type, where import does not read a key's values, "
                    + "and the generated key of 'QuoteClient' would register it without that key's live value; keep "
                    + "the registration as it is, or move the key to the top level and import again",
                "import.client-left-out: 'BellClient' was not imported: its accessor 'bell' reads the key "
                    + "'BellClient.LiveKey', declared inside another type, where import does not read a key's values, "
                    + "and the generated key of 'BellClient' would register it without that key's live value; keep "
                    + "the registration as it is, or move the key to the top level and import again",
            ])
    }

    @Test("A protocol client registered through a key in a namespace of keys is left out")
    func keyInANamespaceOfKeysKeepsTheClientOut() throws {
        let result = ImportCase.run(
            """
            import Dependencies

            public protocol WeatherService: Sendable {
                func forecast() async throws -> String
            }

            struct LiveWeather: WeatherService {
                func forecast() async throws -> String { "sun" }
            }

            enum DependencyKeys {
                enum Weather: DependencyKey {
                    static let liveValue: any WeatherService = LiveWeather()
                }
            }

            extension DependencyValues {
                var weather: any WeatherService {
                    get { self[DependencyKeys.Weather.self] }
                    set { self[DependencyKeys.Weather.self] = newValue }
                }
            }

            """)
        #expect(result.clients.isEmpty)
        #expect(
            result.messages.contains {
                $0.hasPrefix(
                    "import.client-left-out: 'WeatherService' was not imported: its accessor 'weather' reads the key "
                        + "'DependencyKeys.Weather', declared inside another type")
            })
    }
}
