// The real and stub implementations from Originals/TrailsInteractor.swift.
struct ValueIsMissingError: Error {}

struct RealTrailsInteractor: TrailsInteractor {
    let webRepository: any TrailsWebRepository
    let dbRepository: any TrailsDBRepository

    func refreshTrailsList() async throws {
        let apiTrails = try await webRepository.trails()
        try await dbRepository.store(trails: apiTrails)
    }

    @MainActor
    func loadTrailDetails(trail: DBModel.Trail, forceReload: Bool) async throws -> DBModel.TrailDetails {
        if !forceReload, let stored = try? await dbRepository.trailDetails(for: trail) {
            return stored
        }
        let details = try await webRepository.details(trail: trail)
        try await dbRepository.store(trailDetails: details, for: trail.slug)
        guard let stored = try? await dbRepository.trailDetails(for: trail) else {
            throw ValueIsMissingError()
        }
        return stored
    }
}

struct StubTrailsInteractor: TrailsInteractor {
    func refreshTrailsList() async throws {}

    @MainActor
    func loadTrailDetails(trail: DBModel.Trail, forceReload: Bool) async throws -> DBModel.TrailDetails {
        throw ValueIsMissingError()
    }
}
