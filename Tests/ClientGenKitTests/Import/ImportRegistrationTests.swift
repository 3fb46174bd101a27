import ClientGenKit
import Testing

/// How import reads a client's registration: its accessor, however it is typed, and its key's values.
@Suite("Import: registration")
struct ImportRegistrationTests {
    @Test("A @DependencyEntry written without a type is the accessor of the type its value, the test value, names")
    func untypedDependencyEntry() throws {
        let result = ImportCase.run(
            """
            import Dependencies
            import DependenciesMacros

            @DependencyClient
            struct HapticsClient: Sendable {
                var success: @MainActor @Sendable () -> Void
            }

            extension HapticsClient {
                static let live = HapticsClient(success: {})
            }

            extension DependencyValues {
                @DependencyEntry var haptics = HapticsClient.live
            }

            """)
        let spec = try #require(result.spec("HapticsClient"))
        #expect(spec.contains("@key(haptics)\n@test(HapticsClient.live)\nclient HapticsClient {"))
        #expect(
            result.replaced("HapticsClient").contains("the accessor 'DependencyValues.haptics', by the generated code"))
    }

    @Test("An accessor typed with its key's Value is the accessor of that value's client")
    func accessorTypedWithKeyValue() throws {
        let result = ImportCase.run(
            """
            import Dependencies

            public protocol Clock2: Sendable {
                func now() -> Double
            }

            enum Clock2Key: DependencyKey {
                typealias Value = any Clock2
                static let liveValue: Value = SystemClock2()
            }

            extension DependencyValues {
                var currentClock: Clock2Key.Value {
                    get { self[Clock2Key.self] }
                    set { self[Clock2Key.self] = newValue }
                }
            }

            """)
        let spec = try #require(result.spec("Clock2"))
        #expect(spec.contains("@key(currentClock)\n@live(SystemClock2())\npublic client Clock2 {"))
        #expect(
            result.replaced("Clock2").contains("the accessor 'DependencyValues.currentClock', by the generated code"))
    }

    @Test("A @DependencyEntry's initial value is its test value, and its arguments its live and preview values")
    func dependencyEntryValues() throws {
        let result = ImportCase.run(
            """
            import Dependencies

            public protocol Ledger: Sendable {
                func balance() async throws -> Int
            }

            public protocol Shelf: Sendable {
                func books() async -> [String]
            }

            public protocol Chime: Sendable {
                func ring()
            }

            extension DependencyValues {
                @DependencyEntry(liveValue: BankLedger(), previewValue: SampleLedger())
                public var ledger: any Ledger = ZeroLedger()

                @DependencyEntry(liveValue: WoodenShelf())
                public var shelf: any Shelf

                @DependencyEntry
                public var chime: any Chime = SilentChime()
            }

            """)
        #expect(
            result.spec("Ledger")?.contains(
                "@live(BankLedger())\n@preview(SampleLedger())\n@test(ZeroLedger())\npublic client Ledger {") == true)
        #expect(result.spec("Shelf")?.contains("\n@live(WoodenShelf())\npublic client Shelf {") == true)
        #expect(result.spec("Shelf")?.contains("@test") == false)
        #expect(result.spec("Chime")?.contains("\n@test(SilentChime())\npublic client Chime {") == true)
        #expect(result.spec("Chime")?.contains("@live") == false)
        #expect(result.messages.isEmpty)
    }

    @Test("A @DependencyEntry naming its key otherwise than the generated key is imported with a warning")
    func dependencyEntryKeyName() throws {
        let result = ImportCase.run(
            """
            import Dependencies

            public struct LampClient: Sendable {
                public var toggle: @Sendable () -> Void
            }

            public protocol Siren: Sendable {
                func wail()
            }

            extension DependencyValues {
                @DependencyEntry("LightKey", liveValue: LampClient(toggle: {}))
                public var lamp: LampClient

                @DependencyEntry("SirenKey", liveValue: LoudSiren())
                public var siren: any Siren
            }

            """)
        #expect(result.spec("LampClient")?.contains("@key(lamp)\n@live(LampClient(toggle: {}))\n") == true)
        #expect(result.spec("Siren")?.contains("@live(LoudSiren())\npublic client Siren {") == true)
        #expect(
            result.messages == [
                "import.entry-key-name: the '@DependencyEntry' names its key 'LightKey', which a spec cannot: the "
                    + "generated key is 'LampClient'; code that names 'LightKey' must name 'LampClient'"
            ])
    }

    @Test("A live value naming what is private to its file is written, with a warning to make that internal")
    func liveValueNamingPrivateDeclarations() throws {
        let result = ImportCase.run(
            """
            import Dependencies

            public protocol PasteboardService: Sendable {
                func read() -> String?
            }

            private struct SystemPasteboard: PasteboardService {
                func read() -> String? { nil }
            }

            fileprivate func systemName() -> String { "system" }

            private enum PasteboardKey: DependencyKey {
                static let liveValue: any PasteboardService = SystemPasteboard()
                static let previewValue: any PasteboardService = NamedPasteboard(name: systemName())
            }

            struct NamedPasteboard: PasteboardService {
                let name: String
                func read() -> String? { name }
            }

            extension DependencyValues {
                public var pasteboard: any PasteboardService {
                    get { self[PasteboardKey.self] }
                    set { self[PasteboardKey.self] = newValue }
                }
            }

            """)
        let spec = try #require(result.spec("PasteboardService"))
        #expect(spec.contains("@live(SystemPasteboard())\n"))
        #expect(
            result.messages == [
                "import.private-value: '@live(…)' names 'SystemPasteboard', private to this file, which the generated "
                    + "file cannot see: make it internal before building",
                "import.private-value: '@preview(…)' names 'systemName', private to this file, which the generated "
                    + "file cannot see: make it internal before building",
            ])
    }

    @Test("A live value calling the client's private static helpers, also in string interpolations, is warned about")
    func liveValueNamingPrivateMembersOfTheClient() throws {
        let result = ImportCase.run(
            #"""
            import Dependencies
            import DependenciesMacros
            import Foundation

            @DependencyClient
            struct TokenRepository: Sendable {
                var signIn: @Sendable (_ code: String) async throws -> String
                var signInURL: @Sendable () throws -> URL
            }

            extension TokenRepository: DependencyKey {
                static let liveValue = TokenRepository(
                    signIn: { code in try await exchange(code: code) },
                    signInURL: { URL(string: "https://example.com/login?client=\(try clientID())")! }
                )
            }

            extension TokenRepository {
                private static func clientID() throws -> String { "id" }
                private static func exchange(code: String) async throws -> String { code }
                static func scopes() -> [String] { [] }
            }

            """#)
        let spec = try #require(result.spec("TokenRepository"))
        #expect(spec.contains("@live(TokenRepository("))
        #expect(
            result.messages == [
                "import.private-value: '@live(…)' names 'clientID', 'exchange', private to this file, which the "
                    + "generated file cannot see: make them internal before building"
            ])
    }

    @Test("An entry's live value reading the client's own static 'liveValue' takes that static's value, deleted")
    func entryReadingTheClientsOwnLiveValue() throws {
        let result = ImportCase.run(
            """
            import Dependencies
            import DependenciesMacros

            @DependencyClient
            public struct SerialNumberClient: Sendable {
                public var serialNumber: @Sendable () -> String? = { nil }
            }

            extension SerialNumberClient {
                public static let liveValue = SerialNumberClient(serialNumber: { "C02ABC" })
                public static let sample = "C02ABC"
            }

            extension DependencyValues {
                @DependencyEntry(liveValue: SerialNumberClient.liveValue)
                public nonisolated var serialNumberClient = SerialNumberClient()
            }

            """)
        let spec = try #require(result.spec("SerialNumberClient"))
        #expect(spec.contains("@live(SerialNumberClient(serialNumber: { \"C02ABC\" }))\n"))
        #expect(
            result.replaced("SerialNumberClient").contains(
                "'SerialNumberClient.liveValue', by the generated key"))
        #expect(result.messages.isEmpty, "\(result.messages)")
    }
}
