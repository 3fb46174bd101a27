import ClientGenKit
import Testing

/// Small specs with the shapes of real clients whose isolation or recording the generated code once got wrong: a
/// global actor on a struct client and on its endpoints, closure type aliases the spec declares, and standard
/// protocols written without `any`.
@Suite("Snippets: isolation and recording")
struct IsolationAndRecordingSnippetTests {
    @Test("A struct endpoint isolated as its client is, or to an actor of its own, names exactly one global actor")
    func structEndpointNamesOneGlobalActor() {
        let output = Snippet.generate(
            """
            @MainActor
            @style(struct)
            public client Haptics {
                @MainActor
                func tap(intensity: Double)
                @LedgerActor
                func sync(force: Bool) async
                func stop()
            }

            """, [.interface])
        #expect(output.contains("private var _tap: @MainActor @Sendable (_ intensity: Double) -> Void\n"))
        #expect(output.contains("private var _sync: @LedgerActor @Sendable (_ force: Bool) async -> Void\n"))
        #expect(output.contains("    nonisolated private var _stop: @MainActor @Sendable () -> Void\n"))
        #expect(output.contains("    @MainActor\n    public func tap(intensity: Double) {\n"))
        #expect(output.contains("    @LedgerActor\n    public func sync(force: Bool) async {\n"))
        #expect(!output.contains("@MainActor @MainActor") && !output.contains("@MainActor\n    @MainActor"))
        #expect(!output.contains("@MainActor @LedgerActor") && !output.contains("@MainActor\n    @LedgerActor"))
    }

