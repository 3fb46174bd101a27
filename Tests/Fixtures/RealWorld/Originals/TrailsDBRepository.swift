// Modelled on the shape of `CountriesDBRepository` in nalexn/clean-architecture-swiftui
// (CountriesSwiftUI/Repositories/Database/CountriesDBRepository.swift): a protocol whose one read requirement is
// `@MainActor` (it returns a main-context SwiftData object) while its writes are plain `async throws`, taking and
// returning `@Model` objects (stand-ins here), refined with `Sendable` because its implementation is the app's
// `@ModelActor` database actor (an ordinary actor here, extended to conform), plus mapping helpers from API models to
// database models. Written for this corpus; nothing is copied.
import Foundation

protocol TrailsDBRepository: Sendable {
    @MainActor
    func trailDetails(for trail: DBModel.Trail) async throws -> DBModel.TrailDetails?
    func store(trails: [ApiModel.Trail]) async throws
    func store(trailDetails: ApiModel.TrailDetails, for trailSlug: String) async throws
}

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
            let segments = trailDetails.segments.map { $0.dbModel() }
            let connecting = Set(trailDetails.connectingTrails ?? [])
            let neighbors = try modelContext.fetch(
                FetchQuery<DBModel.Trail>(predicate: { connecting.contains($0.slug) })
            )
            segments.forEach { modelContext.insert($0) }
            modelContext.insert(
                DBModel.TrailDetails(
                    slug: trailSlug,
                    trailhead: trailDetails.trailhead,
                    elevationGainMeters: trailDetails.elevationGainMeters,
                    segments: segments,
                    connectingTrails: neighbors
                )
            )
        }
    }
}

extension ApiModel.Trail {
    func dbModel() -> DBModel.Trail {
        DBModel.Trail(
            slug: slug, name: name, region: region, lengthKilometers: lengthKilometers, translations: translations
        )
    }
}

extension ApiModel.Segment {
    func dbModel() -> DBModel.TrailSegment {
        DBModel.TrailSegment(code: code, label: label, surface: surface)
    }
}
