// Minimal stand-ins for SwiftData (not available on Linux), equivalent to Originals/Support/SwiftDataStandIns.swift:
// `PersistentModelStandIn` for `PersistentModel`, `FetchQuery` for `FetchDescriptor`, `ModelStoreContext` for
// `ModelContext` and `ModelStoreContainer` for `ModelContainer`. Models conforming to them are plain classes that are
// not `Sendable`, which is what the clients' signatures depend on.
import Foundation

/// Stand-in for SwiftData's `PersistentModel`.
public protocol PersistentModelStandIn: AnyObject, Identifiable where ID == UUID {
    /// The identity of the stored object.
    var persistentID: UUID { get }
}

extension PersistentModelStandIn {
    /// The model's identity, as `Identifiable` requires.
    public var id: UUID { persistentID }
}

/// Stand-in for `FetchDescriptor<Model>`: holds a predicate closure, so it is not `Sendable`.
public struct FetchQuery<Model: PersistentModelStandIn> {
    /// Which models match; `nil` for all of them.
    public var predicate: ((Model) -> Bool)?
    /// At most this many results.
    public var fetchLimit: Int?

    /// A query for the models matching `predicate`.
    public init(predicate: ((Model) -> Bool)? = nil, fetchLimit: Int? = nil) {
        self.predicate = predicate
        self.fetchLimit = fetchLimit
    }
}

/// Stand-in for `ModelContext`: not `Sendable`, used on one actor at a time.
public final class ModelStoreContext {
    private var objects: [ObjectIdentifier: [AnyObject]] = [:]
    /// Whether there are unsaved changes.
    public private(set) var hasChanges = false

    /// An empty context.
    public init() {}

    /// Inserts `model`.
    public func insert<Model: PersistentModelStandIn>(_ model: Model) {
        objects[ObjectIdentifier(Model.self), default: []].append(model)
        hasChanges = true
    }

    /// Deletes `model`.
    public func delete<Model: PersistentModelStandIn>(_ model: Model) {
        objects[ObjectIdentifier(Model.self)]?.removeAll { $0 === model }
        hasChanges = true
    }

    /// The models matching `query`.
    public func fetch<Model: PersistentModelStandIn>(_ query: FetchQuery<Model>) throws -> [Model] {
        let all = (objects[ObjectIdentifier(Model.self)] ?? []).compactMap { $0 as? Model }
        let matching = query.predicate.map { all.filter($0) } ?? all
        return query.fetchLimit.map { Array(matching.prefix($0)) } ?? matching
    }

    /// Saves the changes.
    public func save() throws {
        hasChanges = false
    }

    /// Runs `block`, then saves.
    public func transaction(block: () throws -> Void) throws {
        try block()
        try save()
    }
}

/// Stand-in for `ModelContainer`, which is `Sendable` and hands out a main-actor context.
public final class ModelStoreContainer: @unchecked Sendable {
    private let main = ModelStoreContext()
    /// Whether the store lives in memory only.
    public let isStoredInMemoryOnly: Bool

    /// A container, on disk unless `isStoredInMemoryOnly`.
    public init(isStoredInMemoryOnly: Bool = false) {
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
    }

    /// The context of the main actor.
    @MainActor
    public var mainContext: ModelStoreContext { main }

    /// A fresh context for background work.
    public func makeContext() -> ModelStoreContext {
        ModelStoreContext()
    }
}
