import ClientGenKit
import Testing

@testable import ClientGenImport

/// A run over several modules (`clientgen import Sources`): a client's interface module and the module of its live
/// value, which imports it. The generated code is compiled into the client's module, which cannot see the live module.
@Suite("Import of clients whose live value is in another module of the inputs")
struct ImportModuleBoundaryTests {
    /// An interface module with the client, its test key and accessor, and a live module that imports it, modelled on
    /// the `FooClient` / `FooClientLive` split of apps built with swift-dependencies.
    static let interfaceAndLive = [
        "Sources/WeatherClient/Interface.swift": """
        import Dependencies
        import DependenciesMacros

        @DependencyClient
        public struct WeatherClient: Sendable {
            public var forecast: @Sendable (_ city: String) async throws -> Forecast
        }

        extension WeatherClient: TestDependencyKey {
            public static let testValue = Self()
        }

        extension DependencyValues {
            public var weather: WeatherClient {
                get { self[WeatherClient.self] }
                set { self[WeatherClient.self] = newValue }
            }
        }

        """,
        "Sources/WeatherClientLive/Live.swift": """
        import Dependencies
        import WeatherClient

        final class ForecastSession: Sendable {
            func fetch(_ city: String) async throws -> Forecast { Forecast() }
        }

        extension WeatherClient: DependencyKey {
            public static let liveValue: WeatherClient = {
                let session = ForecastSession()
                return Self(forecast: { try await session.fetch($0) })
            }()
        }

        extension WeatherClient {
            public static func fixed(_ forecast: Forecast) -> Self { Self(forecast: { _ in forecast }) }
        }

        """,
    ]

    @Test("A live value in a module that imports the client's stays there, and the spec takes no '@live' from it")
    func liveModuleKeepsItsLiveValue() throws {
        let result = ImportCase.run(Self.interfaceAndLive)
        #expect(result.diagnostics.isEmpty, "\(result.messages)")
        let spec = try #require(result.spec("WeatherClient"))
        #expect(!spec.contains("@live"))
        #expect(!spec.contains("import WeatherClient"))
        #expect(result.extras("WeatherClient") == nil)
        #expect(
            result.replaced("WeatherClient") == [
                "'WeatherClient', by the spec",
                "the key 'WeatherClient', by the generated code",
                "the accessor 'DependencyValues.weather', by the generated code",
            ])
        #expect(
            result.clients.first?.replaced.allSatisfy { $0.path == "Sources/WeatherClient/Interface.swift" } == true)
    }

    @Test("Files of one module whose folder is named like a module they import stay one module")
    func folderNamedLikeAnImportIsNoBoundary() throws {
        let result = ImportCase.run([
            "Targets/Model/Sources/Dependencies/Client.swift": """
            import Dependencies

            public protocol Clock: Sendable { func now() -> Double }

            """,
            "Targets/Model/Sources/Dependencies/Live.swift": """
            import Dependencies

            struct SystemClock: Clock { func now() -> Double { 0 } }

            enum ClockKey: DependencyKey {
                static let liveValue: any Clock = SystemClock()
            }

            extension DependencyValues {
                var clock: any Clock {
                    get { self[ClockKey.self] }
                    set { self[ClockKey.self] = newValue }
                }
            }

            """,
        ])
        #expect(try #require(result.spec("Clock")).contains("@live(SystemClock())"))
    }

    @Test("A test target's own recording mock named like the generated one stays, with a warning, for its tests")
    func testTargetMockStays() throws {
        let result = ImportCase.run([
            "Sources/App/Profiles.swift": """
            import Dependencies

            public protocol ProfileService: Sendable {
                func avatarURL(for id: String) -> String?
            }

            enum ProfileServiceKey: TestDependencyKey {
                static let testValue: any ProfileService = LiveProfileService()
            }

            struct LiveProfileService: ProfileService {
                func avatarURL(for id: String) -> String? { nil }
            }

            """,
            "Tests/AppTests/Mocks.swift": """
            @testable import App

            final class MockProfileService: ProfileService, @unchecked Sendable {
                var stubbedAvatarURL: String?
                var avatarURLCallCount = 0
                func avatarURL(for id: String) -> String? {
                    avatarURLCallCount += 1
                    return stubbedAvatarURL
                }
            }

            """,
        ])
        #expect(result.replaced("ProfileService").allSatisfy { !$0.contains("MockProfileService") })
        #expect(
            result.messages.contains(
                "import.generated-name-clash: 'MockProfileService' has the name of a type the spec of 'ProfileService' "
                    + "generates, but it stays (it is declared in another module, whose code uses what it declares; "
                    + "the two clash where both modules are imported): rename it, for example to "
                    + "'PreviewProfileService', together with what names it (the spec too), before generating"),
            "\(result.messages)")
    }

    @Test("A test target's own statics named like a struct client's generated ones stay for its tests")
    func testTargetStaticsStay() throws {
        let interface = "Sources/WeatherClient/Interface.swift"
        let result = ImportCase.run([
            interface: try #require(Self.interfaceAndLive[interface]),
            "Tests/WeatherClientTests/WeatherFixtures.swift": """
            @testable import WeatherClient

            extension WeatherClient {
                static func recording(_ cities: LockIsolated<[String]>) -> Self {
                    Self(forecast: { city in
                        cities.withValue { $0.append(city) }
                        return 0
                    })
                }
            }

            """,
        ])
        #expect(result.diagnostics.isEmpty, "\(result.messages)")
        #expect(result.replaced("WeatherClient").allSatisfy { !$0.contains("recording") })
        #expect(result.extras("WeatherClient") == nil)
    }

    @Test("A client registered by another module of the inputs is left out, its registration kept")
    func registrationInAnotherModuleLeavesTheClientOut() {
        let result = ImportCase.run([
            "Sources/Domain/WeatherService.swift": """
            public protocol WeatherService: Sendable {
                func temperature(in city: String) async throws -> Double
            }

            """,
            "Sources/App/Dependencies.swift": """
            import Dependencies
            import Domain

            struct LiveWeatherService: WeatherService {
                func temperature(in city: String) async throws -> Double { 20 }
            }

            private enum WeatherServiceKey: DependencyKey {
                static let liveValue: any WeatherService = LiveWeatherService()
            }

            extension DependencyValues {
                var weatherService: any WeatherService {
                    get { self[WeatherServiceKey.self] }
                    set { self[WeatherServiceKey.self] = newValue }
                }
            }

            """,
        ])
        #expect(result.clients.isEmpty)
        #expect(
            result.messages.contains(
                "import.client-left-out: 'WeatherService' was not imported: its accessor 'weatherService' is declared "
                    + "in another module, 'Sources/App/Dependencies.swift', and the generated code, compiled into the "
                    + "module of 'WeatherService', would register it there, without the live value that module gives "
                    + "it; keep the registration as it is, or move it next to the client and import again"),
            "\(result.messages)")
    }
}
