import ClientGenKit
import Testing

/// What import does with what a struct client's spec cannot say about its stored members: a setter less visible than
/// its getter, a private stored property (neither moves to an extension, which cannot store it), and an error type
/// declared inside the closure that throws it.
@Suite("Import: struct members a spec cannot hold")
struct ImportStructAccessTests {
    @Test("A struct client with an endpoint whose setter is narrower than its getter is left out, with warnings")
    func narrowerSetterLeavesClientOut() throws {
        let result = ImportCase.run(
            """
            import Dependencies

            public struct LockerClient: Sendable {
                public private(set) var open: @Sendable (_ code: Int) -> Bool
                public internal(set) var reset: @Sendable () -> Void
            }

            extension LockerClient: DependencyKey {
                public static let liveValue = LockerClient(open: { _ in true }, reset: {})
            }

            """)
        #expect(result.spec("LockerClient") == nil)
        let reason = "its setter is less visible than its getter, and a spec's members have one access"
        #expect(
            result.messages.filter { $0.hasPrefix("import.unconvertible-member:") }.map {
                $0.contains(reason)
            } == [true, true])
    }

    @Test("A struct client with a private stored property is left out rather than moved to an extension")
    func privateStoredPropertyLeavesClientOut() throws {
        let result = ImportCase.run(
            """
            import Dependencies

            public struct LockerClient: Sendable {
                public var open: @Sendable (_ code: Int) -> Bool
                private var attempts = 0
            }

            extension LockerClient: DependencyKey {
                public static let liveValue = LockerClient(open: { _ in true })
            }

            """)
        #expect(result.spec("LockerClient") == nil)
        #expect(
            result.messages.first { $0.hasPrefix("import.unconvertible-member:") }?.contains(
                "'LockerClient.attempts' cannot be a member of a spec: it is a private stored property") == true)
    }

    @Test("An error type declared inside the closure that throws it gives no @throwing")
    func localErrorTypeGivesNoThrowing() throws {
        let result = ImportCase.run(
            """
            import Dependencies

            public struct LockerClient: Sendable {
                public var open: @Sendable (_ code: Int) async throws -> Bool
                public var seal: @Sendable () async throws -> Void
            }

            extension LockerClient: TestDependencyKey {
                public static let testValue = LockerClient(
                    open: { _ in struct Jammed: Error {}; throw Jammed() },
                    seal: { throw LockerFault.stuck }
                )
            }

            public enum LockerFault: Error { case stuck }

            """)
        let spec = try #require(result.spec("LockerClient"))
        #expect(spec.contains("    @throwing(LockerFault.stuck)\n    func seal() async throws\n"))
        #expect(!spec.contains("@throwing(Jammed"), "the test value may hold it, no directive can")
    }
}
