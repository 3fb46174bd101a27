// What Originals/JournalChapterStoreClient.swift declares besides the endpoints.
import Dependencies
import Foundation

/// A chapter as the sync server sends it, before it becomes a `@Model` object.
public struct RemoteChapter: Codable, Equatable, Sendable {
    /// The chapter's identifier.
    public var id: UUID
    /// The chapter's title.
    public var title: String
}

extension JournalChapterStoreClient {
    /// The chapters `query` matches.
    @MainActor
    public func fetchChapters(query: FetchQuery<Chapter>) throws -> [Chapter] {
        try self.fetchChaptersUsingQuery(query)
    }

    /// The chapters with these identifiers, in order.
    @MainActor
    public func fetchChapters(chapterIDs: [UUID]) throws -> [Chapter] {
        try self.fetchChaptersUsingIDs(chapterIDs)
    }

    /// Chapters in the app's container.
    public static var live: JournalChapterStoreClient {
        @Dependency(\.journalContainer) var journalContainer
        let container = journalContainer

        return JournalChapterStoreClient(
            importChapters: { chapters in
                let context = container.makeContext()
                for chapter in chapters {
                    context.insert(JournalChapter(chapterID: chapter.id, title: chapter.title))
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
