// Modelled on the shape of `RepositorySwiftData<Model>` in dmytro-yantsybaiev/composable-domain-interfaces
// (Sources/ComposableRepositories/SwiftData): a *generic* struct of closures constrained to persistent models
// (stand-ins here), with an explicit public `init` of `@escaping` closures, a computed `static var mock` in an
// extension and a main-actor `live(container:)` factory in another. Generic clients cannot be `DependencyKey`s
// themselves; apps register concrete specialisations, as the accessor at the end does. Written for this corpus; nothing
// is copied.
import Dependencies
import Foundation

public struct PersistedRepository<Model> where Model: PersistentModelStandIn {
    public var insert: (Model) throws -> Void
    public var delete: (Model) throws -> Void
    public var fetch: (FetchQuery<Model>) throws -> [Model]

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
        PersistedRepository<Model>(
            insert: { _ in },
            delete: { _ in },
            fetch: { _ in [] }
        )
    }
}

extension PersistedRepository {
    @MainActor
    public static func live(container: ModelStoreContainer) -> PersistedRepository {
        let context = container.mainContext
        return PersistedRepository(
            insert: { model in
                context.insert(model)
                try context.save()
            },
            delete: { model in
                context.delete(model)
                try context.save()
            },
            fetch: { query in
                try context.fetch(query)
            }
        )
    }
}

/// The planned-routes specialisation the route planner depends on. The closures touch the main context only, so
/// the app marks the wrapper `@unchecked Sendable` to register it.
public struct PlannedRouteRepository: @unchecked Sendable {
    public var repository: PersistedRepository<PlannedRoute>
}

extension DependencyValues {
    public var plannedRoutes: PlannedRouteRepository {
        get { self[PlannedRouteRepositoryKey.self] }
        set { self[PlannedRouteRepositoryKey.self] = newValue }
    }
}

private enum PlannedRouteRepositoryKey: DependencyKey {
    static var liveValue: PlannedRouteRepository {
        MainActor.assumeIsolated {
            PlannedRouteRepository(repository: .live(container: ModelStoreContainer()))
        }
    }
    static var testValue: PlannedRouteRepository { PlannedRouteRepository(repository: .mock) }
}
