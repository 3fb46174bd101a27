import ClientGenKit
import Testing

/// Which declarations import takes for clients: structs of closures spelled through type aliases, structs of
/// sub-clients, and, for whatever looks like a client but is not imported, a warning at it saying why.
@Suite("Import: finding clients")
struct ImportDiscoveryTests {
    @Test("A struct whose closures are spelled through type aliases of the inputs is a client")
    func closuresThroughTypeAliases() throws {
        let result = ImportCase.run(
            """
            import Dependencies

            public typealias Completion = @Sendable (Bool) -> Void

            public struct EventsClient: Sendable {
                public var send: Send
                public var flush: Flush
                public var onDone: Completion?
                public typealias Send = @Sendable (String) -> Void
                public typealias Flush = @Sendable () async throws -> Int
            }

            extension EventsClient: TestDependencyKey {
                public static let testValue = Self(send: unimplemented("EventsClient.send"), flush: unimplemented())
            }

            """)
        let spec = try #require(result.spec("EventsClient"))
        #expect(spec.contains("    func send(_: String)\n"))
        #expect(spec.contains("    func flush() async throws -> Int\n"))
        #expect(spec.contains("    optional func onDone(_: Bool)\n"))
        // The struct's own aliases are the spec's, declared in the generated struct with the client's access.
        #expect(spec.contains("    typealias Send = @Sendable (String) -> Void\n"))
        #expect(result.extras("EventsClient") == nil)
    }

    @Test("A client declared twice is imported once, with a warning at the other declaration that points at the first")
    func clientsDeclaredTwice() throws {
        let protocolFoo = { (member: String) in "public protocol Foo: Sendable {\n    func \(member)() async\n}\n" }
        let result = ImportCase.run(["A/Foo.swift": protocolFoo("a"), "B/Foo.swift": protocolFoo("b")])
        #expect(result.clients.map(\.name) == ["Foo"])
        #expect(try #require(result.spec("Foo")).contains("func a() async"))
        let warning = try #require(result.diagnostics.first { $0.id.rawValue == "import.duplicate-client" })
        #expect(warning.path == "B/Foo.swift")
        #expect(warning.notes.map(\.path) == ["A/Foo.swift"])
    }

    static let nestedSubClients = """
        import Dependencies

        public struct ApiClient: Sendable {
            public var users: Users
            public var posts: Posts
        }

        extension ApiClient {
            public struct Users: Sendable {
                public var fetch: @Sendable (_ id: Int) async throws -> String
            }
            public struct Posts: Sendable {
                public var list: @Sendable () async throws -> [String]
            }
        }

        extension ApiClient: TestDependencyKey {
            public static let testValue = ApiClient(
                users: Users(fetch: unimplemented("users.fetch")),
                posts: Posts(list: unimplemented("posts.list"))
            )
        }

        """

    @Test("Sub-clients declared inside a client are imported as clients of their own, their old names type aliases")
    func nestedSubClientsAreHoisted() throws {
        let result = ImportCase.run(Self.nestedSubClients)
        #expect(result.clients.map(\.name) == ["ApiClient", "ApiUsers", "ApiPosts"])
        let spec = try #require(result.spec("ApiClient"))
        #expect(spec.contains("    var users: ApiUsers { get }\n    var posts: ApiPosts { get }\n"))
        #expect(result.spec("ApiUsers")?.contains("    func fetch(_ id: Int) async throws -> String\n") == true)
        let extras = try #require(result.extras("ApiClient"))
        #expect(extras.contains("    public typealias Users = ApiUsers\n"))
        #expect(result.replaced("ApiUsers") == ["'ApiClient.Users', by the spec"])
        #expect(result.diagnostics.map(\.id.rawValue) == ["import.hoisted-sub-client", "import.hoisted-sub-client"])
    }

