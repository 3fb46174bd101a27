import ClientGenKit
import Testing

/// Which parameters import leaves out of a mock's recorded calls (`@unrecorded`): those whose types the sources declare
/// not `Sendable`, found through nested types, qualified names and type aliases, and only those.
@Suite("Import: values that are not Sendable")
struct ImportSendabilityTests {
    @Test("A type nested in an extension of the client that is not Sendable is not recorded")
    func nestedInExtension() throws {
        let result = ImportCase.run(
            """
            import Dependencies

            public struct LocationClient: Sendable {
                public var configure: @Sendable (Properties) -> Void
            }

            extension LocationClient {
                public struct Properties: Equatable {
                    var accuracy: Double? = nil
                }
            }

            extension LocationClient: DependencyKey {
                public static let liveValue = LocationClient(configure: { _ in })
            }

            """)
        let spec = try #require(result.spec("LocationClient"))
        // The parameter is unnamed, as in the closure type: `@unrecorded` leaves every parameter out.
        #expect(spec.contains("    @unrecorded\n    func configure(_: Properties)"))
    }

    @Test("A public type conforming to a protocol that refines Sendable is recorded, one that does not is not")
    func sendableThroughRefinedProtocol() throws {
        // Modelled on vyachesIavskiy/Satisfactory's models: `Part: Item`, where `protocol Item: Sendable`.
        let result = ImportCase.run(
            """
            import Dependencies

            public protocol Waypoint: Sendable {
                var id: String { get }
            }

            public protocol Marked {}

            public struct Cairn: Waypoint, Hashable {
                public var id: String
            }

            public struct Blaze: Marked {
                public var id: String
            }

            public struct WaypointClient: Sendable {
                public var pin: @Sendable (_ cairn: Cairn, _ pinned: Bool) async -> Void
                public var mark: @Sendable (_ blaze: Blaze) async -> Void
            }

            extension WaypointClient: DependencyKey {
                public static let liveValue = WaypointClient(pin: { _, _ in }, mark: { _ in })
            }

            """)
        let spec = try #require(result.spec("WaypointClient"))
        #expect(spec.contains("    func pin(_ cairn: Cairn, _ pinned: Bool) async\n"))
        #expect(!spec.contains("@unrecorded(cairn)"))
        #expect(spec.contains("    @unrecorded(blaze)\n    func mark(_ blaze: Blaze) async\n"))
        #expect(spec.ranges(of: "@unrecorded").count == 1)
    }

    @Test("A Sendable type nested in enums, named by its qualified name, is recorded")
    func qualifiedSendableType() throws {
        let result = ImportCase.run(
            """
            public enum Operations {
                public enum listItems {
                    public struct Input: Sendable {
                        public var limit: Int
                    }
                }
            }

            public protocol ShopAPI: Sendable {
                func listItems(_ input: Operations.listItems.Input) async throws -> Int
            }

            """)
        let spec = try #require(result.spec("ShopAPI"))
        #expect(spec.contains("    func listItems(_ input: Operations.listItems.Input) async throws -> Int\n"))
        #expect(!spec.contains("@unrecorded"))
    }

    @Test("Type aliases of closures that are not @Sendable, and of tuples holding Any, are not recorded")
    func aliasesHidingNonSendableTypes() throws {
        let result = ImportCase.run(
            """
            public typealias ProgressHandler = (Double) -> Void
            public typealias Completion = @Sendable (Result<Int, any Error>) -> Void
            public typealias Payload = (name: String, info: [String: Any])

            public protocol Uploader: Sendable {
                func upload(_ name: String, progress: @escaping ProgressHandler, completion: @escaping Completion)
                func track(_ payload: Payload)
            }

            """)
        let spec = try #require(result.spec("Uploader"))
        #expect(spec.contains("    @unrecorded(progress)\n    func upload("))
        #expect(spec.contains("    @unrecorded(payload)\n    func track(_ payload: Payload)"))
    }

    @Test("A parameter passed 'sending' is not recorded")
    func sendingParameter() throws {
        let result = ImportCase.run(
            """
            public protocol BoxStore: Sendable {
                func put(_ box: sending Box) async
            }

            """)
        let spec = try #require(result.spec("BoxStore"))
        #expect(spec.contains("    @unrecorded(box)\n    func put(_ box: sending Box) async"))
    }

