// Minimal stand-ins for Core Data (not available on Linux), equivalent to Originals/Support/CoreDataStandIns.swift:
// `NSObject` subclasses, so the clients that pass them keep their real shape (Objective-C classes that are not
// `Sendable`).
import Foundation

/// Stand-in for `NSFetchRequestResult`.
public protocol FetchRequestResultStandIn: AnyObject {}

/// Stand-in for `NSManagedObject`.
open class ManagedRecord: NSObject, FetchRequestResultStandIn {
    /// The entity's name.
    open class var entityName: String { String(describing: self) }

    /// A new record.
    public required override init() {
        super.init()
    }
}

/// Stand-in for a generated `NSManagedObject` subclass: a piece of gear on the packing list.
public final class GearItemRecord: ManagedRecord {
    /// The gear's name.
    public var name: String?
    /// Whether it is packed.
    public var isPacked = false
}

/// Stand-in for `NSFetchRequest<Result>`.
public final class RecordFetchRequest<Result: FetchRequestResultStandIn> {
    /// The entity fetched.
    public let entityName: String
    /// Which records match; `nil` for all of them.
    public var filter: ((Result) -> Bool)?
    /// Whether results are faults.
    public var returnsObjectsAsFaults = true

    /// A request for records of `entityName`.
    public init(entityName: String) {
        self.entityName = entityName
    }
}

/// Stand-in for `NSManagedObjectContext`.
public final class RecordContext: NSObject {
    private var registered: [ManagedRecord] = []

    /// The records matching `request`.
    public func fetch<Result: FetchRequestResultStandIn>(_ request: RecordFetchRequest<Result>) throws -> [Result] {
        registered.compactMap { $0 as? Result }.filter { request.filter?($0) ?? true }
    }

    /// Inserts a new record of `type`.
    public func insertNewObject<Record: ManagedRecord>(ofType type: Record.Type) -> Record {
        let record = type.init()
        registered.append(record)
        return record
    }

    /// Deletes `object`.
    public func delete(_ object: ManagedRecord) {
        registered.removeAll { $0 === object }
    }

    /// Saves the changes.
    public func save() throws {}
}
