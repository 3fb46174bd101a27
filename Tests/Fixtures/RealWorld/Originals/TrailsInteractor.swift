// Modelled on the shape of `CountriesInteractor` in nalexn/clean-architecture-swiftui
// (CountriesSwiftUI/Interactors/CountriesInteractor.swift): a use-case protocol whose arguments and results are
// SwiftData `@Model` objects (stand-ins here), so the member that hands them out is `@MainActor` (Swift 6 will not send
// them across isolation otherwise), a real implementation composed of a web and a database repository, and a stub
// implementation in the same file for previews. Written for this corpus; nothing is copied.
import Foundation

protocol TrailsInteractor {
    func refreshTrailsList() async throws
    @MainActor
    func loadTrailDetails(trail: DBModel.Trail, forceReload: Bool) async throws -> DBModel.TrailDetails
}

struct ValueIsMissingError: Error {}

struct RealTrailsInteractor: TrailsInteractor {
    let webRepository: TrailsWebRepository
    let dbRepository: TrailsDBRepository

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