    @Test("A sub-client declared inside its client whose top-level name is taken stays, its value the test value's")
    func nestedSubClientWithTakenName() throws {
        let result = ImportCase.run(Self.nestedSubClients + "public struct ApiUsers {}\npublic struct ApiPosts {}\n")
        #expect(result.clients.map(\.name) == ["ApiClient"])
        let spec = try #require(result.spec("ApiClient"))
        #expect(
            spec.contains(
                "    @placeholder(Users(fetch: IssueReporting.unimplemented(\"users.fetch\")))\n"
                    + "    var users: Users { get }\n"))
        #expect(result.diagnostics.map(\.id.rawValue) == ["import.nested-sub-client", "import.nested-sub-client"])
    }

    @Test("A struct of top-level sub-clients imports the sub-clients as clients, and the parent with them")
    func topLevelSubClients() throws {
        let result = ImportCase.run(
            """
            import DependenciesMacros

            @DependencyClient
            public struct ApiClient: Sendable {
                public var users: UsersClient
            }

            @DependencyClient
            public struct UsersClient: Sendable {
                public var fetch: @Sendable (_ id: Int) async throws -> String
            }

            """)
        #expect(result.spec("ApiClient")?.contains("    var users: UsersClient { get }\n") == true)
        #expect(result.spec("UsersClient")?.contains("    func fetch(id: Int) async throws -> String\n") == true)
    }

    @Test("Clients declared inside other types, and registered structs holding no closure, get a warning each")
    func warningsForWhatIsNotImported() throws {
        let result = ImportCase.run(
            """
            import Dependencies

            public enum Search {
                public protocol Client: Sendable {
                    func search(_ query: String) async throws -> [String]
                }
            }

            extension UserDefaults {
                public struct Dependency: Sendable {
                    public var bool: @Sendable (String) -> Bool?
                }
            }

            extension UserDefaults.Dependency: DependencyKey {
                public static let liveValue = Self(bool: { _ in nil })
            }

            public struct BuildInfo: Sendable {
                public var version: String
            }

            extension BuildInfo: DependencyKey {
                public static let liveValue = BuildInfo(version: "1.0")
            }

            """)
        #expect(result.clients.isEmpty)
        let ids = result.diagnostics.map(\.id.rawValue)
        #expect(ids.filter { $0 == "import.nested-client" }.count == 2, "\(result.messages)")
        #expect(ids.contains("import.registered-non-client"))
        #expect(result.messages.contains { $0.contains("'Search.Client' is declared inside 'Search'") })
    }

    @Test("A key declared as a struct, holding another type's values, is that type's key, not a client left out")
    func structKeyOfAnotherTypeIsNoClient() throws {
        let result = ImportCase.run(
            """
            import Dependencies

            public protocol PlayerService: Sendable {
                func pause() async
            }

            private struct PlayerServiceKey: DependencyKey {
                typealias Value = any PlayerService
                static let liveValue: Value = LivePlayer()
            }

            extension DependencyValues {
                public var player: any PlayerService {
                    get { self[PlayerServiceKey.self] }
                    set { self[PlayerServiceKey.self] = newValue }
                }
            }

            """)
        #expect(result.spec("PlayerService")?.contains("@live(LivePlayer())") == true)
        #expect(result.messages.isEmpty, "\(result.messages)")
        #expect(result.replaced("PlayerService").contains { $0.hasPrefix("the key 'PlayerServiceKey'") })
    }

    @Test("A live value holding '#if' moves to the key's extension in the extras file, as it is written")
    func liveValueWithCompilerDirective() throws {
        let result = ImportCase.run(
            """
            import Dependencies

            struct TickClient: Sendable {
                var tick: @Sendable () -> Void
            }

            extension TickClient: DependencyKey {
                static let liveValue = TickClient(tick: {
                    #if DEBUG
                        print("tick")
                    #endif
                })
                static let testValue = TickClient(tick: {})
            }

            """)
        #expect(result.spec("TickClient")?.contains("@live(") == false)
        let extras = try #require(result.extras("TickClient"))
        #expect(extras.contains("extension TickClient: DependencyKey {\n    static let liveValue = TickClient(tick: {"))
        #expect(result.diagnostics.isEmpty, "\(result.messages)")
    }

    @Test("Clients or keys declared under look-alike names (composed and decomposed characters) are not imported")
    func lookAlikeNames() throws {
        let composed = "Caf\u{E9}"
        let decomposed = "Cafe\u{301}"
        let twins = ImportCase.run([
            "A.swift": "public protocol \(composed)Client: Sendable {\n    func a() async throws -> Int\n}\n",
            "B.swift": "public protocol \(decomposed)Client: Sendable {\n    func b() async throws -> String\n}\n",
        ])
        #expect(twins.clients.isEmpty)
        #expect(twins.diagnostics.filter { $0.id.rawValue == "import.look-alike-name" }.count == 2)
        let keys = ImportCase.run([
            "A.swift": """
            public protocol Weather: Sendable {
                func a() async throws -> Int
            }
            enum \(composed)Key: DependencyKey {
                static let liveValue: any Weather = LiveWeather()
            }

            """,
            "B.swift": "enum \(decomposed)Key {\n    static let liveValue = 1\n}\n",
        ])
        #expect(keys.clients.isEmpty)
        #expect(keys.messages.contains { $0.contains("'\(composed)Key' is declared twice") }, "\(keys.messages)")
    }

    @Test("A bare closure registered as a dependency gets a warning at its accessor, and is not imported")
    func closureDependency() throws {
        let source = """
            import Dependencies

            private enum OpenSettingsKey: DependencyKey {
                static let liveValue: @Sendable () async -> Void = {}
            }

            extension DependencyValues {
                public var openSettings: @Sendable () async -> Void {
                    get { self[OpenSettingsKey.self] }
                    set { self[OpenSettingsKey.self] = newValue }
                }
            }

            """
        let result = ImportCase.run(source)
        #expect(result.clients.isEmpty)
        let warning = try #require(result.diagnostics.first { $0.id.rawValue == "import.closure-dependency" })
        #expect(warning.message.hasPrefix("'openSettings' is a dependency of type '@Sendable () async -> Void'"))
        let property = try #require(source.range(of: "openSettings:"))
        #expect(warning.range.start == source.utf8.distance(from: source.startIndex, to: property.lowerBound))
    }

    @Test("Live and preview values declared under '#if' move to the extras file under their conditions")
    func valuesUnderCompilerDirectives() throws {
        let result = ImportCase.run(
            """
            import Dependencies

            public protocol Toaster: Sendable {
                func show(_ text: String) async
            }

            public enum ToasterKey: TestDependencyKey {
                public static let testValue: any Toaster = LiveToaster()
                #if DEBUG
                    public static let previewValue: any Toaster = LiveToaster()
                #endif
            }

            #if os(iOS)
                extension ToasterKey: DependencyKey {
                    #if DEBUG
                        public static let liveValue: any Toaster = LiveToaster()
                    #else
                        public static let liveValue: any Toaster = QuietToaster()
                    #endif
                }
            #endif

            """)
        #expect(result.spec("Toaster")?.contains("@live") == false)
        #expect(result.spec("Toaster")?.contains("@preview") == false)
        let extras = try #require(result.extras("Toaster"))
        #expect(
            extras.contains(
                "#if DEBUG\nextension ToasterKey {\n    public static let previewValue: any Toaster = LiveToaster()\n}\n"
                    + "#endif"))
        #expect(
            extras.contains(
                "#if (os(iOS)) && (DEBUG)\nextension ToasterKey: DependencyKey {\n"
                    + "    public static let liveValue: any Toaster = LiveToaster()\n}\n#endif"))
        #expect(
            extras.contains(
                "#if (os(iOS)) && (!(DEBUG))\nextension ToasterKey: DependencyKey {\n"
                    + "    public static let liveValue: any Toaster = QuietToaster()\n}\n#endif"), "\(extras)")
    }
}

