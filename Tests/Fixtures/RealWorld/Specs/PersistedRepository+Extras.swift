// What Originals/PersistedRepository.swift declares that a spec cannot: the generic repository (a client cannot be
// generic), and the live and mock values of its registered specialisation.
import Dependencies
import Foundation

/// A repository of persistent models of one type.
public struct PersistedRepository<Model> where Model: PersistentModelStandIn {
    /// Inserts a model.
    public var insert: (Model) throws -> Void
    /// Deletes a model.
    public var delete: (Model) throws -> Void
    /// The models a query matches.
    public var fetch: (FetchQuery<Model>) throws -> [Model]

    /// A repository from its endpoints.
    public init(
        insert: @escaping (Model) throws -> Void,
        delete: @escaping (Model) throws -> Void,
        fetch: @escaping (FetchQuery<Model>) throws -> [Model]
    ) {
        self.insert = insert
        self.delete = delete
        self.fetch = fetch
    }
}

extension PersistedRepository {
    /// Accepts writes, returns nothing.
    public static var mock: PersistedRepository<Model> {
        PersistedRepository<Model>(insert: { _ in }, delete: { _ in }, fetch: { _ in [] })
    }
}

extension PlannedRouteRepository {
    /// Routes in the main context of a new container. The endpoints touch the main context only, as the original's
    /// `@unchecked Sendable` vouched.
    public static var live: Self {
        MainActor.assumeIsolated {
            let context = UncheckedSendable(ModelStoreContainer().mainContext)
            return Self(
                insert: { model in
                    context.value.insert(model)
                    try context.value.save()
                },
                delete: { model in
                    context.value.delete(model)
                    try context.value.save()
                },
                fetch: { query in
                    try context.value.fetch(query)
                }
            )
        }
    }

    /// Accepts writes, returns nothing.
    public static var mock: Self {
        Self(insert: { _ in }, delete: { _ in }, fetch: { _ in [] })
    }
}
