import ClientGenKit
import Testing

/// How import reads a client's registration: its accessor, however it is typed, and its key's values.
@Suite("Import: registration")
struct ImportRegistrationTests {
    @Test("A @DependencyEntry written without a type is the accessor of the type its value names")
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
        #expect(spec.contains("@key(haptics)\n@live(HapticsClient.live)\nclient HapticsClient {"))
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
}