/// Protocols that are no dependency: imported only when named.
@Suite("Import: protocols that are no dependency")
struct ImportNonDependencyTests {
    static let downloads = """
        import Dependencies

        public protocol DownloadTask {
            func cancel()
        }

        public final class URLDownloadTask: DownloadTask {
            private var cancelled = false
            public func cancel() { cancelled = true }
        }

        public protocol StoredRecord {
            var id: String { get }
        }

        public protocol Downloader: Sendable {
            func download(_ path: String) -> any DownloadTask
            func save<Record: StoredRecord>(_ record: Record) async throws
        }

        public enum DownloaderKey: DependencyKey {
            public static let liveValue: any Downloader = LiveDownloader()
        }

        """

    @Test("A protocol a non-Sendable type conforms to, or that clients only use as a type, is not imported")
    func helperProtocolsAreLeftOut() throws {
        let result = ImportCase.run(Self.downloads)
        #expect(result.clients.map(\.name) == ["Downloader"])
        let warnings = result.diagnostics.filter { $0.id.rawValue.hasPrefix("import.") && $0.severity == .warning }
        #expect(warnings.map(\.id.rawValue).contains("import.non-sendable-helper"))
        #expect(warnings.map(\.id.rawValue).contains("import.type-only-protocol"))
        #expect(result.messages.contains { $0.contains("pass '--client DownloadTask' to import it anyway") })
        #expect(result.spec("Downloader")?.contains("@unrecorded") == false)
    }

