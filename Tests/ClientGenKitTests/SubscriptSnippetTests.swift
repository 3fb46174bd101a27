import ClientGenKit
import Testing

/// What a protocol client's subscripts generate, where Swift's rules for argument labels differ from a function's.
@Suite("Subscript snippets")
struct SubscriptSnippetTests {
    /// Modelled on tgrapperon/swift-dependencies-additions' Logger dependency (`subscript(category category:
    /// String) -> Logger`, which feature code reaches as `\.logger[category: "sync"]`). Before, the label was written
    /// once, `subscript(category: String)`, which in a subscript is a local name only: the protocol lost its label and
    /// a conformer written as the spec's failed, "different argument labels from those required by protocol".
    @Test("A subscript's label equal to its local name is written twice, so the subscript keeps it")
    func subscriptLabelEqualToLocalName() {
        let output = Snippet.generate(
            """
            public client Logging {
                @placeholder(0)
                subscript(category category: String) -> Int { get }
                @placeholder(0)
                subscript(subsystem: String, category name: String) -> Int { get }
                func log(level level: Int)
            }

            """, [.interface, .unimplemented, .mock])
        #expect(output.contains("    subscript(category category: String) -> Int { get }\n"))
        #expect(output.contains("    subscript(_ subsystem: String, category name: String) -> Int { get }\n"))
        #expect(output.contains("    public subscript(category category: String) -> Int {\n"))
        #expect(output.contains("    public subscript(_ subsystem: String, category name: String) -> Int {\n"))
        #expect(output.contains("reportIssue(\"Unimplemented: 'Logging.subscript(category:)'\")"))
        // A function's single name is its label already.
        #expect(output.contains("    func log(level: Int)\n"))
    }
}
