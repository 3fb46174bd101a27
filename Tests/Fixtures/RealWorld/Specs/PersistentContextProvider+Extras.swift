// What Originals/PersistentContextProvider.swift declares around the protocol.
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

/// Generic helpers over a context provider, used by the per-entity data managers.
final class RecordStoreManager {
    let contextProvider: any PersistentContextProvider

    init(contextProvider: any PersistentContextProvider) {
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
