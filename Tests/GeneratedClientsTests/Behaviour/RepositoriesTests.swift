import Dependencies
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Exercises Golden/WebRepository.swift and Golden/TrailsRepository.swift: a client inheriting a client of another
/// spec, whose generated file imports what the parent's spec imports.
@Suite("Repositories across specs")
struct RepositoriesTests {
    @Test("The child's mock implements the parent's members, whose types only the parent's spec imports")
    func childImplementsParentMembers() async throws {
        let mock = MockTrailsRepository()
        mock.dataHandler = { url in Data(url.path.utf8) }
        mock.trailsHandler = { region in ["\(region) Ridge"] }
        let repository: any TrailsRepository = mock
        #expect(try await repository.data(from: URL(fileURLWithPath: "/trails")) == Data("/trails".utf8))
        #expect(try await repository.trails(region: "Alps") == ["Alps Ridge"])
        #expect(mock.dataCalls == [URL(fileURLWithPath: "/trails")])
        #expect(mock.trailsCallCount == 1)
    }

    @Test("The child's unimplemented double reports the parent's members and returns their placeholders")
    func childDoubleImplementsParentMembers() {
        let double: any TrailsRepository = UnimplementedTrailsRepository()
        withKnownIssue {
            #expect(double.baseURL == URL(fileURLWithPath: "/"))
        } matching: {
            $0.description.contains("Unimplemented: 'TrailsRepository.baseURL'")
        }
    }
}
