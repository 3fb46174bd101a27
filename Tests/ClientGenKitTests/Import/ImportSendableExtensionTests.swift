import ClientGenKit
import Testing

/// How import treats a struct client's retroactive `Sendable` conformance, which the generated struct declares
/// itself: kept, it would conform the struct twice.
@Suite("Import: a struct client's Sendable extension")
struct ImportSendableExtensionTests {
    @Test("An extension conforming a struct client to @unchecked Sendable and nothing else is listed for deletion")
    func sendableOnlyExtensionDeleted() throws {
        let result = ImportCase.run(
            """
            import Dependencies

            public struct PasteboardClient {
                public var copy: (String) -> Void
            }

            extension PasteboardClient: @unchecked Sendable {}

            extension PasteboardClient: DependencyKey {
                public static let liveValue = Self(copy: { _ in })
            }

            """)
        #expect(result.extras("PasteboardClient") == nil)
        #expect(
            result.replaced("PasteboardClient").contains(
                "the extension conforming 'PasteboardClient' to 'Sendable', by the generated struct, which declares "
                    + "the conformance,"))
    }

    @Test("An extension conforming a struct client to Sendable among other things moves without Sendable")
    func sendableExtensionWithMoreMoved() throws {
        let result = ImportCase.run(
            """
            import Dependencies

            public struct PasteboardClient {
                public var copy: (String) -> Void
            }

            /// Pasteboards compare by nothing.
            extension PasteboardClient: Sendable, CustomStringConvertible {
                public var description: String { "pasteboard" }
            }

            extension PasteboardClient: DependencyKey {
                public static let liveValue = Self(copy: { _ in })
            }

            """)
        let extras = try #require(result.extras("PasteboardClient"))
        #expect(
            extras.hasSuffix(
                """

                /// Pasteboards compare by nothing.
                extension PasteboardClient: CustomStringConvertible {
                    public var description: String { "pasteboard" }
                }

                """))
        #expect(
            result.replaced("PasteboardClient").contains(
                "the extension conforming 'PasteboardClient' to 'Sendable', by its copy in the extras file, without "
                    + "'Sendable' (which the generated struct declares),"))
    }
}