    @Test("A key path parameter, written or stored in a model, is not recorded")
    func keyPathParameters() throws {
        let result = ImportCase.run(
            """
            import DependenciesMacros

            public struct PrefKeys: Sendable {
                public var onboarded: String { "onboarded" }
            }

            struct PrefQuery {
                var path: KeyPath<PrefKeys, String>
            }

            @DependencyClient
            public struct Prefs: Sendable {
                public var bool: @Sendable (_ key: KeyPath<PrefKeys, String>) -> Bool = { _ in false }
                public var count: @Sendable (_ query: PrefQuery) -> Int = { _ in 0 }
            }

            """)
        let spec = try #require(result.spec("Prefs"))
        #expect(spec.contains("    @unrecorded(key)\n    func bool(key: KeyPath<PrefKeys, String>) -> Bool"), "\(spec)")
        #expect(spec.contains("    @unrecorded(query)\n    func count(query: PrefQuery) -> Int"), "\(spec)")
    }

    @Test("Framework types never Sendable are not recorded: written, behind an alias, qualified or stored in a model")
    func frameworkTypes() throws {
        let result = ImportCase.run(
            """
            import AVFoundation
            import Combine
            import Dependencies

            public typealias RouteFeed = Combine.AnyPublisher<[String], Never>

            struct PlaybackRequest {
                var item: AVPlayerItem
                var startsMuted: Bool
            }

            public struct PlayerClient: Sendable {
                public var player: @Sendable () -> AVPlayer
                public var play: @Sendable (_ item: AVPlayerItem) async -> Void
                public var enqueue: @Sendable (_ request: PlaybackRequest) async -> Void
                public var follow: @Sendable (_ feed: RouteFeed) -> Void
            }

            extension PlayerClient: TestDependencyKey {
                public static let testValue = PlayerClient(
                    player: unimplemented("PlayerClient.player", placeholder: AVPlayer()),
                    play: unimplemented("PlayerClient.play"),
                    enqueue: unimplemented("PlayerClient.enqueue"),
                    follow: unimplemented("PlayerClient.follow")
                )
            }

            public protocol SettingsStore: AnyObject, Sendable {
                var defaults: UserDefaults { get set }
                var updates: AnyPublisher<Int, Never> { get }
                func filter(_ predicate: NSPredicate?, sortedBy descriptors: [NSSortDescriptor]) async -> [String]
            }

            """)
        let player = try #require(result.spec("PlayerClient"))
        #expect(player.contains("    func player() -> AVPlayer\n"), "\(player)")
        #expect(player.contains("    @unrecorded(item)\n    func play(_ item: AVPlayerItem) async\n"), "\(player)")
        #expect(player.contains("    @unrecorded(request)\n    func enqueue(_ request: PlaybackRequest) async\n"))
        #expect(player.contains("    @unrecorded(feed)\n    func follow(_ feed: RouteFeed)\n"), "\(player)")
        let store = try #require(result.spec("SettingsStore"))
        #expect(
            store.contains("    @unrecorded\n    @trapping\n    var defaults: UserDefaults { get set }\n"), "\(store)")
        #expect(store.contains("    @trapping\n    var updates: AnyPublisher<Int, Never> { get }\n"), "\(store)")
        #expect(
            store.contains(
                "    @unrecorded(descriptors, predicate)\n"
                    + "    func filter(_ predicate: NSPredicate?, sortedBy descriptors: [NSSortDescriptor]) async"),
            "\(store)")
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.messages)")
    }

    @Test("A notification observer token, 'NSObjectProtocol', is not recorded")
    func notificationObserverToken() throws {
        let result = ImportCase.run(
            """
            import Dependencies
            import Foundation

            public struct DockClient: Sendable {
                public var observe: @Sendable (Notification.Name, @escaping @Sendable (Notification) -> Void) -> NSObjectProtocol
                public var stopObserving: @Sendable (_ token: any NSObjectProtocol) -> Void
            }

            extension DockClient: DependencyKey {
                public static let liveValue = DockClient(observe: { _, _ in NSObject() }, stopObserving: { _ in })
            }

            """)
        let spec = try #require(result.spec("DockClient"))
        #expect(spec.contains("    @unrecorded(token)\n    func stopObserving(_ token: any NSObjectProtocol)\n"))
    }
}
