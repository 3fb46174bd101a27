import LanguageServerBase
import Testing

@testable import ClientGenLanguageServer

@Suite("Folding ranges and document highlights")
struct FoldingAndHighlightTests {
    static let spec = """
        import Foundation
        import Models

        // Trails, and where they go.
        // Kept in sync with the server.
        client TrailsClient: BaseClient {
            func find(
                near place: String,
                limit: Int
            ) async throws -> [String]
            /* Old:
               func all() */
            #if DEBUG
            func debugDump() -> String
            #else
            func dump() -> String
            #endif
        }
        client App {
            var trails: TrailsClient { get }
        }

        """

    static func folds(_ client: TestClient, _ file: String) throws -> [String] {
        let result = try client.request(
            "textDocument/foldingRange", ["textDocument": ["uri": .string(TestClient.uri(file))]])
        return try #require(result.array).map { fold in
            let kind = fold["kind"]?.string.map { " \($0)" } ?? ""
            return "\(fold["startLine"]?.int ?? -1)-\(fold["endLine"]?.int ?? -1)\(kind)"
        }
    }

    @Test("Bodies, parameter lists, '#if' branches, comments and imports fold; the closing line stays in view")
    func foldingRanges() throws {
        let client = try TestClient()
        defer { client.stop() }
        client.open("Trails.client", Self.spec)
        #expect(
            try Self.folds(client, "Trails.client") == [
                "0-1 imports", "3-4 comment", "5-16", "6-8", "10-11 comment", "12-13 region", "14-15 region",
                "18-19",
            ])
    }

    @Test("A spec in the middle of an edit folds what is closed, and a one-line body folds nothing")
    func brokenSpec() throws {
        let client = try TestClient()
        defer { client.stop() }
        client.open("A.client", "client A {\n    func a(\n        x: Int\n    )\n    func b()\nclient B {}\n")
        #expect(try Self.folds(client, "A.client") == ["1-2"])
    }

    static func highlights(_ client: TestClient, _ file: String, _ line: Int, _ character: Int) throws -> [String] {
        let result = try client.request("textDocument/documentHighlight", file, line: line, character: character)
        return try #require(result.array).map { highlight in
            let start = highlight["range"]?["start"]
            return "\(start?["line"]?.int ?? -1):\(start?["character"]?.int ?? -1) \(highlight["kind"]?.int ?? 0)"
        }
    }

    @Test("On a client, its declaration as a write and its uses in this spec as reads; on a type, the same word")
    func documentHighlights() throws {
        let client = try TestClient(files: ["Base.client": "client BaseClient {}\n"])
        defer { client.stop() }
        client.open("Trails.client", Self.spec)
        #expect(try Self.highlights(client, "Trails.client", 19, 19) == ["5:7 3", "19:16 2"])
        #expect(try Self.highlights(client, "Trails.client", 5, 25) == ["5:21 2"])
        #expect(
            try Self.highlights(client, "Trails.client", 7, 20) == ["7:20 1", "9:23 1", "13:24 1", "15:19 1"])
        #expect(try Self.highlights(client, "Trails.client", 9, 8).isEmpty)  // `async`
        #expect(try Self.highlights(client, "Trails.client", 3, 5).isEmpty)  // In a comment.
    }
}
