// Stand-ins for Core Data, which Linux does not have. In the apps this corpus is modelled on, `ManagedRecord` is
// `NSManagedObject`, `RecordFetchRequest` is `NSFetchRequest`, `RecordContext` is `NSManagedObjectContext` and the
// record subclasses are Xcode-generated `NSManagedObject` subclasses. They are `NSObject` subclasses here too, so
// the clients that pass them around keep their real shape: Objective-C classes that are not `Sendable`.
import Foundation

/// Stand-in for `NSFetchRequestResult`.
public protocol FetchRequestResultStandIn: AnyObject {}

/// Stand-in for `NSManagedObject`.
open class ManagedRecord: NSObject, FetchRequestResultStandIn {
    open class var entityName: String { String(describing: self) }

    public required override init() {
        super.init()
    }
}

/// Stand-in for the generated `NSManagedObject` subclass of a saved favourite route.
public final class FavoriteRouteRecord: ManagedRecord {
    public var name: String?
    public var url: String?
    public var distanceKilometers: Double = 0
    public var estimatedMinutes: Int32 = 0
    public var waypointNames: [String]?
    public var imageData: Data?
}

/// Stand-in for the generated `NSManagedObject` subclass of a piece of gear on the packing list.
public final class GearItemRecord: ManagedRecord {
    public var name: String?
    public var weightGrams: Int32 = 0
    public var isPacked = false
}

/// Stand-in for `NSFetchRequest<Result>`.
public final class RecordFetchRequest<Result: FetchRequestResultStandIn> {
    public let entityName: String
    public var filter: ((Result) -> Bool)?
    public var fetchLimit = 0
    public var returnsObjectsAsFaults = true

    public init(entityName: String) {
        self.entityName = entityName
    }
}

/// Stand-in for `NSManagedObjectContext`.
public final class RecordContext: NSObject {
    private var registered: [ManagedRecord] = []
    public private(set) var hasChanges = false

    public func fetch<Result: FetchRequestResultStandIn>(_ request: RecordFetchRequest<Result>) throws -> [Result] {
        let matching = registered.compactMap { $0 as? Result }.filter { request.filter?($0) ?? true }
        return request.fetchLimit > 0 ? Array(matching.prefix(request.fetchLimit)) : matching
    }

    public func insertNewObject<Record: ManagedRecord>(ofType type: Record.Type) -> Record {
        let record = type.init()
        registered.append(record)
        hasChanges = true
        return record
    }

    public func delete(_ object: ManagedRecord) {
        registered.removeAll { $0 === object }
        hasChanges = true
    }

    public func save() throws {
        hasChanges = false
    }
}
