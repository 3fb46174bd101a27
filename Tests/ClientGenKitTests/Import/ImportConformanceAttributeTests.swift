import ClientGenKit
import Testing

@testable import ClientGenImport

/// Conformances written with an attribute before the protocol: `extension Client: @retroactive DependencyKey` in a
/// live module of another package than the client's interface (apps split into Tuist or Xcode projects write it so),
/// and `@preconcurrency DependencyKey` on a key. The attribute says how the type conforms, not to what: the key is
/// the key it is without it, and `@retroactive` proves the file another module than the client's. Modelled on the
/// interface and live split of LocalNotificationClient- and MainUseCaseKey-style clients found on GitHub.
@Suite("Import of keys whose conformance is written with an attribute")
struct ImportConformanceAttributeTests {
    /// An interface whose folder is not named like its module (`Domain`, in `Interface/`), and a live file that
    /// conforms its struct client to `DependencyKey` retroactively.
    static let retroactiveLive = [
        "DomainKit/Sources/Interface/Reminders.swift": """
        import Dependencies
        import DependenciesMacros

        @DependencyClient
        public struct ReminderScheduler: Sendable {
            public var pending: @Sendable () async -> [String] = { [] }
        }

        extension ReminderScheduler: TestDependencyKey {
            public static let testValue = Self()
        }

        extension DependencyValues {
            public var reminderScheduler: ReminderScheduler {
                get { self[ReminderScheduler.self] }
                set { self[ReminderScheduler.self] = newValue }
            }
        }

        """,
        "Sources/App/RemindersLive.swift": """
        import Dependencies
        import Domain

        extension ReminderScheduler: @retroactive DependencyKey {
            public static let liveValue = Self(pending: { ["water the plants"] })
        }

        """,
    ]

    @Test("A retroactive live conformance is another module's, whatever the folders are named, and stays there")
    func retroactiveLiveConformanceStays() throws {
        let result = ImportCase.run(Self.retroactiveLive)
        #expect(result.diagnostics.isEmpty, "\(result.messages)")
        let spec = try #require(result.spec("ReminderScheduler"))
        #expect(!spec.contains("@live"))
        #expect(!spec.contains("import Domain"))
        #expect(
            result.replaced("ReminderScheduler") == [
                "'ReminderScheduler', by the spec",
                "the key 'ReminderScheduler', by the generated code",
                "the accessor 'DependencyValues.reminderScheduler', by the generated code",
            ])
        #expect(
            result.clients.first?.replaced.allSatisfy { $0.path.hasPrefix("DomainKit/Sources/Interface/") } == true)
    }

    @Test("A key conforming with '@preconcurrency' is the client's key, and its live value the spec's '@live'")
    func preconcurrencyKeyIsTheKey() throws {
        let result = ImportCase.run(
            """
            import Dependencies

            public protocol Speaker: Sendable {
                func say(_ text: String) async
            }

            struct LiveSpeaker: Speaker {
                func say(_ text: String) async {}
            }

            private enum SpeakerKey: @preconcurrency DependencyKey {
                static let liveValue: any Speaker = LiveSpeaker()
            }

            extension DependencyValues {
                var speaker: any Speaker {
                    get { self[SpeakerKey.self] }
                    set { self[SpeakerKey.self] = newValue }
                }
            }

            """)
        #expect(result.diagnostics.isEmpty, "\(result.messages)")
        let spec = try #require(result.spec("Speaker"))
        #expect(spec.contains("@live(LiveSpeaker())"))
        #expect(
            result.replaced("Speaker") == [
                "'Speaker', by the spec",
                "the key 'SpeakerKey', by the generated code",
                "the accessor 'DependencyValues.speaker', by the generated code",
            ])
    }

    @Test("A struct client's key extension with an attribute is deleted whole, with its values taken")
    func attributedStructKeyIsDeletedWhole() throws {
        let result = ImportCase.run(
            """
            import Dependencies

            public struct PasteClient: @unchecked Sendable {
                public var paste: @Sendable () -> String?
            }

            extension PasteClient: @preconcurrency DependencyKey {
                public static let liveValue = PasteClient(paste: { "live" })
                public static let testValue = PasteClient(paste: { nil })
            }

            extension DependencyValues {
                public var pasteClient: PasteClient {
                    get { self[PasteClient.self] }
                    set { self[PasteClient.self] = newValue }
                }
            }

            """)
        #expect(result.diagnostics.isEmpty, "\(result.messages)")
        let spec = try #require(result.spec("PasteClient"))
        #expect(spec.contains("@live(PasteClient(paste: { \"live\" }))"))
        #expect(spec.contains("@test(PasteClient(paste: { nil }))"))
        #expect(
            result.replaced("PasteClient") == [
                "'PasteClient', by the spec",
                "the key 'PasteClient', by the generated code",
                "the accessor 'DependencyValues.pasteClient', by the generated code",
            ])
    }

    @Test("A test key of another name, which another module conforms retroactively, keeps its name as an alias")
    func retroactiveTestKeyOfAnotherName() throws {
        let result = ImportCase.run([
            "Domain/Sources/Interface/Forecast.swift": """
            import Dependencies

            public protocol ForecastUseCaseProtocol: Sendable {
                func high(city: String) async throws -> Double
            }

            public enum ForecastUseCaseKey: TestDependencyKey {
                public static let testValue: any ForecastUseCaseProtocol = CalmForecast()
            }

            extension DependencyValues {
                public var forecastUseCase: any ForecastUseCaseProtocol {
                    get { self[ForecastUseCaseKey.self] }
                    set { self[ForecastUseCaseKey.self] = newValue }
                }
            }

            """,
            "App/Sources/ForecastLive.swift": """
            import Dependencies
            import Domain

            extension ForecastUseCaseKey: @retroactive DependencyKey {
                public static let liveValue: any ForecastUseCaseProtocol = GustyForecast()
            }

            """,
        ])
        #expect(result.diagnostics.isEmpty, "\(result.messages)")
        let spec = try #require(result.spec("ForecastUseCaseProtocol"))
        #expect(!spec.contains("@live"))
        #expect(spec.contains("@test(CalmForecast())"))
        let extras = try #require(result.extras("ForecastUseCaseProtocol"))
        #expect(extras.hasSuffix("\npublic typealias ForecastUseCaseKey = ForecastUseCaseProtocolKey\n"), "\(extras)")
        #expect(
            result.replaced("ForecastUseCaseProtocol") == [
                "'ForecastUseCaseProtocol', by the spec",
                "the key 'ForecastUseCaseKey', by the generated code",
                "the accessor 'DependencyValues.forecastUseCase', by the generated code",
            ])
    }
}
