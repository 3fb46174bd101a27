import ClientGenKit
import Testing

/// How import treats key values declared as stored `static var`s, as apps written before Swift 6 have them (modelled
/// on the keys of yOoZZyOzzbourne/mobile-assignment-Quanti, whose `NetworkClient` key stores `public static var
/// testValue = NetworkClient(…)`, and of jiledaa/RocketApp, whose enum key stores `public static var liveValue`): the
/// generated key declares its values as constants, so code that assigns one keeps its client out.
@Suite("Import: key values stored as static vars")
struct ImportAssignedKeyValueTests {
    static let assigned = """
        import Dependencies

        public struct GearClient: Sendable {
            public var weigh: @Sendable (String) async throws -> Double
            public var pack: @Sendable ([String]) -> Int
        }

        extension GearClient: DependencyKey {
            public static let liveValue = GearClient(weigh: { _ in 1 }, pack: { $0.count })
            nonisolated(unsafe) public static var testValue = GearClient(
                weigh: unimplemented("GearClient.weigh", placeholder: 0),
                pack: unimplemented("GearClient.pack", placeholder: 0)
            )
        }

        enum GearFixtures {
            static func lighten() {
                GearClient.testValue.pack = { _ in 1 }
            }
        }

        """

    @Test("A stored static var key value that code assigns keeps its client out, with the place that assigns it")
    func assignedTestValue() {
        let result = ImportCase.run(Self.assigned)
        #expect(result.clients.isEmpty)
        #expect(
            result.messages.filter { !$0.hasPrefix("import.no-clients") } == [
                "import.client-left-out: 'GearClient' was not imported: 'GearClient.testValue' is a 'static var' "
                    + "that 'App.swift:18' assigns, and the generated key declares it as a constant, so that code "
                    + "would no longer compile; override the dependency with 'withDependencies' instead and import "
                    + "again, or keep the client hand-written"
            ])
        let leftOut = result.diagnostics.first { $0.id.rawValue == "import.client-left-out" }
        #expect(leftOut?.range.start == Self.assigned.utf8Offset(of: "GearClient: Sendable"))
    }

    @Test("A live value stored in an enum key is assigned through the key's name too, also passed inout")
    func assignedThroughKey() {
        let source = """
            import Dependencies

            public struct RopeClient: Sendable {
                public var length: @Sendable () -> Int
            }

            enum RopeKey: DependencyKey {
                nonisolated(unsafe) static var liveValue = RopeClient(length: { 60 })
            }

            extension DependencyValues {
                var rope: RopeClient {
                    get { self[RopeKey.self] }
                    set { self[RopeKey.self] = newValue }
                }
            }

            func shorten(_ client: inout RopeClient) {}
            func setUp() { shorten(&RopeKey.liveValue) }

            """
        let result = ImportCase.run(source)
        #expect(result.clients.isEmpty)
        #expect(
            result.messages.contains { $0.contains("'RopeClient.liveValue' is a 'static var' that 'App.swift:19'") },
            "\(result.messages)")
    }

    @Test("A stored static var key value that nothing assigns, only reads or compares, is imported")
    func readOnlyStoredValue() {
        let source = Self.assigned.replacingOccurrences(
            of: "GearClient.testValue.pack = { _ in 1 }", with: "_ = GearClient.testValue.pack([]) == 0")
        let result = ImportCase.run(source)
        #expect(result.clients.map(\.name) == ["GearClient"])
        #expect(!result.messages.contains { $0.hasPrefix("import.client-left-out") })
    }
}

extension String {
    /// The UTF-8 offset of the first occurrence of a text, as diagnostics locate it.
    fileprivate func utf8Offset(of text: String) -> Int? {
        range(of: text).map { utf8.distance(from: utf8.startIndex, to: $0.lowerBound) }
    }
}
