// Stand-ins for SwiftData, which Linux does not have. In the apps this corpus is modelled on, these are
// `PersistentModel`, `FetchDescriptor`, `ModelContext` and `ModelContainer`, and the model classes below are
// `@Model` classes. They carry just enough surface for the clients' signatures and stub bodies to compile; what
// matters for clientgen is that the models are plain, non-`Sendable` reference types.
import Foundation

/// Stand-in for SwiftData's `PersistentModel`, which the `@Model` macro conforms classes to.
public protocol PersistentModelStandIn: AnyObject, Identifiable where ID == UUID {
    var persistentID: UUID { get }
}

extension PersistentModelStandIn {
    public var id: UUID { persistentID }
}

/// Stand-in for `FetchDescriptor<Model>`.
public struct FetchQuery<Model: PersistentModelStandIn> {
    public var predicate: ((Model) -> Bool)?
    public var fetchLimit: Int?
    public var includePendingChanges = true

    public init(predicate: ((Model) -> Bool)? = nil, fetchLimit: Int? = nil) {
        self.predicate = predicate
        self.fetchLimit = fetchLimit
    }
}

/// Stand-in for `ModelContext`: not `Sendable`, used on one actor at a time.
public final class ModelStoreContext {
    private var objects: [ObjectIdentifier: [AnyObject]] = [:]
    public private(set) var hasChanges = false

    public init() {}

    public func insert<Model: PersistentModelStandIn>(_ model: Model) {
        objects[ObjectIdentifier(Model.self), default: []].append(model)
        hasChanges = true
    }

    public func delete<Model: PersistentModelStandIn>(_ model: Model) {
        objects[ObjectIdentifier(Model.self)]?.removeAll { $0 === model }
        hasChanges = true
    }

    public func fetch<Model: PersistentModelStandIn>(_ query: FetchQuery<Model>) throws -> [Model] {
        let all = (objects[ObjectIdentifier(Model.self)] ?? []).compactMap { $0 as? Model }
        let matching = query.predicate.map { all.filter($0) } ?? all
        return query.fetchLimit.map { Array(matching.prefix($0)) } ?? matching
    }

    public func fetchCount<Model: PersistentModelStandIn>(_ query: FetchQuery<Model>) throws -> Int {
        try fetch(query).count
    }

    public func save() throws {
        hasChanges = false
    }

    public func transaction(block: () throws -> Void) throws {
        try block()
        try save()
    }
}

/// Stand-in for `ModelContainer`, which is `Sendable` and hands out a main-actor context.
public final class ModelStoreContainer: @unchecked Sendable {
    private let main = ModelStoreContext()
    public let isStoredInMemoryOnly: Bool

    public init(isStoredInMemoryOnly: Bool = false) {
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
    }

    @MainActor
    public var mainContext: ModelStoreContext { main }

    /// A fresh context for background imports (`ModelContext(container)` in SwiftData).
    public func makeContext() -> ModelStoreContext {
        ModelStoreContext()
    }
}
