/// Writes the synthetic corpus: `count` specs of ten mixed members each (async, throwing, typed throws, generic,
/// default values, overloads, a property), and the same clients as `/// @mockable` protocols for mockolo.
enum Corpus {
    /// The support code both kinds of corpus refer to.
    static let models = """
        import Foundation

        public struct Item: Sendable, Hashable, Codable {
            public var id: Int
            public var name: String
        }

        public enum BenchError: Error, Equatable {
            case unimplemented
        }

        """

    /// One spec: a client with ten members.
    static func spec(_ index: Int) -> String {
        """
        import Foundation

        /// Synthetic client \(index): looks things up.
        public client Client\(index) {
            /// Fetches one item.
            func fetch(id: Int) async throws -> Item
            func fetch(name: String) async throws -> Item
            func search(_ query: String, limit: Int = 20, offset: Int = 0) async throws -> [Item]
            func load<T: Decodable & Sendable>(_ type: T.Type, from path: String) async throws -> T
            func save(_ item: Item) async throws
            @placeholder(false)
            func isCached(id: Int) -> Bool
            func updates(of id: Int) -> AsyncStream<Item>
            @throwing(BenchError.unimplemented)
            func validate(_ item: Item) throws(BenchError)
            func lastSync() -> Date?
            var isOnline: Bool { get async throws }
        }

        """
    }

    /// The same client as a protocol for mockolo (protocols have no default values).
    static func mockable(_ index: Int) -> String {
        """
        import Foundation

        /// Synthetic client \(index): looks things up.
        /// @mockable
        public protocol Client\(index): Sendable {
            /// Fetches one item.
            func fetch(id: Int) async throws -> Item
            func fetch(name: String) async throws -> Item
            func search(_ query: String, limit: Int, offset: Int) async throws -> [Item]
            func load<T: Decodable & Sendable>(_ type: T.Type, from path: String) async throws -> T
            func save(_ item: Item) async throws
            func isCached(id: Int) -> Bool
            func updates(of id: Int) -> AsyncStream<Item>
            func validate(_ item: Item) throws(BenchError)
            func lastSync() -> Date?
            var isOnline: Bool { get async throws }
        }

        """
    }
}
