// What Originals/PantryDatabaseClient.swift declares besides the endpoints: the models, the methods
// `@DependencyEndpoint(method:)` gave the renamed endpoints, and the live value.
import Dependencies
import Foundation

/// Food in the pantry.
public struct PantryItem: Identifiable, Equatable, Codable, Sendable {
    /// The row's identifier, once stored.
    public var id: Int64?
    /// The item's name.
    public var name: String
    /// Energy per serving.
    public var kilocalories: Double

    /// What items can be sorted by.
    public enum SortColumn: String, Sendable {
        /// By name.
        case name
        /// By energy.
        case kilocalories
    }

    /// An item.
    public init(id: Int64? = nil, name: String, kilocalories: Double) {
        self.id = id
        self.name = name
        self.kilocalories = kilocalories
    }
}

/// A meal made from pantry items.
public struct TrailMeal: Identifiable, Equatable, Codable, Sendable {
    /// The row's identifier, once stored.
    public var id: Int64?
    /// The meal's name.
    public var name: String
    /// What it is made of.
    public var items: [PantryItem]
}

/// Ascending or descending.
public enum PantrySortOrder: Sendable {
    /// Smallest first.
    case ascending
    /// Largest first.
    case descending
}

extension PantryDatabaseClient {
    /// Inserts `item`, giving it an identifier.
    public func insert(item: PantryItem) async throws -> PantryItem {
        try await self.insertItem(item)
    }

    /// Deletes `item`.
    public func delete(item: PantryItem) async throws {
        try await self.deleteItem(item)
    }

    /// Inserts `meal`, giving it an identifier.
    public func insert(meal: TrailMeal) async throws -> TrailMeal {
        try await self.insertMeal(meal)
    }

    /// Deletes `meal`.
    public func delete(meal: TrailMeal) async throws {
        try await self.deleteMeal(meal)
    }

    /// A database in memory.
    public static var live: PantryDatabaseClient {
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
}
