import ClientGenKit
import Testing

/// Import carries `#if` around requirements, endpoints and whole clients into the spec, imports subscript
/// requirements, and writes `@marker` before parents it can tell have no requirements (issue 24, items 3, 4 and 6).
@Suite("Import: #if, subscripts and marker parents")
struct ImportConditionalTests {
    /// Checks a spec as the generator would, returning its errors' messages.
    static func errors(of spec: String, named name: String) -> [String] {
        let generated = ClientGenerator().generate([SourceFile(path: name + ".client", text: spec)])
        return generated.diagnostics.filter { $0.severity == .error }.map(\.message)
    }

    @Test("Requirements under #if, #elseif and #else keep their chain, an empty first branch included")
    func requirementsKeepTheirChain() throws {
        let result = ImportCase.run(
            """
            public protocol FileSystem: Sendable {
                func read(_ path: String) async throws -> [UInt8]
                #if !os(Windows)
                func createSymbolicLink(at path: String, to destination: String) throws
                #endif
                #if os(Linux)
                var root: String? { get }
                #elseif os(macOS)
                var root: String? { get }
                #else
                #endif
                #if !canImport(Security)
                #else
                func evaluate(_ host: String) throws
                #endif
            }

            """)
        #expect(result.diagnostics.isEmpty, "\(result.messages)")
        let spec = try #require(result.spec("FileSystem"))
        #expect(
            spec.contains(
                """
                    #if !os(Windows)
                        func createSymbolicLink(at path: String, to destination: String) throws
                    #endif
                    #if os(Linux)
                        var root: String? { get }
                    #elseif os(macOS)
                        var root: String? { get }
                    #endif
                    #if !canImport(Security)
                    #else
                        func evaluate(_ host: String) throws
                    #endif
                }
                """), "\(spec)")
        #expect(Self.errors(of: spec, named: "FileSystem").isEmpty)
    }

    @Test("A protocol under #if is a client under the same #if, without the warning it had")
    func conditionalProtocol() throws {
        let result = ImportCase.run(
            """
            #if !os(watchOS)
            /// An activity indicator.
            @MainActor
            public protocol Indicator: Sendable {
                func startAnimating()
            }

            private enum IndicatorKey: DependencyKey {
                static let liveValue: any Indicator = SpinnerIndicator()
            }

            extension DependencyValues {
                public var indicator: any Indicator {
                    get { self[IndicatorKey.self] }
                    set { self[IndicatorKey.self] = newValue }
                }
            }
            #endif

            """)
        #expect(result.diagnostics.isEmpty, "\(result.messages)")
        #expect(result.replaced("Indicator").count == 3, "the protocol, its key and its accessor")
        let spec = try #require(result.spec("Indicator"))
        #expect(
            spec.hasSuffix(
                """
                #if !os(watchOS)
                    /// An activity indicator.
                    @MainActor
                    public client Indicator {
                        func startAnimating()
                    }
                #endif

                """), "\(spec)")
        #expect(Self.errors(of: spec, named: "Indicator").isEmpty)
        // The live value, declared under the `#if` too, goes to the extras file under it.
        #expect(result.extras("Indicator")?.contains("#if !os(watchOS)") == true)
    }

    @Test("A protocol declared once per branch stays one client everywhere, with the warning")
    func protocolDeclaredPerBranch() {
        let result = ImportCase.run(
            """
            #if compiler(>=6.2)
            public protocol Queue: SendableMetatype { func push(_ value: Int) }
            #else
            public protocol Queue { func push(_ value: Int) }
            #endif

            """)
        #expect(result.messages.contains { $0.hasPrefix("import.conditional-client") }, "\(result.messages)")
        #expect(result.spec("Queue")?.contains("#if") == false)
    }

    @Test("A @DependencyClient's endpoint under #if is an endpoint under #if")
    func conditionalEndpoint() throws {
        let result = ImportCase.run(
            """
            import Dependencies
            import DependenciesMacros

            @DependencyClient
            public struct HapticsClient: Sendable {
                public var prepare: @Sendable () async -> Void
                #if os(iOS)
                public var impact: @Sendable (_ intensity: Double) async -> Void
                #endif
            }

            extension HapticsClient: TestDependencyKey {
                public static let testValue = Self()
            }

            """)
        let spec = try #require(result.spec("HapticsClient"))
        #expect(
            spec.contains(
                """
                    func prepare() async
                    #if os(iOS)
                        func impact(intensity: Double) async
                    #endif
                """), "\(spec)")
        #expect(Self.errors(of: spec, named: "HapticsClient").isEmpty)
    }

    @Test("Subscript requirements are imported with their labels, accessors and effects")
    func subscripts() throws {
        let result = ImportCase.run(
            """
            public protocol MetadataHandler: AnyObject, Sendable {
                subscript(metadataKey key: String) -> String? { get set }
                subscript(subject: String) -> [String]? { get async }
                var logLevel: Int? { get set }
            }

            """)
        #expect(result.diagnostics.isEmpty, "\(result.messages)")
        let spec = try #require(result.spec("MetadataHandler"))
        #expect(spec.contains("    subscript(metadataKey key: String) -> String? { get set }\n"))
        #expect(spec.contains("    subscript(subject: String) -> [String]? { get async }\n"))
        #expect(Self.errors(of: spec, named: "MetadataHandler").isEmpty)
    }

    @Test("A hand-written double's subscript gives its placeholder")
    func subscriptPlaceholder() throws {
        let result = ImportCase.run(
            """
            public protocol Registry: Sendable {
                subscript(name: String) -> Int { get }
            }

            public struct UnimplementedRegistry: Registry {
                public subscript(name: String) -> Int {
                    reportIssue("Registry.subscript")
                    return -1
                }
            }

            """)
        let spec = try #require(result.spec("Registry"))
        #expect(spec.contains("    @placeholder(-1)\n    subscript(name: String) -> Int { get }\n"), "\(spec)")
    }

    @Test("A parent declared without requirements in the inputs, or known to have none, is written @marker")
    func markerParents() throws {
        let result = ImportCase.run(
            """
            public protocol Tagged: Sendable {}

            public protocol PrivateKey: _NIOPreconcurrencySendable, Tagged {
                func sign(_ data: [UInt8]) async throws -> [UInt8]
            }

            public protocol Resetting: Unknown {
                func reset()
            }

            """, clients: ["PrivateKey", "Resetting"])
        let spec = try #require(result.spec("PrivateKey"))
        #expect(spec.contains("public client PrivateKey: @marker _NIOPreconcurrencySendable, @marker Tagged {"))
        let generated = ClientGenerator().generate([SourceFile(path: "PrivateKey.client", text: spec)])
        #expect(generated.diagnostics.isEmpty, "\(generated.diagnostics.map(\.message))")
        // An unknown parent is not guessed at: the spec names it as it was, and lint says what to do.
        #expect(result.spec("Resetting")?.contains("public client Resetting: Unknown {") == true)
    }

    @Test("A parent the inputs declare with requirements, or inheriting an unknown one, gets no @marker")
    func parentsWithRequirements() throws {
        let result = ImportCase.run(
            """
            public protocol Named: Unknown {}
            public protocol Store: Named {
                func load() async
            }

            """, clients: ["Store"])
        let spec = try #require(result.spec("Store"))
        #expect(spec.contains("public client Store: Named {"), "\(spec)")
    }
}