    @Test("A protocol only final classes of Sendable constants and structs conform to is imported, others are not")
    func conformersThatCanBeSendable() throws {
        func result(conformer: String) -> ImportResult {
            ImportCase.run(
                """
                protocol ItemFeed {
                    func fetch(completion: @escaping @Sendable ([String]?) -> Void)
                }

                \(conformer) {
                    func fetch(completion: @escaping @Sendable ([String]?) -> Void) { completion(nil) }
                }

                """)
        }
        let sendable = [
            "final class ItemFeedImpl: ItemFeed", "final class ItemFeedImpl: NSObject, Equatable, ItemFeed",
            "public struct ItemFeedImpl: ItemFeed",
            "final class ItemFeedImpl {\n    let base: String\n}\nextension ItemFeedImpl: ItemFeed",
        ]
        for conformer in sendable {
            #expect(result(conformer: conformer).clients.map(\.name) == ["ItemFeed"], "\(conformer)")
        }
        let nonSendable = [
            "class ItemFeedImpl: ItemFeed", "final class ItemFeedImpl: BaseFeed, ItemFeed",
            "final class ItemFeedImpl {\n    var count = 0\n}\nextension ItemFeedImpl: ItemFeed",
            "final class ItemFeedImpl: ItemFeed {\n    var count = 0 { didSet {} }\n}\nextension ItemFeedImpl",
            "final class ItemFeedImpl {\n    let base: NSObject\n}\nextension ItemFeedImpl: ItemFeed",
        ]
        for conformer in nonSendable {
            let imported = result(conformer: conformer)
            #expect(imported.clients.isEmpty, "\(conformer)")
            #expect(imported.diagnostics.map(\.id.rawValue).contains("import.non-sendable-helper"), "\(conformer)")
        }
    }

    @Test("--client imports such a protocol anyway")
    func namedHelperIsImported() throws {
        let result = ImportCase.run(Self.downloads, clients: ["DownloadTask", "StoredRecord"])
        #expect(result.clients.map(\.name) == ["DownloadTask", "StoredRecord"])
    }

    @Test("A parameter of a protocol that is not imported and does not refine Sendable is not recorded")
    func delegateParameterIsUnrecorded() throws {
        let result = ImportCase.run(
            """
            import Dependencies

            public protocol ListDelegate: AnyObject {
                func listDidChange()
            }

            public protocol ListClient: Sendable {
                func observe(_ delegate: ListDelegate?)
            }

            extension DependencyValues {
                public var list: any ListClient {
                    get { self[ListClientKey.self] }
                    set { self[ListClientKey.self] = newValue }
                }
            }

            """)
        #expect(result.clients.map(\.name) == ["ListClient"])
        #expect(result.spec("ListClient")?.contains("    @unrecorded(delegate)\n    func observe(") == true)
    }
}

extension ImportDiscoveryTests {
    @Test("A struct imported without its top-level sub-client takes the sub-client's unimplemented value")
    func subClientNotImportedWithIt() throws {
        let result = ImportCase.run(
            """
            import DependenciesMacros

            @DependencyClient
            public struct ApiClient: Sendable {
                public var users: UsersClient
                public var ping: @Sendable () async throws -> Void
            }

            @DependencyClient
            public struct UsersClient: Sendable {
                public var fetch: @Sendable (_ id: Int) async throws -> String
            }

            """, clients: ["ApiClient"])
        #expect(
            result.spec("ApiClient")?.contains("    @placeholder(UsersClient())\n    var users: UsersClient { get }\n")
                == true)
        #expect(result.diagnostics.isEmpty, "\(result.messages)")
    }
}
