import ClientGenKit
import Testing

/// How a struct client's closures become a spec's methods: labelled only where the macro exposes labelled methods,
/// never named `_`, and without taking helpers of other names for overloads.
@Suite("Import: struct endpoints")
struct ImportStructEndpointTests {
    @Test("A closure of a struct on a global actor that names no actor itself is a nonisolated endpoint")
    func closuresWithoutTheStructsActor() throws {
        let result = ImportCase.run(
            """
            import DependenciesMacros

            @MainActor
            @DependencyClient
            public struct ToastClient: Sendable {
                public var show: @Sendable (_ message: String) async -> Void
                public var present: @MainActor @Sendable (_ id: Int) -> Void
            }

            """)
        let spec = try #require(result.spec("ToastClient"), "\(result.messages)")
        #expect(spec.contains("    nonisolated func show(message: String) async\n"))
        #expect(spec.contains("    @MainActor\n    func present(id: Int)\n"))
        let generated = ClientGenerator().generate([SourceFile(path: "ToastClient.client", text: spec)])
        #expect(!generated.diagnostics.containsErrors, "\(generated.diagnostics.map(\.message))")
    }

    @Test("Endpoints typed by a generic closure alias take the alias's closure with the arguments written")
    func genericClosureAliases() throws {
        let result = ImportCase.run(
            """
            import Dependencies

            public typealias Endpoint<Input, Output> = @Sendable (Input) async throws -> Output
            public typealias Lookup<Key: Hashable> = @Sendable (Key, Key.Stride?) -> [Key]

            public struct ChirpClient: Sendable {
                public var send: Endpoint<ChirpMessage, ChirpReceipt>
                public var delete: Endpoint<Int, Void>
                public var erase: Endpoint<any Encodable, [String: Int]>
                public var nearby: Lookup<Int>
            }

            extension ChirpClient: TestDependencyKey {
                public static let testValue = ChirpClient(
                    send: unimplemented("send"), delete: unimplemented("delete"), erase: unimplemented("erase"),
                    nearby: unimplemented("nearby", placeholder: []))
            }

            """)
        let spec = try #require(result.spec("ChirpClient"), "\(result.messages)")
        #expect(spec.contains("    func send(_: ChirpMessage) async throws -> ChirpReceipt\n"))
        #expect(spec.contains("    func delete(_: Int) async throws\n"))
        #expect(spec.contains("    func erase(_: (any Encodable)) async throws -> ([String: Int])\n"))
        #expect(spec.contains("    func nearby(_: Int, _: Int.Stride?) -> [Int]\n"))
        let generated = ClientGenerator().generate([SourceFile(path: "ChirpClient.client", text: spec)])
        #expect(!generated.diagnostics.containsErrors, "\(generated.diagnostics.map(\.message))")
    }

    @Test("A plain struct's closures become unlabelled methods, but where it forwards to one with labels")
    func plainStructIsUnlabelled() throws {
        let result = ImportCase.run(
            """
            import Dependencies

            public struct AuthClient: Sendable {
                var nonce: @Sendable (_ address: String) async throws -> String
                var fileExists: @Sendable (_ path: String) -> Bool = { _ in false }
            }

            public extension AuthClient {
                func nonce(address: String) async throws -> String {
                    try await nonce(address)
                }
            }

            extension AuthClient: TestDependencyKey {
                public static let testValue = Self(nonce: unimplemented("AuthClient.nonce"))
            }

            """)
        let spec = try #require(result.spec("AuthClient"))
        // `nonce` is public through its method; `fileExists`, only an internal closure, stays internal.
        #expect(spec.contains("    func nonce(address: String) async throws -> String\n"))
        #expect(spec.contains("    internal func fileExists(_ path: String) -> Bool\n"))
        #expect(
            result.replaced("AuthClient").contains(
                "'AuthClient.nonce(address:)' (a method forwarding to its closure), by the generated method"))
    }

    @Test("A @DependencyClient's named closure parameters become labels; '_ _:' and none stay unnamed")
    func macroStructIsLabelled() throws {
        let result = ImportCase.run(
            """
            import DependenciesMacros

            @DependencyClient
            public struct LogClient: Sendable {
                public var log: @Sendable (_ _: String) -> Void
                public var track: @Sendable (_ event: String, _ _: Int) -> Void
                @DependencyEndpoint(method: "write")
                public var writeLine: @Sendable (_ _: String) -> Void
            }

            """)
        let spec = try #require(result.spec("LogClient"))
        #expect(spec.contains("    func log(_: String)\n"))
        #expect(spec.contains("    func track(event: String, _: Int)\n"))
        #expect(!spec.contains("`_`"))
        // The renamed method names what the closure leaves unnamed as the macro does: `p0`, `p1`, ...
        let extras = try #require(result.extras("LogClient"))
        #expect(extras.contains("    public func write(_ p0: String) {\n        self.writeLine(p0)\n    }"))
    }

    @Test("A helper wrapping an endpoint of another name stays a helper, and names the closure's parameters")
    func implPattern() throws {
        let result = ImportCase.run(
            """
            import Dependencies

            struct RunnerClient: Sendable {
                var runImpl: @Sendable (String, Bool) async throws -> Int

                func run(_ command: String, verbose: Bool = false) async throws -> Int {
                    try await runImpl(command, verbose)
                }
            }

            extension RunnerClient: DependencyKey {
                static let liveValue = RunnerClient(runImpl: { command, _ in command.count })
            }

            """)
        let spec = try #require(result.spec("RunnerClient"))
        #expect(spec.contains("    func runImpl(_ command: String, _ verbose: Bool) async throws -> Int\n"))
        let extras = try #require(result.extras("RunnerClient"))
        #expect(extras.contains("    func run(_ command: String, verbose: Bool = false) async throws -> Int {"))
    }
}

