import ClientGenKit
import Testing

/// Where a struct client's parameter names come from: only the original. Names written in the closure type, the
/// closures written for the endpoint (a live, test or preview value, a `noop`) and a method forwarding to it name
/// parameters; anything else stays unnamed, as in the closure type, and the recorder calls such parameters `arg0`,
/// `arg1`, ... (the shapes of isowords' `UserDefaultsClient` and RBKit's `UserDefaultsClient`).
@Suite("Import: parameter names")
struct ImportParameterNameTests {
    @Test("Closure parameters nothing names stay unnamed: '$0' and '_' name nothing, and no name comes from a type")
    func unnamedStayUnnamed() throws {
        let result = ImportCase.run(
            """
            import Dependencies
            import DependenciesMacros
            import Foundation

            @DependencyClient
            public struct DefaultsClient: Sendable {
                public var boolForKey: @Sendable (String) -> Bool = { _ in false }
                public var setBool: @Sendable (Bool, String) async -> Void
                public var setMusicVolume: @Sendable (Float) async -> Void
            }

            extension DefaultsClient: DependencyKey {
                public static let liveValue = Self(
                    boolForKey: { UserDefaults.standard.bool(forKey: $0) },
                    setBool: { UserDefaults.standard.set($0, forKey: $1) },
                    setMusicVolume: { _ in }
                )
                public static let testValue = Self()
                public static let noop = Self(boolForKey: { _ in false }, setBool: { _, _ in }, setMusicVolume: { _ in })
            }

            """)
        let spec = try #require(result.spec("DefaultsClient"))
        #expect(spec.contains("    func boolForKey(_: String) -> Bool\n"), "\(spec)")
        #expect(spec.contains("    func setBool(_: Bool, _: String) async\n"), "\(spec)")
        #expect(spec.contains("    func setMusicVolume(_: Float) async\n"), "\(spec)")
        #expect(result.diagnostics.isEmpty, "\(result.messages)")
    }

    @Test("The live value's closure names the parameters, where the test value's names none")
    func namesFromTheLiveValue() throws {
        let result = ImportCase.run(
            """
            import Dependencies

            public struct DefaultsClient: Sendable {
                public var setBool: @Sendable (Bool, String) async -> Void
                public var setDate: @Sendable (Date?, String) async -> Void
            }

            extension DefaultsClient: DependencyKey {
                public static let liveValue = Self(
                    setBool: { value, key in print(value, key) },
                    setDate: { _, key in print(key) }
                )
                public static let testValue = Self(
                    setBool: { _, _ in reportIssue("setBool") },
                    setDate: { _, _ in reportIssue("setDate") }
                )
            }

            """)
        let spec = try #require(result.spec("DefaultsClient"))
        #expect(spec.contains("    func setBool(_ value: Bool, _ key: String) async\n"), "\(spec)")
        #expect(spec.contains("    func setDate(_: Date?, _ key: String) async\n"), "\(spec)")
    }

    @Test("An unnamed parameter of a type that is not Sendable leaves every parameter of its endpoint unrecorded")
    func unnamedNonSendable() throws {
        let result = ImportCase.run(
            """
            import Dependencies

            public struct AnalyticsClient: Sendable {
                public var track: @Sendable (String, [String: Any]) -> Void
                public var label: @Sendable (_ name: String, NSObject) -> Void
            }

            public protocol PayloadSink: Sendable {
                func send(_: [AnyHashable: Any], to destination: String)
            }

            extension AnalyticsClient: TestDependencyKey {
                public static let testValue = Self(track: { _, _ in }, label: { _, _ in })
            }

            """)
        let spec = try #require(result.spec("AnalyticsClient"))
        #expect(spec.contains("    @unrecorded\n    func track(_: String, _: [String: Any])\n"), "\(spec)")
        #expect(spec.contains("    @unrecorded\n    func label(_ name: String, _: NSObject)\n"), "\(spec)")
        let sink = try #require(result.spec("PayloadSink"))
        #expect(sink.contains("    @unrecorded\n    func send(_: [AnyHashable: Any], to destination: String)\n"))
        #expect(!result.diagnostics.contains { $0.id.rawValue.hasPrefix("import.unconvertible") }, "\(result.messages)")
    }

    @Test("@DependencyEndpoint(method:) over unnamed parameters forwards with the macro's names, p0, p1, ...")
    func renamedMethodOfUnnamedParameters() throws {
        let result = ImportCase.run(
            """
            import Dependencies
            import DependenciesMacros
            import Foundation

            @DependencyClient
            public struct PreferencesClient: Sendable {
                @DependencyEndpoint(method: "observe")
                public var observeFlag: @Sendable (KeyPath<UserDefaults, Bool>) -> AsyncStream<Bool> = { _ in
                    .finished
                }
                @DependencyEndpoint(method: "store")
                public var storeFlag: @Sendable (Bool, _ forKey: String) -> Void
            }

            """)
        let spec = try #require(result.spec("PreferencesClient"))
        #expect(spec.contains("    @unrecorded\n    func observeFlag(_: KeyPath<UserDefaults, Bool>)"), "\(spec)")
        #expect(spec.contains("    func storeFlag(_: Bool, _ forKey: String)\n"), "\(spec)")
        let extras = try #require(result.extras("PreferencesClient"))
        #expect(
            extras.contains(
                """
                    public func observe(_ p0: KeyPath<UserDefaults, Bool>) -> AsyncStream<Bool> {
                        self.observeFlag(p0)
                    }
                """), "\(extras)")
        #expect(
            extras.contains(
                """
                    public func store(_ p0: Bool, forKey: String) {
                        self.storeFlag(p0, forKey)
                    }
                """), "\(extras)")
    }
}
