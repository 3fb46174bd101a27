// Modelled on the shape of the GRDB-backed `DatabaseClient` in vykut/Food (food-spec/Sources/Database): a
// `@DependencyClient` with `// MARK:` sections, observation endpoints returning `AsyncStream` with defaults,
// argument-labelled closures, and pairs of endpoints renamed with `@DependencyEndpoint(method:)` so that callers see
// overloaded `insert(_:)`/`delete(_:)` methods. The live value is built in a `DependencyKey` extension. Written for
// this corpus; nothing is copied.
import Dependencies
import DependenciesMacros
import Foundation

public struct PantryItem: Identifiable, Equatable, Codable, Sendable {
    public var id: Int64?
    public var name: String
    public var kilocalories: Double
    public var gramsPerServing: Double

    public enum SortColumn: String, Sendable { case name, kilocalories, gramsPerServing }
}

public struct TrailMeal: Identifiable, Equatable, Codable, Sendable {
    public var id: Int64?
    public var name: String
    public var items: [PantryItem]
    public var servings: Int
}

public enum PantrySortOrder: Sendable { case ascending, descending }

/// The trip-food database: what is in the pantry and which trail meals are made from it.
@DependencyClient
public struct PantryDatabaseClient: Sendable {
    // MARK: Items
    public var observeItems:
        @Sendable (_ sortedBy: PantryItem.SortColumn, _ order: PantrySortOrder) -> AsyncStream<[PantryItem]> = {
            _, _ in .finished
        }
    public var getRecentItems:
        @Sendable (_ sortedBy: PantryItem.SortColumn, _ order: PantrySortOrder) async throws -> [PantryItem]
    public var getItem: @Sendable (_ name: String) async throws -> PantryItem?
    @DependencyEndpoint(method: "insert")
    public var insertItem: @Sendable (_ item: PantryItem) async throws -> PantryItem
    @DependencyEndpoint(method: "delete")
    public var deleteItem: @Sendable (_ item: PantryItem) async throws -> Void

    // MARK: Meals
    public var observeMeals: @Sendable () -> AsyncStream<[TrailMeal]> = { .finished }
    public var getMeals: @Sendable () async throws -> [TrailMeal]
    @DependencyEndpoint(method: "insert")
    public var insertMeal: @Sendable (_ meal: TrailMeal) async throws -> TrailMeal
    @DependencyEndpoint(method: "delete")
    public var deleteMeal: @Sendable (_ meal: TrailMeal) async throws -> Void
}

extension PantryDatabaseClient: DependencyKey {
    public static var liveValue: PantryDatabaseClient {
        let items = LockIsolated<[Int64: PantryItem]>([:])
        let meals = LockIsolated<[Int64: TrailMeal]>([:])
        let nextID = LockIsolated<Int64>(1)
        @Sendable func allocateID() -> Int64 {
            nextID.withValue { id in
                defer { id += 1 }
                return id
            }
        }
        @Sendable func sorted(_ column: PantryItem.SortColumn, _ order: PantrySortOrder) -> [PantryItem] {
            let ascending = items.value.values.sorted {
                switch column {
                case .name: $0.name < $1.name
                case .kilocalories: $0.kilocalories < $1.kilocalories
                case .gramsPerServing: $0.gramsPerServing < $1.gramsPerServing
                }
            }
            return order == .ascending ? ascending : ascending.reversed()
        }
        return Self(
            observeItems: { column, order in
                AsyncStream { continuation in
                    continuation.yield(sorted(column, order))
                    continuation.finish()
                }
            },
            getRecentItems: { column, order in sorted(column, order) },
            getItem: { name in items.value.values.first { $0.name == name } },
            insertItem: { item in
                var item = item
                item.id = item.id ?? allocateID()
                items.withValue { [item] in $0[item.id!] = item }
                return item
            },
            deleteItem: { item in
                guard let id = item.id else { return }
                items.withValue { _ = $0.removeValue(forKey: id) }
            },
            observeMeals: {
                AsyncStream { continuation in
                    continuation.yield(Array(meals.value.values))
                    continuation.finish()
                }
            },
            getMeals: { Array(meals.value.values) },
            insertMeal: { meal in
                var meal = meal
                meal.id = meal.id ?? allocateID()
                meals.withValue { [meal] in $0[meal.id!] = meal }
                return meal
            },
            deleteMeal: { meal in
                guard let id = meal.id else { return }
                meals.withValue { _ = $0.removeValue(forKey: id) }
            }
        )
    }

    public static let testValue = PantryDatabaseClient()
}

extension DependencyValues {
    public var pantryDatabase: PantryDatabaseClient {
        get { self[PantryDatabaseClient.self] }
        set { self[PantryDatabaseClient.self] = newValue }
    }
}
