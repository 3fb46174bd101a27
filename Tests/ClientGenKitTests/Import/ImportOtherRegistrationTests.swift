import ClientGenKit
import Testing

@testable import ClientGenImport

/// Registrations around a client that are not its own: an optional registration of it, a second accessor of its key,
/// and the values of its sources that only their own file can see.
@Suite("Import of registrations that are not a client's own")
struct ImportOtherRegistrationTests {
    @Test("A client registered only as an optional value is left out, its key and accessor kept")
    func optionalRegistrationLeavesTheClientOut() {
        let result = ImportCase.run(
            """
            import Dependencies

            public protocol CrashReporter: Sendable {
                func record(_ message: String)
            }

            private enum CrashReporterKey: DependencyKey {
                static let liveValue: (any CrashReporter)? = nil
            }

            extension DependencyValues {
                public var crashReporter: (any CrashReporter)? {
                    get { self[CrashReporterKey.self] }
                    set { self[CrashReporterKey.self] = newValue }
                }
            }

            """)
        #expect(result.clients.isEmpty)
        #expect(
            result.messages == [
                "import.no-clients: no dependency client was found: import reads protocols, and structs of closures that are "
                    + "'@DependencyClient's or dependency keys",
                "import.client-left-out: 'CrashReporter' was not imported: the accessor 'crashReporter' registers it "
                    + "as an optional value, '(any CrashReporter)?', a service that may be absent, and the generated "
                    + "code would register a 'CrashReporter' with an unimplemented test value under the same names; "
                    + "keep the registration as it is, or register a non-optional value and import again",
            ])
    }

    @Test("A key registering an optional value, with no accessor, leaves the client out too")
    func optionalKeyLeavesTheClientOut() {
        let result = ImportCase.run(
            """
            public protocol Tracker: Sendable { func track(_ event: String) }
            enum TrackerKey: DependencyKey {
                static let liveValue: Optional<any Tracker> = nil
            }

            """)
        #expect(result.clients.isEmpty)
        #expect(
            result.messages == [
                "import.no-clients: no dependency client was found: import reads protocols, and structs of closures that are "
                    + "'@DependencyClient's or dependency keys",
                "import.client-left-out: 'Tracker' was not imported: the key 'TrackerKey' registers it as an optional "
                    + "value, 'Optional<any Tracker>', a service that may be absent, and the generated code would "
                    + "register a 'Tracker' with an unimplemented test value under the same names; keep the "
                    + "registration as it is, or register a non-optional value and import again",
            ])
    }

    @Test("A client with a registration of its own is imported beside an optional one of another name")
    func ownRegistrationWinsOverAnOptionalOne() throws {
        let result = ImportCase.run(
            """
            public protocol Tracker: Sendable { func track(_ event: String) }
            struct LiveTracker: Tracker { func track(_ event: String) {} }
            enum TrackerKey: DependencyKey {
                static let liveValue: any Tracker = LiveTracker()
            }
            enum BackupTrackerKey: DependencyKey {
                static let liveValue: (any Tracker)? = nil
            }

            """)
        let spec = try #require(result.spec("Tracker"))
        #expect(spec.contains("@live(LiveTracker())\n"))
        #expect(result.replaced("Tracker").contains("the key 'TrackerKey', by the generated code"))
        #expect(!result.replaced("Tracker").contains { $0.contains("BackupTrackerKey") })
    }

    @Test("A second accessor of a deleted key moves to the extras file, reading the generated key")
    func secondAccessorReadsTheGeneratedKey() throws {
        let result = ImportCase.run(
            """
            import Dependencies

            public protocol Geocoder: Sendable {
                func place(lat: Double, lon: Double) async throws -> String
            }

            public struct LiveGeocoder: Geocoder {
                public func place(lat: Double, lon: Double) async throws -> String { "x" }
            }

            private enum GeoKey: DependencyKey {
                static let liveValue: any Geocoder = LiveGeocoder()
            }

            extension DependencyValues {
                public var geocoder: any Geocoder {
                    get { self[GeoKey.self] }
                    set { self[GeoKey.self] = newValue }
                }

                @available(*, deprecated, renamed: "geocoder")
                public var reverseGeocoder: any Geocoder {
                    get { self[GeoKey.self] }
                    set { self[GeoKey.self] = newValue }
                }
            }

            """)
        let extras = try #require(result.extras("Geocoder"))
        #expect(
            extras.hasSuffix(
                """
                extension DependencyValues {
                    @available(*, deprecated, renamed: "geocoder")
                    public var reverseGeocoder: any Geocoder {
                        get { self[GeocoderKey.self] }
                        set { self[GeocoderKey.self] = newValue }
                    }
                }

                """))
        #expect(
            result.replaced("Geocoder").contains(
                "the accessor 'DependencyValues.reverseGeocoder', by the generated code"))
        #expect(result.replaced("Geocoder").contains("the key 'GeoKey', by the generated code"))
    }

    @Test("A second accessor of a test-only key, whose live side is elsewhere, reads the generated key too")
    func secondAccessorOfATestKey() throws {
        let result = ImportCase.run(
            """
            public protocol Speller: Sendable { func check(_ word: String) -> Bool }
            enum SpellerKey: TestDependencyKey {
                static let testValue: any Speller = UnimplementedSpeller()
            }
            extension DependencyValues {
                var speller: any Speller {
                    get { self[SpellerKey.self] }
                    set { self[SpellerKey.self] = newValue }
                }
                var spellChecker: any Speller {
                    get { self[SpellerKey.self] }
                    set { self[SpellerKey.self] = newValue }
                }
            }

            """)
        let extras = try #require(result.extras("Speller"))
        #expect(extras.contains("    var spellChecker: any Speller {\n        get { self[SpellerKey.self] }\n"))
        #expect(
            result.replaced("Speller").contains("the accessor 'DependencyValues.spellChecker', by the generated code"))
    }

    @Test("An identifier is replaced only where it stands whole")
    func identifierReplacement() {
        #expect(
            ClientDrafter.replacingIdentifier("GeoKey", with: "GeocoderKey", in: "self[GeoKey.self] + GeoKeys")
                == "self[GeocoderKey.self] + GeoKeys")
        #expect(
            ClientDrafter.replacingIdentifier("Key", with: "K", in: "Key(MyKey, Key_)")
                == "K(MyKey, Key_)")
    }

    @Test("A default naming a constant private to its file stays in its overload, which keeps compiling there")
    func privateDefaultStaysInItsOverload() throws {
        let result = ImportCase.run(
            """
            private let defaultPageSize = 25

            public protocol FeedRepository: Sendable {
                func page(_ number: Int, size: Int) async throws -> [String]
                func recent(limit: Int) async throws -> [String]
            }

            extension FeedRepository {
                public func page(_ number: Int) async throws -> [String] {
                    try await page(number, size: defaultPageSize)
                }

                public func recent() async throws -> [String] {
                    try await recent(limit: 10)
                }
            }

            """)
        let spec = try #require(result.spec("FeedRepository"))
        #expect(spec.contains("func page(_ number: Int, size: Int) async throws -> [String]\n"))
        #expect(spec.contains("func recent(limit: Int = 10) async throws -> [String]\n"))
        #expect(result.replaced("FeedRepository").contains { $0.contains("FeedRepository.recent") })
        #expect(!result.replaced("FeedRepository").contains { $0.contains("FeedRepository.page") })
    }

    @Test("A struct client storing a class of the inputs that is not Sendable is left out")
    func nonSendableStoredClassLeavesTheClientOut() {
        let result = ImportCase.run(
            """
            public final class RenderCache { public var items: [String: String] = [:] }

            public struct ThemeClient {
                public var cache: RenderCache
                public var accent: () -> String
            }
            extension ThemeClient: @unchecked Sendable {}
            extension ThemeClient: DependencyKey {
                public static let liveValue = ThemeClient(cache: RenderCache(), accent: { "blue" })
            }

            """)
        #expect(result.clients.isEmpty)
        let unconvertible =
            "import.unconvertible-member: 'ThemeClient.cache' cannot be a member of a spec: it stores a value of a "
            + "type the inputs declare that is not 'Sendable', and the generated struct is 'Sendable' with "
            + "each value it stores; so that it is not lost, 'ThemeClient' was not imported: keep "
            + "'ThemeClient' hand-written, or move 'ThemeClient.cache' out of it (to a protocol or extension "
            + "of your own) and import again"
        #expect(
            Array(result.messages.dropFirst()) == [unconvertible])
    }
}
