// Modelled on the shape of `ContextProvider` and `CoreDataManager` in Poudja-CANESSANE/Reciplease
// (Reciplease/Models/CoreData): a protocol over a Core Data context whose requirements take and return
// `NSManagedObject`s (the `ManagedRecord` stand-in, an `NSObject` subclass; see Support/CoreDataStandIns.swift), with a
// generic fetch constrained to fetch-request results, a synchronous batch operation returning `Result<Any,
// PersistenceError>`, and a manager using it through generic helpers; plus an in-memory implementation for tests.
// Written for this corpus; nothing is copied.
import Foundation

enum PersistenceError: Error {
    case fetchFailed
    case saveFailed
    case unsupportedBatch(String)
}

/// A batch update or delete, executed directly against the store.
struct BatchRequest {
    enum Kind { case delete, markPacked(Bool) }
    var entityName: String
    var kind: Kind
}

protocol PersistentContextProvider {
    var context: RecordContext { get }

    func fetch<T: FetchRequestResultStandIn>(_ request: RecordFetchRequest<T>) throws -> [T]
    func save() throws
    func delete(_ object: ManagedRecord)
    /// The store's result object for the batch (object IDs, a count or a status), untyped as in Core Data.
    func execute(_ batch: BatchRequest) -> Result<Any, PersistenceError>
}

final class InMemoryContextProvider: PersistentContextProvider {
    let context = RecordContext()

    func fetch<T: FetchRequestResultStandIn>(_ request: RecordFetchRequest<T>) throws -> [T] {
        try context.fetch(request)
    }

    func save() throws {
        try context.save()
    }

    func delete(_ object: ManagedRecord) {
        context.delete(object)
    }

    func execute(_ batch: BatchRequest) -> Result<Any, PersistenceError> {
        switch batch.kind {
        case .delete:
            let request = RecordFetchRequest<ManagedRecord>(entityName: batch.entityName)
            guard let records = try? context.fetch(request) else { return .failure(.fetchFailed) }
            records.forEach(context.delete)
            return .success(records.count)
        case .markPacked:
            return .failure(.unsupportedBatch(batch.entityName))
        }
    }
}

/// Generic helpers over a context provider, used by the per-entity data managers.
final class RecordStoreManager {
    let contextProvider: PersistentContextProvider

    init(contextProvider: PersistentContextProvider = InMemoryContextProvider()) {
        self.contextProvider = contextProvider
    }

    /// All records of the given type.
    func allRecords<T: ManagedRecord>(ofType type: T.Type) throws -> [T] {
        let request = RecordFetchRequest<T>(entityName: T.entityName)
        request.returnsObjectsAsFaults = false
        do {
            return try contextProvider.fetch(request)
        } catch {
            throw PersistenceError.fetchFailed
        }
    }

    /// Removes every record of the given type and saves.
    func removeRecords<T: ManagedRecord>(ofType type: T.Type) throws {
        try allRecords(ofType: type).forEach { contextProvider.delete($0) }
        try save()
    }

    func save() throws {
        do { try contextProvider.save() } catch { throw PersistenceError.saveFailed }
    }

    /// A new, inserted record of the given type.
    func makeRecord<T: ManagedRecord>(ofType type: T.Type) -> T {
        contextProvider.context.insertNewObject(ofType: type)
    }
}