extension ImportStructEndpointTests {
    @Test("An initializer taking the endpoints under other labels stays, disfavoured next to the memberwise one")
    func initializerUnderOtherLabels() throws {
        let result = ImportCase.run(
            """
            import Dependencies

            public struct LinkClient: Sendable {
                public var link: @Sendable (String) async throws -> Int

                public init(_ link: @escaping @Sendable (String) async throws -> Int = { _ in 0 }) {
                    self.link = link
                }
            }

            extension LinkClient: TestDependencyKey {
                public static let testValue = LinkClient(unimplemented("LinkClient.link"))
            }

            """)
        let extras = try #require(result.extras("LinkClient"))
        #expect(
            extras.contains(
                "    @_disfavoredOverload\n    public init(_ link: @escaping @Sendable (String) async throws -> Int"))
    }

    @Test("An endpoint keeps an access narrower than its struct's, and the @available of its forwarding method")
    func endpointAccessAndAvailability() throws {
        let result = ImportCase.run(
            """
            import Dependencies

            public struct LocClient: Sendable {
                public var heading: @Sendable () -> Double?
                internal var recenter: @Sendable (_ id: Int) async -> Void
                public var legacyHeading: @Sendable (_ id: Int) -> Double?

                @available(*, deprecated, message: "use heading()")
                public func legacyHeading(id: Int) -> Double? {
                    self.legacyHeading(id)
                }
            }

            extension LocClient: TestDependencyKey {
                public static let testValue = Self(
                    heading: unimplemented("LocClient.heading"),
                    recenter: unimplemented("LocClient.recenter"),
                    legacyHeading: unimplemented("LocClient.legacyHeading")
                )
            }

            """)
        let spec = try #require(result.spec("LocClient"))
        #expect(spec.contains("    func heading() -> Double?\n"))
        #expect(spec.contains("    internal func recenter(_ id: Int) async\n"))
        #expect(
            spec.contains(
                "    @available(*, deprecated, message: \"use heading()\")\n    func legacyHeading(id: Int) -> Double?\n"
            ))
    }

    @Test("A plain struct's @DependencyEndpoint with named closure parameters is labelled, as the macro's method is")
    func endpointMacroOnPlainStructIsLabelled() throws {
        let result = ImportCase.run(
            """
            import Dependencies
            import DependenciesMacros

            public struct PortProbe: Sendable {
                @DependencyEndpoint
                public var isOpen: @Sendable (_ port: Int) -> Bool = { _ in false }
                public var ping: @Sendable (_ host: String) -> Bool
            }

            extension PortProbe: TestDependencyKey {
                public static let testValue = PortProbe(isOpen: { _ in false }, ping: { _ in false })
            }

            """)
        let spec = try #require(result.spec("PortProbe"))
        #expect(spec.contains("    func isOpen(port: Int) -> Bool\n"), "\(spec)")
        #expect(spec.contains("    func ping(_ host: String) -> Bool\n"), "\(spec)")
    }

    @Test("A closure default whose $0 belongs to a closure inside it is a placeholder; one using its own is not")
    func innerClosureArgumentsInDefaults() throws {
        let result = ImportCase.run(
            """
            import DependenciesMacros

            @DependencyClient
            public struct TideFeed: Sendable {
                public var stream: @Sendable () -> AsyncStream<Int> = { AsyncStream { $0.finish() } }
                public var sizes: @Sendable () -> [Int] = { [3, 1].sorted { $0 < $1 } }
                public var echo: @Sendable (Int) -> [Int] = { [$0].map { $0 + 1 } }
            }

            """)
        let spec = try #require(result.spec("TideFeed"))
        #expect(spec.contains("    @placeholder(AsyncStream { $0.finish() })\n    func stream() -> AsyncStream<Int>\n"))
        #expect(spec.contains("    @placeholder([3, 1].sorted { $0 < $1 })\n    func sizes() -> [Int]\n"))
        #expect(!spec.contains("[$0]"))
        #expect(result.diagnostics.map(\.id.rawValue) == ["import.default-left-out"], "\(result.messages)")
    }

    @Test("A plain struct's memberwise init with defaults: the key's values that leave them out are written out")
    func memberwiseInitializerDefaults() throws {
        let result = ImportCase.run(
            """
            import Dependencies
            import Foundation

            public struct ParcelUploader: Sendable {
                public var upload: @Sendable (Data) async throws -> URL
                public var progress: @Sendable () -> AsyncStream<Double>

                public init(
                    upload: @escaping @Sendable (Data) async throws -> URL = { _ in throw CancellationError() },
                    progress: @escaping @Sendable () -> AsyncStream<Double> = { .finished }
                ) {
                    self.upload = upload
                    self.progress = progress
                }
            }

            extension ParcelUploader: DependencyKey {
                public static let liveValue = ParcelUploader()
                public static let previewValue = Self(progress: { AsyncStream { $0.yield(0.5) } })
                public static let testValue = ParcelUploader(
                    upload: unimplemented("ParcelUploader.upload"),
                    progress: unimplemented("ParcelUploader.progress", placeholder: .finished)
                )
            }

            """)
        let spec = try #require(result.spec("ParcelUploader"))
        #expect(
            spec.contains(
                "@live(ParcelUploader(upload: { _ in throw CancellationError() }, progress: { .finished }))\n"),
            "\(spec)")
        #expect(
            spec.contains(
                "@preview(ParcelUploader(upload: { _ in throw CancellationError() }, "
                    + "progress: { AsyncStream { $0.yield(0.5) } }))\n"),
            "\(spec)")
        #expect(!spec.contains("@test"))
        #expect(result.diagnostics.map(\.id.rawValue) == ["import.initializer-defaults"], "\(result.messages)")
    }

    @Test("Unnamed closure parameters take names only from closures passed to the same client")
    func closureNamesFromTheSameClient() throws {
        let result = ImportCase.run(
            """
            import Dependencies
            import Foundation

            public struct FileStore: Sendable {
                public var save: @Sendable (String, Data) async throws -> Void
            }
            extension FileStore: TestDependencyKey {
                public static let testValue = FileStore(save: unimplemented("FileStore.save"))
                public static let previewValue = Self(save: { name, _ in print(name) })
            }

            public struct DataStore: Sendable {
                public var save: @Sendable (Data, URL) async throws -> Void
            }
            extension DataStore: TestDependencyKey {
                public static let testValue = DataStore(save: { data, url in try data.write(to: url) })
            }

            """)
        #expect(
            result.spec("FileStore")?.contains("    func save(_ name: String, _: Data) async throws\n") == true)
        #expect(result.spec("DataStore")?.contains("    func save(_ data: Data, _ url: URL) async throws\n") == true)
    }

    @Test("A @DependencyClient's stored values with defaults are written out in the key's values that leave them out")
    func macroStoredValueDefaults() throws {
        let result = ImportCase.run(
            """
            import DependenciesMacros

            @DependencyClient
            public struct BundleInfo: Sendable {
                public var track: @Sendable (_ event: String) -> Void
                public var version: String = "1.0"
                public var tag: String?
            }

            extension BundleInfo: DependencyKey {
                public static let liveValue = BundleInfo(track: { _ in })
                public static let testValue = BundleInfo()
            }

            """)
        let spec = try #require(result.spec("BundleInfo"))
        #expect(spec.contains("@live(BundleInfo(track: { _ in }, version: \"1.0\", tag: nil))\n"), "\(spec)")
        #expect(!spec.contains("@test"))
        #expect(result.diagnostics.map(\.id.rawValue) == ["import.initializer-defaults"], "\(result.messages)")
    }

    @Test("Every endpoint a spec cannot hold is named in one run, not one per run")
    func everyRejectedEndpointNamed() {
        let result = ImportCase.run(
            """
            import DependenciesMacros

            @DependencyClient
            struct KeychainClient: Sendable {
                var save: @Sendable (_ value: String) throws -> Void
                var calls: @Sendable () -> Int = { 0 }
                var noop: @Sendable () -> Void
                var unimplemented: @Sendable () -> Void
            }

            """)
        #expect(result.clients.isEmpty)
        let rejected = result.diagnostics.filter { $0.id.rawValue == "import.unconvertible-member" }
        #expect(
            rejected.map { $0.message.prefix { $0 != ":" } } == [
                "'KeychainClient.calls' cannot be a member of a spec",
                "'KeychainClient.noop' cannot be a member of a spec",
                "'KeychainClient.unimplemented' cannot be a member of a spec",
            ])
        #expect(rejected.allSatisfy { $0.notes.count == 1 })
    }
}
