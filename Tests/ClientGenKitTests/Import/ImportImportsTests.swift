import ClientGenKit
import Testing

/// A spec's imports: those of every file that contributed to it, each once, with their `#if`, but for the modules
/// generated code gets from `Dependencies`.
@Suite("Import: imports")
struct ImportImportsTests {
    @Test("A spec imports what the files of its client, key, values and accessor import")
    func importsOfEveryContributingFile() throws {
        let result = ImportCase.run([
            "Client.swift": """
            public struct QuoteClient: Sendable {
                public var balance: @Sendable (String) async throws -> Double
            }

            """,
            "LiveKey.swift": """
            import Dependencies
            import Foundation
            #if canImport(FoundationNetworking)
            import FoundationNetworking
            #endif

            extension QuoteClient: DependencyKey {
                public static let liveValue = Self(balance: { _ in Date().timeIntervalSince1970 })
            }

            """,
            "TestKey.swift": """
            import Dependencies
            import Foundation
            import XCTestDynamicOverlay
            import IssueReporting

            public extension DependencyValues {
                var quotes: QuoteClient {
                    get { self[QuoteClient.self] }
                    set { self[QuoteClient.self] = newValue }
                }
            }

            extension QuoteClient: TestDependencyKey {
                public static let testValue = Self(balance: unimplemented("\\(Self.self).balance"))
            }

            """,
        ])
        let spec = try #require(result.spec("QuoteClient"))
        #expect(
            spec.hasPrefix(
                "import Foundation\n#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n\n"))
        #expect(!spec.contains("XCTestDynamicOverlay"))
        #expect(!spec.contains("IssueReporting"))
    }
}
