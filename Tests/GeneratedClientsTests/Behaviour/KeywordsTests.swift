import Dependencies
import Testing

/// Exercises Golden/Keywords.swift: an internal client whose names are Swift keywords.
@Suite("Keywords as names")
struct KeywordsTests {
    @Test("Keyword names are escaped wherever Swift needs it, including the @key accessor")
    func keywordNamesWork() async throws {
        let mock = MockKeywords()
        mock.defaultHandler = { key in key == "theme" ? "dark" : nil }
        mock.importHandler = { source, format in #expect((source, format) == ("file", "json")) }
        mock.classHandler = { 3 }
        mock.processHandler = { key, count in [key: count] }
        mock.repeatHandler = { _ in }

        let (value, processed) = try await withDependencies {
            $0.default = mock
        } operation: {
            @Dependency(\.default) var keywords
            try await keywords.import(from: "file", as: "json")
            keywords.repeat(true)
            return (keywords.default(for: "theme"), keywords.process(for: "a", in: 1))
        }
        #expect(value == "dark")
        #expect(processed == ["a": 1])
        #expect(mock.class == 3)
        #expect(mock.defaultCalls == ["theme"])
        #expect(mock.importCalls.first?.in == "file")
        #expect(mock.importCalls.first?.format == "json")
        #expect(mock.processCalls.first?.for == "a")
        #expect(mock.repeatCalls == [true])
    }

    @Test("The unimplemented double names keyword members as written")
    func unimplementedNamesKeywordMembers() async {
        let client = UnimplementedKeywords()
        expectIssue("Unimplemented: 'Keywords.default(for:)'") {
            #expect(client.default(for: "x") == nil)
        }
        await expectIssue("Unimplemented: 'Keywords.import(from:as:)'") {
            await #expect(throws: UnimplementedFailure.self) { try await client.import(from: "a", as: "b") }
        }
        expectIssue("Unimplemented: 'Keywords.class'") {
            #expect(client.class == nil)
        }
    }
}
