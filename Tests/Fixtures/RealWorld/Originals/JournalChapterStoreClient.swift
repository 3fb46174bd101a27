// Modelled on the shapes of SwiftData-backed clients: the `FetchDescriptor`-taking repository of
// dmytro-yantsybaiev/composable-domain-interfaces (Sources/ComposableRepositories/SwiftData) and the
// `@DependencyEndpoint(method:)` overloads of vykut/Food. A `@DependencyClient` whose fetch endpoints are `@Sendable
// @MainActor` closures taking a fetch descriptor or a list of IDs and returning non-`Sendable` `@Model` objects
// (stand-ins here, see Support/SwiftDataStandIns.swift), renamed to one overloaded `fetchChapters` method, a nested
// typealias, and a live value that reads the model container from another dependency. Written for this corpus; nothing
// is copied.
import Dependencies
import DependenciesMacros
import Foundation

/// A chapter as the sync server sends it, before it becomes a `@Model` object.
public struct RemoteChapter: Codable, Equatable, Sendable {
    public var id: UUID
    public var title: String
    public var body: String
    public var createdAt: Date
    public var coverPhotoName: String?
}

@DependencyClient
public struct JournalChapterStoreClient: Sendable {
    public typealias Chapter = JournalChapter

    /// Inserts or updates chapters received from the sync server, on a background context.
    public var importChapters: @Sendable ([RemoteChapter]) async throws -> Void
    @DependencyEndpoint(method: "fetchChapters")
    public var fetchChaptersUsingQuery: @Sendable @MainActor (_ query: FetchQuery<Chapter>) throws -> [Chapter]
    @DependencyEndpoint(method: "fetchChapters")
    public var fetchChaptersUsingIDs: @Sendable @MainActor (_ chapterIDs: [UUID]) throws -> [Chapter]
    /// Deletes a chapter; `@MainActor` because the object belongs to the main context.
    public var delete: @Sendable @MainActor (_ chapter: Chapter) throws -> Void
}

extension DependencyValues {
    /// The app's SwiftData container (stand-in).
    public var journalContainer: ModelStoreContainer {
        get { self[JournalContainerKey.self] }
        set { self[JournalContainerKey.self] = newValue }
    }

    private enum JournalContainerKey: DependencyKey {
        static let liveValue = ModelStoreContainer()
        static let testValue = ModelStoreContainer(isStoredInMemoryOnly: true)
    }
}

extension JournalChapterStoreClient: DependencyKey {
    public static var liveValue: JournalChapterStoreClient {
        @Dependency(\.journalContainer) var journalContainer
        let container = journalContainer

        return JournalChapterStoreClient(
            importChapters: { chapters in
                let context = container.makeContext()
                for chapter in chapters {
                    context.insert(
                        JournalChapter(
                            chapterID: chapter.id, title: chapter.title, body: chapter.body,
                            createdAt: chapter.createdAt, coverPhotoName: chapter.coverPhotoName
                        )
                    )
                }
                try context.save()
            },
            fetchChaptersUsingQuery: { query in
                try container.mainContext.fetch(query)
            },
            fetchChaptersUsingIDs: { ids in
                let query = FetchQuery<Chapter>(predicate: { ids.contains($0.chapterID) })
                let byID = Dictionary(
                    try container.mainContext.fetch(query).map { ($0.chapterID, $0) },
                    uniquingKeysWith: { first, _ in first }
                )
                return ids.compactMap { byID[$0] }
            },
            delete: { chapter in
                container.mainContext.delete(chapter)
                try container.mainContext.save()
            }
        )
    }

    public static let testValue = JournalChapterStoreClient()
}

extension DependencyValues {
    public var journalChapters: JournalChapterStoreClient {
        get { self[JournalChapterStoreClient.self] }
        set { self[JournalChapterStoreClient.self] = newValue }
    }
}
