// The database actor from Originals/TrailsDBRepository.swift, and its mapping helpers.
import Foundation

/// The app's database actor (a `@ModelActor` in the app).
actor MainDBRepository {
    nonisolated let modelContainer: ModelStoreContainer
    private let modelContext: ModelStoreContext

    init(modelContainer: ModelStoreContainer) {
        self.modelContainer = modelContainer
        self.modelContext = modelContainer.makeContext()
    }
}

extension MainDBRepository: TrailsDBRepository {
    @MainActor
    func trailDetails(for trail: DBModel.Trail) async throws -> DBModel.TrailDetails? {
        let slug = trail.slug
        let query = FetchQuery<DBModel.TrailDetails>(predicate: { $0.slug == slug }, fetchLimit: 1)
        return try modelContainer.mainContext.fetch(query).first
    }

    func store(trails: [ApiModel.Trail]) async throws {
        try modelContext.transaction {
            trails
                .map { $0.dbModel() }
                .forEach { modelContext.insert($0) }
        }
    }

    func store(trailDetails: ApiModel.TrailDetails, for trailSlug: String) async throws {
        try modelContext.transaction {
            modelContext.insert(
                DBModel.TrailDetails(slug: trailSlug, elevationGainMeters: trailDetails.elevationGainMeters)
            )
        }
    }
}

extension ApiModel.Trail {
    func dbModel() -> DBModel.Trail {
        DBModel.Trail(slug: slug, name: name)
    }
}