    @Test(
        "A nonisolated endpoint of an isolated struct client has no global actor; nonisolated(nonsending) is an error")
    func nonisolatedStructEndpoint() {
        let output = Snippet.generate(
            "@MainActor\n@style(struct)\npublic client Toasts {\n    nonisolated func show(message: String)\n}\n",
            [.interface])
        #expect(output.contains("    nonisolated private var _show: @Sendable (_ message: String) -> Void\n"))
        #expect(output.contains("    nonisolated public func show(message: String) {\n"))
        #expect(!output.contains("@MainActor"))
        let rejected = ClientGenerator().generate(
            "@style(struct)\npublic client Toasts {\n    nonisolated(nonsending) func show() async\n}\n",
            path: "S.client")
        #expect(
            rejected.diagnostics.map(\.message) == ["'nonisolated(nonsending)' is not supported on a struct endpoint"])
    }

    @Test(
        "A standard protocol's requirement is nonisolated in a client without a global actor, as in a MainActor module")
    func standardRequirementsAreNonisolated() {
        let output = Snippet.generate(
            """
            client Tag: Identifiable, Swift.CustomStringConvertible {
                @placeholder(0)
                var id: Int { get }
                @inherited
                @placeholder("")
                var description: String { get }
                func count() -> Int?
            }

            """, [.interface, .unimplemented, .mock])
        #expect(output.contains("    nonisolated var id: Int { get }\n"))
        #expect(output.components(separatedBy: "    nonisolated var id: Int {\n").count == 3)
        #expect(output.components(separatedBy: "    nonisolated var description: String {\n").count == 3)
        #expect(!output.contains("nonisolated func count()"))
    }

    @Test("A protocol client's mock runs an endpoint's handler on the endpoint's own actor, not also on the client's")
    func mockHandlerTakesTheEndpointsActor() {
        let output = Snippet.generate(
            "@LedgerActor\npublic client Sync {\n    @MainActor\n    func refresh() async\n}\n", [.mock])
        #expect(output.contains("LockIsolated<(@MainActor @Sendable () async -> Void)?>(nil)"))
        #expect(!output.contains("@LedgerActor @MainActor") && !output.contains("@MainActor @LedgerActor"))
    }

    @Test("A parameter typed by one of the client's closure aliases is recorded only if the alias is @Sendable")
    func closureAliasesAreSeenThrough() {
        let output = Snippet.generate(
            """
            import Foundation

            public client Profiles {
                typealias Completion = (Data?) -> Void
                typealias Done = @Sendable (Bool) -> Void
                typealias Completions = [Completion]
                func load(id: String, completion: @escaping Completion)
                func loadIfAny(id: String, completion: Completion?)
                func finish(id: String, done: @escaping Done)
                func loadAll(_ completions: Completions)
                var onChange: Completion? { get set }
            }

            """, [.mock])
        #expect(output.contains("    nonisolated public var loadCalls: [String] { _loadCalls.value }\n"))
        #expect(output.contains("    nonisolated public var loadIfAnyCalls: [String] { _loadIfAnyCalls.value }\n"))
        #expect(output.contains("    nonisolated public var finishCalls: [(id: String, done: Profiles.Done)] {"))
        #expect(output.contains("    nonisolated public var loadAllCallCount: Int { _loadAllCallCount.value }\n"))
        #expect(!output.contains("loadAllCalls:"))
        #expect(output.contains("onChangeAssignmentCount") && !output.contains("onChangeAssignments:"))
    }

    @Test("Standard protocols written without 'any' are judged as existentials: passed to handlers, not recorded")
    func bareStandardProtocolsAreExistentials() {
        let output = Snippet.generate(
            """
            public client ShelfCache {
                func save(_ value: Encodable, key: String)
                func load(_ type: Decodable.Type, key: String) throws -> Decodable
                func saveAll(_ values: [Swift.Codable], key: String)
                func keep(_ value: Codable & Sendable)
            }

            """, [.mock])
        #expect(output.contains("    nonisolated public var saveCalls: [String] { _saveCalls.value }\n"))
        #expect(output.contains("    nonisolated public var loadCalls: [String] { _loadCalls.value }\n"))
        #expect(output.contains("    nonisolated public var saveAllCalls: [String] { _saveAllCalls.value }\n"))
        #expect(output.contains("    nonisolated public var keepCalls: [Codable & Sendable] {"))
        #expect(output.contains("private let _saveHandler = LockIsolated<(@Sendable (Encodable, String) -> Void)?>"))
    }

    @Test(
        "An async member lends a closure whose result alone is generic wrapped, its handler in the caller's isolation")
    func asyncGenericClosureIsLentWrapped() {
        let output = Snippet.generate(
            """
            public client Store {
                func transaction<T>(_ work: (Int) async throws -> T) async throws -> T
                @throwing(StoreError.busy)
                func batch<T>(_ work: (_ in: Int, String) async throws(StoreError) -> T?) async throws(StoreError) -> [T]
                @MainActor
                func each(_ body: (Int) -> Void) async
            }

            """, [.mock])
        #expect(
            output.contains(
                "public var transactionHandler: (nonisolated(nonsending) @Sendable ((Int) async throws -> Any) async "
                    + "throws -> sending Any)? {"))
        #expect(output.contains("        let value = try await handler({ try await work($0) })\n"))
        #expect(
            output.contains(
                "        let value = try await handler({ (`in`: Int, argument: String) async throws(StoreError) -> Any in "
                    + "try await work(`in`, argument) as Any })\n"))
        // A member on a global actor keeps its handler there: the closure does not leave the actor.
        #expect(output.contains("public var eachHandler: (@MainActor @Sendable ((Int) -> Void) async -> Void)? {"))
    }

    @Test("An async member's non-escaping closure taking a generic, inout or variadic value is an error")
    func asyncClosureTakingGenericValueIsAnError() {
        for parameter in ["(T) async -> Void", "(inout Int) async -> T", "(Int...) -> T"] {
            let spec = "public client Store {\n    func run<T>(_ work: \(parameter)) async\n}\n"
            let result = ClientGenerator().generate(spec, path: "S.client")
            #expect(result.diagnostics.map(\.id.rawValue) == ["sema.async-lent-closure"], "\(parameter)")
        }
        let sendable = "public client Store {\n    func run<T>(_ work: @Sendable (T) async -> Void) async\n}\n"
        #expect(ClientGenerator().generate(sendable, path: "S.client").diagnostics.isEmpty)
    }

    // Modelled on AtsushiHosaka/ZennVlog's ActivityControllerServiceProtocol (`share(items: [Any]) async -> Bool`) and
    // Naturally-Inviting/naturally-inviting-core's WatchConnectivityClient: in a module with default MainActor
    // isolation, handing such a value to a nonisolated handler was "sending 'items' risks causing data races".
    @Test("An async member's handler given a value not known to be Sendable runs in its caller's isolation")
    func asyncHandlerOfNonSendableValueIsNonsending() {
        let output = Snippet.generate(
            """
            public client ShareSheet {
                @placeholder(false)
                @unrecorded(items)
                func share(items: [Any]) async -> Bool
                func store<T>(_ value: T) async
                @uncheckedSendable(item)
                func keep(_ item: Photo) async
                @unrecorded(item)
                func drop(_ item: Photo) async
                @unrecorded(box)
                func put(_ box: sending Photo) async
                func save(_ item: Photo, tag: String) async
                @unrecorded(items)
                func shareNow(items: [Any])
            }

            """, [.mock])
        let nonsending = "nonisolated(nonsending) @Sendable"
        #expect(output.contains("public var shareHandler: (\(nonsending) ([Any]) async -> Bool)? {"))
        #expect(output.contains("public var storeHandler: (\(nonsending) (Any) async -> Void)? {"))
        #expect(output.contains("public var keepHandler: (\(nonsending) (Photo) async -> Void)? {"))
        #expect(output.contains("public var dropHandler: (\(nonsending) (Photo) async -> Void)? {"))
        // A `sending` value may cross, recorded values are Sendable, and a synchronous handler crosses nothing.
        #expect(output.contains("public var putHandler: (@Sendable (sending Photo) async -> Void)? {"))
        #expect(output.contains("public var saveHandler: (@Sendable (Photo, String) async -> Void)? {"))
        #expect(output.contains("public var shareNowHandler: (@Sendable ([Any]) -> Void)? {"))
    }
}
